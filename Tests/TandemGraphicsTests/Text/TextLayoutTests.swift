import Foundation
import Testing

@testable import TandemGraphics

@Suite struct TextLayoutTests {
  let body = FontDescriptor(size: 17)

  @Test func interMetricsAreTheFontsOwnUnhintedValues() {
    let m = FontLibrary.shared.metrics(body)
    #expect(abs(m.lineHeight - 20.574) < 0.001)
    #expect(abs(m.ascender - 16.469) < 0.001)
    #expect(m.descender < 0)
    #expect(m.capHeight > m.xHeight && m.xHeight > 0)
    // Metrics scale linearly with size (no hinting).
    let big = FontLibrary.shared.metrics(FontDescriptor(family: "Inter", size: 34))
    #expect(abs(big.ascender - 2 * m.ascender) < 1e-9)
    // From 20 pt the system font is Inter Display, as SF switches to its Display cut.
    #expect(FontDescriptor(size: 20).resolvedFamily == "Inter Display")
    let layout = TextLayout.make(StyledText("Hello", font: body))
    #expect(abs(layout.size.height - 20.574) < 0.001)
    #expect(abs(layout.firstBaseline - 16.469) < 0.001)
  }

  @Test func dynamicTypeTableFollowsTheHIG() {
    #expect(
      DynamicType.metrics(for: .body) == TextStyleMetrics(size: 17, leading: 22, weight: 0, emphasizedWeight: 0.3))
    #expect(DynamicType.metrics(for: .headline).weight == FontWeightValue.semibold)
    #expect(DynamicType.metrics(for: .largeTitle, category: .accessibilityExtraExtraExtraLarge).size == 60)
    #expect(DynamicType.metrics(for: .caption2, category: .extraSmall).size == 11)
    #expect(
      DynamicType.metrics(for: .subheadline, category: .extraExtraExtraLarge)
        == TextStyleMetrics(size: 21, leading: 28, weight: 0, emphasizedWeight: 0.3))
    #expect(SizeCategoryName.allCases.count == 12)
    #expect(
      SizeCategoryName.accessibilityMedium.isAccessibilityCategory && !SizeCategoryName.large.isAccessibilityCategory)
  }

  @Test func wrappingCountsLinesAndBaselines() {
    let sentence = "The quick brown fox jumps over the lazy dog while the cat watches from the warm windowsill."
    let oneLine = TextLayout.make(StyledText(sentence, font: body))
    #expect(oneLine.lineCount == 1)
    let wrapped = TextLayout.make(StyledText(sentence, font: body), options: TextLayoutOptions(width: 200))
    #expect(wrapped.lineCount == 5)
    #expect(wrapped.size.width <= 200)
    #expect(abs(wrapped.size.height - 5 * 20.574) < 0.01)
    #expect(abs(wrapped.lastBaseline - (4 * 20.574 + 16.469)) < 0.01)
    let limited = TextLayout.make(
      StyledText(sentence, font: body),
      options: TextLayoutOptions(width: 200, maxLines: 2, lineBreakMode: .byWordWrapping))
    #expect(limited.lineCount == 2 && limited.isTruncated)
    let spaced = TextLayout.make(
      StyledText(sentence, font: body), options: TextLayoutOptions(width: 200, lineSpacing: 6))
    #expect(abs(spaced.size.height - (5 * 20.574 + 4 * 6)) < 0.01)
  }

  @Test(arguments: [LineBreakMode.byTruncatingTail, .byTruncatingMiddle, .byTruncatingHead])
  func truncationAddsAnEllipsisAndKeepsTheWidth(mode: LineBreakMode) {
    let text = StyledText("The quick brown fox jumps over the lazy dog", font: body)
    let full = TextLayout.make(text)
    #expect(full.size.width > 150)
    let cut = TextLayout.make(text, options: TextLayoutOptions(width: 150, maxLines: 1, lineBreakMode: mode))
    #expect(cut.isTruncated)
    #expect(cut.ellipsisRunCount == 1)
    #expect(cut.size.width <= 150)
    #expect(cut.size.width > 120)
    #expect(cut.lineCount == 1)
    let fits = TextLayout.make(
      StyledText("Short", font: body), options: TextLayoutOptions(width: 150, maxLines: 1, lineBreakMode: mode))
    #expect(!fits.isTruncated && fits.ellipsisRunCount == 0)
  }

  @Test func attributedRunsMeasureWithTheirOwnFonts() {
    let plain = TextLayout.make(StyledText("90 BPM", font: body)).size.width
    let styled = TextLayout.make(
      StyledText(runs: [
        TextRun("90 ", TextAttributes(font: FontDescriptor(size: 28, weight: FontWeightValue.semibold))),
        TextRun("BPM", TextAttributes(font: FontDescriptor(size: 15, weight: FontWeightValue.bold), color: pink)),
      ]))
    #expect(styled.size.width > plain)
    #expect(styled.firstBaseline > TextLayout.make(StyledText("90", font: body)).firstBaseline)
  }

  @Test func alignmentMovesLinesInsideTheContainer() {
    let left = TextLayout.make(StyledText("Hi", font: body), options: TextLayoutOptions(width: 200))
    let center = TextLayout.make(
      StyledText("Hi", font: body), options: TextLayoutOptions(width: 200, alignment: .center))
    let right = TextLayout.make(StyledText("Hi", font: body), options: TextLayoutOptions(width: 200, alignment: .right))
    #expect(left.originX == 0)
    #expect(abs(center.originX - (200 - left.size.width) / 2) < 0.01)
    #expect(abs(right.originX - (200 - left.size.width)) < 0.01)
  }

  @Test func everyScriptAndEmojiHasAGlyph() {
    let samples = [
      "Hello", "שלום עולם", "مرحبا بالعالم", "你好，世界", "こんにちは世界", "안녕하세요", "नमस्ते दुनिया",
      "สวัสดีชาวโลก", "হ্যালো", "வணக்கம்", "😀🎉👍🏽❤️🇯🇵👨‍👩‍👧", "Hello שלום world",
    ]
    for sample in samples {
      for weight in [CGFloat(0), 0.4] {
        let layout = TextLayout.make(StyledText(sample, font: FontDescriptor(size: 17, weight: weight)))
        #expect(layout.unknownGlyphCount == 0, "\(sample) has characters without a glyph")
        #expect(layout.size.width > 0)
      }
    }
  }

  @Test func fragmentsOfEmojiSequencesAndMixedDirectionsLayOutAndMarkWholeCharacters() {
    // Pieces that break sequences apart: lone joiners, selectors, skin tones, half flags, keycap marks, bidi marks.
    let pieces = [
      "a", " ", "ש", "م", "你", "😀", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "\u{1F3FD}", "\u{1F1EF}", "\u{1F1F5}",
      "\u{20E3}", "1", "#", "\u{200F}", "\u{202E}", "\u{2764}", "©", "\n", "\u{0301}", "👨", "👩",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<300 {
      let text = (0..<(1 + next(12))).map { _ in pieces[next(pieces.count)] }.joined()
      var boundaries: Set<Int> = [0]
      var offset = 0
      for character in text {
        offset += character.utf8.count
        boundaries.insert(offset)
      }
      var last = 0
      TextLayout.forEachEmojiRange(in: text) { range in
        #expect(range.lowerBound >= last && range.lowerBound < range.upperBound && range.upperBound <= offset)
        #expect(boundaries.contains(range.lowerBound) && boundaries.contains(range.upperBound))
        last = range.upperBound
      }
      let layout = TextLayout.make(StyledText(text, font: body), options: TextLayoutOptions(width: 120))
      #expect(layout.size.height > 0)
    }
  }

  @Test func naturalAlignmentFollowsTheWritingDirectionAndLeftAndRightStayPut() {
    let hebrew = StyledText("שלום", font: body)
    let natural = TextLayout.make(hebrew, options: TextLayoutOptions(width: 200, alignment: .natural))
    let left = TextLayout.make(hebrew, options: TextLayoutOptions(width: 200, alignment: .left))
    let right = TextLayout.make(hebrew, options: TextLayoutOptions(width: 200, alignment: .right))
    #expect(abs(natural.originX - (200 - natural.size.width)) < 0.01)
    #expect(left.originX == 0)
    #expect(abs(right.originX - (200 - right.size.width)) < 0.01)
    // A line that starts with a Latin letter is left-to-right, whatever follows.
    let mixed = TextLayout.make(
      StyledText("Hi שלום", font: body), options: TextLayoutOptions(width: 200, alignment: .natural))
    #expect(mixed.originX == 0)
  }

  /// The same line breaks, sizes, baselines and pixels as a layout made at `width` now.
  private func expectSameAsFresh(_ text: StyledText, width: CGFloat?, alignment: TextAlignmentMode = .natural) {
    let options = TextLayoutOptions(width: width, alignment: alignment)
    let served = TextLayout.make(text, options: options)
    let fresh = TextLayout.uncached(text, options: options)
    #expect(served.size == fresh.size, "\(text.string.prefix(20)) at \(String(describing: width))")
    #expect(served.lineCount == fresh.lineCount)
    #expect(served.firstBaseline == fresh.firstBaseline && served.lastBaseline == fresh.lastBaseline)
    #expect(served.originX == fresh.originX)
    func pixels(_ layout: TextLayout) -> PixelSurface {
      let surface = PixelSurface(width: 420, height: 200)
      layout.draw(in: CGContext(surface: surface), at: CGPoint(x: 4, y: 4))
      return surface
    }
    #expect(pixels(served).hasSamePixels(as: pixels(fresh)))
  }

  @Test func aLayoutServesTheWidthsThatGiveItsLines() {
    let texts = [
      "Greedy line breaking puts the same words on each line at every width from the widest line up.",
      "Two paragraphs,\nthe second one longer than the first and wrapping more than once at narrow widths.",
      "مرحبا بالعالم، هذا نص عربي طويل يلتف على عدة أسطر عندما يكون العرض ضيقا",
      "Supercalifragilisticexpialidocious-antidisestablishmentarianism words break by characters",
      "Short",
    ]
    for (index, string) in texts.enumerated() {
      // A string of its own per test run, so that other tests' layouts are not what the cache serves.
      let text = StyledText(string + " \(index)", font: body)
      // Widest first, then narrower and wider again, so that layouts made at other widths are served.
      let widths: [CGFloat?] = [nil, 400, 330, 260, 331, 199.5, 200, 120, 401, nil, 60, 240]
      for width in widths { expectSameAsFresh(text, width: width) }
      for width in [300, 150, 301] as [CGFloat] { expectSameAsFresh(text, width: width, alignment: .center) }
    }
  }

  @Test func aWrappedLayoutIsServedAtNarrowerWidthsDownToItsWidestLine() {
    let text = StyledText("Measured at the proposal, drawn at its own rounded width: one shaping.", font: body)
    let measured = TextLayout.make(text, options: TextLayoutOptions(width: 200))
    #expect(measured.lineCount > 1)
    let drawn = TextLayout.make(text, options: TextLayoutOptions(width: (measured.size.width * 2).rounded(.up) / 2))
    #expect(drawn === measured)
    // Wider than the layout's own width could fit more words on a line: laid out again.
    #expect(TextLayout.make(text, options: TextLayoutOptions(width: 260)) !== measured)
    // Narrower than its widest line: laid out again.
    #expect(TextLayout.make(text, options: TextLayoutOptions(width: measured.size.width - 1)) !== measured)
    // One line fits every wider width, and no width at all.
    let line = TextLayout.make(StyledText("One line, made at 300", font: body), options: TextLayoutOptions(width: 300))
    #expect(line.lineCount == 1)
    #expect(TextLayout.make(StyledText("One line, made at 300", font: body)) === line)
    #expect(
      TextLayout.make(StyledText("One line, made at 300", font: body), options: TextLayoutOptions(width: 900)) === line)
    // Centred lines move with the width: never served at another.
    let centred = TextLayoutOptions(width: 300, alignment: .center)
    let atThree = TextLayout.make(StyledText("Centred", font: body), options: centred)
    #expect(
      TextLayout.make(StyledText("Centred", font: body), options: TextLayoutOptions(width: 310, alignment: .center))
        !== atThree)
  }

  @Test func theFontMetricsCacheIsBounded() {
    for index in 0..<(FontLibrary.metricsCacheLimit + 10) {
      _ = FontLibrary.shared.metrics(FontDescriptor(size: 10 + CGFloat(index) / 64))
      #expect(FontLibrary.shared.cachedMetricsCount <= FontLibrary.metricsCacheLimit)
    }
  }

  @Test func theLayoutCacheIsBounded() {
    // Two generations of at most `cacheLimit` each: past twice the limit, it still holds no more.
    for index in 0..<(2 * TextLayout.cacheLimit + 10) {
      _ = TextLayout.make(StyledText("b\(index)", font: body))
      if index % 512 == 0 { #expect(TextLayout.cachedCount <= 2 * TextLayout.cacheLimit) }
    }
    #expect(TextLayout.cachedCount <= 2 * TextLayout.cacheLimit)
  }
}
