import Foundation
import Synchronization
import TandemGraphics

/// A color, fixed or resolved from traits (light/dark), in sRGB.
open class UIColor: NSObject, @unchecked Sendable, _ExpressibleByColorLiteral {
  private enum Storage {
    case fixed(CGColor)
    case dynamic(@Sendable (UITraitCollection) -> UIColor)
  }
  private let storage: Storage
  /// The name of a system color, for descriptions.
  private let systemName: String?

  /// A color from sRGB components (0...1).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .fixed(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    systemName = nil
  }

  /// A gray color.
  public init(white: CGFloat, alpha: CGFloat) {
    storage = .fixed(CGColor(gray: white, alpha: alpha))
    systemName = nil
  }

  /// A color from a CGColor.
  public init(cgColor: CGColor) {
    storage = .fixed(cgColor)
    systemName = nil
  }

  /// A color whose value is computed from the traits it is resolved with.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    storage = .dynamic(dynamicProvider)
    systemName = nil
  }

  /// A color from hue, saturation and brightness (0...1).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch Int(h) {
      case 0: (c, x, 0)
      case 1: (x, c, 0)
      case 2: (0, c, x)
      case 3: (0, x, c)
      case 4: (x, 0, c)
      default: (c, 0, x)
      }
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }

  /// The color literal initializer (`#colorLiteral(red:green:blue:alpha:)`).
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  private init(system name: String, light: CGColor, dark: CGColor) {
    systemName = name
    if light == dark {
      storage = .fixed(light)
    } else {
      let l = UIColor(cgColor: light)
      let d = UIColor(cgColor: dark)
      storage = .dynamic { $0.userInterfaceStyle == .dark ? d : l }
    }
  }

  /// A color set from the app's asset catalogs (main bundle and SwiftPM resource bundles), or nil.
  public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

  /// A color set from the asset catalogs of `bundle` (nil: the app's), resolved for `traitCollection` if given.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard let light = AssetLookup.color(named: name, in: bundle, appearance: .light) else { return nil }
    let dark = AssetLookup.color(named: name, in: bundle, appearance: .dark) ?? light
    if let traitCollection {
      self.init(cgColor: traitCollection.userInterfaceStyle == .dark ? dark : light)
    } else {
      self.init(system: name, light: light, dark: dark)
    }
  }

  /// The color for the given traits (a fixed color returns itself).
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    switch storage {
    case .fixed: self
    case .dynamic(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
    }
  }

  /// The color as a CGColor, resolved with `UITraitCollection.current`.
  open var cgColor: CGColor { resolvedCGColor(UITraitCollection.current) }

  /// The CGColor of the color resolved for `traits`.
  package func resolvedCGColor(_ traits: UITraitCollection) -> CGColor {
    switch storage {
    case .fixed(let color): color
    case .dynamic(let provider): provider(traits).resolvedCGColor(traits)
    }
  }

  /// Whether the color depends on traits.
  package var isDynamic: Bool {
    if case .dynamic = storage { return true }
    return false
  }

  /// The color with another alpha (a dynamic color stays dynamic).
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch storage {
    case .fixed(let color): return UIColor(cgColor: color.copy(alpha: alpha)!)
    case .dynamic(let provider): return UIColor { provider($0).withAlphaComponent(alpha) }
    }
  }

  /// Reads the sRGB components of the color resolved with the current traits.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = cgColor.components!
    red?.pointee = c[0]
    green?.pointee = c[1]
    blue?.pointee = c[2]
    alpha?.pointee = c[3]
    return true
  }

  /// Reads the gray level (the mean of red, green and blue) and alpha.
  @discardableResult
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = cgColor.components!
    white?.pointee = (c[0] + c[1] + c[2]) / 3
    alpha?.pointee = c[3]
    return true
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if self === other { return true }
    if case .fixed(let a) = storage, case .fixed(let b) = other.storage { return a == b }
    if let name = systemName, name == other.systemName, isDynamic == other.isDynamic { return true }
    return false
  }

  open override var hash: Int {
    if case .fixed(let c) = storage { return c.hashValue }
    return ObjectIdentifier(self).hashValue
  }

  open override var description: String {
    if let systemName { return "<UIDynamicSystemColor: \(systemName)>" }
    let c = cgColor.components!
    return String(format: "UIExtendedSRGBColorSpace %g %g %g %g", c[0], c[1], c[2], c[3])
  }

  // MARK: Fixed colors

  private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
  }
  private static let systemColors = Mutex<[String: UIColor]>([:])

  /// The shared instance of a system color (one object per name, as on iOS; its colors are made only the first
  /// time).
  private static func system(
    _ name: String, _ light: @autoclosure () -> CGColor, _ dark: @autoclosure () -> CGColor
  ) -> UIColor {
    systemColors.withLock { colors in
      if let existing = colors[name] { return existing }
      let made = UIColor(system: name, light: light(), dark: dark())
      colors[name] = made
      return made
    }
  }

  // Shared instances, as on iOS (a fixed color is immutable): reading one allocates nothing.
  private static let fixedBlack = UIColor(white: 0, alpha: 1)
  private static let fixedDarkGray = UIColor(white: 1 / 3, alpha: 1)
  private static let fixedLightGray = UIColor(white: 2 / 3, alpha: 1)
  private static let fixedWhite = UIColor(white: 1, alpha: 1)
  private static let fixedGray = UIColor(white: 0.5, alpha: 1)
  private static let fixedRed = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  private static let fixedGreen = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  private static let fixedBlue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  private static let fixedCyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  private static let fixedYellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  private static let fixedMagenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  private static let fixedOrange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  private static let fixedPurple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  private static let fixedBrown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  private static let fixedClear = UIColor(white: 0, alpha: 0)
  private static let fixedLightText = UIColor(white: 1, alpha: 0.6)
  private static let fixedDarkText = UIColor(white: 0, alpha: 1)

  public class var black: UIColor { fixedBlack }
  public class var darkGray: UIColor { fixedDarkGray }
  public class var lightGray: UIColor { fixedLightGray }
  public class var white: UIColor { fixedWhite }
  public class var gray: UIColor { fixedGray }
  public class var red: UIColor { fixedRed }
  public class var green: UIColor { fixedGreen }
  public class var blue: UIColor { fixedBlue }
  public class var cyan: UIColor { fixedCyan }
  public class var yellow: UIColor { fixedYellow }
  public class var magenta: UIColor { fixedMagenta }
  public class var orange: UIColor { fixedOrange }
  public class var purple: UIColor { fixedPurple }
  public class var brown: UIColor { fixedBrown }
  public class var clear: UIColor { fixedClear }
  public class var lightText: UIColor { fixedLightText }
  public class var darkText: UIColor { fixedDarkText }

  // MARK: System colors (iOS 16/17 values; ../shared/reference/ios-reference.md §2)

  public class var systemRed: UIColor { system("systemRedColor", rgb(255, 59, 48), rgb(255, 69, 58)) }
  public class var systemOrange: UIColor { system("systemOrangeColor", rgb(255, 149, 0), rgb(255, 159, 10)) }
  public class var systemYellow: UIColor { system("systemYellowColor", rgb(255, 204, 0), rgb(255, 214, 10)) }
  public class var systemGreen: UIColor { system("systemGreenColor", rgb(52, 199, 89), rgb(48, 209, 88)) }
  public class var systemMint: UIColor { system("systemMintColor", rgb(0, 199, 190), rgb(102, 212, 207)) }
  public class var systemTeal: UIColor { system("systemTealColor", rgb(48, 176, 199), rgb(64, 200, 224)) }
  public class var systemCyan: UIColor { system("systemCyanColor", rgb(50, 173, 230), rgb(100, 210, 255)) }
  public class var systemBlue: UIColor { system("systemBlueColor", rgb(0, 122, 255), rgb(10, 132, 255)) }
  public class var systemIndigo: UIColor { system("systemIndigoColor", rgb(88, 86, 214), rgb(94, 92, 230)) }
  public class var systemPurple: UIColor { system("systemPurpleColor", rgb(175, 82, 222), rgb(191, 90, 242)) }
  public class var systemPink: UIColor { system("systemPinkColor", rgb(255, 45, 85), rgb(255, 55, 95)) }
  public class var systemBrown: UIColor { system("systemBrownColor", rgb(162, 132, 94), rgb(172, 142, 104)) }
  public class var systemGray: UIColor { system("systemGrayColor", rgb(142, 142, 147), rgb(142, 142, 147)) }
  public class var systemGray2: UIColor { system("systemGray2Color", rgb(174, 174, 178), rgb(99, 99, 102)) }
  public class var systemGray3: UIColor { system("systemGray3Color", rgb(199, 199, 204), rgb(72, 72, 74)) }
  public class var systemGray4: UIColor { system("systemGray4Color", rgb(209, 209, 214), rgb(58, 58, 60)) }
  public class var systemGray5: UIColor { system("systemGray5Color", rgb(229, 229, 234), rgb(44, 44, 46)) }
  public class var systemGray6: UIColor { system("systemGray6Color", rgb(242, 242, 247), rgb(28, 28, 30)) }

  public class var label: UIColor { system("labelColor", rgb(0, 0, 0), rgb(255, 255, 255)) }
  public class var secondaryLabel: UIColor {
    system("secondaryLabelColor", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
  }
  public class var tertiaryLabel: UIColor {
    system("tertiaryLabelColor", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
  }
  public class var quaternaryLabel: UIColor {
    system("quaternaryLabelColor", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
  }
  public class var placeholderText: UIColor {
    system("placeholderTextColor", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
  }
  public class var link: UIColor { system("linkColor", rgb(0, 122, 255), rgb(9, 132, 255)) }
  public class var separator: UIColor { system("separatorColor", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)) }
  public class var opaqueSeparator: UIColor { system("opaqueSeparatorColor", rgb(198, 198, 200), rgb(56, 56, 58)) }
  public class var systemFill: UIColor { system("systemFillColor", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)) }
  public class var secondarySystemFill: UIColor {
    system("secondarySystemFillColor", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
  }
  public class var tertiarySystemFill: UIColor {
    system("tertiarySystemFillColor", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
  }
  public class var quaternarySystemFill: UIColor {
    system("quaternarySystemFillColor", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
  }
  public class var systemBackground: UIColor { system("systemBackgroundColor", rgb(255, 255, 255), rgb(0, 0, 0)) }
  public class var secondarySystemBackground: UIColor {
    system("secondarySystemBackgroundColor", rgb(242, 242, 247), rgb(28, 28, 30))
  }
  public class var tertiarySystemBackground: UIColor {
    system("tertiarySystemBackgroundColor", rgb(255, 255, 255), rgb(44, 44, 46))
  }
  public class var systemGroupedBackground: UIColor {
    system("systemGroupedBackgroundColor", rgb(242, 242, 247), rgb(0, 0, 0))
  }
  public class var secondarySystemGroupedBackground: UIColor {
    system("secondarySystemGroupedBackgroundColor", rgb(255, 255, 255), rgb(28, 28, 30))
  }
  public class var tertiarySystemGroupedBackground: UIColor {
    system("tertiarySystemGroupedBackgroundColor", rgb(242, 242, 247), rgb(44, 44, 46))
  }
  /// The tint color.
  ///
  /// Linux: resolves to the default tint (system blue) rather than the tint of the view it is used in.
  public class var tintColor: UIColor { systemBlue }
}
