import Foundation

/// The key and arguments of a localizable string: literal text becomes the key as is; with interpolations, each
/// value becomes a format specifier in the key (`%lld` for integers, `%llu` unsigned, `%lf` for doubles, `%f` for
/// floats, `%@` for anything else, as Apple builds keys) and an argument, and `%` in the literal text becomes `%%`.
package struct LocalizationInterpolation: Hashable, Sendable {
  package private(set) var key = ""
  package private(set) var arguments: [LocalizedArgument] = []
  private var interpolated = false

  package init() {}
  package init(key: String) { self.key = key }

  package mutating func appendString(_ string: String) { append("%@", .object(string)) }
  package mutating func appendInteger<T: BinaryInteger>(_ value: T) {
    if T.isSigned {
      append("%lld", .int(Int64(truncatingIfNeeded: value)))
    } else {
      append("%llu", .uint(UInt64(truncatingIfNeeded: value)))
    }
  }
  package mutating func appendFloat<T: BinaryFloatingPoint>(_ value: T) {
    append(T.self == Float.self ? "%f" : "%lf", .double(Double(value)))
  }

  private mutating func append(_ specifier: String, _ argument: LocalizedArgument) {
    if !interpolated {
      // The literal text so far was written unescaped: escape it now that the key is a format.
      key = key.replacingOccurrences(of: "%", with: "%%")
      interpolated = true
    }
    key += specifier
    arguments.append(argument)
  }

  /// Literal text appended after the first interpolation is escaped as it comes.
  package mutating func appendLiteralText(_ literal: String) {
    key += interpolated ? literal.replacingOccurrences(of: "%", with: "%%") : literal
  }

  /// The text in the preferred language (or `locale`'s), looked up in `table` of `bundle`.
  package func localized(
    defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil
  ) -> String {
    LocalizationTables.string(
      for: key, arguments: arguments, defaultValue: defaultValue, table: table, bundle: bundle, locale: locale)
  }
}

extension String {
  /// A localizable string value: a literal, with interpolations, whose key is looked up in the app's strings.
  public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    package var interpolation: LocalizationInterpolation

    /// A value whose key is `value`.
    public init(_ value: String) { interpolation = LocalizationInterpolation(key: value) }
    public init(stringLiteral value: String) { interpolation = LocalizationInterpolation(key: value) }
    public init(stringInterpolation: StringInterpolation) { interpolation = stringInterpolation.interpolation }

    /// The key, e.g. `"%lld items"`.
    public var description: String { interpolation.key }

    /// Builds the key and arguments from literal text and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
      package var interpolation = LocalizationInterpolation()
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) { interpolation.appendLiteralText(literal) }
      public mutating func appendInterpolation(_ string: String) { interpolation.appendString(string) }
      public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { interpolation.appendInteger(value) }
      public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) { interpolation.appendFloat(value) }
      public mutating func appendInterpolation<T>(_ value: T) { interpolation.appendString(String(describing: value)) }
      /// A value formatted with a format style.
      public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
      where F.FormatOutput == String {
        interpolation.appendString(format.format(value))
      }
    }
  }

  /// The localized string for a key (the literal) in the app's strings tables, with interpolations formatted in.
  /// Linux: the language is `TANDEM_LOCALE`'s when `locale` is the current locale.
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue.interpolation.localized(table: table, bundle: bundle, locale: locale.explicitLocale)
  }

  /// The localized string for a key, or `defaultValue` when no table has it.
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    let value = defaultValue.interpolation
    self = LocalizationTables.string(
      for: "\(key)", arguments: value.arguments, defaultValue: value.key, table: table, bundle: bundle,
      locale: locale.explicitLocale)
  }

  /// The localized string a resource describes.
  public init(localized resource: LocalizedStringResource) { self = resource.resolved() }
}

extension Locale {
  /// The locale when it is not simply the current one (whose language `TANDEM_LOCALE` may override).
  var explicitLocale: Locale? { self == Locale.current ? nil : self }
}

/// A reference to a localizable string, resolved in its table, bundle and locale when shown.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// Where a resource's table is.
  public enum BundleDescription: Hashable, Sendable {
    case main
    case atURL(URL)
  }

  /// The key.
  public var key: String
  /// The text when no table has the key.
  public var defaultValue: String.LocalizationValue
  /// The table (nil: `Localizable`).
  public var table: String?
  /// The locale to resolve in.
  public var locale: Locale
  /// The bundle the table is in.
  public var bundle: BundleDescription

  /// A resource whose key and default value are the literal.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    key = keyAndValue.interpolation.key
    defaultValue = keyAndValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  /// A resource with a key and a default value.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = "\(key)"
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  public var description: String { key }

  /// The text in the resource's locale.
  package func resolved(locale override: Locale? = nil) -> String {
    let bundle: Bundle? =
      switch self.bundle {
      case .main: nil
      case .atURL(let url): Bundle(url: url)
      }
    let interpolation = defaultValue.interpolation
    return LocalizationTables.string(
      for: key, arguments: interpolation.arguments, defaultValue: interpolation.key, table: table, bundle: bundle,
      locale: override ?? locale.explicitLocale)
  }
}

// `NSLocalizedString` — UIKit code's lookup — through Tandem's tables: the localized string for a key in the app's
// `Localizable` table (or `tableName`), else `value`, else the key. Linux: `bundle` `.main` also searches the app's
// SwiftPM resource bundles, String Catalogs are read, and `TANDEM_LOCALE` chooses the language. Foundation declares
// the function too, with every argument but the key and comment defaulted; Swift prefers an overload that needs no
// default argument, so each combination of the optional arguments has its own overload here and calls resolve to
// Tandem's. A call that passes all five arguments reaches Foundation's (the two would otherwise be ambiguous),
// which reads the `.strings` linked beside the executable (`AppResources`) in the process locale's language.

/// The localized string for a key.
public func NSLocalizedString(_ key: String, comment: String) -> String {
  localizedString(key, tableName: nil, bundle: nil, value: nil)
}
/// The localized string for a key in a table.
public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
  localizedString(key, tableName: tableName, bundle: nil, value: nil)
}
/// The localized string for a key in a bundle.
public func NSLocalizedString(_ key: String, bundle: Bundle, comment: String) -> String {
  localizedString(key, tableName: nil, bundle: bundle, value: nil)
}
/// The localized string for a key, else `value`.
public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
  localizedString(key, tableName: nil, bundle: nil, value: value)
}
/// The localized string for a key in a table of a bundle.
public func NSLocalizedString(_ key: String, tableName: String?, bundle: Bundle, comment: String) -> String {
  localizedString(key, tableName: tableName, bundle: bundle, value: nil)
}
/// The localized string for a key in a table, else `value`.
public func NSLocalizedString(_ key: String, tableName: String?, value: String, comment: String) -> String {
  localizedString(key, tableName: tableName, bundle: nil, value: value)
}
/// The localized string for a key in a bundle, else `value`.
public func NSLocalizedString(_ key: String, bundle: Bundle, value: String, comment: String) -> String {
  localizedString(key, tableName: nil, bundle: bundle, value: value)
}

private func localizedString(_ key: String, tableName: String?, bundle: Bundle?, value: String?) -> String {
  let fallback = value.flatMap { $0.isEmpty ? nil : $0 } ?? key
  return LocalizationTables.string(for: key, defaultValue: fallback, table: tableName, bundle: bundle)
}
