import Foundation
import TandemGraphics
import TandemKit

/// One of SwiftUI's color effects, applied to the view and its descendants drawn as one group.
nonisolated struct ColorEffectModifier: PrimitiveModifier {
  enum Effect: Equatable {
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case multiply(Color)
    case invert
  }
  let effect: Effect
  @MainActor func makeContent() -> any NodeContent { ColorEffectContent() }
}

/// Lays out as its content; draws it through the effect's color matrix.
final class ColorEffectContent: NodeContent, GroupColorFilter {
  func colorMatrix(node: ViewNode) -> ColorMatrix? {
    guard let effect = node.modifier(as: ColorEffectModifier.self)?.effect else { return nil }
    switch effect {
    case .brightness(let amount): return amount == 0 ? nil : .brightness(amount)
    case .contrast(let amount): return amount == 1 ? nil : .contrast(amount)
    case .saturation(let amount): return amount == 1 ? nil : .saturation(amount)
    case .grayscale(let amount): return amount == 0 ? nil : .saturation(1 - min(max(amount, 0), 1))
    case .hueRotation(let angle): return angle.radians == 0 ? nil : .hueRotation(angle.radians)
    case .multiply(let color):
      let parts = color.resolve(in: node.environment).components ?? [1, 1, 1, 1]
      return .multiply(
        red: Double(parts[0]), green: Double(parts[1]), blue: Double(parts[2]), alpha: Double(parts[3]))
    case .invert: return .invert
    }
  }
}

/// Content that draws its subtree as one group through a color matrix.
@MainActor package protocol GroupColorFilter {
  /// The matrix, or nil for none.
  func colorMatrix(node: ViewNode) -> ColorMatrix?
}

extension View {
  /// Brightens the view by `amount` (0 leaves it as is, 1 makes it white; negative amounts darken it).
  nonisolated public func brightness(_ amount: Double) -> some View {
    modifier(ColorEffectModifier(effect: .brightness(amount)))
  }
  /// Changes the view's contrast by a factor (1 leaves it as is, 0 makes it middle grey, negative inverts it).
  nonisolated public func contrast(_ amount: Double) -> some View {
    modifier(ColorEffectModifier(effect: .contrast(amount)))
  }
  /// Changes the view's color saturation by a factor (0 grey, 1 as is, above 1 more vivid).
  nonisolated public func saturation(_ amount: Double) -> some View {
    modifier(ColorEffectModifier(effect: .saturation(amount)))
  }
  /// Removes `amount` of the view's color (0 as is, 1 fully grey).
  nonisolated public func grayscale(_ amount: Double) -> some View {
    modifier(ColorEffectModifier(effect: .grayscale(amount)))
  }
  /// Rotates the hues of the view's colors by `angle`.
  nonisolated public func hueRotation(_ angle: Angle) -> some View {
    modifier(ColorEffectModifier(effect: .hueRotation(angle)))
  }
  /// Multiplies the view's colors (and opacity) by `color`.
  nonisolated public func colorMultiply(_ color: Color) -> some View {
    modifier(ColorEffectModifier(effect: .multiply(color)))
  }
  /// Inverts the view's colors.
  nonisolated public func colorInvert() -> some View { modifier(ColorEffectModifier(effect: .invert)) }
}
