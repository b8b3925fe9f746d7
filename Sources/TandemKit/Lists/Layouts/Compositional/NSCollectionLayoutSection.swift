import Foundation

/// A section of a compositional layout: a group repeated until the section's items run out, with insets, spacing
/// between groups and boundary headers and footers.
@MainActor @preconcurrency open class NSCollectionLayoutSection: NSObject {
  /// The group repeated through the section.
  public let group: NSCollectionLayoutGroup
  /// Insets of the section's content.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// The space between groups.
  open var interGroupSpacing: CGFloat = 0
  /// Headers and footers attached to the section's edges.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Decoration views of the section (backgrounds), from the classes the layout registered for their kinds.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Whether the section's groups run side by side in a band that scrolls across the collection view's scrolling
  /// axis, and how that scrolling comes to rest.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// Called before each layout pass with the section's visible items, the scroll offset (an orthogonal band's
  /// content offset, else the collection view's) and the environment: the items' alpha, transform, centre, z-index
  /// and visibility it sets are what the cells show (carousels scale their cards this way).
  open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// The list configuration a list section was made from (its appearance styles rows; it supplies swipe actions).
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// A section repeating a group.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// A list section: full-width self-sizing rows styled by the configuration's appearance, with the
  /// configuration's headers, footers, separators and swipe actions.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    let width = layoutEnvironment.container.contentSize.width
    let traits = layoutEnvironment.traitCollection
    let side: CGFloat = traits.horizontalSizeClass == .regular || width >= 414 ? 20 : 16
    let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
    if configuration.headerMode == .supplementary {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = configuration.appearance.base == .plain
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    switch configuration.appearance.base {
    case .plain, .sidebarPlain: break
    case .grouped, .insetGrouped, .sidebar:
      let inset = configuration.appearance.base == .insetGrouped ? side : 0
      let hasHeader = configuration.headerMode == .supplementary
      let hasFooter = configuration.footerMode == .supplementary
      section.contentInsets = NSDirectionalEdgeInsets(
        top: hasHeader ? 0 : configuration.headerTopPadding ?? UITableView.groupedGap, leading: inset,
        bottom: hasFooter ? 0 : UITableView.groupedGap, trailing: inset)
    }
    return section
  }
}

/// How a section scrolls across the layout's axis: not at all (its groups stack), freely, or coming to rest on
/// group boundaries or pages.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The groups stack along the layout's axis.
  case none
  /// The band scrolls freely and decelerates.
  case continuous
  /// The band decelerates and comes to rest with a group's leading edge at the section's leading inset.
  case continuousGroupLeadingBoundary
  /// The band moves a page (the collection view's width) at a time.
  case paging
  /// The band moves one group at a time, resting at a group's leading edge.
  case groupPaging
  /// The band moves one group at a time, resting with a group centred.
  case groupPagingCentered
}

/// A section's handler adjusting its visible items as the content scrolls.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
  [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void
