import Foundation
import TandemGraphics

/// Styling a Text value carries itself (from `Text`-returning modifiers such as `bold()`), applied over the
/// environment; in a concatenation each part keeps its own.
struct TextStyling: Equatable {
  var font: Font?
  var weight: Font.Weight?
  var isItalic: Bool?
  var color: Color?
  var monospacedDigits: Bool?

  var isEmpty: Bool { self == TextStyling() }

  /// The environment with this styling applied.
  func applied(to environment: EnvironmentValues) -> EnvironmentValues {
    guard !isEmpty else { return environment }
    var result = environment
    if let font { result.font = font }
    if let weight { result.fontWeight = weight }
    if let isItalic { result.isItalic = isItalic }
    if let color { result.foregroundColor = color }
    if let monospacedDigits { result.monospacedDigits = monospacedDigits }
    return result
  }
}

extension Text {
  private func styled(_ change: (inout TextStyling) -> Void) -> Text {
    var copy = self
    change(&copy.styling)
    return copy
  }

  /// This text in a font.
  nonisolated public func font(_ font: Font?) -> Text { styled { $0.font = font } }
  /// This text at a weight.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
  /// This text in bold.
  nonisolated public func bold() -> Text { styled { $0.weight = .bold } }
  /// This text in bold, or not.
  nonisolated public func bold(_ isActive: Bool) -> Text { styled { $0.weight = isActive ? .bold : nil } }
  /// This text in italic.
  nonisolated public func italic() -> Text { styled { $0.isItalic = true } }
  /// This text in italic, or not.
  nonisolated public func italic(_ isActive: Bool) -> Text { styled { $0.isItalic = isActive } }
  /// This text in a color.
  nonisolated public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color } }
  /// This text with digits of one width.
  nonisolated public func monospacedDigit() -> Text { styled { $0.monospacedDigits = true } }

  /// The text's parts in order, each with the environment its styling makes.
  func parts(in environment: EnvironmentValues) -> [(string: String, environment: EnvironmentValues)] {
    let own = styling.applied(to: environment)
    if case .concatenation(let a, let b) = storage { return a.parts(in: own) + b.parts(in: own) }
    return [(string(in: own), own)]
  }

  /// Whether the text is one part styled only by the environment.
  var isPlain: Bool {
    if case .concatenation = storage { return false }
    return styling.isEmpty
  }
}
