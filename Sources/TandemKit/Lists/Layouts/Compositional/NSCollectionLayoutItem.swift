import Foundation

/// A cell's place in a compositional layout: its size relative to its group, and insets of its content.
@MainActor @preconcurrency open class NSCollectionLayoutItem: NSObject {
  /// The item's size (fractions are of the containing group).
  public let layoutSize: NSCollectionLayoutSize
  /// Insets of the item's content from its slot (not applied to estimated dimensions).
  open var contentInsets = NSDirectionalEdgeInsets.zero

  /// An item of a size.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    super.init()
  }
  /// The number of cells the element places (one for an item).
  var leafCount: Int { 1 }
}

/// A row or column of items (or nested groups) in a compositional layout; sections repeat their group until the
/// items run out.
@MainActor @preconcurrency open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// Along which axis the subitems follow each other.
  enum Axis { case horizontal, vertical }
  let axis: Axis
  /// The subitems, in order.
  public let subitems: [NSCollectionLayoutItem]
  /// How many times a single subitem repeats (nil: the subitems as given).
  let repeatCount: Int?
  /// The space between subitems.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
    self.axis = axis
    self.subitems = subitems
    repeatCount = count
    super.init(layoutSize: layoutSize)
  }

  /// Subitems side by side.
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }
  /// Subitems one above the other.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }
  /// One subitem repeated `count` times side by side, sized to share the group's width.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    precondition(count > 0, "count must be greater than 0")
    return NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
  }
  /// One subitem repeated `count` times one above the other, sized to share the group's height.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    precondition(count > 0, "count must be greater than 0")
    return NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
  }
  /// The subitems as placed (a repeated subitem `count` times).
  var placedSubitems: [NSCollectionLayoutItem] {
    repeatCount.map { Array(repeating: subitems[0], count: $0) } ?? subitems
  }
  override var leafCount: Int { placedSubitems.reduce(0) { $0 + $1.leafCount } }
}

/// A header or footer attached to a section's edge in a compositional layout.
@MainActor @preconcurrency open class NSCollectionLayoutBoundarySupplementaryItem: NSObject {
  /// The view's size (fractions are of the section's width).
  public let layoutSize: NSCollectionLayoutSize
  /// The supplementary view kind.
  public let elementKind: String
  /// The edge it attaches to (top: a header; bottom: a footer).
  public let alignment: NSRectAlignment
  /// Whether it stays in view while its section scrolls under it.
  open var pinToVisibleBounds = false
  /// Insets of the view's content.
  open var contentInsets = NSDirectionalEdgeInsets.zero

  /// A boundary item of a size and kind at an edge.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.alignment = alignment
    super.init()
  }
}

/// An edge or corner of a rectangle.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
