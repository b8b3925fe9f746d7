import Foundation

/// Where and how a collection view shows one element: a cell, a supplementary view (a header or footer) or a
/// decoration view.
@MainActor @preconcurrency open class UICollectionViewLayoutAttributes: NSObject {
  /// The element kinds a layout places.
  public enum Category: UInt, Sendable { case cell, supplementaryView, decorationView }

  /// The element's index path.
  open var indexPath: IndexPath
  /// The element's kind.
  public let representedElementCategory: Category
  /// The supplementary or decoration view's kind (nil for cells).
  public let representedElementKind: String?
  /// The element's frame in the collection view's content.
  open var frame = CGRect.zero
  /// The element's size.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// The element's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The element's opacity.
  open var alpha: CGFloat = 1
  /// The element's stacking order (higher draws above).
  open var zIndex = 0
  /// Whether the element is hidden.
  open var isHidden = false
  /// The element's transform about its centre.
  open var transform = CGAffineTransform.identity
  /// The element's transform as a 3D transform (its affine part is `transform`; Linux draws that part).
  open var transform3D: CATransform3D {
    get { CATransform3DMakeAffineTransform(transform) }
    set { transform = CATransform3DGetAffineTransform(newValue) }
  }
  /// The element's bounds: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }

  /// The axes along which the size is an estimate that the element's own fitting size replaces.
  var estimatedAxes: UIAxis = []
  /// How a list layout styles the element (nil outside list sections).
  var listStyle: ListElementStyle?
  /// Whether the element is a supplementary view anchored to its item (it moves with the item).
  var isAnchoredToItem = false

  /// Attributes of the cell at an index path.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
    super.init()
  }
  /// Attributes of a supplementary view of a kind at an index path.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    super.init()
  }

  /// Attributes of a decoration view (drawn by the layout's registered class, not the data source).
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
    super.init()
  }

  /// A copy with the same values.
  func duplicate(with indexPath: IndexPath? = nil) -> UICollectionViewLayoutAttributes {
    let path = indexPath ?? self.indexPath
    let copy =
      switch representedElementCategory {
      case .cell: UICollectionViewLayoutAttributes(forCellWith: path)
      case .supplementaryView:
        UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: path)
      case .decorationView:
        UICollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: path)
      }
    copy.frame = frame
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.transform = transform
    copy.estimatedAxes = estimatedAxes
    copy.listStyle = listStyle
    copy.isAnchoredToItem = isAnchoredToItem
    return copy
  }
}

/// An element a section's `visibleItemsInvalidationHandler` may adjust as the content scrolls: its opacity, stacking,
/// visibility, centre and transform.
@MainActor @preconcurrency public protocol NSCollectionLayoutVisibleItem: AnyObject {
  var alpha: CGFloat { get set }
  var zIndex: Int { get set }
  var isHidden: Bool { get set }
  var center: CGPoint { get set }
  var transform: CGAffineTransform { get set }
  var transform3D: CATransform3D { get set }
  /// The element's name: its kind for supplementary and decoration views, empty for items.
  var name: String { get }
  var indexPath: IndexPath { get }
  var frame: CGRect { get }
  var bounds: CGRect { get }
  var representedElementCategory: UICollectionView.ElementCategory { get }
  var representedElementKind: String? { get }
}

extension UICollectionView {
  /// The kinds of elements a layout places (Apple's name for the attributes' category).
  public typealias ElementCategory = UICollectionViewLayoutAttributes.Category
}

extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {
  public var name: String { representedElementKind ?? "" }
}

/// How a list section styles one of its elements: the appearance, whether it opens or closes the section (rounded
/// corners in inset-grouped lists) and whether it shows a separator.
struct ListElementStyle: Hashable {
  var appearance: UICollectionLayoutListConfiguration.Appearance
  var isFirst: Bool
  var isLast: Bool
  var showsSeparator: Bool
  var separatorColor: UIColor
  /// Insets of the bottom separator from the row's edges (zero: aligned to the row's text).
  var separatorInsets = NSDirectionalEdgeInsets.zero
  /// Whether the element is a header or footer (not a row).
  var isHeaderOrFooter: Bool
}
