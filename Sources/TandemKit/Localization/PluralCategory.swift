import Foundation

/// A CLDR plural category: which form of a counted phrase a language uses for a number.
package enum PluralCategory: String, CaseIterable, Sendable {
  case zero, one, two, few, many, other

  /// The category of `number` in a language (CLDR's cardinal rules for integers; fractions are `other` except
  /// where the rule says otherwise). Languages not listed have only `other`.
  package static func of(_ number: Double, language: String) -> PluralCategory {
    let n = abs(number)
    let isInteger = n == n.rounded() && n < 1e18
    let i = isInteger ? Int64(n) : Int64(n.rounded(.down))
    let mod10 = i % 10
    let mod100 = i % 100
    switch language {
    case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km":
      return .other
    case "fr", "pt_PT", "hy", "kab", "ff":
      return i == 0 || i == 1 ? .one : .other
    case "pt":
      return i == 0 || i == 1 ? .one : .other
    case "ar":
      guard isInteger else { return .other }
      if i == 0 { return .zero }
      if i == 1 { return .one }
      if i == 2 { return .two }
      if (3...10).contains(mod100) { return .few }
      if (11...99).contains(mod100) { return .many }
      return .other
    case "he", "iw":
      guard isInteger else { return .other }
      if i == 1 { return .one }
      if i == 2 { return .two }
      return .other
    case "ru", "uk", "be":
      guard isInteger else { return .other }
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "pl":
      guard isInteger else { return .other }
      if i == 1 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "cs", "sk":
      guard isInteger else { return .other }
      if i == 1 { return .one }
      if (2...4).contains(i) { return .few }
      return .other
    default:
      // English, German, Dutch, Spanish, Italian, the Nordic languages … : one for exactly 1.
      return isInteger && i == 1 ? .one : .other
    }
  }
}
