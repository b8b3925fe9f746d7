import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics

/// Radial, elliptical and angular gradients and the gradient shape styles: where each color lands, fills clipped
/// to the shape, strokes painted through the line.
@MainActor @Suite(.ownsTheApplication) struct GradientTests {
  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)

  private func image<V: View>(_ view: V, width: CGFloat = 100, height: CGFloat = 100) throws -> CGImage {
    let renderer = ImageRenderer(content: view.frame(width: width, height: height).background(Color.white))
    renderer.scale = 1
    return try #require(renderer.cgImage)
  }

  /// The red and blue channels of a pixel.
  private func redBlue(_ image: CGImage, _ x: Int, _ y: Int) -> (red: Int, blue: Int) {
    let pixel = image.storage.pixel(x: x, y: y)
    return (Int((pixel >> 16) & 0xFF), Int(pixel & 0xFF))
  }

  @Test func aRadialGradientRunsBetweenItsRadii() throws {
    let picture = try image(RadialGradient(colors: [red, blue], center: .center, startRadius: 10, endRadius: 40))
    // Inside the start radius the first color, past the end radius the last, half-way between a mix.
    #expect(redBlue(picture, 52, 50) == (255, 0))
    #expect(redBlue(picture, 95, 50) == (0, 255))
    let middle = redBlue(picture, 75, 50)
    #expect(abs(middle.red - 128) <= 6 && abs(middle.blue - 128) <= 6)
  }

  @Test func anEllipticalGradientStretchesToTheFrame() throws {
    let picture = try image(EllipticalGradient(colors: [red, blue]), width: 200, height: 100)
    // Radius 0.5 of the unit square reaches the frame's edges: a quarter of the way out is half-way along the
    // gradient, whether across (50 pt) or down (25 pt).
    let across = redBlue(picture, 150, 50)
    let down = redBlue(picture, 100, 75)
    #expect(abs(across.red - 128) <= 6 && abs(across.blue - 128) <= 6)
    #expect(abs(down.red - across.red) <= 4 && abs(down.blue - across.blue) <= 4)
    // The corners lie outside the ellipse: past the end, the last color.
    #expect(redBlue(picture, 1, 1) == (0, 255))
  }

  @Test func anAngularGradientSweepsClockwiseFromTheTrailingSide() throws {
    let picture = try image(AngularGradient(colors: [red, blue], center: .center))
    // A full turn from 3 o'clock: a quarter turn on (6 o'clock, on screen) a quarter of the way to blue, half a
    // turn on (9 o'clock) half-way.
    let bottom = redBlue(picture, 50, 90)
    let left = redBlue(picture, 10, 50)
    #expect(abs(bottom.red - 191) <= 8 && abs(bottom.blue - 64) <= 8)
    #expect(abs(left.red - 128) <= 8 && abs(left.blue - 128) <= 8)
    // A conic gradient starting at 12 o'clock is red just clockwise of the top.
    let conic = try image(AngularGradient(colors: [red, blue], center: .center, angle: .degrees(-90)))
    #expect(redBlue(conic, 53, 10).red > 240)
  }

  @Test func aPartialSweepFillsItsGapWithTheEndColors() throws {
    let picture = try image(
      AngularGradient(colors: [red, blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
    // The gap runs from 9 o'clock back round to 3 o'clock over the top: blue up to 12 o'clock, red after it.
    #expect(redBlue(picture, 40, 10) == (0, 255))
    #expect(redBlue(picture, 60, 10) == (255, 0))
    let bottom = redBlue(picture, 50, 90)
    #expect(abs(bottom.red - 128) <= 8 && abs(bottom.blue - 128) <= 8)
  }

  @Test func gradientFillsClipToTheShapeAndStrokesPaintThroughTheLine() throws {
    let filled = try image(
      Circle().fill(.linearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing)))
    #expect(redBlue(filled, 2, 2) == (255, 255))  // outside the circle: white
    #expect(redBlue(filled, 3, 50).red > 240 && redBlue(filled, 97, 50).blue > 240)
    let stroked = try image(
      Circle().stroke(.linearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing), lineWidth: 6))
    #expect(redBlue(stroked, 50, 50) == (255, 255))  // inside the ring: white
    #expect(redBlue(stroked, 1, 50).red > 240 && redBlue(stroked, 1, 50).blue < 20)
    #expect(redBlue(stroked, 99, 50).blue > 240 && redBlue(stroked, 99, 50).red < 20)
  }

  @Test func aColorsGradientRunsFromLighterAtTheTopToTheColor() throws {
    let picture = try image(Rectangle().fill(blue.gradient))
    let top = picture.storage.pixel(x: 50, y: 0)
    #expect((top >> 16) & 0xFF > 30 && top & 0xFF == 255)
    #expect(redBlue(picture, 50, 99).red < 4)
    // A plain `Gradient` is a top-to-bottom linear style too.
    let plain = try image(Rectangle().fill(Gradient(colors: [red, blue])))
    #expect(redBlue(plain, 50, 0).red > 250 && redBlue(plain, 50, 99).blue > 250)
  }

  @Test func gradientsLook() throws {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .red]
    let view = VStack(spacing: 16) {
      HStack(spacing: 16) {
        Circle().fill(AngularGradient(colors: colors, center: .center)).frame(width: 80, height: 80)
        Circle()
          .strokeBorder(
            AngularGradient(
              colors: [.blue, .mint], center: .center, startAngle: .degrees(-90), endAngle: .degrees(200)),
            lineWidth: 12
          )
          .frame(width: 80, height: 80)
        RadialGradient(colors: [.yellow, .orange, .red.opacity(0)], center: .center, startRadius: 0, endRadius: 40)
          .frame(width: 80, height: 80)
      }
      HStack(spacing: 16) {
        Capsule().fill(EllipticalGradient(colors: [.white, .indigo])).frame(width: 120, height: 60)
        RoundedRectangle(cornerRadius: 14).fill(Color.teal.gradient).frame(width: 60, height: 60)
        Text("Gradient").font(.title2.bold()).foregroundStyle(.pink)
      }
    }
    .padding(16)
    .background(Color.white)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    GoldenImage.assertMatches(try #require(renderer.cgImage), named: "swiftui-gradients")
  }
}
