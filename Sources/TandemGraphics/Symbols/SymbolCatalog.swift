import Foundation

/// The relative size of a symbol next to text (UIImage.SymbolScale / SwiftUI's Image.Scale).
package enum SymbolScaleName: Int, Hashable, Sendable {
  case small, medium, large

  /// Size relative to medium, from SF Symbols' circle.fill diameters (78.86 %, 99.61 %, 127.2 % of the point size).
  package var factor: CGFloat {
    switch self {
    case .small: 78.86 / 99.61
    case .medium: 1
    case .large: 127.2 / 99.61
    }
  }
}

/// SF Symbols names resolved to icon glyphs: a generated table of base names (SymbolGlyphTable.swift, from
/// tools/symbols) whose `.fill`, `.circle`, `.square`, `.slash` and `.badge.*` variants the engine composes as SF
/// Symbols does, then the older Material Icons table (SymbolTable.swift) for the names it alone has.
package enum SymbolCatalog {
  /// The glyph of a base name: the table's icon, or the characters of a letter, number or currency sign symbol.
  private static func glyph(_ base: Substring) -> SymbolGlyph? {
    if let glyph = glyphs[String(base)] { return glyph }
    if let text = characters(base) { return SymbolGlyph(text: text) }
    return nil
  }

  /// The characters the letter (`a`…`z`), number (`0`…`50`, `00`…`09`, and the `4.alt`, `6.alt`, `9.alt` forms)
  /// and currency sign symbols draw.
  private static func characters(_ base: Substring) -> String? {
    if ["4.alt", "6.alt", "9.alt"].contains(base) { return String(base.prefix(1)) }
    if base.count == 1, let letter = base.first, letter.isASCII, letter.isLetter { return String(letter) }
    if (1...2).contains(base.count), base.allSatisfy(\.isASCII), let number = Int(base), number <= 50 {
      return String(base)
    }
    return currencySigns[String(base)]
  }

  /// The currency sign symbols' characters.
  private static let currencySigns: [String: String] = [
    "dollarsign": "$", "eurosign": "€", "sterlingsign": "£", "yensign": "¥", "indianrupeesign": "₹",
    "rupeesign": "₨", "rublesign": "₽", "wonsign": "₩", "bitcoinsign": "₿", "centsign": "¢", "francsign": "₣",
    "lirasign": "₤", "turkishlirasign": "₺", "pesosign": "₱", "pesetasign": "₧", "nairasign": "₦",
    "sheqelsign": "₪", "shekelsign": "₪", "tengesign": "₸", "tugriksign": "₮", "hryvniasign": "₴", "kipsign": "₭",
    "larisign": "₾",
    "manatsign": "₼", "millsign": "₥", "dongsign": "₫", "cedisign": "₵", "coloncurrencysign": "₡",
    "cruzeirosign": "₢", "florinsign": "ƒ", "guaranisign": "₲", "bahtsign": "฿", "australsign": "₳",
    "brazilianrealsign": "R$", "chineseyuanrenminbisign": "¥", "polishzlotysign": "zł", "swisssfrancsign": "₣",
  ]

  /// The names described lately (a symbol is described at each measure and draw): nil for names with no glyph.
  private nonisolated(unsafe) static var described: [String: SymbolDescription?] = [:]
  private static let describedLock = NSLock()

  /// What `name` draws, or nil when Tandem has no glyph for it.
  package static func describe(_ name: String) -> SymbolDescription? {
    if let known = describedLock.withLock({ described[name] }) { return known }
    let found = resolve(name) ?? leftToRight(name).flatMap(resolve)
    describedLock.withLock {
      // Bounded: names come from code, but a stream of unknown ones must not grow it forever.
      if described.count >= 4096 { described.removeAll(keepingCapacity: true) }
      described[name] = .some(found)
    }
    return found
  }

  /// `describe`, worked out from the name.
  private static func resolve(_ name: String) -> SymbolDescription? {
    if let glyph = glyphs[name] { return SymbolDescription(glyph: glyph, filled: name.hasSuffix(".fill")) }
    var rest = Substring(name)
    var filled = false
    if rest.hasSuffix(".fill") {
      filled = true
      rest = rest.dropLast(5)
      if let glyph = glyph(rest) { return SymbolDescription(glyph: glyph, filled: true) }
    }
    var badge: SymbolDescription.Badge?
    if rest.hasSuffix(".badge") {
      rest = rest.dropLast(6)
      badge = .dot
      if let glyph = glyph(rest) { return SymbolDescription(glyph: glyph, filled: filled, badge: .dot) }
    } else if let range = rest.range(of: ".badge.") {
      guard let mark = SymbolDescription.Badge(rawValue: String(rest[range.upperBound...])) else {
        return materialIcon(name)
      }
      badge = mark
      rest = rest[..<range.lowerBound]
      if rest.hasSuffix(".fill") {
        filled = true
        rest = rest.dropLast(5)
      }
      if let glyph = glyph(rest) { return SymbolDescription(glyph: glyph, filled: filled, badge: badge) }
    }
    var enclosure: SymbolDescription.Enclosure?
    if rest.hasSuffix(".circle") {
      enclosure = .circle
      rest = rest.dropLast(7)
    } else if rest.hasSuffix(".square") {
      enclosure = .square
      rest = rest.dropLast(7)
    }
    if enclosure != nil, let glyph = glyph(rest) {
      return SymbolDescription(glyph: glyph, filled: filled, enclosure: enclosure, badge: badge)
    }
    var slash = false
    if rest.hasSuffix(".slash") {
      slash = true
      rest = rest.dropLast(6)
    }
    guard let glyph = glyph(rest) else { return materialIcon(name) }
    return SymbolDescription(glyph: glyph, filled: filled, enclosure: enclosure, slash: slash, badge: badge)
  }

  /// A name that points forward or backward (SF Symbols 2.0's `arrow.down.backward`, `arrowtriangle.forward`) as
  /// the name pointing right or left it draws like in a left-to-right layout (views flip it right to left); nil
  /// for a name with neither. The first part stays: `forward.end` and `backward.fill` are media controls.
  private static func leftToRight(_ name: String) -> String? {
    var parts = name.split(separator: ".")
    var changed = false
    for index in parts.indices.dropFirst() {
      if parts[index] == "forward" {
        parts[index] = "right"
        changed = true
      } else if parts[index] == "backward" {
        parts[index] = "left"
        changed = true
      }
    }
    return changed ? parts.joined(separator: ".") : nil
  }

  /// The Material Icons glyph of a name only the older table has.
  private static func materialIcon(_ name: String) -> SymbolDescription? {
    guard let codepoint = table[name]?.codepoint else { return nil }
    return SymbolDescription(glyph: SymbolGlyph(.materialIcons, [UInt32](repeating: codepoint, count: 5)))
  }

  /// Whether Tandem can draw the symbol `name`.
  package static func contains(_ name: String) -> Bool { describe(name) != nil }

  /// What `name` draws, warning once per name (with Apple's wording) when Tandem has no glyph for it.
  package static func lookUp(_ name: String) -> SymbolDescription? {
    if let description = describe(name) { return description }
    Diagnostics.warnOnce(key: "symbol:" + name, "No symbol named '\(name)' found in system symbol set")
    return nil
  }

  /// The base names of the generated table (each also draws its composed variants).
  package static var baseNames: [String] { glyphs.keys.sorted() }
}
