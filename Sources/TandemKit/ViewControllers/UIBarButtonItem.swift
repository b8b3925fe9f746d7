import Foundation
import TandemGraphics

/// A button in a navigation bar or toolbar: a title, an image, a system item, a custom view or a space.
@MainActor @preconcurrency open class UIBarButtonItem: NSObject {
  /// The look of a bar button item.
  public enum Style: Int, Sendable { case plain, bordered, done }

  /// Built-in items.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
    case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

    var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .undo: "Undo"
      case .redo: "Redo"
      default: nil
      }
    }

    /// What VoiceOver says for an item drawn as a symbol.
    var spokenName: String? {
      switch self {
      case .add: "Add"
      case .compose: "Compose"
      case .reply: "Reply"
      case .action: "Share"
      case .organize: "Organize"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "Refresh"
      case .stop: "Stop"
      case .camera: "Camera"
      case .trash: "Delete"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Fast Forward"
      case .close: "Close"
      default: nil
      }
    }

    var symbolName: String? {
      switch self {
      case .add: "plus"
      case .compose: "square.and.pencil"
      case .reply: "arrow.uturn.backward"
      case .action: "square.and.arrow.up"
      case .organize: "folder"
      case .bookmarks: "book"
      case .search: "magnifyingglass"
      case .refresh: "arrow.clockwise"
      case .stop: "xmark"
      case .camera: "camera"
      case .trash: "trash"
      case .play: "play.fill"
      case .pause: "pause"
      case .rewind: "backward.fill"
      case .fastForward: "forward.fill"
      case .close: "xmark.circle.fill"
      default: nil
      }
    }
  }

  open var title: String? { didSet { owner?.barsNeedUpdate() } }
  open var image: UIImage? { didSet { owner?.barsNeedUpdate() } }
  open var style: Style = .plain { didSet { owner?.barsNeedUpdate() } }
  open var tintColor: UIColor? { didSet { owner?.barsNeedUpdate() } }
  open var isEnabled = true { didSet { owner?.barsNeedUpdate() } }
  /// The width of a fixed space (or a minimum width).
  open var width: CGFloat = 0 { didSet { owner?.barsNeedUpdate() } }
  /// A view shown instead of a title or image.
  open var customView: UIView? { didSet { owner?.barsNeedUpdate() } }
  /// The action run when the item is tapped.
  open var primaryAction: UIAction?
  /// The menu shown when the item is tapped (if it has no primary action).
  open var menu: UIMenu?
  /// The built-in item, if any.
  public let systemItem: SystemItem?
  /// An identifier for UI tests.
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?

  /// The view showing the item in a bar, while shown.
  package weak var hostView: UIView?
  package weak var owner: UINavigationController?

  public override init() {
    systemItem = nil
    super.init()
  }

  /// A built-in item with an action and menu.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    super.init()
    title = systemItem.title
    image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
    accessibilityLabel = systemItem.spokenName
    style = systemItem == .done || systemItem == .save ? .done : .plain
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item with a title and/or image, an action and a menu.
  public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    systemItem = nil
    super.init()
    self.title = title ?? (image == nil ? primaryAction?.title : nil)
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item made from an action.
  public convenience init(primaryAction: UIAction?, menu: UIMenu? = nil) {
    self.init(title: nil, image: nil, primaryAction: primaryAction, menu: menu)
  }

  /// An item showing a custom view.
  public init(customView: UIView) {
    systemItem = nil
    super.init()
    self.customView = customView
  }

  /// A flexible space that pushes neighbouring items apart.
  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
  /// A space of a fixed width.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  package var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

/// What a view controller shows in a navigation bar: title, buttons and back button.
@MainActor @preconcurrency open class UINavigationItem: NSObject {
  /// How a large title is shown.
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

  package weak var owner: UIViewController?
  private func changed() { owner?.navigationController?.barsNeedUpdate() }

  /// Creates an item with a title.
  public init(title: String?) {
    self.title = title
    super.init()
  }

  /// The title (nil: the controller's title).
  open var title: String? { didSet { changed() } }
  /// A view shown in place of the title.
  open var titleView: UIView? { didSet { changed() } }
  open var prompt: String? { didSet { changed() } }
  /// The item the next controller shows as its back button.
  open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
  /// The title the next controller's back button shows.
  open var backButtonTitle: String? { didSet { changed() } }
  /// Whether the back button is hidden.
  open var hidesBackButton = false { didSet { changed() } }
  /// Whether a large title is shown (with the bar's `prefersLargeTitles`).
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  /// The search controller whose bar shows below the title (and takes the bar's place while searching).
  open var searchController: UISearchController? { didSet { changed() } }
  /// Whether the search bar hides as the content scrolls (Linux difference: it stays shown).
  open var hidesSearchBarWhenScrolling = true
  /// Whether left items are shown beside the back button.
  open var leftItemsSupplementBackButton = false { didSet { changed() } }

  /// How the back button to this item's controller's predecessor shows its title.
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The previous title (or "Back" when it does not fit).
    case `default` = 0
    /// "Back".
    case generic = 1
    /// The chevron alone.
    case minimal = 2
  }
  /// How the back button leading back to this item shows its title (set on the item below, like `backButtonTitle`).
  open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }

  /// The bar's look for this item while content scrolls beneath it (nil: the bar's).
  open var standardAppearance: UINavigationBarAppearance? {
    get { standardStorage }
    set { standardStorage = newValue?.copy(); changed() }
  }
  /// The look for this item in a compact height (nil: the bar's).
  open var compactAppearance: UINavigationBarAppearance? {
    get { compactStorage }
    set { compactStorage = newValue?.copy(); changed() }
  }
  /// The look for this item at the content's top edge (nil: the bar's).
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { scrollEdgeStorage }
    set { scrollEdgeStorage = newValue?.copy(); changed() }
  }
  /// The look for this item at the top edge in a compact height (nil: the bar's).
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { compactScrollEdgeStorage }
    set { compactScrollEdgeStorage = newValue?.copy(); changed() }
  }
  private var standardStorage: UINavigationBarAppearance?
  private var compactStorage: UINavigationBarAppearance?
  private var scrollEdgeStorage: UINavigationBarAppearance?
  private var compactScrollEdgeStorage: UINavigationBarAppearance?

  /// The first left item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first right item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
