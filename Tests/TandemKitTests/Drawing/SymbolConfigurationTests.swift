import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// UIImage.SymbolConfiguration: sizes, weights and the hierarchical and palette colors.
@MainActor @Suite(.ownsTheApplication) struct SymbolConfigurationTests {
  private func colors(of image: UIImage) -> Set<String> {
    let png = image.pngData()!
    let decoded = try! ImageCodec.decode(png).get()
    let surface = PixelSurface(width: decoded.width, height: decoded.height)
    CGContext(surface: surface).draw(decoded, in: CGRect(x: 0, y: 0, width: decoded.width, height: decoded.height))
    var found = Set<String>()
    for y in 0..<surface.height {
      for x in 0..<surface.width {
        let p = surface.pixel(x: x, y: y)
        guard p >> 24 == 0xFF else { continue }
        let (r, g, b) = ((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF)
        if r > 200 && g < 60 && b < 60 { found.insert("red") }
        if b > 200 && r < 60 && g < 60 { found.insert("blue") }
      }
    }
    return found
  }

  @Test func paletteColorsPaintTheLayers() throws {
    let config = UIImage.SymbolConfiguration(pointSize: 40).applying(
      UIImage.SymbolConfiguration(paletteColors: [.red, .blue]))
    let image = try #require(UIImage(systemName: "heart.circle.fill", withConfiguration: config))
    #expect(colors(of: image) == ["red", "blue"])
    let mono = try #require(UIImage(systemName: "heart.circle.fill", withConfiguration: .init(pointSize: 40)))
    #expect(colors(of: mono.withTintColor(.red)) == ["red"])
  }

  @Test func hierarchicalColorDimsTheSecondaryLayer() throws {
    let config = UIImage.SymbolConfiguration(pointSize: 40).applying(
      UIImage.SymbolConfiguration(hierarchicalColor: .red))
    let image = try #require(UIImage(systemName: "heart.circle.fill", withConfiguration: config))
    // The heart in full red; the circle in red at half opacity (not fully opaque).
    #expect(colors(of: image) == ["red"])
    let monochrome = UIImage.SymbolConfiguration.configurationPreferringMonochrome()
    #expect(config.applying(monochrome).symbolColorsAreMonochrome)
  }

  @Test func weightsAndScalesChangeTheSize() throws {
    let small = try #require(
      UIImage(systemName: "star", withConfiguration: .init(pointSize: 20, weight: .regular, scale: .small)))
    let large = try #require(
      UIImage(systemName: "star", withConfiguration: .init(pointSize: 20, weight: .regular, scale: .large)))
    #expect(small.size.width < large.size.width)
    #expect(UIImage(systemName: "tree.fill") != nil && UIImage(systemName: "no.such.symbol.name") == nil)
  }
}

extension UIImage.SymbolConfiguration {
  fileprivate var symbolColorsAreMonochrome: Bool {
    if case .monochrome = colors { return true }
    return false
  }
}
