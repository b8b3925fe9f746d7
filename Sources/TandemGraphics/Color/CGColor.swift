import Foundation

/// A color space; Tandem works in sRGB throughout.
///
/// Linux: only the sRGB (and its gray subset) spaces exist; device RGB is treated as sRGB.
public final class CGColorSpace: Sendable {
  /// The color space's name.
  public let name: String
  /// The number of color components, excluding alpha.
  public let numberOfComponents: Int

  init(name: String, numberOfComponents: Int) {
    self.name = name
    self.numberOfComponents = numberOfComponents
  }

  /// The standard sRGB color space name.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// The extended-range gray color space name.
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

  /// Creates a color space by name; returns nil for a space Tandem does not support.
  public convenience init?(name: String) {
    switch name {
    case CGColorSpace.sRGB: self.init(name: name, numberOfComponents: 3)
    case CGColorSpace.genericGrayGamma2_2: self.init(name: name, numberOfComponents: 1)
    default: return nil
    }
  }

  static let srgb = CGColorSpace(name: CGColorSpace.sRGB, numberOfComponents: 3)
}

/// Creates the device RGB color space (sRGB on Linux).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .srgb }

/// An immutable color in sRGB with alpha: red, green, blue and alpha components in 0...1, not premultiplied.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The color's red, green, blue and alpha components.
  public let components: [CGFloat]?
  /// The color's sRGB color space.
  public let colorSpace: CGColorSpace?

  /// Creates a color from sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
    colorSpace = .srgb
  }

  /// Creates an sRGB color from sRGB components (same as `init(red:green:blue:alpha:)`).
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a gray color.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The number of components including alpha (always 4).
  public var numberOfComponents: Int { 4 }
  /// The alpha component.
  public var alpha: CGFloat { components![3] }
  var red: CGFloat { components![0] }
  var green: CGFloat { components![1] }
  var blue: CGFloat { components![2] }

  /// A copy of the color with a new alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Opaque black.
  public static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
  public var description: String {
    "CGColor(sRGB \(red) \(green) \(blue) a \(alpha))"
  }

  /// The result of drawing `self` over `backdrop` with the source-over operator (Porter–Duff), unpremultiplied.
  public func composited(over backdrop: CGColor) -> CGColor {
    let sa = alpha
    let da = backdrop.alpha
    let outA = sa + da * (1 - sa)
    guard outA > 0 else { return .clear }
    func channel(_ s: CGFloat, _ d: CGFloat) -> CGFloat { (s * sa + d * da * (1 - sa)) / outA }
    return CGColor(
      red: channel(red, backdrop.red), green: channel(green, backdrop.green),
      blue: channel(blue, backdrop.blue), alpha: outA)
  }
}
