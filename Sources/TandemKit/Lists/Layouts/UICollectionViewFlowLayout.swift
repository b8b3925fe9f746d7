import Foundation

/// A layout of items in lines that wrap (rows that scroll vertically, or columns that scroll horizontally), with
/// section insets, spacing, and section headers and footers. Items in a line share its extra space evenly; a
/// line of one item centres it. With an estimated item size, items size themselves.
@MainActor @preconcurrency open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// A value for `estimatedItemSize` asking items to size themselves from an estimate.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The direction the content scrolls.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
  /// The size of every item unless the delegate says otherwise.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// An estimate that makes items size themselves (zero: items have `itemSize`).
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The space between lines.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items of a line.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The margins of each section's items.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// The size of section headers (the height when scrolling vertically; zero: none).
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The size of section footers (the height when scrolling vertically; zero: none).
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

  private var laidOut = LaidOutElements()
  private var contentSize = CGSize.zero

  open override var collectionViewContentSize: CGSize { contentSize }

  private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
    collectionView?.delegate as? any UICollectionViewDelegateFlowLayout
  }

  /// Lays the items out in lines, section by section. Computed as for vertical scrolling; horizontal scrolling
  /// swaps the axes going in and out.
  open override func prepare() {
    guard let collectionView else { return }
    let horizontal = scrollDirection == .horizontal
    func swap(_ size: CGSize) -> CGSize { horizontal ? CGSize(width: size.height, height: size.width) : size }
    func swap(_ rect: CGRect) -> CGRect {
      horizontal ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
    }
    func swap(_ insets: UIEdgeInsets) -> UIEdgeInsets {
      horizontal ? UIEdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom) : insets
    }
    laidOut = LaidOutElements(horizontal: horizontal)
    let width = swap(collectionView.bounds.size).width
    let estimated = estimatedItemSize != .zero
    let estimate = estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
    var y: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let delegate = flowDelegate
      /// A header or footer across the section (none when its height is zero).
      func boundary(_ kind: String, height: CGFloat) {
        guard height > 0 else { return }
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = swap(CGRect(x: 0, y: y, width: width, height: height))
        laidOut.append([attributes])
        y += height
      }
      let insets = swap(
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset)
      let lineSpacing =
        delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let header = swap(
        delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
          ?? headerReferenceSize)
      boundary(UICollectionView.elementKindSectionHeader, height: header.height)
      y += insets.top
      let available = max(width - insets.left - insets.right, 0)
      var line: [(UICollectionViewLayoutAttributes, CGSize)] = []
      var lineWidth: CGFloat = 0
      var firstLine = true
      func flush() {
        guard !line.isEmpty else { return }
        if !firstLine { y += lineSpacing }
        firstLine = false
        let height = line.map(\.1.height).max() ?? 0
        let used = line.reduce(0) { $0 + $1.1.width }
        var x = insets.left
        var gap = itemSpacing
        if line.count == 1 {
          x += (available - used) / 2
        } else {
          gap = max((available - used) / CGFloat(line.count - 1), itemSpacing)
        }
        for (attributes, size) in line {
          attributes.frame = swap(
            CGRect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
          x += size.width + gap
        }
        laidOut.append(line.map(\.0))
        y += height
        line = []
        lineWidth = 0
      }
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        var size: CGSize
        if estimated {
          size = swap(measuredSizes.item(indexPath) ?? swap(estimate))
          attributes.estimatedAxes = .both
        } else {
          size = swap(delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize)
        }
        size.width = min(size.width, available)
        let needed = line.isEmpty ? size.width : lineWidth + itemSpacing + size.width
        if !line.isEmpty && needed > available + 1e-9 { flush() }
        lineWidth = line.isEmpty ? size.width : lineWidth + itemSpacing + size.width
        line.append((attributes, size))
      }
      flush()
      y += insets.bottom
      let footer = swap(
        delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
          ?? footerReferenceSize)
      boundary(UICollectionView.elementKindSectionFooter, height: footer.height)
    }
    contentSize = swap(CGSize(width: width, height: y))
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    laidOut.elements(in: rect)
  }
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    laidOut.cell(at: indexPath)
  }
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { laidOut.supplementary(elementKind, at: indexPath) }
}

/// The delegate of a collection view with a flow layout: per-item sizes and per-section metrics.
@MainActor @preconcurrency public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? {
    layout as? UICollectionViewFlowLayout
  }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { flow(collectionViewLayout)?.itemSize ?? .zero }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { flow(collectionViewLayout)?.sectionInset ?? .zero }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { flow(collectionViewLayout)?.minimumLineSpacing ?? 0 }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0 }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { flow(collectionViewLayout)?.headerReferenceSize ?? .zero }
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { flow(collectionViewLayout)?.footerReferenceSize ?? .zero }
}
