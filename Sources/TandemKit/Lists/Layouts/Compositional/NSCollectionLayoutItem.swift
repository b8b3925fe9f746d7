import Foundation

/// A cell's place in a compositional layout: its size relative to its group, and insets of its content.
@MainActor @preconcurrency open class NSCollectionLayoutItem: NSObject {
  /// The item's size (fractions are of the containing group).
  public let layoutSize: NSCollectionLayoutSize
  /// Insets of the item's content from its slot (not applied to estimated dimensions).
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Views anchored to the item (badges): supplementary views of their kinds at the item's index path.
  public private(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []

  /// An item of a size with supplementary views anchored to it.
  public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem])
  {
    self.init(layoutSize: layoutSize)
    self.supplementaryItems = supplementaryItems
  }

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
  override var leafCount: Int {
    if customProvider != nil { return customItems.count }
    return placedSubitems.reduce(0) { $0 + $1.leafCount }
  }

  /// Makes a custom group's item frames for an environment.
  public typealias CustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
  /// The provider of a custom group's item frames (nil for rows and columns).
  private(set) var customProvider: CustomItemProvider?
  /// A custom group's item frames as last provided (the layout asks the provider when it lays out everything).
  private(set) var customItems: [NSCollectionLayoutGroupCustomItem] = []

  /// A group whose items take the frames a provider gives (relative to the group), one item per frame.
  public static func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping CustomItemProvider)
    -> NSCollectionLayoutGroup
  {
    let group = NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [], count: nil)
    group.customProvider = itemProvider
    return group
  }

  /// Asks this group's and its nested groups' custom providers for their frames in an environment.
  func provideCustomItems(for environment: any NSCollectionLayoutEnvironment) {
    if let customProvider { customItems = customProvider(environment) }
    for case let nested as NSCollectionLayoutGroup in subitems { nested.provideCustomItems(for: environment) }
  }
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

/// A supplementary view anchored to an item (a badge): its size, kind and where it sits on the item.
@MainActor @preconcurrency open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The supplementary view kind.
  public let elementKind: String
  /// Where it attaches to its item.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Its stacking order (above its item by default).
  open var zIndex = 1

  /// A supplementary item of a size and kind anchored to its item.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    super.init(layoutSize: layoutSize)
  }
}

/// Where a supplementary item sits on its container: the edges it aligns with, moved by an offset in points or in
/// fractions of its own size.
@MainActor @preconcurrency open class NSCollectionLayoutAnchor: NSObject {
  /// The edges of the container the item aligns with (none: centred).
  public let edges: NSDirectionalRectEdge
  /// The offset: in points, or in fractions of the item's size (`isFractionalOffset`).
  public let offset: CGPoint
  /// Whether `offset` is in fractions of the item's size.
  public let isFractionalOffset: Bool
  /// Whether `offset` is in points.
  open var isAbsoluteOffset: Bool { !isFractionalOffset }

  /// An anchor at edges.
  public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, fractional: false) }
  /// An anchor at edges, moved by points.
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, fractional: false)
  }
  /// An anchor at edges, moved by fractions of the item's size (−0.5 on an edge centres it over the edge).
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, fractional: true)
  }
  init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
    self.edges = edges
    self.offset = offset
    isFractionalOffset = fractional
    super.init()
  }

  /// The frame of an item of `size` anchored to `container` (right to left mirrors leading and trailing).
  func frame(of size: CGSize, in container: CGRect, rightToLeft: Bool) -> CGRect {
    let leading = edges.contains(.leading)
    let trailing = edges.contains(.trailing)
    var x = container.midX - size.width / 2
    if leading != trailing {
      x = (leading != rightToLeft) ? container.minX : container.maxX - size.width
    }
    var y = container.midY - size.height / 2
    if edges.contains(.top) != edges.contains(.bottom) {
      y = edges.contains(.top) ? container.minY : container.maxY - size.height
    }
    let dx = isFractionalOffset ? offset.x * size.width : offset.x
    let dy = isFractionalOffset ? offset.y * size.height : offset.y
    return CGRect(x: x + (rightToLeft ? -dx : dx), y: y + dy, width: size.width, height: size.height)
  }
}

/// A decoration view of a section: drawn from the class the layout registered for its kind, behind the section's
/// items (a section background).
@MainActor @preconcurrency open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The decoration view kind.
  public let elementKind: String
  /// Its stacking order (behind the items by default).
  open var zIndex = -1

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }

  /// A decoration covering its section (inset by its content insets).
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}

/// One item's frame in a custom group, relative to the group's origin, and its stacking order.
@MainActor @preconcurrency open class NSCollectionLayoutGroupCustomItem: NSObject {
  /// The item's frame in the group.
  public let frame: CGRect
  /// The item's stacking order.
  public let zIndex: Int

  /// An item at a frame.
  public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
  /// An item at a frame with a stacking order.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
    super.init()
  }
}
