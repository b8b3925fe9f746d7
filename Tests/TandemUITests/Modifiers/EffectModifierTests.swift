import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

@MainActor @Suite(.ownsTheApplication) struct EffectModifierTests {
  private func width(_ text: Text) -> CGFloat { idealWidth(text) }

  @Test func monospacedDigitGivesDigitsOneWidth() {
    #expect(width(Text("1111")) != width(Text("8888")))
    #expect(width(Text("1111").monospacedDigit()) == width(Text("8888").monospacedDigit()))
    #expect(width(Text("1111").font(.body.monospacedDigit())) == width(Text("8888").font(.body.monospacedDigit())))
  }

  @Test func labelStylesChooseTitleIconOrBoth() {
    func parts<V: View>(_ view: V) -> (texts: Int, images: Int) {
      var texts = 0
      var images = 0
      let graph = layOut(view, in: CGSize(width: 300, height: 100))
      graph.root.forEach {
        if $0.view is Text { texts += 1 }
        if $0.view is Image { images += 1 }
      }
      return (texts, images)
    }
    let label = Label("Heart", systemImage: "heart.fill")
    #expect(parts(label) == (1, 1))
    #expect(parts(label.labelStyle(.titleOnly)) == (1, 0))
    #expect(parts(label.labelStyle(.iconOnly)) == (0, 1))
    #expect(parts(VStack { label }.labelStyle(.titleAndIcon)) == (1, 1))
  }

