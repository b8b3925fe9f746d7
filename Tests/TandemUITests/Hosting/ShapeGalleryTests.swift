import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

private struct ShapeGallery: View {
  var body: some View {
    VStack(spacing: 12) {
      HStack(spacing: 12) {
        Rectangle().fill(.blue)
        RoundedRectangle(cornerRadius: 16).fill(.pink)
        Circle().fill(.green)
        Capsule().fill(.orange)
      }
      .frame(height: 60)
      HStack(spacing: 12) {
        Rectangle().stroke(.blue, lineWidth: 4)
        RoundedRectangle(cornerRadius: 16).strokeBorder(.pink, lineWidth: 4)
        Circle().strokeBorder(.green, lineWidth: 2)
        Capsule().stroke(lineWidth: 3)
      }
      .frame(height: 60)
      ZStack(alignment: .bottomLeading) {
        LinearGradient(colors: [.black.opacity(0.6), .black.opacity(0)], startPoint: .bottom, endPoint: .center)
        Text("Turtle Rock").font(.title).bold().foregroundColor(.white).padding()
      }
      .frame(height: 120)
      .background(Color.teal)
      RoundedRectangle(cornerRadius: 12)
        .fill(.linearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
        .frame(height: 40)
    }
    .padding()
    .frame(width: 320)
  }
}

@MainActor @Suite(.ownsTheApplication) struct ShapeGalleryTests {
  @Test func shapesStrokesAndGradients() throws {
    try assertGolden(ShapeGallery(), named: "gallery-shapes-gradients")
  }

  @Test func strokeBorderStaysInsideTheFrameAndStrokeStraddlesIt() throws {
    let inside = try #require(
      ImageRenderer(content: Rectangle().strokeBorder(.black, lineWidth: 4).frame(width: 20, height: 20).padding(10))
        .cgImage)
    let straddling = try #require(
      ImageRenderer(content: Rectangle().stroke(.black, lineWidth: 4).frame(width: 20, height: 20).padding(10)).cgImage)
    // One point outside the frame's left edge (x = 9): empty for strokeBorder, inked for stroke.
    #expect(inside.storage.pixel(x: 9, y: 20) >> 24 == 0)
    #expect(straddling.storage.pixel(x: 9, y: 20) >> 24 == 0xFF)
    // One point inside (x = 11): inked for both.
    #expect(inside.storage.pixel(x: 11, y: 20) >> 24 == 0xFF)
  }
}
