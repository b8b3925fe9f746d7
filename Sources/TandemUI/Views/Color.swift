import Foundation
import TandemKit

/// A color that adapts to the environment (light/dark); as a view it fills the space it is offered.
nonisolated public struct Color: Hashable, Sendable, View, PrimitiveView {
  package let uiColor: UIColor
  private let opacityFactor: Double

  /// A color from a UIKit color (dynamic colors keep resolving against the environment).
  nonisolated public init(uiColor: UIColor) {
    self.uiColor = uiColor
    opacityFactor = 1
  }
  /// A color from a UIKit color (what `Color(#colorLiteral(…))` passes).
  nonisolated public init(_ color: UIColor) { self.init(uiColor: color) }
  /// The color set `name` from the asset catalogs of `bundle` (nil: the app's), light and dark. A missing set draws
  /// clear and logs Apple's "No color named '…' found in asset catalog" once.
  nonisolated public init(_ name: String, bundle: Bundle? = nil) {
    if let color = UIColor(named: name, in: bundle, compatibleWith: nil) {
      self.init(uiColor: color)
    } else {
      Diagnostics.warnOnce(
        key: "color:\(name)",
        "No color named '\(name)' found in asset catalog for \(bundle?.bundlePath ?? "main bundle")")
      self.init(uiColor: .clear)
    }
  }
  /// A color from sRGB components.
  nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(uiColor: UIColor(red: red, green: green, blue: blue, alpha: opacity))
  }
  /// A gray.
  nonisolated public init(white: Double, opacity: Double = 1) {
    self.init(uiColor: UIColor(white: white, alpha: opacity))
  }
  /// A color from hue, saturation and brightness.
  nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init(uiColor: UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
  }
  private init(uiColor: UIColor, opacityFactor: Double) {
    self.uiColor = uiColor
    self.opacityFactor = opacityFactor
  }

  /// This color with its opacity multiplied by `opacity`.
  nonisolated public func opacity(_ opacity: Double) -> Color {
    Color(uiColor: uiColor, opacityFactor: opacityFactor * opacity)
  }

  /// The color as a UIKit color (its opacity applied).
  package var platformColor: UIColor {
    guard opacityFactor != 1 else { return uiColor }
    let base = uiColor
    let factor = opacityFactor
    return UIColor { traits in
      let resolved = base.resolvedColor(with: traits).cgColor
      return base.resolvedColor(with: traits).withAlphaComponent(resolved.alpha * factor)
    }
  }

  /// The color in an environment.
  @MainActor package func resolve(in environment: EnvironmentValues) -> CGColor {
    let c = uiColor.resolvedColor(with: environment.traits).cgColor
    guard opacityFactor != 1 else { return c }
    let k = c.components!
    return CGColor(red: k[0], green: k[1], blue: k[2], alpha: k[3] * opacityFactor)
  }

  nonisolated public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.uiColor.isEqual(rhs.uiColor) && lhs.opacityFactor == rhs.opacityFactor
  }
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(uiColor.hash)
    hasher.combine(opacityFactor)
  }

  @MainActor package func makeContent() -> any NodeContent { ColorContent() }

  nonisolated public static let black = Color(uiColor: .black)
  nonisolated public static let white = Color(uiColor: .white)
  nonisolated public static let clear = Color(uiColor: .clear)
  nonisolated public static let red = Color(uiColor: .systemRed)
  nonisolated public static let orange = Color(uiColor: .systemOrange)
  nonisolated public static let yellow = Color(uiColor: .systemYellow)
  nonisolated public static let green = Color(uiColor: .systemGreen)
  nonisolated public static let mint = Color(uiColor: .systemMint)
  nonisolated public static let teal = Color(uiColor: .systemTeal)
  nonisolated public static let cyan = Color(uiColor: .systemCyan)
  nonisolated public static let blue = Color(uiColor: .systemBlue)
  nonisolated public static let indigo = Color(uiColor: .systemIndigo)
  nonisolated public static let purple = Color(uiColor: .systemPurple)
  nonisolated public static let pink = Color(uiColor: .systemPink)
  nonisolated public static let brown = Color(uiColor: .systemBrown)
  nonisolated public static let gray = Color(uiColor: .systemGray)
  /// The primary content color (UIKit `label`).
  nonisolated public static let primary = Color(uiColor: .label)
  /// The secondary content color (UIKit `secondaryLabel`).
  nonisolated public static let secondary = Color(uiColor: .secondaryLabel)
  /// The app's accent color (system blue unless the asset catalog's AccentColor says otherwise).
  nonisolated public static let accentColor = Color(uiColor: UIColor(named: "AccentColor") ?? .systemBlue)
}

/// Fills its whole frame with the color; an animated change of color travels to the new one.
final class ColorContent: NodeContent {
  private let presented = PresentedAttribute<AnimatableColor>("SwiftUI.color")
  func update(from view: any View, node: ViewNode) {
    guard let color = view as? Color else { return }
    presented.update(color, node: node)
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {
    guard let color = node.view as? Color else { return }
    context.setFillColor(presented.presentedColor ?? color.resolve(in: node.environment))
    context.fill(bounds)
  }
}

extension Color: _ExpressibleByColorLiteral {
  /// The color a `#colorLiteral(red:green:blue:alpha:)` names, where a `Color` is expected (sRGB components).
  nonisolated public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}