  private func redSquare() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
  }

  @Test func templateImagesTakeTheForegroundColor() throws {
    let image = redSquare()
    let renderer = ImageRenderer(content: Image(uiImage: image).renderingMode(.template).foregroundColor(.blue))
    renderer.scale = 1
    let template = try #require(renderer.cgImage)
    #expect(template.storage.pixel(x: 5, y: 5) == 0xFF00_7AFF)
    let original = ImageRenderer(content: Image(uiImage: image).foregroundColor(.blue))
    original.scale = 1
    #expect(try #require(original.cgImage).storage.pixel(x: 5, y: 5) == 0xFFFF_0000)
  }

  @Test func scaleEffectScalesDrawingAndTouchesButNotLayout() throws {
    let view = Color.red.frame(width: 20, height: 20).scaleEffect(2).frame(width: 60, height: 60)
    let graph = layOut(view, in: CGSize(width: 60, height: 60))
    #expect(graph.frame(of: .red) == CGRect(x: 20, y: 20, width: 20, height: 20))
    let renderer = ImageRenderer(content: view)
    renderer.scale = 1
    let image = try #require(renderer.cgImage)
    #expect(image.storage.pixel(x: 12, y: 12) == 0xFFFF_3B30)
    #expect(image.storage.pixel(x: 5, y: 5) != 0xFFFF_3B30)
  }

  @Test func rotationEffectRotatesDrawingAndTouchesButNotLayout() throws {
    let view = Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)).frame(width: 60, height: 60)
    let graph = layOut(view, in: CGSize(width: 60, height: 60))
    #expect(graph.frame(of: .red) == CGRect(x: 10, y: 25, width: 40, height: 10))
    let renderer = ImageRenderer(content: view)
    renderer.scale = 1
    let image = try #require(renderer.cgImage)
    // Upright about its centre: from 10 to 50 down the middle column, nothing at the bar's old ends.
    #expect(image.storage.pixel(x: 30, y: 12) == 0xFFFF_3B30)
    #expect(image.storage.pixel(x: 30, y: 47) == 0xFFFF_3B30)
    #expect(image.storage.pixel(x: 12, y: 30) != 0xFFFF_3B30)
    // About its top-leading corner, a quarter turn clockwise swings it down and to the left of the corner.
    let corner = Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90), anchor: .topLeading)
      .frame(width: 60, height: 60)
    let turned = ImageRenderer(content: corner)
    turned.scale = 1
    let cornerImage = try #require(turned.cgImage)
    #expect(cornerImage.storage.pixel(x: 5, y: 40) == 0xFFFF_3B30)
    #expect(cornerImage.storage.pixel(x: 30, y: 30) != 0xFFFF_3B30)
  }

  /// A rotated button takes touches where it is drawn, through the driver.
  @Test func aRotatedViewTakesTouchesWhereItIsDrawn() throws {
    final class Counter { var taps = 0 }
    let counter = Counter()
    let view = Color.red.frame(width: 80, height: 20).rotationEffect(.degrees(90)).onTapGesture { counter.taps += 1 }
      .frame(width: 100, height: 100)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .ignoresSafeArea()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: view))
    try driver.settle()
    // The bar is drawn upright from 10 to 90 down the middle; its layout frame runs across from 10 to 90.
    driver.tap(at: CGPoint(x: 50, y: 15))
    try driver.settle()
    #expect(counter.taps == 1)
    driver.tap(at: CGPoint(x: 15, y: 50))
    try driver.settle()
    #expect(counter.taps == 1)
  }

  /// `position` centres the view at a point of the space offered, and the modified view takes that space.
  @Test func positionPlacesTheCentreAndTakesTheOfferedSpace() throws {
    let view = ZStack {
      Color.red.frame(width: 50, height: 50).position()
      Color.green.frame(width: 50, height: 50).position(x: 50)
      Color.blue.frame(width: 50, height: 50).position(y: 50)
      Color.black.frame(width: 50, height: 50).position(CGPoint(x: 50, y: 50))
    }
    .frame(width: 100, height: 100)
    let graph = layOut(view, in: CGSize(width: 100, height: 100))
    #expect(graph.frame(of: .red) == CGRect(x: -25, y: -25, width: 50, height: 50))
    #expect(graph.frame(of: .green) == CGRect(x: 25, y: -25, width: 50, height: 50))
    #expect(graph.frame(of: .blue) == CGRect(x: -25, y: 25, width: 50, height: 50))
    #expect(graph.frame(of: .black) == CGRect(x: 25, y: 25, width: 50, height: 50))
    // Offered no height, it is as tall as its content.
    #expect(layOut(Text("Hi").position(x: 20, y: 10), in: CGSize(width: 200, height: 100)).root.frame.width == 200)
    let sized = Color.red.frame(width: 30, height: 40).position(x: 20, y: 10)
    let fitted = layOut(
      VStack(spacing: 0) { sized }.fixedSize(horizontal: false, vertical: true),
      in: CGSize(width: 200, height: 300))
    #expect(fitted.frame(of: .red)?.height == 40)
    try assertGolden(
      ZStack {
        Color.yellow
        RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 80, height: 30)
          .rotationEffect(.degrees(-30)).position(x: 60, y: 50)
        Text("Tilted").rotationEffect(.degrees(15), anchor: .leading).position(x: 140, y: 60)
      }
      .frame(width: 200, height: 100), named: "swiftui-rotation-position")
  }

  /// The color effects transform the colors of everything the view draws.
  @Test func colorEffectsTransformTheDrawnColors() throws {
    func pixel<V: View>(_ view: V) throws -> (r: Int, g: Int, b: Int, a: Int) {
      let renderer = ImageRenderer(content: view.frame(width: 10, height: 10))
      renderer.scale = 1
      let word = try #require(renderer.cgImage).storage.pixel(x: 5, y: 5)
      return (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF), Int(word >> 24))
    }
    // System red (255, 59, 48) in grey keeps its luminance.
    let grey = try pixel(Color.red.grayscale(1))
    #expect(grey.r == grey.g && grey.g == grey.b && abs(grey.r - 100) <= 2)
    let desaturated = try pixel(Color.red.saturation(0))
    #expect(desaturated.r == grey.r)
    let half = try pixel(Color.red.grayscale(0.5))
    #expect(half.r < 255 && half.r > grey.r && half.g > 59)
    #expect(try pixel(Color.white.colorInvert()) == (0, 0, 0, 255))
    #expect(try pixel(Color.black.brightness(1)) == (255, 255, 255, 255))
    let flat = try pixel(Color.red.contrast(0))
    #expect(flat.r == 128 && flat.g == 128 && flat.b == 128)
    let rotated = try pixel(Color.red.hueRotation(.degrees(120)))
    #expect(rotated.g > rotated.r && rotated.g > rotated.b)
    #expect(try pixel(Color.white.colorMultiply(.blue)) == (0, 122, 255, 255))
    // Effects apply to the whole subtree: text drawn on a color inverts with it.
    try assertGolden(
      HStack(spacing: 4) {
        ForEach(0..<7) { index in
          let swatch = ZStack {
            LinearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .leading, endPoint: .trailing)
            Text("Aa").font(.headline)
          }
          .frame(width: 40, height: 40)
          switch index {
          case 0: AnyView(swatch)
          case 1: AnyView(swatch.grayscale(1))
          case 2: AnyView(swatch.saturation(2))
          case 3: AnyView(swatch.brightness(0.3))
          case 4: AnyView(swatch.contrast(0.5))
          case 5: AnyView(swatch.hueRotation(.degrees(180)))
          default: AnyView(swatch.colorInvert())
          }
        }
      }
      .padding(4), named: "swiftui-color-effects")
  }

  /// Taps through the driver: a touch on the scaled-up part (outside the layout frame) reaches the gesture, a
  /// touch outside the drawn square does not.
  @Test func aScaledViewTakesTouchesWhereItIsDrawn() throws {
    final class Counter { var taps = 0 }
    let counter = Counter()
    // The 60-point box sits at the window's top-left corner, so window points are the box's points.
    let view = Color.red.frame(width: 20, height: 20).scaleEffect(2).onTapGesture { counter.taps += 1 }
      .frame(width: 60, height: 60)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .ignoresSafeArea()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: view))
    try driver.settle()
    // The square is drawn from 10 to 50 (the 20-point frame at 20…40, scaled by 2 about its centre).
    driver.tap(at: CGPoint(x: 12, y: 12))
    try driver.settle()
    #expect(counter.taps == 1)
    driver.tap(at: CGPoint(x: 48, y: 30))
    try driver.settle()
    #expect(counter.taps == 2)
    driver.tap(at: CGPoint(x: 5, y: 5))
    driver.tap(at: CGPoint(x: 55, y: 30))
    try driver.settle()
    #expect(counter.taps == 2)
  }

  @Test func shadowDrawsABlurredOffsetCopyBehind() throws {
    let renderer = ImageRenderer(
      content: Color.red.frame(width: 20, height: 20).shadow(color: .black, radius: 4, x: 6, y: 6).padding(20)
        .background(Color.white))
    renderer.scale = 1
    let image = try #require(renderer.cgImage)
    // The square itself is red; beside its bottom-right corner the shadow darkens the white; far off it is white.
    #expect(image.storage.pixel(x: 30, y: 30) == 0xFFFF_3B30)
    let shadowed = image.storage.pixel(x: 43, y: 43) & 0xFF
    #expect(shadowed < 0xC0)
    #expect(image.storage.pixel(x: 57, y: 57) & 0xFF > shadowed)
    #expect(image.storage.pixel(x: 2, y: 2) == 0xFFFF_FFFF)
  }

  @Test func tapsLandOnDrawnContentOrOnAContentShape() throws {
    final class Counts { var plain = 0; var shaped = 0 }
    let counts = Counts()
    let controller = UIHostingController(
      rootView: VStack(spacing: 40) {
        HStack {
          Text("Left"); Spacer(); Text("Right")
        }.frame(width: 300).onTapGesture { counts.plain += 1 }
        HStack {
          Text("Left"); Spacer(); Text("Right")
        }.frame(width: 300).contentShape(Rectangle())
          .onTapGesture { counts.shaped += 1 }
      })
    let driver = AppDriver(rootViewController: controller)
    let hosting = try #require(controller.view as? HostingView)
    var rows: [CGRect] = []
    hosting.graph.root.forEach {
      if $0.content is TapGestureContent { rows.append(hosting.convert($0.frame, to: nil)) }
    }
    try #require(rows.count == 2)
    // In the spacer's gap only the row with a content shape takes the tap; on the text both do.
    driver.tap(at: CGPoint(x: rows[0].midX, y: rows[0].midY))
    driver.tap(at: CGPoint(x: rows[1].midX, y: rows[1].midY))
    #expect(counts.plain == 0)
    #expect(counts.shaped == 1)
    try driver.tap("Left")
    #expect(counts.plain == 1)
  }

  @Test func ignoresSafeAreaReachesTheScreenEdges() throws {
    func redFrame<V: View>(_ view: V) throws -> CGRect {
      let controller = UIHostingController(rootView: view)
      let driver = AppDriver(rootViewController: controller)
      defer { withExtendedLifetime(driver) {} }
      let hosting = try #require(controller.view as? HostingView)
      #expect(hosting.safeAreaInsets.top > 0)
      var frame: CGRect?
      hosting.graph.root.forEach { if $0.view as? Color == .red { frame = $0.frame } }
      return try #require(frame)
    }
    let inset = try redFrame(Color.red)
    let full = try redFrame(Color.red.ignoresSafeArea())
    let topOnly = try redFrame(Color.red.ignoresSafeArea(edges: .top))
    #expect(inset.minY > 0)
    #expect(full.minY == 0 && full.maxY > inset.maxY)
    #expect(topOnly.minY == 0 && topOnly.maxY == inset.maxY)
  }
}
