import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// A style of an app's own (iOS 17's `resolve(in:)`): a warning color that follows the color scheme.
private struct WarningStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
    environment.colorScheme == .dark ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)
  }
}

/// A style resolving to another style of the app's own.
private struct ChainedStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> WarningStyle { WarningStyle() }
}

@MainActor @Suite struct ShapeStyleResolutionTests {
  /// The center pixel of a 20×20 view rendered at 1x, as (red, green, blue).
  private func centerColor<V: View>(_ view: V, scheme: ColorScheme) throws -> [UInt32] {
    let renderer = ImageRenderer(content: view.frame(width: 20, height: 20).environment(\.colorScheme, scheme))
    renderer.scale = 1
    let pixel = try #require(renderer.cgImage).storage.pixel(x: 10, y: 10)
    return [(pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF]
  }

  /// A shape filled with an app's own style paints what the style resolves to in the environment, through any
  /// number of app styles; text takes the same color as its foreground style.
  @Test func anAppsOwnShapeStylePaintsWhatItResolvesTo() throws {
    #expect(try centerColor(Rectangle().fill(WarningStyle()), scheme: .light) == [0, 0, 255])
    #expect(try centerColor(Rectangle().fill(WarningStyle()), scheme: .dark) == [255, 0, 0])
    #expect(try centerColor(Rectangle().fill(ChainedStyle()), scheme: .dark) == [255, 0, 0])
    #expect(try centerColor(Rectangle().foregroundStyle(WarningStyle()), scheme: .light) == [0, 0, 255])
    #expect(try centerColor(Rectangle().stroke(WarningStyle(), lineWidth: 20), scheme: .dark) == [255, 0, 0])
  }
}
