import Foundation
import Testing

@testable import TandemGraphics

/// Text with nowhere to break — a URL, a hash, base64 — wraps in time linear in its length (Pango's word wrap
/// re-measures such a run for every line: 8,000 characters took seconds, 100,000 never finished).
@Suite(.timeLimit(.minutes(1))) struct LongTextTests {
  private let body = FontDescriptor(size: 17)

  @Test(arguments: [8_000, 100_000])
  func anUnbreakableRunWrapsByCharacters(length: Int) {
    let token = String(repeating: "a1B2c3D4e5", count: length / 10)
    let layout = TextLayout.make(StyledText(token, font: body), options: TextLayoutOptions(width: 300))
    #expect(layout.size.width <= 300)
    // Lines are nearly full (each a little short of 300 points, by a part of a character): about as many lines as
    // 300-point slices of the run's width.
    let perCharacter = TextLayout.make(StyledText(String(token.prefix(100)), font: body)).size.width / 100
    let slices = Int((CGFloat(length) * perCharacter / 300).rounded(.up))
    #expect(layout.lineCount >= slices && layout.lineCount <= slices + slices / 10)
  }

  @Test func ordinaryTextStillWrapsBetweenWords() {
    #expect(!TextLayout.hasLongUnbreakableRun("The quick brown fox jumps over the lazy dog"))
    #expect(TextLayout.hasLongUnbreakableRun("see " + String(repeating: "x", count: 501)))
    #expect(!TextLayout.hasLongUnbreakableRun(String(repeating: "word ", count: 10_000)))
    #expect(!TextLayout.hasLongUnbreakableRun("https://example.com/" + String(repeating: "path/to-", count: 200)))
  }
}
