import CPangoCairo
import Foundation

/// Styled text laid out in a container by Pango: its size, baselines and lines, ready to draw.
///
/// Measuring and drawing use the same layout, so what is measured is what is drawn. Layouts are cached by
/// (text, options); `TextLayout.make` returns the cached one, or one made at another width that gives the same lines.
package final class TextLayout: @unchecked Sendable {
  package let text: StyledText
  package let options: TextLayoutOptions
  /// The size of the visible lines: the widest line's width and the height through the last visible line.
  package let size: CGSize
  /// Distance from the top to the first line's baseline.
  package let firstBaseline: CGFloat
  /// Distance from the top to the last visible line's baseline.
  package let lastBaseline: CGFloat
  /// The number of visible lines.
  package let lineCount: Int
  /// Whether text was cut (ellipsized or clipped by the line limit).
  package let isTruncated: Bool
  /// Horizontal offset of the widest line's left edge inside the container (non-zero when centred or right-aligned).
  package let originX: CGFloat

  let layout: OpaquePointer
  let library: FontLibrary

  /// Whether a soft line break wrapped some paragraph (a layout without width never wraps).
  private let isWrapped: Bool
  /// Whether the same lines, drawn the same, come out of any width from the widest line up to the width this
  /// layout was made at (or any width when nothing wrapped): leading-aligned, unjustified and uncut text. Greedy
  /// line breaking puts the same words on each line at any such width, so these layouts serve those widths too.
  private let servesNarrowerWidths: Bool

  /// The layouts made or served since the cache last turned over, by text and options.
  private nonisolated(unsafe) static var cache: [CacheKey: TextLayout] = [:]
  /// The layouts of the generation before: one used again moves back into `cache`; the rest go when it turns over.
  private nonisolated(unsafe) static var previous: [CacheKey: TextLayout] = [:]
  /// Layouts of each text and options but the width that serve other widths (`servesNarrowerWidths`), newest last,
  /// for this generation and the one before.
  private nonisolated(unsafe) static var byText: [CacheKey: [TextLayout]] = [:]
  private nonisolated(unsafe) static var previousByText: [CacheKey: [TextLayout]] = [:]
  /// The most layouts one generation of the cache keeps (it holds at most two): layouts used in the last
  /// generation stay, the others go.
  package static let cacheLimit = 4096
  /// The most layouts of one text kept to serve other widths.
  private static let widthsPerText = 4
  /// How many layouts Pango made (shaped) on the calling thread: a layout a cached one serves costs none. Counted
  /// per thread, so a test or benchmark counts its own work while other threads shape text too.
  package static var shapedCount: Int { shaped.value }
  private static let shaped = ThreadLocalCounter()
  /// How many layouts the cache holds now (both generations: at most twice `cacheLimit`).
  package static var cachedCount: Int { FontLibrary.shared.withPango { cache.count + previous.count } }

  /// A text and options, with the text's hash computed once (a lookup that misses hashes the key up to seven
  /// times: both generations, the text's other widths, and the insertions).
  private struct CacheKey: Hashable {
    let text: StyledText
    let options: TextLayoutOptions
    let textHash: Int
    init(text: StyledText, options: TextLayoutOptions, textHash: Int) {
      self.text = text
      self.options = options
      self.textHash = textHash
    }
    func hash(into hasher: inout Hasher) {
      hasher.combine(textHash)
      hasher.combine(options)
    }
    static func == (a: CacheKey, b: CacheKey) -> Bool {
      a.textHash == b.textHash && a.options == b.options && a.text == b.text
    }
  }

  /// The layout of `text` in `options`, from the cache when it was laid out before at this width or at one it
  /// gives the same lines at.
  package static func make(_ text: StyledText, options: TextLayoutOptions = TextLayoutOptions()) -> TextLayout {
    let library = FontLibrary.shared
    return library.withPango {
      let textHash = text.hashValue
      let key = CacheKey(text: text, options: options, textHash: textHash)
      if let hit = cache[key] { return hit }
      var anyWidth = options
      anyWidth.width = nil
      let textKey = CacheKey(text: text, options: anyWidth, textHash: textHash)
      if let hit = previous[key] {
        remember(hit, for: key, textKey: textKey)
        return hit
      }
      if let served = byText[textKey]?.last(where: { $0.serves(width: options.width) })
        ?? previousByText[textKey]?.last(where: { $0.serves(width: options.width) })
      {
        remember(served, for: key, textKey: textKey)
        return served
      }
      let made = TextLayout(text: text, options: options, library: library)
      shaped.add(1)
      remember(made, for: key, textKey: textKey)
      return made
    }
  }

  /// Keeps a layout in this generation of the cache (turning it over when full), and among its text's layouts
  /// that serve other widths.
  private static func remember(_ layout: TextLayout, for key: CacheKey, textKey: CacheKey) {
    if cache.count >= cacheLimit {
      previous = cache
      previousByText = byText
      cache = [:]
      byText = [:]
      cache.reserveCapacity(cacheLimit)
    }
    cache[key] = layout
    guard layout.servesNarrowerWidths else { return }
    var layouts = byText[textKey] ?? []
    guard !layouts.contains(where: { $0 === layout }) else { return }
    if layouts.count >= widthsPerText { layouts.removeFirst() }
    layouts.append(layout)
    byText[textKey] = layouts
  }

  /// A layout made now, outside the cache (to compare what the cache serves with).
  package static func uncached(_ text: StyledText, options: TextLayoutOptions = TextLayoutOptions()) -> TextLayout {
    let library = FontLibrary.shared
    return library.withPango { TextLayout(text: text, options: options, library: library) }
  }

  /// Whether this layout's lines are the ones `width` would give.
  /// Whether this layout gives the same lines at `width` as a layout made at it (so it can be drawn there).
  package func serves(width: CGFloat?) -> Bool {
    guard servesNarrowerWidths else { return false }
    guard let width else { return !isWrapped }
    if width < size.width { return false }
    if let made = options.width, width > made { return !isWrapped }
    return true
  }

  /// The length of a run without a space or line break above which word wrapping gives way to character wrapping.
  static let longestWordWrappedRun = 500

  /// Whether `string` has a run of more than `longestWordWrappedRun` characters with nowhere to break a line.
  static func hasLongUnbreakableRun(_ string: String) -> Bool {
    var run = 0
    for scalar in string.unicodeScalars {
      let value = scalar.value
      // ASCII answers without Unicode's property tables: space, tab to carriage return, and the hyphen.
      let breaks =
        value < 0x80
        ? value == 0x20 || (0x09...0x0D).contains(value) || value == 0x2D
        : scalar.properties.isWhitespace || value == 0x200B
      if breaks {
        run = 0
      } else {
        run += 1
        if run > longestWordWrappedRun { return true }
      }
    }
    return false
  }

  /// Calls `body` with the UTF-8 byte range of each run of emoji in `string`: characters with emoji presentation,
  /// or made emoji by a variation selector 16 or a keycap mark.
  static func forEachEmojiRange(in string: String, _ body: (Range<Int>) -> Void) {
    // Text without a scalar past U+2000 has no emoji (© and ® are text unless a selector follows, past U+2000 too).
    guard string.utf8.contains(where: { $0 >= 0xE2 }) else { return }
    var offset = 0
    var start: Int?
    for character in string {
      let length = character.utf8.count
      let isEmoji = character.unicodeScalars.contains {
        $0.properties.isEmojiPresentation || $0.value == 0xFE0F || $0.value == 0x20E3
      }
      if isEmoji, start == nil { start = offset }
      if !isEmoji, let first = start {
        body(first..<offset)
        start = nil
      }
      offset += length
    }
    if let first = start { body(first..<offset) }
  }

  /// Measures one line of plain text.
  package static func size(of string: String, font: FontDescriptor) -> CGSize {
    make(StyledText(string, font: font)).size
  }

  private init(text: StyledText, options: TextLayoutOptions, library: FontLibrary) {
    self.text = text
    self.options = options
    self.library = library
    let layout = pango_layout_new(library.context)!
    self.layout = layout

    let utf8 = text.string
    pango_layout_set_text(layout, utf8, Int32(utf8.utf8.count))
    let attrs = pango_attr_list_new()!
    var start = 0
    for run in text.runs {
      let end = start + run.text.utf8.count
      TextLayout.addAttributes(run.attributes, from: start, to: end, to: attrs, library: library)
      start = end
    }
    // Emoji draw from the emoji face even where the text's font has a text-style glyph of the same character (❤️,
    // a keycap, a flag), a whole sequence at a time (skin tones, families joined by ZWJ).
    TextLayout.forEachEmojiRange(in: utf8) { range in
      let family = pango_attr_family_new(FontLibrary.emojiFamily)!
      family.pointee.start_index = UInt32(range.lowerBound)
      family.pointee.end_index = UInt32(range.upperBound)
      pango_attr_list_insert(attrs, family)
    }
    // A word broken across lines (too long for one) breaks without a hyphen, as UIKit's text does (its paragraph
    // styles' hyphenation factor is 0): Pango would insert one.
    pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(0))
    pango_layout_set_attributes(layout, attrs)
    pango_attr_list_unref(attrs)
    if let first = text.runs.first {
      let desc = library.pangoDescription(first.attributes.font)
      pango_layout_set_font_description(layout, desc)
      pango_font_description_free(desc)
    }

    // Pango takes a paragraph's direction from its first strong character (as TextKit's natural writing direction
    // does) and mirrors the alignment of right-to-left paragraphs: natural alignment follows the writing direction;
    // left and right are swapped back for right-to-left text, so they stay where they are.
    switch options.alignment {
    case .natural, .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    case .justified:
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      pango_layout_set_justify(layout, 1)
    }
    pango_layout_set_spacing(layout, pango_units_from_double(Double(options.lineSpacing)))
    if let width = options.width {
      pango_layout_set_width(layout, pango_units_from_double(Double(max(width, 0))))
      // Pango's word wrapping re-measures an unbreakable run for every line it spans, so a long run (a URL, a hash,
      // base64) costs time quadratic in its length; such text wraps by characters, as the word wrap would break it
      // anyway, in linear time.
      let byCharacters = options.lineBreakMode == .byCharWrapping || TextLayout.hasLongUnbreakableRun(utf8)
      pango_layout_set_wrap(layout, byCharacters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
      let ellipsize: PangoEllipsizeMode? =
        switch options.lineBreakMode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        default: nil
        }
      // A truncating mode cuts the last allowed line; with no line limit UIKit wraps everything.
      if let ellipsize, options.maxLines > 0 {
        pango_layout_set_ellipsize(layout, ellipsize)
        pango_layout_set_height(layout, -Int32(options.maxLines))
      }
    }

    // (Asked once the layout is set up: the lines it lays out are the ones kept unless the alignment flips.)
    let isRightToLeft =
      (options.alignment == .left || options.alignment == .right) && utf8.utf8.contains { $0 >= 0x80 }
      && pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL
    if isRightToLeft {
      pango_layout_set_alignment(layout, options.alignment == .left ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
    }

    // Visible lines: Pango's own limit applies per paragraph, so also cut at maxLines overall.
    let totalLines = Int(pango_layout_get_line_count(layout))
    let visible = options.maxLines > 0 ? min(options.maxLines, totalLines) : totalLines
    var widest: Double = 0
    var minX = Double.greatestFiniteMagnitude
    var bottom: Double = 0
    var baselines: [Double] = []
    var allAtLeadingEdge = true
    let iter = pango_layout_get_iter(layout)!
    var index = 0
    repeat {
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, &ink, &logical)
      widest = max(widest, pango_units_to_double(logical.width))
      minX = min(minX, pango_units_to_double(logical.x))
      // A right-to-left paragraph aligns to the container's right edge, which moves with the width.
      let direction = pango_layout_iter_get_line_readonly(iter)!.pointee.resolved_dir
      if logical.x != 0 || direction != PANGO_DIRECTION_LTR.rawValue { allAtLeadingEdge = false }
      bottom = pango_units_to_double(logical.y + logical.height)
      baselines.append(pango_units_to_double(pango_layout_iter_get_baseline(iter)))
      index += 1
    } while index < visible && pango_layout_iter_next_line(iter) != 0
    pango_layout_iter_free(iter)

    size = CGSize(width: widest, height: bottom)
    lineCount = visible
    firstBaseline = CGFloat(baselines.first ?? 0)
    lastBaseline = CGFloat(baselines.last ?? 0)
    originX = visible > 0 && minX.isFinite ? CGFloat(minX) : 0
    isTruncated = pango_layout_is_ellipsized(layout) != 0 || visible < totalLines
    isWrapped = options.width != nil && pango_layout_is_wrapped(layout) != 0
    servesNarrowerWidths =
      allAtLeadingEdge && !isTruncated && options.alignment != .justified && options.alignment != .center
      && options.alignment != .right && !isRightToLeft
  }

  deinit { tandem_object_unref(UnsafeMutableRawPointer(layout)) }

  private static func addAttributes(
    _ a: TextAttributes, from start: Int, to end: Int, to list: OpaquePointer, library: FontLibrary
  ) {
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>) {
      attribute.pointee.start_index = UInt32(start)
      attribute.pointee.end_index = UInt32(end)
      pango_attr_list_insert(list, attribute)
    }
    let desc = library.pangoDescription(a.font)
    insert(pango_attr_font_desc_new(desc))
    pango_font_description_free(desc)
    if a.font.monospacedDigits { insert(pango_attr_font_features_new("tnum")) }
    if let color = a.color {
      func c16(_ v: CGFloat) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
      insert(pango_attr_foreground_new(c16(color.red), c16(color.green), c16(color.blue)))
      insert(pango_attr_foreground_alpha_new(c16(color.alpha)))
    }
    if a.kern != 0 { insert(pango_attr_letter_spacing_new(pango_units_from_double(Double(a.kern)))) }
    if a.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
    if a.strikethrough { insert(pango_attr_strikethrough_new(1)) }
    if a.baselineOffset != 0 { insert(pango_attr_rise_new(pango_units_from_double(Double(a.baselineOffset)))) }
  }

  /// How many characters no pinned font has a glyph for (each would draw as a box).
  package var unknownGlyphCount: Int { library.withPango { Int(pango_layout_get_unknown_glyphs_count(layout)) } }

  /// Draws the visible lines with their container's top-left corner at `origin`; runs without a color use
  /// `defaultColor`. A positive `emboldenBy` also strokes the glyph outlines that wide (synthetic bold).
  package func draw(
    in context: CGContext, at origin: CGPoint, defaultColor: CGColor = .black, emboldenBy strokeWidth: CGFloat = 0
  ) {
    library.withPango {
      let cr = context.cairo
      cairo_save(cr)
      if isTruncated && pango_layout_is_ellipsized(layout) == 0 {
        cairo_rectangle(cr, Double(origin.x) - 1e4, Double(origin.y), 2e4, Double(size.height))
        cairo_clip(cr)
      }
      cairo_set_source_rgba(
        cr, Double(defaultColor.red), Double(defaultColor.green), Double(defaultColor.blue), Double(defaultColor.alpha))
      cairo_move_to(cr, Double(origin.x), Double(origin.y))
      if strokeWidth > 0 {
        pango_cairo_layout_path(cr, layout)
        cairo_fill_preserve(cr)
        cairo_set_line_width(cr, Double(strokeWidth))
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
      } else {
        pango_cairo_show_layout(cr, layout)
      }
      cairo_restore(cr)
    }
  }

  /// How many ellipsis runs ("…") Pango inserted where text was cut.
  package var ellipsisRunCount: Int {
    library.withPango {
      var count = 0
      let iter = pango_layout_get_iter(layout)!
      defer { pango_layout_iter_free(iter) }
      repeat {
        if let run = pango_layout_iter_get_run_readonly(iter),
          Int32(run.pointee.item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0
        {
          count += 1
        }
      } while pango_layout_iter_next_run(iter) != 0
      return count
    }
  }

  /// The ink (painted) bounds of the visible text relative to the container's top-left corner.
  package var inkBounds: CGRect {
    library.withPango {
      var ink = PangoRectangle()
      pango_layout_get_extents(layout, &ink, nil)
      return CGRect(
        x: pango_units_to_double(ink.x), y: pango_units_to_double(ink.y), width: pango_units_to_double(ink.width),
        height: pango_units_to_double(ink.height))
    }
  }
}
