import Foundation

/// A variant of a symbol: filled, slashed, or in a circle, square or rectangle (`heart` → `heart.circle.fill`).
nonisolated public struct SymbolVariants: Hashable, Sendable {
  enum Shape: Hashable, Sendable { case circle, square, rectangle }
  var shape: Shape?
  var filled = false
  var slashed = false

  /// No variant: the symbol as named.
  public static let none = SymbolVariants()
  /// The symbol in a circle.
  public static let circle = SymbolVariants(shape: .circle)
  /// The symbol in a square.
  public static let square = SymbolVariants(shape: .square)
  /// The symbol in a rectangle.
  public static let rectangle = SymbolVariants(shape: .rectangle)
  /// The filled symbol.
  public static let fill = SymbolVariants(filled: true)
  /// The symbol with a slash through it.
  public static let slash = SymbolVariants(slashed: true)

  /// This variant in a circle.
  public var circle: SymbolVariants { with { $0.shape = .circle } }
  /// This variant in a square.
  public var square: SymbolVariants { with { $0.shape = .square } }
  /// This variant in a rectangle.
  public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
  /// This variant filled.
  public var fill: SymbolVariants { with { $0.filled = true } }
  /// This variant slashed.
  public var slash: SymbolVariants { with { $0.slashed = true } }

  /// Whether this variant includes `other`'s parts.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.filled || filled) && (!other.slashed || slashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }

  /// The name of `base`'s variant: the suffixes SF Symbols names use (slash, then shape, then fill) that `base`
  /// does not have yet; parts with no such symbol are left out, as SwiftUI falls back to the symbol without them.
  func name(for base: String, exists: (String) -> Bool) -> String {
    guard self != .none else { return base }
    let shapeSuffix = shape.map { ".\($0)" } ?? ""
    var candidates: [String] = []
    for (slash, shape, fill) in [
      (slashed, shapeSuffix, filled), (slashed, "", filled), (slashed, shapeSuffix, false),
      (false, shapeSuffix, filled),
      (false, "", filled), (slashed, "", false), (false, shapeSuffix, false),
    ] {
      var name = base
      if slash, !name.contains(".slash") { name += ".slash" }
      if !shape.isEmpty, !name.hasSuffix(shape), !name.contains(shape + ".") { name += shape }
      if fill, !name.hasSuffix(".fill") { name += ".fill" }
      candidates.append(name)
    }
    return candidates.first(where: exists) ?? base
  }
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
  /// The variant symbol images in this environment take (none by default).
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension View {
  /// Draws symbol images in this view in a variant (`.symbolVariant(.fill)`), where the symbol has it.
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
    modifier(SymbolVariantModifier(variant: variant))
  }
}

/// Adds a variant's parts to the environment's (`.none` clears them).
nonisolated struct SymbolVariantModifier: PrimitiveModifier, EnvironmentTransform {
  let variant: SymbolVariants
  @MainActor func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  @MainActor func apply(to environment: inout EnvironmentValues) {
    guard variant != .none else {
      environment.symbolVariants = .none
      return
    }
    if variant.shape != nil { environment.symbolVariants.shape = variant.shape }
    if variant.filled { environment.symbolVariants.filled = true }
    if variant.slashed { environment.symbolVariants.slashed = true }
  }
}
