import Foundation

/// Localized strings as iOS finds them: a table (`Localizable` unless named) in a bundle, read from the language's
/// `.lproj/<table>.strings` and `.stringsdict` and from `<table>.xcstrings` String Catalogs, for the first of the
/// preferred languages the bundle has (then its development language, then `Base`). With no bundle named, the main
/// bundle and then the app's SwiftPM resource bundles are searched, as an iOS app's resources are all in its main
/// bundle. Tables are read once per bundle, table and language; a damaged file is reported on standard error once
/// and contributes no strings.
package enum LocalizationTables {
  /// One localized string: its format and the plural variables its `%#@name@` tokens use.
  package struct Entry: Sendable {
    package var format: String
    package var variables: [String: LocalizedFormatter.PluralVariable]
  }

  /// The languages to look for, most preferred first: `TANDEM_LOCALE`'s, else the process locale's.
  package static var preferredLanguages: [String] {
    preferredLanguages(environment: ProcessInfo.processInfo.environment)
  }

  /// The preferred languages a process environment asks for.
  package static func preferredLanguages(environment: [String: String]) -> [String] {
    languageCandidates(for: environment["TANDEM_LOCALE"] ?? Locale.current.identifier)
  }

  /// "pt_BR" → ["pt_BR", "pt-BR", "pt"].
  package static func languageCandidates(for identifier: String) -> [String] {
    let normalized = identifier.replacingOccurrences(of: "-", with: "_")
    let base = normalized.split(separator: "_").first.map(String.init) ?? normalized
    var result = [normalized, normalized.replacingOccurrences(of: "_", with: "-"), base]
    var seen = Set<String>()
    result = result.filter { !$0.isEmpty && seen.insert($0).inserted }
    return result
  }

  /// The language code plural rules use for a language identifier.
  package static func pluralLanguage(_ identifier: String) -> String {
    let normalized = identifier.replacingOccurrences(of: "-", with: "_")
    return normalized == "pt_PT" ? normalized : String(normalized.split(separator: "_").first ?? "")
  }

  /// The localized entry of `key` in `table` for the preferred languages (or `languages`), and the language it is
  /// in; nil when no searched bundle has it.
  package static func entry(
    for key: String, table: String?, bundle: Bundle?, languages: [String]? = nil
  ) -> (entry: Entry, language: String)? {
    let table = table ?? "Localizable"
    let languages = languages ?? preferredLanguages
    for folder in folders(for: bundle) {
      let catalog = loaded(folder: folder)
      guard let language = catalog.bestLanguage(for: languages) else { continue }
      if let entry = catalog.table(table, language: language)[key] { return (entry, language) }
      if let development = catalog.developmentLanguage, development != language,
        let entry = catalog.table(table, language: development)[key]
      {
        return (entry, development)
      }
    }
    return nil
  }

  /// Looks up and formats a key: the translation with the arguments in it, or `defaultValue` (or the key, formatted)
  /// when there is none.
  package static func string(
    for key: String, arguments: [LocalizedArgument] = [], defaultValue: String? = nil, table: String?,
    bundle: Bundle?, locale: Locale? = nil
  ) -> String {
    let languages = locale.map { languageCandidates(for: $0.identifier) }
    let found = entry(for: key, table: table, bundle: bundle, languages: languages)
    let language = pluralLanguage(found?.language ?? languages?.first ?? preferredLanguages.first ?? "en")
    let entry = found?.entry ?? Entry(format: defaultValue ?? key, variables: [:])
    // Without arguments the format is the answer (as `NSLocalizedString` returns a `.stringsdict` format).
    guard !arguments.isEmpty else { return entry.format }
    return LocalizedFormatter.format(
      entry.format, arguments: arguments, variables: entry.variables, language: language)
  }

  /// The folders searched for a bundle argument.
  private static func folders(for bundle: Bundle?) -> [URL] {
    guard let bundle, bundle != .main else { return appFolders }
    return [bundle.bundleURL]
  }

  /// The main bundle's folder and the SwiftPM resource bundles beside the executable (listed once).
  private static let appFolders: [URL] =
    [Bundle.main.bundleURL] + InterfaceFiles.resourceBundles.map(\.bundleURL)

  nonisolated(unsafe) private static var catalogs: [URL: BundleStrings] = [:]
  private static let lock = NSLock()

  private static func loaded(folder: URL) -> BundleStrings {
    lock.withLock {
      if let catalog = catalogs[folder] { return catalog }
      let catalog = BundleStrings(folder: folder)
      catalogs[folder] = catalog
      return catalog
    }
  }
}

