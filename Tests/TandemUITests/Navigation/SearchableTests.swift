import SwiftUI
import TandemTesting
import Testing

private let parkNames = ["Yosemite", "Zion", "Acadia", "Arches", "Olympic"]

/// A searchable list as apps write one: the query filters the rows, suggestions complete it, Search submits.
private struct ParkSearch: View {
  @State private var query = ""
  @State private var submitted: [String] = []
  var filtered: [String] {
    query.isEmpty ? parkNames : parkNames.filter { $0.localizedCaseInsensitiveContains(query) }
  }
  var body: some View {
    NavigationStack {
      List {
        ForEach(filtered, id: \.self) { name in Text(name) }
        Section("Searches") {
          Text("Submitted: \(submitted.joined(separator: ", "))")
        }
      }
      .navigationTitle("Parks")
      .searchable(text: $query, prompt: "Search parks")
      .searchSuggestions {
        if query.isEmpty {
          Label("Try Olympic", systemImage: "magnifyingglass").searchCompletion("Olympic")
        }
      }
      .onSubmit(of: .search) { submitted.append(query) }
    }
  }
}

/// `searchable` puts a search field in the navigation bar: typing filters through the binding, Search runs
/// `onSubmit(of: .search)`, Cancel clears and ends the search, suggestions fill the field.
@MainActor @Suite(.serialized, .ownsTheApplication) struct SearchableTests {
  @Test(arguments: [ColorScheme.light, .dark]) func typingFiltersAndCancelRestores(_ scheme: ColorScheme) throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: ParkSearch().preferredColorScheme(scheme)))
    try driver.settle()
    let suffix = scheme == .dark ? "dark" : "light"
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-searchable-\(suffix)")
    try driver.tap("Search parks")
    try driver.settle()
    #expect(driver.find("Try Olympic") != nil, "suggestions show while the empty field is edited")
    driver.type("ar")
    try driver.settle()
    #expect(driver.find("Try Olympic") == nil)
    #expect(driver.find("Arches") != nil)
    #expect(driver.find("Yosemite") == nil, "the query filters the list")
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-searchable-searching-\(suffix)")
    driver.key("\r")
    try driver.settle()
    #expect(driver.find("Submitted: ar") != nil, "Search submits")
    try driver.tap("Cancel")
    try driver.settle()
    #expect(driver.find("Yosemite") != nil, "Cancel clears the query")
    #expect(driver.find("Cancel") == nil)
  }

  @Test func aSuggestionCompletesTheQuery() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: ParkSearch()))
    try driver.settle()
    try driver.tap("Search parks")
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-searchable-suggestions")
    try driver.tap("Try Olympic")
    try driver.settle()
    #expect(driver.find("Zion") == nil)
    #expect(driver.find("Olympic") != nil)
  }
}
