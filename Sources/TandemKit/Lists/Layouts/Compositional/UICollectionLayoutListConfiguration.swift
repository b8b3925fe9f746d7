import Foundation

/// How a list section of a compositional layout looks and behaves: its appearance, headers and footers,
/// separators, background and swipe actions.
@MainActor @preconcurrency public struct UICollectionLayoutListConfiguration {
  /// The list's overall look.
  public enum Appearance: Int, Hashable, Sendable {
    case plain, grouped, insetGrouped
    /// A sidebar; in compact width (an iPhone) it looks inset grouped, as on iOS.
    case sidebar
    /// A plain sidebar; in compact width it looks plain.
    case sidebarPlain

    /// The look the appearance takes here (Linux lays lists out in the compact-width look for sidebars).
    var base: Appearance {
      switch self {
      case .sidebar: .insetGrouped
      case .sidebarPlain: .plain
      default: self
      }
    }
  }
  /// Where section headers come from.
  public enum HeaderMode: Int, Hashable, Sendable {
    /// No headers.
    case none
    /// Header supplementary views (`UICollectionView.elementKindSectionHeader`).
    case supplementary
    /// The first item of each section is styled as its header.
    case firstItemInSection
  }
  /// Where section footers come from.
  public enum FooterMode: Int, Hashable, Sendable { case none, supplementary }
  /// Supplies the actions of a row swiped towards one edge (nil: none).
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// The appearance.
  public let appearance: Appearance
  /// Whether rows show separators.
  public var showsSeparators = true
  /// The separators' look.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// The list's background (nil: the appearance's).
  public var backgroundColor: UIColor?
  /// Where headers come from.
  public var headerMode = HeaderMode.none
  /// Where footers come from.
  public var footerMode = FooterMode.none
  /// Space above each section's header (nil: the appearance's).
  public var headerTopPadding: CGFloat?
  /// The actions revealed by swiping a row towards its leading edge.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions revealed by swiping a row towards its trailing edge.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// A configuration of an appearance.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The background color in effect.
  var resolvedBackgroundColor: UIColor {
    backgroundColor ?? (appearance == .plain ? .systemBackground : .systemGroupedBackground)
  }
}

/// How a list's separators look.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows.
  public enum Visibility: Int, Hashable, Sendable { case automatic, visible, hidden }
  /// Whether the separator above a row shows.
  public var topSeparatorVisibility = Visibility.automatic
  /// Whether the separator below a row shows.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// Insets of the top separator from the row's edges (zero: aligned to the row's text).
  public var topSeparatorInsets = NSDirectionalEdgeInsets.zero
  /// Insets of the bottom separator from the row's edges (zero: aligned to the row's text).
  public var bottomSeparatorInsets = NSDirectionalEdgeInsets.zero
  /// The separator color.
  public var color: UIColor = .separator

  /// The standard separators of a list appearance.
  @MainActor @preconcurrency public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
