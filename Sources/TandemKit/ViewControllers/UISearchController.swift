import Foundation
import TandemGraphics

/// Updates search results as a search controller's text or scope changes.
@MainActor @preconcurrency public protocol UISearchResultsUpdating: AnyObject {
  /// The search text, scope or activity changed.
  func updateSearchResults(for searchController: UISearchController)
}

/// A search controller's delegate (all methods optional).
@MainActor @preconcurrency public protocol UISearchControllerDelegate: AnyObject {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Manages a search bar and the showing of results: set as a navigation item's `searchController`, its bar shows in
/// the navigation bar below the title. Editing makes it active (the bar takes the navigation bar's place while
/// `hidesNavigationBarDuringPresentation`, and shows Cancel); the results controller, if any, covers the content
/// while active; the updater hears every change; Cancel clears the text and ends the search.
@MainActor @preconcurrency open class UISearchController: UIViewController {
  /// The search bar.
  public let searchBar = UISearchBar()
  /// The controller showing results over the content while active (nil: the content shows them itself).
  public let searchResultsController: UIViewController?
  /// The object updating the results.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// The delegate.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// Whether the content is dimmed while searching (only with a results controller; not drawn on Linux).
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar's title and items give way to the search bar while searching.
  open var hidesNavigationBarDuringPresentation = true
  /// Whether Cancel shows while searching.
  open var automaticallyShowsCancelButton = true
  /// Whether the results controller shows as soon as the search is active (otherwise once there is text).
  open var showsSearchResultsController = false
  /// Whether the search bar's scope bar shows while searching (false: the app sets `showsScopeBar` itself).
  @available(iOS, deprecated: 16.0, message: "Use scopeBarActivation instead.")
  open var automaticallyShowsScopeBar: Bool {
    get { scopeBarActivation != .manual }
    set { scopeBarActivation = newValue ? .automatic : .manual }
  }
  /// When the search bar's scope bar shows (`.automatic`: once the search is active).
  open var scopeBarActivation: ScopeBarActivation = .automatic {
    didSet { updateScopeBar() }
  }

  /// When a search controller shows its bar's scope buttons.
  public enum ScopeBarActivation: Sendable {
    /// The system's choice: as the search becomes active.
    case automatic
    /// Only as the app sets the search bar's `showsScopeBar`.
    case manual
    /// Once text is entered.
    case onTextEntry
    /// As the search becomes active.
    case onSearchActivation
  }

  /// The navigation controller showing this search's bar.
  package weak var host: UINavigationController?

  /// A search controller showing results in `searchResultsController` (nil: in the searched content).
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.onBeginEditing = { [weak self] in self?.isActive = true }
    searchBar.onCancel = { [weak self] in
      guard let self else { return }
      self.searchBar.text = ""
      self.isActive = false
    }
    searchBar.onTextChange = { [weak self] in
      guard let self else { return }
      self.updateScopeBar()
      self.updateResultsVisibility()
      self.searchResultsUpdater?.updateSearchResults(for: self)
    }
  }

  /// A search controller showing results in the searched content.
  public convenience init() { self.init(searchResultsController: nil) }

  public required init?(coder: NSCoder) { return nil }

  /// Whether a search is under way (the field edited or not yet cancelled).
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive {
        delegate?.willPresentSearchController(self)
      } else {
        delegate?.willDismissSearchController(self)
        searchBar.searchTextField.resignFirstResponder()
      }
      searchBar.showsCancelButton = isActive && automaticallyShowsCancelButton
      updateScopeBar()
      host?.barsNeedUpdate()
      updateResultsVisibility()
      searchResultsUpdater?.updateSearchResults(for: self)
      if isActive { delegate?.didPresentSearchController(self) } else { delegate?.didDismissSearchController(self) }
    }
  }

  /// Shows or hides the search bar's scope buttons as `scopeBarActivation` says (the navigation bar follows).
  private func updateScopeBar() {
    let shows: Bool
    switch scopeBarActivation {
    case .manual: return
    case .automatic, .onSearchActivation: shows = isActive
    case .onTextEntry: shows = isActive && !(searchBar.text ?? "").isEmpty
    }
    guard shows != searchBar.showsScopeBar else { return }
    searchBar.showsScopeBar = shows
    host?.barsNeedUpdate()
  }

  /// The results controller covers the content below the bar while active with text (or always, when asked).
  private func updateResultsVisibility() {
    guard let results = searchResultsController, let top = host?.topViewController ?? results.parent else { return }
    top.setOverlay(results, shown: isActive && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty))
  }
}
