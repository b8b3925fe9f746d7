import Foundation
import TandemKit

/// A resolved color as animation data: its components in linear light (alpha apart), so a color animated from
/// one to another passes through the mixes SwiftUI shows rather than the darker ones sRGB arithmetic gives.
struct AnimatableColor: VectorArithmetic {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double

  init(red: Double, green: Double, blue: Double, alpha: Double) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// The data of an sRGB color.
  init(_ color: CGColor) {
    let k = color.components ?? [0, 0, 0, 0]
    let rgba: [CGFloat] = k.count >= 4 ? Array(k.prefix(4)) : [k[0], k[0], k[0], k.count > 1 ? k[1] : 1]
    self.init(
      red: Self.linear(rgba[0]), green: Self.linear(rgba[1]), blue: Self.linear(rgba[2]), alpha: Double(rgba[3]))
  }

  /// The sRGB color of the data.
  var cgColor: CGColor {
    CGColor(
      red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue),
      alpha: CGFloat(min(max(alpha, 0), 1)))
  }

  private static func linear(_ c: CGFloat) -> Double {
    let v = Double(c)
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }
  private static func encoded(_ v: Double) -> CGFloat {
    let c = min(max(v, 0), 1)
    return CGFloat(c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055)
  }

  static var zero: AnimatableColor { AnimatableColor(red: 0, green: 0, blue: 0, alpha: 0) }
  static func + (a: AnimatableColor, b: AnimatableColor) -> AnimatableColor {
    AnimatableColor(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
  }
  static func - (a: AnimatableColor, b: AnimatableColor) -> AnimatableColor {
    AnimatableColor(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha)
  }
  mutating func scale(by rhs: Double) {
    (red, green, blue, alpha) = (red * rhs, green * rhs, blue * rhs, alpha * rhs)
  }
  var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }
}

extension PresentedAttribute where Value == AnimatableColor {
  /// Takes a color resolved in the node's environment: an animated change travels from what shows.
  func update(_ color: Color, node: ViewNode) {
    update(AnimatableColor(color.resolve(in: node.environment)), node: node)
  }
  /// The color shown while an animation moves it (nil: the model's own shows).
  var presentedColor: CGColor? { presented?.cgColor }
}
