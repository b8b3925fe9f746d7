import Foundation

/// The key of a localized string; string literals with interpolations build one. Linux difference: there is
/// no strings table lookup yet, so the key's text (with its interpolations formatted) is shown as is.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  package let text: String

  /// A key from a string.
  public init(_ value: String) { text = value }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Builds a key's text from literals and interpolated values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    /// Formats a value with a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += format.format(value)
    }
  }
}
