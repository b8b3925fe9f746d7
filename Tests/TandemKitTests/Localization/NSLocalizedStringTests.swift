import Foundation
import Testing
import UIKit

@testable import TandemKit

/// UIKit code's lookups: `NSLocalizedString` reads the same tables as SwiftUI (here the TandemUITests target's
/// `Localization` resources, found among the app's resource bundles).
@MainActor @Suite(.serialized) struct NSLocalizedStringTests {
  @Test func labelsSetFromNSLocalizedStringFollowTheTables() {
    let label = UILabel()
    label.text = NSLocalizedString("tandem.greeting", comment: "The greeting at the top of the screen")
    #expect(label.text == "Hello")
    #expect(NSLocalizedString("tandem.missing", value: "Default", comment: "") == "Default")
    #expect(NSLocalizedString("tandem.missing", comment: "") == "tandem.missing")
    #expect(NSLocalizedString("Favorites", tableName: "Showcase", comment: "") == "Favorites")
  }

  @Test func formatsFromTablesWithPluralRules() {
    let format = NSLocalizedString("%lld landmarks", comment: "")
    #expect(format == "%#@landmarks@")
    let german = LocalizationTables.string(
      for: "%lld landmarks", arguments: [.int(1)], table: nil, bundle: nil, locale: Locale(identifier: "de_AT"))
    #expect(german == "1 Sehenswürdigkeit")
  }

  /// `TANDEM_LOCALE` chooses the app's language, and a right-to-left one the layout direction (read from the
  /// process environment at launch; given here as an environment, since changing the test process's own is unsafe).
  @Test func tandemLocaleChoosesTheLanguageAndTheDirection() {
    let arabic = LocalizationTables.preferredLanguages(environment: ["TANDEM_LOCALE": "ar_EG"])
    #expect(arabic == ["ar_EG", "ar-EG", "ar"])
    #expect(
      LocalizationTables.string(for: "tandem.greeting", table: nil, bundle: nil, locale: Locale(identifier: "ar_EG"))
        == "مرحبا")
    #expect(LaunchConfiguration.layoutDirection(forLocale: "ar_EG") == .rightToLeft)
    #expect(LaunchConfiguration.layoutDirection(forLocale: "he") == .rightToLeft)
    #expect(LaunchConfiguration.layoutDirection(forLocale: "de_DE") == .leftToRight)
    #expect(LocalizationTables.preferredLanguages(environment: ["TANDEM_LOCALE": "de_DE"]).last == "de")
  }

  @Test func pluralCategoriesFollowCLDR() {
    #expect(PluralCategory.of(1, language: "en") == .one && PluralCategory.of(1.5, language: "en") == .other)
    #expect(PluralCategory.of(0, language: "fr") == .one)
    #expect(PluralCategory.of(22, language: "ru") == .few && PluralCategory.of(12, language: "ru") == .many)
    #expect(PluralCategory.of(21, language: "ru") == .one)
    #expect(PluralCategory.of(102, language: "ar") == .other && PluralCategory.of(103, language: "ar") == .few)
    #expect(PluralCategory.of(5, language: "ja") == .other)
  }

  @Test func positionalAndWidthSpecifiers() {
    let text = LocalizedFormatter.format(
      "%2$@ has %1$03lld items (%3$.1f%%)", arguments: [.int(7), .object("Ana"), .double(12.34)], language: "en")
    #expect(text == "Ana has 007 items (12.3%)")
  }

  @Test func damagedFilesAreSkippedNotFatal() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-l10n-\(getpid())")
    let lproj = folder.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("\"a\" = \"b\"; garbage ((".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    try Data("not a plist".utf8).write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
    try Data("{".utf8).write(to: folder.appendingPathComponent("Broken.xcstrings"))
    let bundle = try #require(Bundle(path: folder.path))
    #expect(NSLocalizedString("a", bundle: bundle, comment: "") == "a")
    #expect(NSLocalizedString("x", tableName: "Broken", bundle: bundle, comment: "") == "x")
  }
}