/// The strings of one bundle folder: its localization folders and String Catalogs. The languages it has are found
/// once (a folder without strings is skipped at once, as most resource bundles are); tables are read on demand.
final class BundleStrings: @unchecked Sendable {
  /// The folder and the subfolders SwiftPM and Xcode projects keep strings in.
  private let places: [URL]
  /// The String Catalogs by table name.
  private let catalogFiles: [String: URL]
  private var catalogs: [String: StringCatalog] = [:]
  private var tables: [String: [String: LocalizationTables.Entry]] = [:]
  /// The best language for each list of preferred languages asked about.
  private var bestLanguages: [[String]: String?] = [:]
  private let lock = NSRecursiveLock()
  /// Every language the folder has strings in.
  private(set) var languages: Set<String> = []
  /// The development language: the first String Catalog's source language, else English when the folder has it.
  private(set) var developmentLanguage: String?

  init(folder: URL) {
    places = [folder, folder.appendingPathComponent("Resources"), folder.appendingPathComponent("Localization")]
    var lproj: Set<String> = []
    var catalogs: [String: URL] = [:]
    for place in places {
      for name in (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? [] {
        if name.hasSuffix(".lproj") { lproj.insert(String(name.dropLast(6))) }
        if name.hasSuffix(".xcstrings"), catalogs[String(name.dropLast(10))] == nil {
          catalogs[String(name.dropLast(10))] = place.appendingPathComponent(name)
        }
      }
    }
    catalogFiles = catalogs
    languages = lproj
    for name in catalogFiles.keys.sorted() {
      guard let catalog = catalog(name) else { continue }
      languages.formUnion(catalog.languages)
      if developmentLanguage == nil { developmentLanguage = catalog.sourceLanguage }
    }
    if developmentLanguage == nil, lproj.contains("en") { developmentLanguage = "en" }
  }

  /// The first preferred language the folder has, else its development language, else `Base`; nil for a folder
  /// without strings.
  func bestLanguage(for preferred: [String]) -> String? {
    guard !languages.isEmpty else { return nil }
    return lock.withLock {
      if let known = bestLanguages[preferred] { return known }
      let best = choose(from: preferred)
      bestLanguages[preferred] = best
      return best
    }
  }

  private func choose(from preferred: [String]) -> String? {
    if let match = preferred.first(where: languages.contains) { return match }
    let lowered = Dictionary(languages.map { ($0.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
    if let match = preferred.lazy.compactMap({ lowered[$0.lowercased()] }).first { return match }
    return developmentLanguage ?? (languages.contains("Base") ? "Base" : languages.sorted().first)
  }

  func table(_ name: String, language: String) -> [String: LocalizationTables.Entry] {
    lock.withLock {
      let cacheKey = name + "\u{0}" + language
      if let table = tables[cacheKey] { return table }
      var table: [String: LocalizationTables.Entry] = [:]
      for place in places {
        let lproj = place.appendingPathComponent(language + ".lproj")
        for (key, value) in StringsFile.read(lproj.appendingPathComponent(name + ".strings")) {
          table[key] = LocalizationTables.Entry(format: value, variables: [:])
        }
        for (key, entry) in StringsFile.readPlurals(lproj.appendingPathComponent(name + ".stringsdict")) {
          table[key] = entry
        }
      }
      if let catalog = catalog(name) {
        for (key, entry) in catalog.entries(language: language) where table[key] == nil { table[key] = entry }
      }
      tables[cacheKey] = table
      return table
    }
  }

  private func catalog(_ name: String) -> StringCatalog? {
    lock.withLock {
      if let catalog = catalogs[name] { return catalog }
      guard let url = catalogFiles[name] else { return nil }
      let catalog = StringCatalog.read(url)
      catalogs[name] = catalog
      return catalog
    }
  }
}
