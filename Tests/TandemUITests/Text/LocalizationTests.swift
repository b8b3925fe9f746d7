import Foundation
import SwiftUI
import Testing

@testable import TandemUI

/// `Text` and the other views that take a `LocalizedStringKey` look keys up in the app's strings — `.strings`,
/// `.stringsdict` plurals and String Catalogs (this target's `Localization` resources: English, German, Arabic) —
/// in the environment's locale, with interpolations formatted in.
@MainActor @Suite struct LocalizationTests {
  /// The strings the Text views of `view` show, in tree order, each in its own environment.
  func shown<V: View>(_ view: V, locale: String) -> [String] {
    let graph = layOut(view.environment(\.locale, Locale(identifier: locale)), in: CGSize(width: 390, height: 400))
    var result: [String] = []
    graph.root.forEach { if let text = $0.view as? Text { result.append(text.string(in: $0.environment)) } }
    return result
  }

  @Test func textLooksItsKeyUpInTheEnvironmentsLanguage() {
    let view = VStack {
      Text("tandem.greeting")
      Text("Welcome, \("Ana")!")
      Text("Favorites", tableName: "Showcase")
      Text(verbatim: "tandem.greeting")
    }
    #expect(shown(view, locale: "en_US") == ["Hello", "Welcome, Ana!", "Favorites", "tandem.greeting"])
    #expect(shown(view, locale: "de_DE") == ["Hallo", "Willkommen, Ana!", "Favoriten", "tandem.greeting"])
    #expect(shown(view, locale: "ar") == ["مرحبا", "أهلا، Ana!", "المفضلة", "tandem.greeting"])
    // A language the app has no strings for falls back to the development language.
    #expect(shown(view, locale: "ja_JP").prefix(2) == ["Hello", "Welcome, Ana!"])
  }

  @Test func interpolatedCountsChooseThePluralForm() {
    func landmarks(_ count: Int, _ locale: String) -> String {
      shown(Text("\(count) landmarks"), locale: locale)[0]
    }
    #expect(landmarks(0, "en") == "No landmarks")
    #expect(landmarks(1, "en") == "1 landmark")
    #expect(landmarks(7, "en") == "7 landmarks")
    #expect(landmarks(1, "de") == "1 Sehenswürdigkeit")
    #expect(landmarks(3, "de") == "3 Sehenswürdigkeiten")
    #expect(landmarks(0, "ar") == "لا معالم")
    #expect(landmarks(1, "ar") == "معلم واحد")
    #expect(landmarks(2, "ar") == "معلمان")
    #expect(landmarks(5, "ar") == "5 معالم")
    #expect(landmarks(11, "ar") == "11 معلمًا")
    #expect(landmarks(100, "ar") == "100 معلم")
  }

  @Test func stringCatalogsWithPluralVariationsAndSubstitutions() {
    func photos(_ count: Int, _ locale: String) -> String {
      shown(Text("\(count) photos", tableName: "Showcase"), locale: locale)[0]
    }
    #expect(photos(1, "en") == "1 photo")
    #expect(photos(4, "en") == "4 photos")
    #expect(photos(1, "de") == "1 Foto")
    #expect(photos(2, "ar") == "صورتان")
    #expect(photos(4, "ar") == "4 صور")
    let both = { (photos: Int, albums: Int, locale: String) in
      self.shown(Text("\(photos) photos in \(albums) albums", tableName: "Showcase"), locale: locale)[0]
    }
    #expect(both(1, 2, "de") == "1 Foto in 2 Alben")
    #expect(both(5, 1, "de") == "5 Fotos in 1 Album")
    // Not translated into English: the key, formatted.
    #expect(both(5, 1, "en") == "5 photos in 1 albums")
  }

  @Test func keysAreBuiltAsApplesAre() {
    let count = 3
    let ratio = 0.5
    let name = "Ana"
    let key: LocalizedStringKey = "\(count) of \(ratio) for \(name) at 100%"
    #expect(key.interpolation.key == "%lld of %lf for %@ at 100%%")
    let plain: LocalizedStringKey = "100% sure"
    #expect(plain.interpolation.key == "100% sure")
    #expect(shown(Text(plain), locale: "en") == ["100% sure"])
    #expect(shown(Text(key), locale: "en") == ["3 of 0.500000 for Ana at 100%"])
  }

  @Test func buttonsAndLabelsTakeLocalizedKeysToo() {
    let view = VStack {
      Button("tandem.greeting") {}
      Label("Favorites", systemImage: "star")
      Toggle("tandem.greeting", isOn: .constant(true))
    }
    let german = shown(view, locale: "de")
    #expect(german.contains("Hallo"))
    #expect(german.filter { $0 == "Hallo" }.count == 2)
  }

  @Test func stringLocalizedAndResources() {
    let count = 1
    #expect(String(localized: "tandem.greeting", locale: Locale(identifier: "de")) == "Hallo")
    #expect(String(localized: "\(count) landmarks", locale: Locale(identifier: "de")) == "1 Sehenswürdigkeit")
    #expect(String(localized: "tandem.missing", defaultValue: "Fallback \(count)") == "Fallback 1")
    var resource = LocalizedStringResource("Favorites", table: "Showcase")
    resource.locale = Locale(identifier: "ar")
    #expect(String(localized: resource) == "المفضلة")
    #expect(shown(Text(LocalizedStringResource("Favorites", table: "Showcase")), locale: "de") == ["Favoriten"])
  }

  /// Arabic on an iPhone: the layout runs right to left and the strings are Arabic, plurals included.
  @Test func anArabicScreenLaysOutRightToLeft() throws {
    let screen = VStack(alignment: .leading, spacing: 12) {
      Text("tandem.greeting").font(.largeTitle.bold())
      HStack {
        Image(systemName: "star.fill").foregroundStyle(.yellow)
        Text("Favorites", tableName: "Showcase")
        Spacer()
        Text("\(2) photos", tableName: "Showcase").foregroundStyle(.secondary)
      }
      HStack {
        Image(systemName: "mappin.and.ellipse").foregroundStyle(.red)
        Text("\(11) landmarks")
        Spacer()
        Image(systemName: "chevron.forward").foregroundStyle(.tertiary)
      }
    }
    .padding()
    .frame(width: 390, alignment: .leading)
    .background(Color(uiColor: .systemBackground))
    .environment(\.locale, Locale(identifier: "ar"))
    .environment(\.layoutDirection, .rightToLeft)
    try assertGolden(screen, named: "localization-arabic-rtl")
  }
}
