import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics

/// The symbol sheet: 200 names public code uses most, each at five weights; the coverage of SF Symbols 1.0 and 2.0
/// and of symbol uses sampled from public code.
@Suite struct SymbolSheetTests {
  /// Names frequent in public SwiftUI and UIKit code: tab bars, toolbars, list rows, settings, media and status.
  static let sheetNames = [
    "house", "house.fill", "magnifyingglass", "gear", "gearshape", "gearshape.fill", "person", "person.fill",
    "person.circle", "person.circle.fill", "person.crop.circle", "person.2", "person.3.fill", "person.badge.plus",
    "heart", "heart.fill", "star", "star.fill", "star.slash", "bookmark", "bookmark.fill", "bell", "bell.fill",
    "bell.slash", "bell.badge", "trash", "trash.fill", "trash.circle", "pencil", "pencil.circle", "square.and.pencil",
    "square.and.arrow.up", "square.and.arrow.up.fill", "square.and.arrow.down", "plus", "plus.circle",
    "plus.circle.fill", "plus.square", "minus", "minus.circle", "xmark", "xmark.circle", "xmark.circle.fill",
    "checkmark", "checkmark.circle", "checkmark.circle.fill", "checkmark.seal.fill", "checkmark.square",
    "chevron.left", "chevron.right", "chevron.up", "chevron.down", "chevron.backward", "chevron.forward",
    "arrow.left", "arrow.right", "arrow.up", "arrow.down", "arrow.clockwise", "arrow.counterclockwise",
    "arrow.up.arrow.down", "arrow.triangle.2.circlepath", "arrow.uturn.backward", "arrow.up.right.square",
    "ellipsis", "ellipsis.circle", "info.circle", "info.circle.fill", "exclamationmark.triangle",
    "exclamationmark.triangle.fill", "exclamationmark.circle", "questionmark.circle", "line.3.horizontal",
    "line.3.horizontal.decrease.circle", "slider.horizontal.3", "list.bullet", "list.number", "square.grid.2x2",
    "rectangle.grid.2x2", "calendar", "calendar.badge.plus", "clock", "clock.fill", "alarm", "timer", "stopwatch",
    "hourglass", "envelope", "envelope.fill", "paperplane", "paperplane.fill", "message", "message.fill",
    "bubble.left", "bubble.left.fill", "bubble.left.and.bubble.right", "phone", "phone.fill", "video", "video.fill",
    "mic", "mic.fill", "mic.slash", "camera", "camera.fill", "photo", "photo.fill", "photo.on.rectangle", "film",
    "play", "play.fill", "play.circle", "play.circle.fill", "pause", "pause.fill", "stop.fill", "forward.fill",
    "backward.fill", "shuffle", "repeat", "music.note", "music.note.list", "headphones", "speaker.wave.2",
    "speaker.slash", "folder", "folder.fill", "folder.badge.plus", "doc", "doc.text", "doc.on.doc", "doc.fill",
    "tray", "archivebox", "paperclip", "link", "tag", "tag.fill", "flag", "flag.fill", "mappin", "mappin.and.ellipse",
    "map", "location", "location.fill", "globe", "airplane", "car", "car.fill", "bicycle", "bus", "figure.walk",
    "cart", "cart.fill", "bag", "creditcard", "dollarsign.circle", "gift", "lock", "lock.fill", "lock.open",
    "key", "shield", "eye", "eye.slash", "hand.thumbsup", "hand.thumbsup.fill", "hand.raised", "sun.max",
    "sun.max.fill", "moon", "moon.fill", "cloud", "cloud.rain", "cloud.sun", "bolt", "bolt.fill", "flame",
    "drop", "snowflake", "leaf", "leaf.fill", "tree", "carrot", "wifi", "wifi.slash", "battery.100", "power",
    "lightbulb", "book", "book.fill", "books.vertical", "graduationcap", "newspaper", "chart.bar", "chart.pie",
    "chart.xyaxis.line", "cup.and.saucer", "fork.knife", "wrench", "hammer", "paintbrush", "scissors", "printer",
    "keyboard", "desktopcomputer", "laptopcomputer", "iphone", "applewatch", "tv", "gamecontroller", "qrcode",
    "square.and.arrow.up.on.square", "rectangle.portrait.and.arrow.right", "1.circle", "a.circle.fill",
    "dollarsign.square", "heart.slash.circle.fill",
  ]

  static let weights: [CGFloat] = [
    FontWeightValue.ultraLight, FontWeightValue.light, FontWeightValue.regular, FontWeightValue.bold,
    FontWeightValue.black,
  ]

