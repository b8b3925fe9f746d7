import Foundation
import TandemGraphics

/// An image: a bitmap with a scale, or an SF Symbol drawn from the symbol font.
open class UIImage: NSObject, @unchecked Sendable, _ExpressibleByImageLiteral {
  /// How an image uses its own colors.
  public enum RenderingMode: Int, Sendable {
    /// Symbols are templates, bitmaps keep their colors.
    case automatic
    /// Draw the image's own colors.
    case alwaysOriginal
    /// Draw the image's alpha in the tint color.
    case alwaysTemplate
  }

  /// The orientation of the pixels.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The relative size of a symbol.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    var engine: SymbolScaleName {
      switch self {
      case .small: .small
      case .large: .large
      default: .medium
      }
    }
  }

  /// The weight of a symbol's strokes.
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    var fontWeight: UIFont.Weight {
      switch self {
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      default: .regular
      }
    }
  }

  /// Point size, weight, scale or text style for symbol images; unset values come from the default (body, regular,
  /// medium).
  public final class SymbolConfiguration: NSObject, @unchecked Sendable {
    /// How the symbol's layers take color.
    enum Colors {
      case monochrome, multicolor
      case hierarchical(UIColor)
      case palette([UIColor])
    }
    let pointSize: CGFloat?
    let weight: SymbolWeight?
    let scale: SymbolScale?
    let textStyle: UIFont.TextStyle?
    let colors: Colors?

    init(
      pointSize: CGFloat?, weight: SymbolWeight?, scale: SymbolScale?, textStyle: UIFont.TextStyle?,
      colors: Colors? = nil
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      self.colors = colors
    }
    /// Hierarchical color: the primary layer in `hierarchicalColor`, the secondary in it at a lower opacity.
    public convenience init(hierarchicalColor: UIColor) {
      self.init(pointSize: nil, weight: nil, scale: nil, textStyle: nil, colors: .hierarchical(hierarchicalColor))
    }
    /// Palette colors: the symbol's layers in these colors, in order (the last one for the layers after it).
    public convenience init(paletteColors: [UIColor]) {
      self.init(pointSize: nil, weight: nil, scale: nil, textStyle: nil, colors: .palette(paletteColors))
    }
    /// The symbol's own colors. Linux: Tandem's symbol glyphs carry no color annotations, so they draw in the tint
    /// as in monochrome, as SF Symbols without multicolor annotations do.
    public static func preferringMulticolor() -> SymbolConfiguration {
      SymbolConfiguration(pointSize: nil, weight: nil, scale: nil, textStyle: nil, colors: .multicolor)
    }
    /// The symbol's own colors (see `preferringMulticolor()`).
    public static func configurationPreferringMulticolor() -> SymbolConfiguration { preferringMulticolor() }
    /// One color for every layer: the tint.
    public static func configurationPreferringMonochrome() -> SymbolConfiguration {
      SymbolConfiguration(pointSize: nil, weight: nil, scale: nil, textStyle: nil, colors: .monochrome)
    }
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: nil, scale: nil, textStyle: nil)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: nil, textStyle: nil)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: nil, weight: weight, scale: nil, textStyle: nil)
    }
    public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale, textStyle: nil) }
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle)
    }
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(pointSize: nil, weight: nil, scale: scale, textStyle: textStyle)
    }
    public convenience init(font: UIFont) {
      self.init(pointSize: font.pointSize, weight: SymbolConfiguration.weight(of: font), scale: nil, textStyle: nil)
    }
    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init(pointSize: font.pointSize, weight: SymbolConfiguration.weight(of: font), scale: scale, textStyle: nil)
    }
    static func weight(of font: UIFont) -> SymbolWeight {
      let all: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
      return all.min {
        abs($0.fontWeight.rawValue - font.engineFont.weight) < abs($1.fontWeight.rawValue - font.engineFont.weight)
      }!
    }
    /// This configuration with `other`'s set values on top.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize ?? (other.textStyle == nil ? pointSize : nil), weight: other.weight ?? weight,
        scale: other.scale ?? scale, textStyle: other.textStyle ?? (other.pointSize == nil ? textStyle : nil),
        colors: other.colors ?? colors)
    }
    /// The empty configuration.
    public static var unspecified: SymbolConfiguration {
      SymbolConfiguration(pointSize: nil, weight: nil, scale: nil, textStyle: nil)
    }

    var resolvedPointSize: CGFloat {
      pointSize ?? DynamicType.metrics(for: (textStyle ?? .body).engineStyle).size
    }
    var resolvedWeight: CGFloat {
      if let weight { return weight.fontWeight.rawValue }
      return textStyle.map { DynamicType.metrics(for: $0.engineStyle).weight } ?? 0
    }
  }

  private enum Content {
    case bitmap(CGImage)
    case symbol(name: String, layout: SymbolLayout)
  }
  private let content: Content
  /// Pixels per point.
  public let scale: CGFloat
  /// How the image uses its colors.
  public let renderingMode: RenderingMode
  /// The color a template or tinted image is drawn in, if fixed.
  package let tint: UIColor?
  /// The symbol configuration, for symbol images.
  public let symbolConfiguration: SymbolConfiguration?
  public var imageOrientation: Orientation { .up }

  private init(
    content: Content, scale: CGFloat, renderingMode: RenderingMode, tint: UIColor?, configuration: SymbolConfiguration?
  ) {
    self.content = content
    self.scale = scale
    self.renderingMode = renderingMode
    self.tint = tint
    symbolConfiguration = configuration
  }

  /// An image of a CGImage at scale 1.
  public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

  /// An image of a CGImage at a scale.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init(content: .bitmap(cgImage), scale: scale, renderingMode: .automatic, tint: nil, configuration: nil)
  }

  /// An image decoded from PNG or JPEG data, or nil (with a diagnostic) when the data cannot be decoded.
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }

  /// An image decoded from PNG or JPEG data at a scale, or nil (with a diagnostic).
  public convenience init?(data: Data, scale: CGFloat) {
    switch ImageCodec.decode(data) {
    case .success(let image): self.init(cgImage: image, scale: scale, orientation: .up)
    case .failure(let error):
      Diagnostics.warn("UIImage(data:): \(error.description)")
      return nil
    }
  }

  /// An image read from a PNG or JPEG file; a `@2x`/`@3x` suffix sets the scale.
  public convenience init?(contentsOfFile path: String) {
    let url = URL(fileURLWithPath: path)
    switch ImageCodec.decode(contentsOf: url) {
    case .success(let image):
      let name = url.deletingPathExtension().lastPathComponent
      let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
      self.init(cgImage: image, scale: scale, orientation: .up)
    case .failure(let error):
      Diagnostics.warn("UIImage(contentsOfFile:): \(error.description)")
      return nil
    }
  }

  /// An image set from the app's asset catalogs (main bundle and SwiftPM resource bundles), or nil.
  public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

  /// An image set from the asset catalogs of `bundle` (nil: the app's) for the traits' scale and appearance.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    let traits = traitCollection ?? UITraitCollection.current
    let appearance: AssetAppearance = traits.userInterfaceStyle == .dark ? .dark : .light
    let scale = traits.displayScale > 0 ? traits.displayScale : 3
    guard let (image, imageScale) = AssetLookup.image(named: name, in: bundle, scale: scale, appearance: appearance)
    else { return nil }
    self.init(cgImage: image, scale: imageScale, orientation: .up)
  }

  /// The image set `name` from the app's asset catalogs, as `#imageLiteral(resourceName:)` makes it; traps, naming
  /// the image, when the catalogs have none.
  public required convenience init(imageLiteralResourceName name: String) {
    guard let found = UIImage(named: name), let image = found.cgImage else {
      fatalError("#imageLiteral(resourceName: \"\(name)\"): no image set named '\(name)' in the app's asset catalogs")
    }
    self.init(cgImage: image, scale: found.scale, orientation: .up)
  }

  /// The SF Symbol `name` with the default configuration, or nil when Tandem has no glyph for it.
  public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

  /// The SF Symbol `name` with a configuration, or nil when Tandem has no glyph for it.
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    let config = configuration ?? .unspecified
    guard SymbolCatalog.contains(name),
      let layout = SymbolLayout(
        name: name, pointSize: config.resolvedPointSize, weight: config.resolvedWeight,
        scale: (config.scale ?? .medium).engine)
    else { return nil }
    self.init(
      content: .symbol(name: name, layout: layout), scale: UIImage.defaultScale, renderingMode: .automatic, tint: nil,
      configuration: config)
  }

  static var defaultScale: CGFloat {
    let scale = UITraitCollection.current.displayScale
    return scale > 0 ? scale : 3
  }

  /// Whether this is an SF Symbol image.
  public var isSymbolImage: Bool {
    if case .symbol = content { return true }
    return false
  }

  /// The symbol's name, for symbol images.
  package var symbolName: String? {
    if case .symbol(let name, _) = content { return name }
    return nil
  }

  /// The size in points.
  open var size: CGSize {
    switch content {
    case .bitmap(let image): CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
    case .symbol(_, let layout): layout.inkRect.size
    }
  }

  /// For symbol images, the distance from the bottom of the image up to the text baseline it aligns to.
  public var baselineOffsetFromBottom: CGFloat? {
    if case .symbol(_, let layout) = content { return layout.inkRect.maxY }
    return nil
  }

  /// Whether the image draws in a tint rather than its own colors.
  package var isTemplate: Bool {
    switch renderingMode {
    case .alwaysTemplate: true
    case .alwaysOriginal: false
    case .automatic: isSymbolImage
    }
  }

  /// The bitmap (symbols are rasterised at the image's scale in their tint, or black).
  open var cgImage: CGImage? {
    switch content {
    case .bitmap(let image): return tint == nil ? image : rendered().cgImageOfBitmap
    case .symbol: return rendered().cgImageOfBitmap
    }
  }

  private var cgImageOfBitmap: CGImage? {
    if case .bitmap(let image) = content { return image }
    return nil
  }

  private func rendered() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw(at: .zero) }
  }

  /// A copy drawn in `color` (the image's alpha filled with the color).
  open func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysOriginal) }

  /// A copy drawn in `color` with a rendering mode.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(
      content: content, scale: scale, renderingMode: renderingMode, tint: color, configuration: symbolConfiguration)
  }

  /// A copy with another rendering mode.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      content: content, scale: scale, renderingMode: renderingMode, tint: tint, configuration: symbolConfiguration)
  }

  /// A symbol image with the configuration applied on top of its own (bitmaps are returned unchanged).
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard case .symbol(let name, _) = content else { return self }
    let merged = (symbolConfiguration ?? .unspecified).applying(configuration)
    guard let image = UIImage(systemName: name, withConfiguration: merged) else { return nil }
    return UIImage(
      content: image.content, scale: scale, renderingMode: renderingMode, tint: tint, configuration: merged)
  }

  /// A symbol image with a new configuration.
  open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    guard case .symbol(let name, _) = content,
      let image = UIImage(systemName: name, withConfiguration: configuration)
    else { return self }
    return UIImage(
      content: image.content, scale: scale, renderingMode: renderingMode, tint: tint, configuration: configuration)
  }

  /// Draws the image with its top-left corner at `point` in the current context.
  open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

  /// Draws the image scaled into `rect` in the current context, upright.
  open func draw(in rect: CGRect) { draw(in: rect, tint: nil) }

  /// Draws into `rect`; a template image takes `tint` (else its own tint, else black).
  package func draw(in rect: CGRect, tint fallback: CGColor?) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let color = tint?.cgColor ?? (isTemplate ? fallback ?? .black : nil)
    switch content {
    case .symbol(_, let layout):
      layout.draw(in: context, rect: rect, colors: symbolColors(color ?? .black))
    case .bitmap(let image):
      guard let color else { return context.drawImageUpright(image, in: rect) }
      // Fill the image's alpha with the tint.
      context.saveGState()
      context.beginGroup()
      context.drawImageUpright(image, in: rect)
      context.setBlendMode(.sourceIn)
      context.setFillColor(color)
      context.fill(rect)
      context.setBlendMode(.normal)
      context.endGroup(alpha: 1)
      context.restoreGState()
    }
  }

  /// The colors of a symbol's layers: the configuration's hierarchical or palette colors, else `color` for all.
  private func symbolColors(_ color: CGColor) -> SymbolColors {
    switch symbolConfiguration?.colors {
    case .hierarchical(let base): return .hierarchical(base.cgColor)
    case .palette(let colors):
      guard let first = colors.first else { return SymbolColors(color) }
      return SymbolColors(primary: first.cgColor, secondary: (colors.dropFirst().first ?? first).cgColor)
    case .monochrome, .multicolor, nil: return SymbolColors(color)
    }
  }

  /// The image encoded as PNG.
  open func pngData() -> Data? { cgImage?.pngData() }

  /// The image encoded as JPEG at a quality (0...1), composited over white.
  open func jpegData(compressionQuality: CGFloat) -> Data? {
    guard let image = cgImage else { return nil }
    return try? ImageCodec.jpegData(image, quality: compressionQuality).get()
  }
}

/// The image encoded as PNG.
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }
