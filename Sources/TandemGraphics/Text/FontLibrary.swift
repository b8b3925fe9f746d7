import CPangoCairo
import Foundation

/// The private font set and the one Pango context every measurement and drawing goes through.
///
/// Fonts are pinned: a private fontconfig configuration holds only Inter, Inter Display, the symbol icon fonts
/// (Phosphor, Material Design Icons, Material Icons), DejaVu Serif / Sans Mono and the Noto fallback faces of the scripts Inter lacks (Arabic, Hebrew,
/// Devanagari, Bengali, Tamil, Thai, Chinese/Japanese/Korean) and Noto Color Emoji, so output never depends on the
/// machine's other fonts. Text in those scripts falls back to them glyph by glyph (as iOS falls back from SF Pro);
/// emoji draw in color. The language is fixed (en-US), so which CJK face draws Han characters does not follow the
/// machine's locale. Hinting is off,
/// metrics are unhinted, antialiasing is grayscale and glyph positions are not rounded, which makes output
/// byte-identical across runs and machines. Pango objects are not thread-safe, so all Pango work happens under
/// `lock` (tests run in parallel).
package final class FontLibrary: @unchecked Sendable {
  /// The process-wide library; created on first use.
  package static let shared = FontLibrary()

  package let lock = NSRecursiveLock()
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  /// The font map (a `PangoFontMap *`), for raw Pango code comparing itself with Tandem's text (tandem-bench).
  package var pangoFontMap: UnsafeMutableRawPointer { UnsafeMutableRawPointer(fontMap) }
  package let context: OpaquePointer
  private var metricsCache: [FontDescriptor: FontMetricsValues] = [:]
  /// The most font metrics kept.
  package static let metricsCacheLimit = 1024
  /// How many font metrics are kept now.
  package var cachedMetricsCount: Int { withPango { metricsCache.count } }

  /// Directories searched for the pinned font files (TANDEM_FONT_DIRS, colon-separated, comes first).
  static var searchDirectories: [String] {
    let extra = ProcessInfo.processInfo.environment["TANDEM_FONT_DIRS"]?.split(separator: ":").map(String.init) ?? []
    return extra + [
      "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/material-design-icons-iconfont",
      FontLibrary.iconFontDirectory,
      "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto",
    ]
  }

  /// Where `make` installs the SF Symbols stand-ins from PyPI's qtawesome 1.4.2 wheel.
  static let iconFontDirectory = "/usr/local/share/fonts/tandem"
  /// The SF Symbols stand-ins: Phosphor 1.3.0 (MIT) and Material Design Icons 6.9.96 (Apache 2.0).
  static let iconFontFiles: Set<String> = ["phosphor-1.3.0.ttf", "materialdesignicons6-webfont-6.9.96.ttf"]

  /// The Noto fallback faces (Debian fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji): the scripts iOS draws
  /// that Inter has no glyphs for.
  static let fallbackFontFiles: Set<String> = [
    "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf",
    "NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf", "NotoSansBengali-Regular.ttf",
    "NotoSansBengali-Bold.ttf", "NotoSansTamil-Regular.ttf", "NotoSansTamil-Bold.ttf", "NotoSansThai-Regular.ttf",
    "NotoSansThai-Bold.ttf", "NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc", "NotoColorEmoji.ttf",
  ]

  /// The family Tandem draws emoji with (Apple Color Emoji's place).
  package static let emojiFamily = "Noto Color Emoji"

  /// The fontconfig rules of the private configuration. Every request falls back, in this order, to the Noto face
  /// of each script (so a script is never drawn by another family's partial coverage, such as DejaVu Sans Mono's
  /// Arabic), then to emoji; a bitmap face (the emoji: color bitmaps count as scalable, but have no outlines) is scaled to the requested size, as the system's
  /// `10-scale-bitmap-fonts.conf` does.
  static let fallbackRules = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <cachedir>/var/cache/fontconfig</cachedir>
      <match target="pattern">
        <edit name="family" mode="append_last">
          <string>Noto Sans Arabic</string>
          <string>Noto Sans Hebrew</string>
          <string>Noto Sans Devanagari</string>
          <string>Noto Sans Bengali</string>
          <string>Noto Sans Tamil</string>
          <string>Noto Sans Thai</string>
          <string>Noto Sans CJK SC</string>
          <string>\(emojiFamily)</string>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <name>pixelsizefixupfactor</name><double>0</double>
              <double>0</double><name>pixelsizefixupfactor</name>
            </matrix>
          </times>
        </edit>
      </match>
    </fontconfig>
    """

  /// The font files the library loads: every Inter face, the icon font, the DejaVu serif/mono faces and the Noto
  /// fallback faces.
  static func pinnedFontFiles() -> [String] {
    let fm = FileManager.default
    var files: [String] = []
    for dir in searchDirectories {
      guard let names = try? fm.contentsOfDirectory(atPath: dir) else { continue }
      for name in names.sorted() {
        let keep =
          (name.hasPrefix("Inter") && name.hasSuffix(".otf")) || name == "MaterialIcons-Regular.ttf"
          || iconFontFiles.contains(name)
          || (name.hasPrefix("DejaVuSerif") && !name.contains("Condensed"))
          || name.hasPrefix("DejaVuSansMono") || fallbackFontFiles.contains(name)
        if keep { files.append(dir + "/" + name) }
      }
    }
    return files
  }

  private init() {
    let files = FontLibrary.pinnedFontFiles()
    let names = Set(files.map { $0.split(separator: "/").last.map(String.init) ?? $0 })
    let missing =
      (["Inter-Regular.otf", "MaterialIcons-Regular.ttf"] + FontLibrary.iconFontFiles.sorted()
      + FontLibrary.fallbackFontFiles.sorted())
      .filter { !names.contains($0) }
    guard missing.isEmpty else {
      fatalError(
        "Tandem needs its pinned fonts (Debian packages fonts-inter, fonts-material-design-icons-iconfont, "
          + "fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji, and the icon fonts of PyPI's qtawesome "
          + "1.4.2 in \(FontLibrary.iconFontDirectory); `make` installs them). Missing: "
          + missing.joined(separator: ", ") + ". Searched: " + FontLibrary.searchDirectories.joined(separator: ", "))
    }
    let config = FcConfigCreate()!
    guard FcConfigParseAndLoadFromMemory(config, FontLibrary.fallbackRules, 1) != 0 else {
      fatalError("Tandem's fontconfig rules did not parse")
    }
    FontLibrary.addFonts(files, to: config)
    let map = pango_cairo_font_map_new()!
    pango_fc_font_map_set_config(tandem_fc_font_map(map), config)
    FcConfigDestroy(config)
    fontMap = map
    let ctx = pango_font_map_create_context(map)!
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(ctx, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(ctx, 0)
    // Not the machine's locale: the language picks among fallback faces (which CJK face draws Han characters).
    pango_context_set_language(ctx, pango_language_from_string("en-us"))
    pango_cairo_context_set_resolution(ctx, 72)
    context = ctx
  }

  /// Adds the font files to the configuration. The large fallback faces (CJK collections, emoji) are taken from
  /// the system's fontconfig caches of their folders when those are valid (Debian writes them as it installs the
  /// fonts), which spares scanning ~50 MB of font files at every start; files without a valid cache are scanned.
  private static func addFonts(_ files: [String], to config: OpaquePointer) {
    var remaining = Set(files)
    let small = files.filter { !fallbackFontFiles.contains(($0 as NSString).lastPathComponent) }
    for file in small {
      _ = FcConfigAppFontAddFile(config, file)
      remaining.remove(file)
    }
    if let application = FcConfigGetFonts(config, FcSetApplication) {
      for folder in Set(remaining.map { ($0 as NSString).deletingLastPathComponent }).sorted() {
        guard let cache = FcDirCacheLoad(folder, config, nil) else { continue }
        defer { FcDirCacheUnload(cache) }
        guard let set = FcCacheCopySet(cache) else { continue }
        defer { FcFontSetDestroy(set) }
        // The cache's order is the folder's: add the wanted faces in file order, as scanning would.
        var faces: [(file: String, index: Int32, pattern: OpaquePointer)] = []
        for index in 0..<Int(set.pointee.nfont) {
          guard let pattern = set.pointee.fonts[index] else { continue }
          var name: UnsafeMutablePointer<FcChar8>?
          guard FcPatternGetString(pattern, FC_FILE, 0, &name) == FcResultMatch, let name else { continue }
          let file = String(cString: name)
          guard remaining.contains(file) else { continue }
          var faceIndex: Int32 = 0
          _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &faceIndex)
          faces.append((file, faceIndex, pattern))
        }
        faces.sort { ($0.file, $0.index) < ($1.file, $1.index) }
        for face in faces {
          FcPatternReference(face.pattern)
          _ = FcFontSetAdd(application, face.pattern)
        }
        for face in faces { remaining.remove(face.file) }
      }
    }
    for file in files where remaining.contains(file) { _ = FcConfigAppFontAddFile(config, file) }
  }

  /// Runs `body` holding the Pango lock.
  package func withPango<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// The largest point size text is laid out and drawn at: FreeType refuses glyphs beyond 65 535 pixels, and a
  /// refused size leaves the shared font face broken for every later size (at 3× that is near 21 800 points).
  static let largestPointSize = 10_000.0

  /// A new Pango font description for `font` (the caller frees it); sizes beyond `largestPointSize` (or negative)
  /// are clamped.
  func pangoDescription(_ font: FontDescriptor) -> OpaquePointer {
    let desc = pango_font_description_new()!
    pango_font_description_set_family(desc, font.resolvedFamily)
    let size = min(max(Double(font.size), 0), FontLibrary.largestPointSize)
    pango_font_description_set_absolute_size(desc, size * Double(PANGO_SCALE))
    pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(font.weightClass)))
    pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return desc
  }

  /// The unhinted metrics of `font`, read from the font file through HarfBuzz.
  package func metrics(_ font: FontDescriptor) -> FontMetricsValues {
    withPango {
      if let cached = metricsCache[font] { return cached }
      let desc = pangoDescription(font)
      defer { pango_font_description_free(desc) }
      let pangoFont = pango_font_map_load_font(fontMap, context, desc)!
      defer { tandem_object_unref(UnsafeMutableRawPointer(pangoFont)) }
      let face = hb_font_get_face(pango_font_get_hb_font(pangoFont))!
      let unscaled = hb_font_create(face)!
      defer { hb_font_destroy(unscaled) }
      let upem = CGFloat(hb_face_get_upem(face))
      func value(_ tag: hb_ot_metrics_tag_t) -> CGFloat {
        var position: hb_position_t = 0
        hb_ot_metrics_get_position_with_fallback(unscaled, tag, &position)
        return CGFloat(position) / upem * font.size
      }
      let result = FontMetricsValues(
        pointSize: font.size,
        ascender: value(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
        descender: value(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
        leading: value(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP),
        capHeight: value(HB_OT_METRICS_TAG_CAP_HEIGHT),
        xHeight: value(HB_OT_METRICS_TAG_X_HEIGHT))
      // Sizes are continuous (an animated font size makes a new one each frame): the cache starts again when full.
      if metricsCache.count >= FontLibrary.metricsCacheLimit { metricsCache.removeAll(keepingCapacity: true) }
      metricsCache[font] = result
      return result
    }
  }
}

/// A font's vertical metrics in points, as UIFont exposes them (descender is negative).
package struct FontMetricsValues: Equatable, Sendable {
  package var pointSize: CGFloat
  package var ascender: CGFloat
  package var descender: CGFloat
  package var leading: CGFloat
  package var capHeight: CGFloat
  package var xHeight: CGFloat
  /// Ascender − descender + leading, as UIFont.lineHeight.
  package var lineHeight: CGFloat { ascender - descender + leading }
}