  @Test func sheetNamesAllDraw() {
    #expect(SymbolSheetTests.sheetNames.count >= 200)
    for name in SymbolSheetTests.sheetNames { #expect(SymbolCatalog.contains(name), "\(name) has no glyph") }
  }

  /// 200 names × five weights (ultraLight, light, regular, bold, black) at 17 pt, each cell labelled.
  @Test func symbolSheet() {
    let names = SymbolSheetTests.sheetNames
    let scale: CGFloat = 2
    let columns = 6
    let (cellWidth, cellHeight): (CGFloat, CGFloat) = (130, 44)
    let rows = (names.count + columns - 1) / columns
    let surface = PixelSurface(
      width: Int(CGFloat(columns) * cellWidth * scale), height: Int(CGFloat(rows) * cellHeight * scale), scale: scale)
    let context = CGContext(surface: surface)
    context.setFillColor(.white)
    context.fill(CGRect(x: 0, y: 0, width: CGFloat(columns) * cellWidth, height: CGFloat(rows) * cellHeight))
    let label = FontDescriptor(size: 7)
    for (index, name) in names.enumerated() {
      let cell = CGPoint(x: CGFloat(index % columns) * cellWidth + 4, y: CGFloat(index / columns) * cellHeight + 4)
      var x = cell.x
      for weight in SymbolSheetTests.weights {
        guard let symbol = SymbolLayout(name: name, pointSize: 17, weight: weight) else { continue }
        symbol.draw(in: context, baselineOrigin: CGPoint(x: x, y: cell.y + 20), color: .black)
        x += 25
      }
      TextLayout.make(StyledText(name, font: label)).draw(
        in: context, at: CGPoint(x: cell.x, y: cell.y + 28), defaultColor: CGColor(gray: 0.4, alpha: 1))
    }
    GoldenImage.assertMatches(CGImage(surface: surface), named: "symbol-sheet")
  }

  /// How many names of SF Symbols 1.0 (iOS 13; tools/symbols/sf-symbols-1.0.txt) draw a glyph: the figure the
  /// README states.
  @Test func coverageOfSFSymbols1() throws {
    let names = try SymbolSheetTests.nameList("sf-symbols-1.0.txt")
    let drawn = names.filter { SymbolCatalog.contains($0) }
    print("symbol coverage: \(drawn.count) of \(names.count) SF Symbols 1.0 names")
    #expect(names.count == 1626)
    #expect(drawn.count >= 1500)
  }

  /// How many names of SF Symbols 2.0 (iOS 14: every name it offers, tools/symbols/sf-symbols-2.0.txt) draw a
  /// glyph; TANDEM_SYMBOL_MISSES=path writes the names that do not.
  @Test func coverageOfSFSymbols2() throws {
    let names = try SymbolSheetTests.nameList("sf-symbols-2.0.txt")
    let missing = names.filter { !SymbolCatalog.contains($0) }
    print("symbol coverage: \(names.count - missing.count) of \(names.count) SF Symbols 2.0 names")
    if let path = ProcessInfo.processInfo.environment["TANDEM_SYMBOL_MISSES"] {
      try missing.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    #expect(names.count == 2571)
    #expect(names.count - missing.count >= 2300)
  }

  /// How many of the symbol uses sampled from public code (tools/symbols/usage-sample.txt, newer names too) draw
  /// a glyph.
  @Test func coverageOfPublicCodeUses() throws {
    let uses = try SymbolSheetTests.nameList("usage-sample.txt")
    let missing = uses.filter { !SymbolCatalog.contains($0) }
    print("symbol coverage: \(uses.count - missing.count) of \(uses.count) uses in public code; none for \(missing)")
    #expect(uses.count == 238)
    #expect(uses.count - missing.count >= 230)
  }

  /// The same for a second sample that no icon was chosen from (tools/symbols/usage-sample-2.txt): the figure
  /// the README states for names as code uses them.
  @Test func coverageOfHeldOutPublicCodeUses() throws {
    let uses = try SymbolSheetTests.nameList("usage-sample-2.txt")
    let missing = uses.filter { !SymbolCatalog.contains($0) }
    print("symbol coverage: \(uses.count - missing.count) of \(uses.count) held-out uses; none for \(missing)")
    #expect(uses.count == 152)
    #expect(uses.count - missing.count >= 140)
  }

  /// A name list of tools/symbols, a name a line (lines starting with # are comments).
  static func nameList(_ file: String) throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("tools/symbols/" + file)
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
      .filter { !$0.hasPrefix("#") }
  }
}
