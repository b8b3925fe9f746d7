import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics

/// How SF Symbols names resolve to a glyph and the parts the engine composes around it.
@Suite struct SymbolCatalogTests {
  @Test func variantsComposeAroundTheirBase() throws {
    let circle = try #require(SymbolCatalog.describe("heart.circle.fill"))
    #expect(circle.enclosure == .circle && circle.filled && !circle.slash && circle.badge == nil)
    let square = try #require(SymbolCatalog.describe("trash.square"))
    #expect(square.enclosure == .square && !square.filled)
    let slash = try #require(SymbolCatalog.describe("cloud.slash.fill"))
    #expect(slash.filled && slash.enclosure == nil)
    let badge = try #require(SymbolCatalog.describe("calendar.badge.minus"))
    #expect(badge.badge == .minus && badge.enclosure == nil)
    let filledBadge = try #require(SymbolCatalog.describe("folder.fill.badge.minus"))
    #expect(filledBadge.badge == .minus && filledBadge.filled)
    let dot = try #require(SymbolCatalog.describe("bell.badge.fill"))
    #expect(dot.badge == .dot && dot.filled)
    let number = try #require(SymbolCatalog.describe("42.circle"))
    #expect(number.glyph.font == .text && number.glyph.text == "42" && number.enclosure == .circle)
    let currency = try #require(SymbolCatalog.describe("yensign.square.fill"))
    #expect(currency.glyph.text == "¥" && currency.enclosure == .square && currency.filled)
    // An icon the font draws circled already keeps its own circle.
    let info = try #require(SymbolCatalog.describe("info.circle.fill"))
    #expect(info.enclosure == nil && info.filled)
  }

  /// SF Symbols 2.0's names that point forward or backward draw as the ones pointing right or left (views flip them
  /// right to left); a media control's leading `forward`/`backward` stays what it is.
  @Test func forwardAndBackwardNamesDrawAsRightAndLeft() throws {
    let backward = try #require(SymbolCatalog.describe("arrow.down.backward.circle.fill"))
    let left = try #require(SymbolCatalog.describe("arrow.down.left.circle.fill"))
    #expect(backward.glyph.codepoints == left.glyph.codepoints && backward.enclosure == .circle && backward.filled)
    let triangle = try #require(SymbolCatalog.describe("arrowtriangle.forward.fill"))
    #expect(triangle.glyph.codepoints == SymbolCatalog.describe("arrowtriangle.right.fill")?.glyph.codepoints)
    let media = try #require(SymbolCatalog.describe("forward.end.fill"))
    #expect(media.glyph.codepoints != SymbolCatalog.describe("right.end.fill")?.glyph.codepoints)
    #expect(SymbolCatalog.describe("arrow.sideways.backward") == nil)
  }

  /// The ellipsis badge, the alternate digits and 2.0's spelling of the shekel sign.
  @Test func laterBadgesDigitsAndSigns() throws {
    let ellipsis = try #require(SymbolCatalog.describe("camera.fill.badge.ellipsis"))
    #expect(ellipsis.badge == .ellipsis && ellipsis.filled)
    let four = try #require(SymbolCatalog.describe("4.alt.circle.fill"))
    #expect(four.glyph.text == "4" && four.enclosure == .circle && four.filled)
    #expect(SymbolCatalog.describe("shekelsign.square")?.glyph.text == "₪")
  }

  /// The names the issue found missing or drawn alike draw, and differently.
  @Test func namesPublicSamplesUseDraw() throws {
    for name in [
      "square.and.arrow.up.fill", "rectangle.portrait.and.arrow.right", "tree", "carrot", "snowflake", "leaf",
      "leaf.fill", "gearshape.2", "figure.walk", "cup.and.saucer", "fork.knife", "birthday.cake",
    ] {
      #expect(SymbolCatalog.contains(name), "\(name) has no glyph")
    }
    #expect(try pixels("leaf") != pixels("leaf.fill"))
    #expect(try pixels("heart.circle") != pixels("heart.circle.fill"))
  }

  /// Each of Phosphor's four weights draws its own glyph: heavier weights paint more.
  @Test func weightsPickTheFontsStyles() throws {
    let ink = try [FontWeightValue.ultraLight, FontWeightValue.light, FontWeightValue.regular, FontWeightValue.bold]
      .map { try pixels("star", weight: $0).reduce(0) { $0 + Int($1 >> 24) } }
    #expect(ink == ink.sorted() && Set(ink).count == 4, "\(ink)")
  }

  @Test func enclosuresAreSFSymbolsCircleSize() throws {
    let circle = try #require(SymbolLayout(name: "trash.circle", pointSize: 17))
    #expect(abs(circle.inkRect.width - 17 * 0.9961) < 0.01)
    let own = try #require(SymbolLayout(name: "checkmark.circle", pointSize: 17))
    #expect(abs(own.inkRect.height - circle.inkRect.height) < 2)
    let badge = try #require(SymbolLayout(name: "calendar.badge.minus", pointSize: 17))
    let calendar = try #require(SymbolLayout(name: "calendar", pointSize: 17))
    #expect(badge.inkRect.maxX > calendar.inkRect.maxX)
  }

  /// Palette colors paint the enclosure and the glyph apart; monochrome knocks the glyph out.
  @Test func layersTakeTheirColors() throws {
    let symbol = try #require(SymbolLayout(name: "heart.circle.fill", pointSize: 40))
    func render(_ colors: SymbolColors) -> PixelSurface {
      let surface = PixelSurface(width: 60, height: 60)
      symbol.draw(in: CGContext(surface: surface), baselineOrigin: CGPoint(x: 5, y: 50), colors: colors)
      return surface
    }
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let palette = render(SymbolColors(primary: red, secondary: blue))
    let centre = CGPoint(x: 5 + symbol.inkRect.midX, y: 50 + symbol.inkRect.midY)
    let inside = palette.pixel(x: Int(centre.x), y: Int(centre.y))
    let rim = palette.pixel(x: Int(centre.x), y: Int(50 + symbol.inkRect.minY + 2))
    // ARGB premultiplied: the heart red, the circle blue.
    #expect((inside >> 16) & 0xFF > 200 && inside & 0xFF < 50, "\(String(inside, radix: 16))")
    #expect(rim & 0xFF > 200 && (rim >> 16) & 0xFF < 50, "\(String(rim, radix: 16))")
    let mono = render(SymbolColors(red))
    #expect(mono.pixel(x: Int(centre.x), y: Int(centre.y)) >> 24 == 0)
  }

  private func pixels(_ name: String, weight: CGFloat = 0) throws -> [UInt32] {
    let symbol = try #require(SymbolLayout(name: name, pointSize: 30, weight: weight))
    let surface = PixelSurface(width: 50, height: 50)
    symbol.draw(in: CGContext(surface: surface), baselineOrigin: CGPoint(x: 4, y: 40), color: .black)
    return (0..<50).flatMap { y in (0..<50).map { surface.pixel(x: $0, y: y) } }
  }
}
