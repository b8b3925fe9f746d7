import Foundation
import TandemKit

/// Where a searchable view's field goes. On iPhone every placement is the navigation bar's search field.
public struct SearchFieldPlacement: Sendable, Hashable {
  let name: String
  /// The system's choice: the navigation bar, below the title.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// The navigation bar's drawer, below the title.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// The toolbar (the navigation bar on iPhone).
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// The sidebar (the navigation bar on iPhone).
  public static let sidebar = SearchFieldPlacement(name: "sidebar")

  /// When a drawer field shows.
  public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
    let always: Bool
    /// Shown until the content scrolls.
    public static let automatic = NavigationBarDrawerDisplayMode(always: false)
    /// Always shown.
    public static let always = NavigationBarDrawerDisplayMode(always: true)
  }
  /// The navigation bar's drawer, shown as the display mode says (Tandem keeps it shown either way).
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }
}

/// What a searchable view declares for the hosting controller showing it.
struct SearchableDeclaration {
  let text: Binding<String>
  let prompt: Text?
  let session: SearchSession
  let setSearching: (Bool) -> Void
  let submitActions: [SubmitAction]
}

struct SearchableKey: PreferenceKey {
  static var defaultValue: SearchableDeclaration? { nil }
  static func reduce(value: inout SearchableDeclaration?, nextValue: () -> SearchableDeclaration?) {
    if value == nil { value = nextValue() }
  }
}

/// The suggestions a searchable view lists while its field is edited.
struct SearchSuggestionsKey: PreferenceKey {
  static var defaultValue: AnyView? { nil }
  static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
    if value == nil { value = nextValue() }
  }
}

/// The UIKit search a searchable view is shown by (set by its hosting controller).
final class SearchSession: @unchecked Sendable {
  /// Written and read on the main actor only.
  weak var controller: UISearchController?
  nonisolated init() {}
}

/// A searchable view: its content with `isSearching` and `dismissSearch`, and the declaration for its host.
nonisolated struct SearchableView<Content: View>: View {
  let content: Content
  let text: Binding<String>
  let prompt: Text?
  @State private var isSearching = false
  @State private var session = SearchSession()
  @Environment(\.submitActions) private var submitActions

  @MainActor var body: some View {
    let searching = $isSearching
    let session = session
    let declaration = SearchableDeclaration(
      text: text, prompt: prompt, session: session, setSearching: { searching.wrappedValue = $0 },
      submitActions: submitActions.filter { $0.triggers.contains(.search) })
    content
      .environment(\.isSearching, isSearching)
      .environment(\.dismissSearch, DismissSearchAction { session.controller?.isActive = false })
      .transformPreference(SearchableKey.self) { $0 = declaration }
  }
}

/// Ends the search a view is in (the field gives up focus, its text is kept).
public struct DismissSearchAction: @unchecked Sendable {
  let action: @MainActor () -> Void
  /// Ends the search.
  @MainActor @preconcurrency public func callAsFunction() { action() }
}

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction {} }
struct SearchCompletionKey: EnvironmentKey { static var defaultValue: ((String) -> Void)? { nil } }

extension EnvironmentValues {
  /// Whether the user is searching in the searchable view around this one.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
  /// Ends the search of the searchable view around this one.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
  /// Fills the search field (a suggestion's `searchCompletion`).
  var searchCompletion: ((String) -> Void)? {
    get { self[SearchCompletionKey.self] }
    set { self[SearchCompletionKey.self] = newValue }
  }
}

/// A suggestion row (a row of the suggestions under the search field) that fills the field with its completion
/// when tapped.
nonisolated struct SearchCompletionRow<Content: View>: View {
  let content: Content
  let completion: String
  @Environment(\.searchCompletion) private var complete

  @MainActor var body: some View {
    let complete = complete
    let completion = completion
    VStack(spacing: 0) {
      Button {
        complete?(completion)
      } label: {
        content.frame(maxWidth: .infinity, alignment: .leading).padding(.vertical, 11).contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      Divider()
    }
  }
}

extension View {
  /// Shows a search field for this view in the navigation bar (below the title), bound to `text`.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    SearchableView(content: self, text: text, prompt: prompt)
  }
  /// Shows a search field with a localized prompt.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    SearchableView(content: self, text: text, prompt: Text(prompt))
  }
  /// Shows a search field with a prompt.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    SearchableView(content: self, text: text, prompt: Text(prompt))
  }

  /// Suggestions listed under the search field while it is edited (rows with `searchCompletion` fill the field).
  nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    let view = AnyView(suggestions())
    return transformPreference(SearchSuggestionsKey.self) { $0 = view }
  }

  /// Makes this suggestion fill the search field with `completion` when chosen.
  nonisolated public func searchCompletion(_ completion: String) -> some View {
    SearchCompletionRow(content: self, completion: completion)
  }
}

/// A hosting controller's search: the `UISearchController` in its navigation item, kept in step with the content's
/// `searchable` declaration — the field writes the text binding, the binding's changes reach the field, Search runs
/// the `onSubmit(of: .search)` actions, and suggestions show as the results while the field is edited.
@MainActor final class SearchBridge: NSObject, UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate
{
  let controller = UISearchController(searchResultsController: nil)
  private var declaration: SearchableDeclaration?
  /// The suggestions, shown over the content while the search is active and there are any.
  private let suggestions = UIHostingController(rootView: AnyView(EmptyView()))
  private var hasSuggestions = false
  private weak var host: UIViewController?

  init(host: UIViewController) {
    self.host = host
    super.init()
    // The suggestions are laid out at the host's size from the start (not at zero, before they first show).
    suggestions.view.frame = host.viewIfLoaded?.bounds ?? UIApplication.shared.screen.bounds
    controller.searchResultsUpdater = self
    controller.searchBar.delegate = self
    controller.delegate = self
  }

  func apply(_ declaration: SearchableDeclaration, suggestions list: AnyView?, environment: EnvironmentValues) {
    self.declaration = declaration
    declaration.session.controller = controller
    let prompt = declaration.prompt.map { $0.string(in: environment) }
    if controller.searchBar.placeholder != prompt { controller.searchBar.placeholder = prompt }
    let text = declaration.text.wrappedValue
    if controller.searchBar.text != text { controller.searchBar.text = text }
    // Whether there is a suggestion to show is read from the suggestions' structure, without building them.
    hasSuggestions = list.map { ListStructure.sections(of: $0).contains { !$0.rows.isEmpty } } ?? false
    if let list {
      let complete: (String) -> Void = { [weak self] completion in
        guard let self else { return }
        self.controller.searchBar.text = completion
        self.declaration?.text.wrappedValue = completion
      }
      suggestions.rootView = AnyView(
        ScrollView {
          VStack(alignment: .leading, spacing: 0) { list }
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .background(Color(uiColor: .systemBackground))
        .environment(\.searchCompletion, complete))
    }
    updateSuggestions()
  }

  /// Shows the suggestions over the host's content while searching, when there are any.
  private func updateSuggestions() { host?.setOverlay(suggestions, shown: controller.isActive && hasSuggestions) }

  func updateSearchResults(for searchController: UISearchController) {
    guard let declaration else { return }
    let text = searchController.searchBar.text ?? ""
    if declaration.text.wrappedValue != text { declaration.text.wrappedValue = text }
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    for action in declaration?.submitActions.reversed() ?? [] { action.action() }
  }

  func didPresentSearchController(_ searchController: UISearchController) {
    declaration?.setSearching(true)
    updateSuggestions()
  }
  func didDismissSearchController(_ searchController: UISearchController) {
    declaration?.setSearching(false)
    updateSuggestions()
  }
}
