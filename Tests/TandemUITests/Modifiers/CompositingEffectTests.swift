import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// Masks, blend modes, compositing groups and 3D rotation, as apps use them.
@MainActor @Suite(.serialized, .ownsTheApplication) struct CompositingEffectTests {
  private func image<V: View>(_ view: V) throws -> CGImage { try rendered(view) }
  private func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let word = image.storage.pixel(x: x, y: y)
    return (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF), Int(word >> 24))
  }

  @Test func aMaskShowsTheViewOnlyWhereTheMaskIsOpaque() throws {
    let masked = try image(
      Color.red.frame(width: 100, height: 100)
        .mask { Circle().frame(width: 50, height: 50) })
    #expect(rgba(masked, 50, 50).a == 255, "inside the centred circle")
    #expect(rgba(masked, 5, 5).a == 0, "outside it")
    let faded = try image(
      Color.red.frame(width: 100, height: 20)
        .mask(alignment: .leading) { Color.black.opacity(0.5).frame(width: 50) })
    #expect(abs(rgba(faded, 25, 10).a - 128) <= 1, "the mask's alpha")
    #expect(rgba(faded, 75, 10).a == 0)
  }

  @Test func aMaskIsNotReadByAccessibilityNorTouched() throws {
    var taps = 0
    let controller = UIHostingController(
      rootView: Button("Masked") { taps += 1 }.mask { Text("Mask text").font(.largeTitle) })
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(driver.find("Mask text") == nil)
    try driver.tap("Masked")
    #expect(taps == 1)
  }

  @Test func blendModesCombineWithWhatIsBehind() throws {
    let multiplied = try image(
      ZStack {
        Color(red: 1, green: 1, blue: 0)
        Color(red: 0, green: 1, blue: 1).blendMode(.multiply)
      }
      .frame(width: 10, height: 10))
    #expect(rgba(multiplied, 5, 5) == (0, 255, 0, 255))
    let screened = try image(
      ZStack {
        Color(red: 1, green: 0, blue: 0)
        Color(red: 0, green: 0, blue: 1).blendMode(.screen)
      }
      .frame(width: 10, height: 10))
    #expect(rgba(screened, 5, 5) == (255, 0, 255, 255))
    // Inside a compositing group the blend sees only the group: over nothing, it shows as drawn.
    let grouped = try image(
      ZStack {
        Color(red: 1, green: 1, blue: 0)
        ZStack { Color(red: 0, green: 1, blue: 1).blendMode(.multiply) }.compositingGroup()
      }
      .frame(width: 10, height: 10))
    #expect(rgba(grouped, 5, 5) == (0, 255, 255, 255))
  }

  @Test func aGroupFadesAsOneLayer() throws {
    // Two overlapping squares faded separately show the overlap darker; as a group, one even opacity.
    let group = try image(
      ZStack(alignment: .topLeading) {
        Color.black.frame(width: 60, height: 20)
        Color.black.frame(width: 20, height: 20).offset(x: 40)
      }
      .compositingGroup()
      .opacity(0.5)
      .frame(width: 60, height: 20))
    #expect(rgba(group, 10, 10).a == rgba(group, 50, 10).a)
    let drawing = try image(Color.black.frame(width: 20, height: 20).drawingGroup().opacity(0.5))
    #expect(abs(rgba(drawing, 10, 10).a - 128) <= 1)
  }

  @Test func rotation3DAboutZIsARotationAndAboutYTurnsTheViewInPerspective() throws {
    let flat = try image(
      Color.red.frame(width: 40, height: 10).rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1))
        .frame(width: 40, height: 40))
    #expect(rgba(flat, 20, 5).a == 255 && rgba(flat, 5, 20).a == 0, "stands upright")
    // Turned 60° about y, seen from max(40, 10) ÷ 1 = 40 points away: the leading half comes toward the viewer
    // (its edge at 30 − 10 ÷ (1 − 17.3 ÷ 40) ≈ 12.4, 8.8 points above and below the middle), the trailing half
    // goes away (its edge at 30 + 10 ÷ (1 + 17.3 ÷ 40) ≈ 37, 3.5 points above and below).
    let turned = try image(
      Color.red.frame(width: 40, height: 10).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        .frame(width: 60, height: 30))
    #expect(rgba(turned, 14, 15).a == 255 && rgba(turned, 11, 15).a == 0, "the near edge")
    #expect(rgba(turned, 35, 15).a == 255 && rgba(turned, 38, 15).a == 0, "the far edge")
    #expect(rgba(turned, 15, 21).a == 255, "the near side is taller")
    #expect(rgba(turned, 35, 20).a == 0, "the far side shorter")
    // Without perspective it is the orthographic projection: half as wide, as tall as it was.
    let flatTurn = try image(
      Color.red.frame(width: 40, height: 10).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)
        .frame(width: 60, height: 30))
    #expect(rgba(flatTurn, 30, 15).a == 255 && rgba(flatTurn, 18, 15).a == 0 && rgba(flatTurn, 42, 15).a == 0)
  }

  @Test func effectsLook() throws {
    let tile = ZStack {
      LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
      Image(systemName: "star.fill").font(.title).foregroundStyle(.white)
    }
    .frame(width: 64, height: 64)
    try assertGolden(
      VStack(spacing: 12) {
        HStack(spacing: 12) {
          tile.clipShape(RoundedRectangle(cornerRadius: 14)).shadow(radius: 4, y: 2)
          tile.mask { Text("SWIFT").font(.system(size: 17, weight: .black)) }
          tile.blur(radius: 3)
          tile.rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0))
        }
        HStack(spacing: 12) {
          ZStack {
            Circle().fill(.red).frame(width: 40).offset(x: -10)
            Circle().fill(.blue).frame(width: 40).offset(x: 10).blendMode(.screen)
          }
          .frame(width: 64, height: 64).background(Color.black)
          tile.scaleEffect(0.7).rotationEffect(.degrees(20))
          tile.grayscale(1).opacity(0.6)
          tile.colorInvert().hueRotation(.degrees(90))
        }
      }
      .padding(12)
      .background(Color.white), named: "swiftui-effects")
  }
}
