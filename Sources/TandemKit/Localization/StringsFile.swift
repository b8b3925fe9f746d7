import Foundation

/// Reads `.strings` (`"key" = "value";`, UTF-8 or UTF-16) and `.stringsdict` (plural rules) files. A missing file
/// has no strings; a damaged one is reported on standard error once and has none.
enum StringsFile {
  nonisolated(unsafe) private static var reported = Set<String>()
  private static let lock = NSLock()

  static func read(_ url: URL) -> [String: String] {
    guard let data = try? Data(contentsOf: url) else { return [:] }
    guard let text = decode(data) else {
      report(url, "is not UTF-8 or UTF-16 text")
      return [:]
    }
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [:] }
    do {
      let plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
      guard let table = plist as? [String: String] else {
        report(url, "is not a table of strings")
        return [:]
      }
      return table
    } catch {
      report(url, "cannot be read: \(error.localizedDescription)")
      return [:]
    }
  }

  static func readPlurals(_ url: URL) -> [String: LocalizationTables.Entry] {
    guard let data = try? Data(contentsOf: url) else { return [:] }
    guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let root = plist as? [String: Any]
    else {
      report(url, "is not a property list")
      return [:]
    }
    var entries: [String: LocalizationTables.Entry] = [:]
    for (key, value) in root {
      guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else {
        report(url, "has an entry \"\(key)\" without NSStringLocalizedFormatKey")
        continue
      }
      var variables: [String: LocalizedFormatter.PluralVariable] = [:]
      for (name, spec) in rule where name != "NSStringLocalizedFormatKey" {
        guard let spec = spec as? [String: Any] else { continue }
        var forms: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
          if let form = spec[category.rawValue] as? String { forms[category] = form }
        }
        variables[name] = LocalizedFormatter.PluralVariable(forms: forms, argumentNumber: nil)
      }
      entries[key] = LocalizationTables.Entry(format: format, variables: variables)
    }
    return entries
  }

  /// Text in UTF-8 or UTF-16 (with or without a byte order mark).
  private static func decode(_ data: Data) -> String? {
    let bytes = [UInt8](data.prefix(2))
    if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] { return String(data: data, encoding: .utf16) }
    if data.count >= 2, bytes[1] == 0, bytes[0] != 0 { return String(data: data, encoding: .utf16LittleEndian) }
    if data.count >= 2, bytes[0] == 0, bytes[1] != 0 { return String(data: data, encoding: .utf16BigEndian) }
    return String(data: data, encoding: .utf8)
  }

  static func report(_ url: URL, _ problem: String) {
    let first = lock.withLock { reported.insert(url.path + problem).inserted }
    guard first else { return }
    FileHandle.standardError.write(Data("Tandem: \(url.path) \(problem); its strings are not used\n".utf8))
  }
}

/// A String Catalog (`.xcstrings`, JSON): each key's translations per language, plain, varying by plural, or with
/// plural substitutions.
struct StringCatalog {
  var sourceLanguage: String
  var languages: Set<String>
  private var strings: [String: [String: Any]]

  static func read(_ url: URL) -> StringCatalog? {
    guard let data = try? Data(contentsOf: url),
      let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else {
      StringsFile.report(url, "is not a String Catalog (JSON)")
      return nil
    }
    let sourceLanguage = root["sourceLanguage"] as? String ?? "en"
    let strings = root["strings"] as? [String: [String: Any]] ?? [:]
    var languages: Set<String> = [sourceLanguage]
    for entry in strings.values {
      if let localizations = entry["localizations"] as? [String: Any] { languages.formUnion(localizations.keys) }
    }
    return StringCatalog(sourceLanguage: sourceLanguage, languages: languages, strings: strings)
  }

  /// The catalog's entries in a language (the source language's untranslated keys are their own text).
  func entries(language: String) -> [String: LocalizationTables.Entry] {
    var result: [String: LocalizationTables.Entry] = [:]
    for (key, entry) in strings {
      let localization = (entry["localizations"] as? [String: Any])?[language] as? [String: Any]
      if let localization, let parsed = Self.entry(localization) {
        result[key] = parsed
      } else if language == sourceLanguage {
        result[key] = LocalizationTables.Entry(format: key, variables: [:])
      }
    }
    return result
  }

  /// A localization's format: its string unit, or `%#@arg@` over its plural variations, plus its substitutions.
  private static func entry(_ localization: [String: Any]) -> LocalizationTables.Entry? {
    var variables: [String: LocalizedFormatter.PluralVariable] = [:]
    if let substitutions = localization["substitutions"] as? [String: [String: Any]] {
      for (name, substitution) in substitutions {
        guard var forms = pluralForms(substitution["variations"]) else { continue }
        // A substitution's forms write its argument as `%arg`, formatted with its format specifier.
        let number = substitution["argNum"] as? Int
        let specifier = substitution["formatSpecifier"] as? String ?? "lld"
        let placeholder = number.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
        forms = forms.mapValues { $0.replacingOccurrences(of: "%arg", with: placeholder) }
        variables[name] = LocalizedFormatter.PluralVariable(forms: forms, argumentNumber: number)
      }
    }
    if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
      return LocalizationTables.Entry(format: value, variables: variables)
    }
    if let forms = pluralForms(localization["variations"]) {
      variables["__plural"] = LocalizedFormatter.PluralVariable(forms: forms, argumentNumber: nil)
      return LocalizationTables.Entry(format: "%#@__plural@", variables: variables)
    }
    return nil
  }

  private static func pluralForms(_ variations: Any?) -> [PluralCategory: String]? {
    guard let plural = (variations as? [String: Any])?["plural"] as? [String: Any] else { return nil }
    var forms: [PluralCategory: String] = [:]
    for category in PluralCategory.allCases {
      let unit = (plural[category.rawValue] as? [String: Any])?["stringUnit"] as? [String: Any]
      if let value = unit?["value"] as? String { forms[category] = value }
    }
    return forms.isEmpty ? nil : forms
  }
}
