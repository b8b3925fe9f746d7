import Foundation
import TandemKit

/// A color that adapts to the environment (light/dark); as a view it fills the space it is offered.
public struct Color: Hashable, Sendable, View, PrimitiveView {
  package let uiColor: UIColor
  private let opacityFactor: Double

  /// A color from a UIKit color (dynamic colors keep resolving against the environment).
  public init(uiColor: UIColor) {
    self.uiColor = uiColor
    opacityFactor = 1
  }
  /// A color from sRGB components.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(uiColor: UIColor(red: red, green: green, blue: blue, alpha: opacity))
  }
  /// A gray.
  public init(white: Double, opacity: Double = 1) { self.init(uiColor: UIColor(white: white, alpha: opacity)) }
  /// A color from hue, saturation and brightness.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init(uiColor: UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
  }
  private init(uiColor: UIColor, opacityFactor: Double) {
    self.uiColor = uiColor
    self.opacityFactor = opacityFactor
  }

  /// This color with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color { Color(uiColor: uiColor, opacityFactor: opacityFactor * opacity) }

  /// The color in an environment.
  package func resolve(in environment: EnvironmentValues) -> CGColor {
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

  package func makeContent() -> any NodeContent { ColorContent() }

  public static let black = Color(uiColor: .black)
  public static let white = Color(uiColor: .white)
  public static let clear = Color(uiColor: .clear)
  public static let red = Color(uiColor: .systemRed)
  public static let orange = Color(uiColor: .systemOrange)
  public static let yellow = Color(uiColor: .systemYellow)
  public static let green = Color(uiColor: .systemGreen)
  public static let mint = Color(uiColor: .systemMint)
  public static let teal = Color(uiColor: .systemTeal)
  public static let cyan = Color(uiColor: .systemCyan)
  public static let blue = Color(uiColor: .systemBlue)
  public static let indigo = Color(uiColor: .systemIndigo)
  public static let purple = Color(uiColor: .systemPurple)
  public static let pink = Color(uiColor: .systemPink)
  public static let brown = Color(uiColor: .systemBrown)
  public static let gray = Color(uiColor: .systemGray)
  /// The primary content color (UIKit `label`).
  public static let primary = Color(uiColor: .label)
  /// The secondary content color (UIKit `secondaryLabel`).
  public static let secondary = Color(uiColor: .secondaryLabel)
  /// The app's accent color (system blue unless the asset catalog's AccentColor says otherwise).
  public static let accentColor = Color(uiColor: UIColor(named: "AccentColor") ?? .systemBlue)
}

/// Fills its whole frame with the color.
final class ColorContent: NodeContent {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {
    guard let color = node.view as? Color else { return }
    context.setFillColor(color.resolve(in: node.environment))
    context.fill(bounds)
  }
}
