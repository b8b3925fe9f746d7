import Foundation
import TandemKit

/// The key of a localized string: a literal, whose interpolations become format specifiers (`Text("\(count)
/// items")` has the key `"%lld items"` and the argument `count`). Views look the key up in the app's strings tables
/// (`.strings`, `.stringsdict`, String Catalogs) in the environment's locale and format the arguments in; a key no
/// table has is shown as written.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  package let interpolation: LocalizationInterpolation

  /// A key from a string.
  public init(_ value: String) { interpolation = LocalizationInterpolation(key: value) }
  public init(stringLiteral value: String) { interpolation = LocalizationInterpolation(key: value) }
  public init(stringInterpolation: StringInterpolation) { interpolation = stringInterpolation.interpolation }

  /// The text in the app's preferred language (`TANDEM_LOCALE`), for places that resolve a key before they have an
  /// environment (a text field's placeholder).
  package var text: String { interpolation.localized() }

  /// The text in a locale, from a table of a bundle.
  package func resolved(locale: Locale?, table: String? = nil, bundle: Bundle? = nil) -> String {
    interpolation.localized(table: table, bundle: bundle, locale: locale)
  }

  /// Builds a key and its arguments from literals and interpolated values.
  public struct StringInterpolation: StringInterpolationProtocol {
    package var interpolation = LocalizationInterpolation()
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { interpolation.appendLiteralText(literal) }
    public mutating func appendInterpolation(_ string: String) { interpolation.appendString(string) }
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { interpolation.appendInteger(value) }
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) { interpolation.appendFloat(value) }
    public mutating func appendInterpolation<T>(_ value: T) { interpolation.appendString(String(describing: value)) }
    /// Formats a value with a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      interpolation.appendString(format.format(value))
    }
    /// Another text's words.
    public mutating func appendInterpolation(_ text: Text) { interpolation.appendString(text.content) }
  }
}
