import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// A chart-like canvas as apps draw one: a gradient background, a stroked line through points, filled dots, a
/// label drawn as text, a translucent rotated square in its own copy of the context, and a clipped circle.
struct SparklineCanvas: View {
  let values: [Double] = [3, 7, 4, 9, 6, 11, 8]
  var body: some View {
    Canvas { context, size in
      context.fill(
        Path(CGRect(origin: .zero, size: size)),
        with: .linearGradient(
          Gradient(colors: [.blue.opacity(0.25), .white]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
      let step = size.width / CGFloat(values.count - 1)
      let points = values.enumerated().map { index, value in
        CGPoint(x: CGFloat(index) * step, y: size.height - CGFloat(value) * size.height / 12)
      }
      var line = Path()
      line.addLines(points)
      context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
      for point in points {
        context.fill(
          Path(ellipseIn: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8)), with: .color(.orange))
      }
      context.draw(Text("Steps").font(.headline), at: CGPoint(x: 8, y: 6), anchor: .topLeading)
      var square = context
      square.opacity = 0.5
      square.translateBy(x: size.width - 40, y: 40)
      square.rotate(by: .degrees(45))
      square.fill(Path(CGRect(x: -15, y: -15, width: 30, height: 30)), with: .color(.green))
      var clipped = context
      clipped.clip(to: Path(CGRect(x: 0, y: size.height - 30, width: 60, height: 30)))
      clipped.fill(Path(ellipseIn: CGRect(x: 0, y: size.height - 60, width: 60, height: 60)), with: .color(.purple))
    }
    .frame(width: 240, height: 120)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct CanvasTests {
  private func render<V: View>(_ view: V) throws -> CGImage { try rendered(view) }

  @Test func aCanvasDrawsWhatItsRendererDraws() throws {
    let image = try render(
      Canvas { context, size in
        context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
        var moved = context
        moved.translateBy(x: 50, y: 0)
        moved.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(red: 0, green: 0, blue: 1))
        context.stroke(Path(CGRect(x: 10, y: 50, width: 60, height: 20)), with: .color(.black), lineWidth: 2)
        var clipped = context
        clipped.clip(to: Path(CGRect(x: 0, y: 80, width: 50, height: 20)))
        clipped.fill(Path(CGRect(x: 0, y: 80, width: 100, height: 20)), with: .color(red: 0, green: 1, blue: 0))
      }
      .frame(width: 100, height: 100))
    let red = image.storage.pixel(x: 20, y: 20)
    #expect((red >> 16) & 0xFF > 200 && red & 0xFF < 80)
    #expect(image.storage.pixel(x: 70, y: 20) & 0xFF_FFFF == 0x0000FF, "the translated copy draws 50 right")
    #expect(image.storage.pixel(x: 20, y: 20) & 0xFF != 0xFF, "and the original's transform is untouched")
    #expect(image.storage.pixel(x: 40, y: 50) & 0xFF_FFFF == 0, "the stroke's top edge")
    #expect(image.storage.pixel(x: 40, y: 60) >> 24 == 0, "a stroke leaves the inside empty")
    #expect(image.storage.pixel(x: 25, y: 90) & 0xFF_FFFF == 0x00FF00)
    #expect(image.storage.pixel(x: 75, y: 90) >> 24 == 0, "clipped")
  }

  @Test func opacityBlendModesAndLayersApplyToWhatIsDrawn() throws {
    let image = try render(
      Canvas { context, size in
        context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.white))
        var faint = context
        faint.opacity = 0.5
        faint.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(red: 0, green: 0, blue: 0))
        var multiplied = context
        multiplied.blendMode = .multiply
        context.fill(Path(CGRect(x: 50, y: 50, width: 50, height: 50)), with: .color(red: 1, green: 0, blue: 0))
        multiplied.fill(Path(CGRect(x: 50, y: 50, width: 50, height: 50)), with: .color(red: 0, green: 1, blue: 0))
        context.drawLayer { layer in
          layer.fill(Path(CGRect(x: 0, y: 60, width: 20, height: 20)), with: .color(red: 0, green: 0, blue: 1))
        }
      }
      .frame(width: 100, height: 100))
    let gray = image.storage.pixel(x: 25, y: 25) & 0xFF
    #expect(abs(Int(gray) - 128) <= 2, "half-opaque black over white")
    #expect(image.storage.pixel(x: 75, y: 75) & 0xFF_FFFF == 0, "green multiplied onto red is black")
    #expect(image.storage.pixel(x: 10, y: 70) & 0xFF_FFFF == 0x0000FF)
  }

  @Test func textAndImagesDrawThroughTheViewEngine() throws {
    let image = try render(
      Canvas { context, size in
        let text = context.resolve(Text("Hello").font(.system(size: 20)))
        let measured = text.measure(in: size)
        #expect(measured.width > 30 && measured.height > 15)
        context.draw(text, at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        context.draw(Image(systemName: "star.fill"), in: CGRect(x: 60, y: 0, width: 30, height: 30))
      }
      .frame(width: 100, height: 40))
    var inked = 0
    for x in 0..<50 { for y in 0..<30 where image.storage.pixel(x: x, y: y) >> 24 > 0 { inked += 1 } }
    #expect(inked > 40, "the text drew")
    #expect(image.storage.pixel(x: 75, y: 16) >> 24 > 200, "the star's middle is filled")
  }

  @Test func aCanvasDrawsAgainWhenTheStateItReadsChanges() throws {
    struct Toggling: View {
      @State private var on = false
      var body: some View {
        VStack {
          Button("Flip") { on.toggle() }
          Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(on ? .green : .red))
          }
          .frame(width: 40, height: 40)
        }
      }
    }
    let controller = UIHostingController(rootView: Toggling())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    var canvas: ViewNode?
    controller.contentGraph.root.forEach { if $0.content is CanvasContent { canvas = $0 } }
    let frame = try #require(canvas).frame
    func middle() -> UInt32 {
      let image = driver.capture()
      let scale = CGFloat(image.width) / controller.view.window!.bounds.width
      let point = controller.view.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
      return image.storage.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
    }
    #expect((middle() >> 16) & 0xFF > 200)
    try driver.tap("Flip")
    try driver.settle()
    #expect((middle() >> 8) & 0xFF > 150 && (middle() >> 16) & 0xFF < 100)
  }

  @Test func canvasLooks() throws {
    try assertGolden(SparklineCanvas().padding(8).background(Color.white), named: "swiftui-canvas")
  }
}
