import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// A view drawing with UIKit calls in `draw(_:)`.
final class DrawingView: UIView {
  var draws = 0
  override func draw(_ rect: CGRect) {
    draws += 1
    UIColor.systemGreen.setFill()
    UIBezierPath(roundedRect: bounds.insetBy(dx: 4, dy: 4), cornerRadius: 8).fill()
    UIColor.white.setStroke()
    let line = UIBezierPath()
    line.move(to: CGPoint(x: 10, y: bounds.midY))
    line.addLine(to: CGPoint(x: bounds.maxX - 10, y: bounds.midY))
    line.lineWidth = 2
    line.stroke()
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct DrawingTests {
  /// Named colors are shared instances, as on iOS (`UIColor.white === UIColor.white`), and a system color still
  /// resolves per appearance.
  @Test func namedColorsAreSharedInstances() {
    #expect(UIColor.white === UIColor.white)
    #expect(UIColor.clear === UIColor.clear)
    #expect(UIColor.systemBlue === UIColor.systemBlue)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(UIColor.white.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [1, 1, 1, 1])
    let dark = UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(dark.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0, 0, 0, 1])
    let light = UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    #expect(light.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [1, 1, 1, 1])
  }

  @Test func imageRendererDrawsWithUIKitCallsAtItsScale() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
    let image = renderer.image { context in
      UIColor.systemBlue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 15, height: 20))
      #expect(UIGraphicsGetCurrentContext() === context.cgContext)
    }
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 30, height: 20) && image.scale == 2)
    let cg = try #require(image.cgImage)
    #expect(cg.width == 60 && cg.height == 40)
    #expect(color(cg, at: CGPoint(x: 5, y: 5), scale: 2) == (0, 122, 255, 255))
    #expect(color(cg, at: CGPoint(x: 25, y: 5), scale: 2).a == 0)
    let png = try #require(image.pngData())
    let decoded = try #require(UIImage(data: png, scale: 2))
    #expect(decoded.size == image.size)
    let jpeg = try #require(image.jpegData(compressionQuality: 0.9))
    #expect(UIImage(data: jpeg)?.size == CGSize(width: 60, height: 40))
    #expect(UIImage(data: Data("garbage".utf8)) == nil)
  }

  @Test func assetCatalogImagesAndColorsFollowScaleAndAppearance() throws {
    UIApplication.reset(device: .iPhone14)
    let light = try #require(UIImage(named: "Badge"))
    #expect(light.scale == 3 && light.size == CGSize(width: 20, height: 20))
    let dark = try #require(
      UIImage(
        named: "Badge", in: nil,
        compatibleWith: UITraitCollection(traitsFrom: [
          UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
        ])))
    #expect(color(dark.cgImage!, at: CGPoint(x: 5, y: 5), scale: 3) == (10, 132, 255, 255))
    let twoX = try #require(UIImage(named: "Badge", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(twoX.scale == 2 && twoX.size == CGSize(width: 20, height: 20))
    let brand = try #require(UIColor(named: "Brand"))
    #expect(
      brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        == UIColor(red: 0.4, green: 0.6, blue: 0.8, alpha: 1))
    #expect(UIImage(named: "NoSuchImage") == nil)
  }

  @Test func symbolImagesSizeWithTheirConfigurationAndTint() throws {
    UIApplication.reset(device: .iPhone14)
    let heart = try #require(UIImage(systemName: "heart.fill"))
    #expect(heart.isSymbolImage && heart.renderingMode == .automatic)
    let big = try #require(heart.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34)))
    #expect(big.size.width > heart.size.width * 1.9)
    let large = try #require(
      UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
    #expect(large.size.width > heart.size.width)
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    let tinted = heart.withTintColor(.systemPink)
    let cg = try #require(tinted.cgImage)
    let center = color(cg, at: CGPoint(x: tinted.size.width / 2, y: tinted.size.height / 2), scale: tinted.scale)
    #expect(center == (255, 45, 85, 255))
  }

  @Test func drawRectIsCachedUntilSetNeedsDisplayAndDrawHierarchyRendersIt() throws {
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    let drawing = DrawingView(frame: CGRect(x: 20, y: 100, width: 120, height: 60))
    controller.view.addSubview(drawing)
    let window = showInWindow(controller, device: .iPhoneSE)
    UIApplication.shared.commit()
    UIApplication.shared.commit()
    #expect(drawing.draws == 1)
    drawing.setNeedsDisplay()
    UIApplication.shared.commit()
    #expect(drawing.draws == 2)
    // A plain UIView never gets a backing store.
    #expect(controller.view.layer.contents == nil)
    let snapshot = UIGraphicsImageRenderer(size: drawing.bounds.size).image { _ in
      drawing.drawHierarchy(in: drawing.bounds, afterScreenUpdates: true)
    }
    let cg = try #require(snapshot.cgImage)
    #expect(color(cg, at: CGPoint(x: 60, y: 15), scale: snapshot.scale) == (52, 199, 89, 255))
    GoldenImage.assertMatches(window.renderImage(), named: "draw-rect-iphone-se")
  }

  @Test func fontsFollowDynamicTypeAndReportMetrics() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(body.pointSize == 17 && abs(body.lineHeight - 20.574) < 0.001)
    let ax = UIFont.preferredFont(
      forTextStyle: .body,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
    #expect(ax.pointSize == 53)
    let headline = UIFont.preferredFont(forTextStyle: .headline)
    #expect(headline.fontDescriptor.symbolicTraits.contains(.traitBold))
    let bold = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
    #expect(bold.engineFont.weight == UIFont.Weight.semibold.rawValue)
    #expect(
      UIFontMetrics(forTextStyle: .body).scaledValue(
        for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge)) == CGFloat(190) / 17)
    #expect(UIFont(name: "Inter-Bold", size: 12)?.fontName == "Inter-Bold")
    #expect(UIFont(name: "Helvetica", size: 12) == nil)
  }

  @Test func labelSizesToItsTextRoundedUpToPixels() {
    UIApplication.reset(device: .iPhone14)
    let label = UILabel()
    label.text = "The quick brown fox jumps over the lazy dog"
    let single = label.sizeThatFits(CGSize(width: 100, height: 1000))
    #expect(single.height == (20.574 * 3).rounded(.up) / 3)
    label.numberOfLines = 0
    let wrapped = label.sizeThatFits(CGSize(width: 150, height: 1000))
    #expect(wrapped.width <= 150)
    #expect(wrapped.height == (20.574 * 3 * 3).rounded(.up) / 3)
    label.numberOfLines = 2
    #expect(label.sizeThatFits(CGSize(width: 150, height: 1000)).height == (20.574 * 2 * 3).rounded(.up) / 3)
  }

  /// A label's text set as a plain string draws exactly as the same text set as an attributed string, and a new
  /// font, color or text after a measurement is what the next measurement and drawing use.
  @Test func plainTextDrawsAsAttributedTextAndFollowsItsStyle() {
    UIApplication.reset(device: .iPhone14)
    func picture(_ label: UILabel) -> CGImage {
      label.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
      return UIGraphicsImageRenderer(bounds: label.bounds).image { label.layer.render(in: $0.cgContext) }.cgImage!
    }
    let plain = UILabel()
    plain.text = "Heart Rate 72"
    let attributed = UILabel()
    attributed.attributedText = NSAttributedString(string: "Heart Rate 72")
    #expect(plain.attributedText?.string == "Heart Rate 72" && attributed.text == "Heart Rate 72")
    #expect(plain.intrinsicContentSize == attributed.intrinsicContentSize)
    #expect(picture(plain) == picture(attributed))

    let before = plain.intrinsicContentSize
    plain.font = .systemFont(ofSize: 34)
    #expect(plain.intrinsicContentSize.height > before.height)
    let black = picture(plain)
    plain.textColor = .systemRed
    plain.setNeedsDisplay()
    #expect(picture(plain) != black)
    plain.text = "Heart Rate 72 BPM"
    #expect(plain.intrinsicContentSize.width > before.width)
    plain.text = nil
    #expect(plain.intrinsicContentSize == .zero && plain.attributedText == nil)
  }
}
