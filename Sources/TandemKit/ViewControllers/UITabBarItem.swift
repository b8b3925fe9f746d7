import Foundation
import TandemGraphics

/// An item of a tab bar: a title and an image (a template tinted by the bar), an optional selected image, and a
/// badge. Changing any of them redraws the bar showing it.
@MainActor @preconcurrency open class UITabBarItem: NSObject {
  /// The system's items: a title and a symbol each.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent
    case mostViewed

    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }

    var symbolName: String {
      switch self {
      case .more: "ellipsis"
      case .favorites, .featured, .topRated: "star.fill"
      case .recents, .history, .mostRecent: "clock.fill"
      case .contacts: "person.crop.circle.fill"
      case .bookmarks: "book.fill"
      case .search: "magnifyingglass"
      case .downloads: "square.and.arrow.down.fill"
      case .mostViewed: "list.number"
      }
    }
  }

  /// The bar showing the item.
  package weak var owner: UITabBar?
  private func changed() { owner?.itemsChanged() }

  /// The title under the image.
  open var title: String? { didSet { changed() } }
  /// The image (drawn as a template in the bar's tint colors).
  open var image: UIImage? { didSet { changed() } }
  /// The image while the item is selected (nil: `image`).
  open var selectedImage: UIImage? { didSet { changed() } }
  /// A number identifying the item.
  open var tag = 0
  /// Whether the item can be selected.
  open var isEnabled = true { didSet { changed() } }
  /// The text of the red badge at the image's corner (nil: no badge; empty: a dot).
  open var badgeValue: String? { didSet { changed() } }
  /// The badge's color (nil: system red).
  open var badgeColor: UIColor? { didSet { changed() } }
  /// VoiceOver's label (nil: the title).
  open var accessibilityLabel: String?
  /// The identifier UI tests find the item by.
  open var accessibilityIdentifier: String?
  /// The system item this was made from, if any.
  package private(set) var systemItem: SystemItem?

  public override init() { super.init() }

  /// An item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    super.init()
  }

  /// An item with a title, an image and an image for the selected state.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    super.init()
  }

  /// A system item (its title and image are the system's).
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    title = systemItem.title
    image = UIImage(systemName: systemItem.symbolName)
    self.tag = tag
    super.init()
  }
}
