import Foundation
import Tandem

/// The sample gallery `make run` renders until Showcase exists: layers, images, text and symbols.
enum GalleryScenes {
  static let width: CGFloat = 390
  static let pink = CGColor.rgb(255, 45, 85)
  static let blue = CGColor.rgb(0, 122, 255)
  static let secondaryLabel = CGColor.rgb(60, 60, 67, 0.6)

  static func root(height: CGFloat, background: CGColor) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    root.backgroundColor = background
    return root
  }

  static func caption(_ text: String, at point: CGPoint, in root: CALayer, scale: CGFloat) {
    let layer = TextLayer(
      StyledText(text.uppercased(), font: DynamicType.font(for: .footnote)), color: secondaryLabel, scale: scale)
    layer.frame.origin = point
    root.addSublayer(layer)
  }

  /// Corners, borders, shadows, gradients, masks, opacity and an image from the asset catalog.
  static func layers(scale: CGFloat) -> CALayer {
    let root = root(height: 640, background: .rgb(242, 242, 247))
    caption("Corners and borders", at: CGPoint(x: 20, y: 16), in: root, scale: scale)
    let corners: [(CALayerCornerCurve, CACornerMask, CGFloat)] = [
      (.circular, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], 0),
      (.continuous, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], 0),
      (.circular, [.layerMinXMinYCorner, .layerMaxXMaxYCorner], 3),
      (.continuous, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], 4),
    ]
    for (i, (curve, mask, border)) in corners.enumerated() {
      let layer = CALayer()
      layer.frame = CGRect(x: 20 + CGFloat(i) * 88, y: 40, width: 74, height: 74)
      layer.backgroundColor = i % 2 == 0 ? blue : pink
      layer.cornerRadius = 22
      layer.cornerCurve = curve
      layer.maskedCorners = mask
      layer.borderWidth = border
      layer.borderColor = .rgb(28, 28, 30)
      root.addSublayer(layer)
    }

    caption("Shadows and opacity", at: CGPoint(x: 20, y: 132), in: root, scale: scale)
    let card = CALayer()
    card.frame = CGRect(x: 20, y: 160, width: 160, height: 90)
    card.backgroundColor = .white
    card.cornerRadius = 14
    card.shadowOpacity = 0.25
    card.shadowRadius = 8
    card.shadowOffset = CGSize(width: 0, height: 4)
    root.addSublayer(card)
    let dot = CALayer()
    dot.frame = CGRect(x: 16, y: 16, width: 28, height: 28)
    dot.cornerRadius = 14
    dot.backgroundColor = pink
    card.addSublayer(dot)
    let pathShadow = CALayer()
    pathShadow.frame = CGRect(x: 210, y: 160, width: 160, height: 90)
    pathShadow.backgroundColor = blue
    pathShadow.cornerRadius = 45
    pathShadow.opacity = 0.6
    let sublayer = CALayer()
    sublayer.frame = CGRect(x: 60, y: 20, width: 80, height: 50)
    sublayer.backgroundColor = .rgb(255, 204, 0)
    pathShadow.addSublayer(sublayer)
    root.addSublayer(pathShadow)

    caption("Gradients, shapes and masks", at: CGPoint(x: 20, y: 270), in: root, scale: scale)
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 20, y: 296, width: 160, height: 100)
    gradient.colors = [pink, CGColor.rgb(255, 149, 0)]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    gradient.cornerRadius = 16
    root.addSublayer(gradient)
    let radial = CAGradientLayer()
    radial.frame = CGRect(x: 200, y: 296, width: 100, height: 100)
    radial.type = .radial
    radial.colors = [CGColor.white, blue]
    radial.startPoint = CGPoint(x: 0.5, y: 0.5)
    radial.endPoint = CGPoint(x: 1, y: 1)
    radial.cornerRadius = 50
    root.addSublayer(radial)
    let star = CAShapeLayer()
    star.frame = CGRect(x: 310, y: 306, width: 70, height: 70)
    let starPath = CGMutablePath()
    starPath.addLines(
      between: (0..<10).map { i in
        let r: CGFloat = i % 2 == 0 ? 35 : 15
        let a = CGFloat(i) * .pi / 5 - .pi / 2
        return CGPoint(x: 35 + r * cos(a), y: 35 + r * sin(a))
      })
    starPath.closeSubpath()
    star.path = starPath
    star.fillColor = .rgb(255, 204, 0)
    star.strokeColor = .rgb(28, 28, 30)
    star.lineWidth = 2
    star.lineJoin = .round
    root.addSublayer(star)

    caption("Asset catalog image, aspect fill, masked", at: CGPoint(x: 20, y: 414), in: root, scale: scale)
    let photo = CALayer()
    photo.frame = CGRect(x: 20, y: 440, width: 220, height: 180)
    photo.contentsGravity = .resizeAspectFill
    photo.masksToBounds = true
    photo.cornerRadius = 18
    photo.cornerCurve = .continuous
    if let (image, imageScale) = AssetLookup.image(named: "Landscape", scale: scale) {
      photo.contents = image
      photo.contentsScale = imageScale
    }
    root.addSublayer(photo)
    let masked = CALayer()
    masked.frame = CGRect(x: 256, y: 470, width: 120, height: 120)
    masked.contents = photo.contents
    masked.contentsScale = photo.contentsScale
    masked.contentsGravity = .resizeAspectFill
    let circle = CAShapeLayer()
    circle.frame = masked.bounds
    let circlePath = CGMutablePath()
    circlePath.addEllipse(in: masked.bounds)
    circle.path = circlePath
    masked.mask = circle
    root.addSublayer(masked)
    return root
  }

  /// Text styles, wrapping, truncation and symbols beside text.
  static func text(scale: CGFloat) -> CALayer {
    let root = root(height: 800, background: .white)
    var y: CGFloat = 16
    caption("Dynamic Type styles (Large)", at: CGPoint(x: 20, y: y), in: root, scale: scale)
    y += 24
    for style in TextStyleName.allCases {
      let layer = TextLayer(StyledText(styleName(style), font: DynamicType.font(for: style)), scale: scale)
      layer.frame.origin = CGPoint(x: 20, y: y)
      root.addSublayer(layer)
      y += layer.bounds.height + 4
    }
    y += 10
    caption("Wrapping at 350 pt", at: CGPoint(x: 20, y: y), in: root, scale: scale)
    y += 22
    let paragraph = TextLayer(
      StyledText(
        "Tandem lays out UIKit and SwiftUI programs like iOS, draws them with Cairo and Pango, and tests them headlessly on Linux.",
        font: DynamicType.font(for: .body)), options: TextLayoutOptions(width: 350), scale: scale)
    paragraph.frame.origin = CGPoint(x: 20, y: y)
    root.addSublayer(paragraph)
    y += paragraph.bounds.height + 14
    caption("Truncation: head, middle, tail", at: CGPoint(x: 20, y: y), in: root, scale: scale)
    y += 22
    for mode in [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail] {
      let line = TextLayer(
        StyledText("The quick brown fox jumps over the lazy dog again and again", font: DynamicType.font(for: .body)),
        options: TextLayoutOptions(width: 250, maxLines: 1, lineBreakMode: mode), scale: scale)
      line.frame.origin = CGPoint(x: 20, y: y)
      line.borderWidth = 0.5
      line.borderColor = .rgb(60, 60, 67, 0.29)
      root.addSublayer(line)
      y += line.bounds.height + 6
    }
    y += 10
    caption("Symbols next to text", at: CGPoint(x: 20, y: y), in: root, scale: scale)
    y += 24
    let title = DynamicType.metrics(for: .subheadline)
    let rows: [(String, String, FontDescriptor, CGColor)] = [
      ("heart.fill", "Heart Rate", FontDescriptor(size: title.size, weight: FontWeightValue.bold), pink),
      ("trash", "Delete", DynamicType.font(for: .body), .rgb(255, 59, 48)),
      ("checkmark", "Selected", DynamicType.font(for: .body), blue),
      ("star.fill", "Favorites", DynamicType.font(for: .title2), .rgb(255, 204, 0)),
      ("gear", "Settings", DynamicType.font(for: .headline), .rgb(142, 142, 147)),
    ]
    for (symbol, label, font, tint) in rows {
      let layer = SymbolLabelLayer(symbol: symbol, text: label, font: font, tint: tint, contentsScale: scale)
      layer.frame.origin = CGPoint(x: 20, y: y)
      root.addSublayer(layer)
      y += layer.bounds.height + 8
    }
    var x: CGFloat = 20
    for symbolScale in [SymbolScaleName.small, .medium, .large] {
      let layer = SymbolLabelLayer(
        symbol: "bell.fill", text: "\(symbolScale)", font: DynamicType.font(for: .body), scale: symbolScale, tint: blue,
        contentsScale: scale)
      layer.frame.origin = CGPoint(x: x, y: y)
      root.addSublayer(layer)
      x += layer.bounds.width + 24
    }
    return root
  }

  static func styleName(_ style: TextStyleName) -> String {
    let m = DynamicType.metrics(for: style)
    return "\(style.rawValue) \(Int(m.size)) pt"
  }
}
