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

  /// The sections as laid out, computed as for vertical scrolling (horizontal scrolling swaps the axes going in
  /// and out): items' sizes and the lines they wrap into. A self-sizing change re-wraps lines from the item's line
  /// until the wrapping meets the old one again and moves the lines below; queries place only the lines they meet.
  private var flowed: [FlowSection] = []
  private var laidOutWidth: CGFloat = -1
  private var contentSize = CGSize.zero
  /// Cells placed (frames computed or lines re-wrapped) since the layout was made, for tests of how much a change
  /// re-places.
  package private(set) var placedItemCount = 0

  open override var collectionViewContentSize: CGSize { contentSize }

  private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
    collectionView?.delegate as? any UICollectionViewDelegateFlowLayout
  }

  private var horizontal: Bool { scrollDirection == .horizontal }
  private func swap(_ size: CGSize) -> CGSize { horizontal ? CGSize(width: size.height, height: size.width) : size }
  private func swap(_ rect: CGRect) -> CGRect {
    horizontal ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
  }
  private func swap(_ insets: UIEdgeInsets) -> UIEdgeInsets {
    horizontal ? UIEdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom) : insets
  }

  /// Lays the items out in lines, section by section; after a self-sizing change, only from the changed items'
  /// lines.
  open override func prepare() {
    guard let collectionView else { return }
    let width = swap(collectionView.bounds.size).width
    let pending = pendingInvalidation
    if pending.everything || width != laidOutWidth {
      flowEverything(in: collectionView, width: width)
      return
    }
    guard !pending.items.isEmpty else { return }
    let estimate = estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
    for path in pending.items.sorted()
    where path.section < flowed.count && path.item < flowed[path.section].sizes.count && flowed[path.section].estimated
    {
      var size = swap(measuredSizes.item(path) ?? swap(estimate))
      size.width = min(size.width, flowed[path.section].available)
      guard size != flowed[path.section].sizes[path.item] else { continue }
      flowed[path.section].sizes[path.item] = size
      placedItemCount += flowed[path.section].rewrap(fromItem: path.item)
    }
    stackSections()
  }

  private func flowEverything(in collectionView: UICollectionView, width: CGFloat) {
    laidOutWidth = width
    let estimated = estimatedItemSize != .zero
    let estimate = estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
    let delegate = flowDelegate
    flowed = []
    for section in 0..<collectionView.numberOfSections {
      let insets = swap(
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset)
      let available = max(width - insets.left - insets.right, 0)
      let count = collectionView.numberOfItems(inSection: section)
      var sizes: [CGSize] = []
      sizes.reserveCapacity(count)
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        var size =
          estimated
          ? swap(measuredSizes.item(indexPath) ?? swap(estimate))
          : swap(delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize)
        size.width = min(size.width, available)
        sizes.append(size)
      }
      var flow = FlowSection(
        insets: insets, available: available, sizes: sizes, estimated: estimated,
        lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
          ?? minimumLineSpacing,
        itemSpacing: delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
        header: swap(
          delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize
        ).height,
        footer: swap(
          delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize
        ).height)
      placedItemCount += flow.rewrap(fromItem: 0)
      flowed.append(flow)
    }
    stackSections()
  }

  private func stackSections() {
    var y: CGFloat = 0
    for index in flowed.indices {
      flowed[index].top = y
      y += flowed[index].height
    }
    contentSize = swap(CGSize(width: laidOutWidth, height: y))
  }

  /// The cells of one line, placed.
  private func cells(ofLine line: Int, in section: Int) -> [UICollectionViewLayoutAttributes] {
    let flow = flowed[section]
    let placed = flow.lines[line]
    let items = placed.first..<(placed.first + placed.count)
    let used = flow.sizes[items].reduce(0) { $0 + $1.width }
    var x = flow.insets.left
    var gap = flow.itemSpacing
    if placed.count == 1 {
      x += (flow.available - used) / 2
    } else {
      gap = max((flow.available - used) / CGFloat(placed.count - 1), flow.itemSpacing)
    }
    let y = flow.top + flow.linesTop + placed.y
    var cells: [UICollectionViewLayoutAttributes] = []
    cells.reserveCapacity(placed.count)
    for item in items {
      let size = flow.sizes[item]
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
      attributes.frame = swap(
        CGRect(x: x, y: y + (placed.height - size.height) / 2, width: size.width, height: size.height))
      if flow.estimated { attributes.estimatedAxes = .both }
      cells.append(attributes)
      x += size.width + gap
    }
    placedItemCount += cells.count
    return cells
  }

  /// A section's header or footer (nil when its height is zero).
  private func boundary(_ kind: String, of section: Int) -> UICollectionViewLayoutAttributes? {
    let flow = flowed[section]
    let header = kind == UICollectionView.elementKindSectionHeader
    guard header || kind == UICollectionView.elementKindSectionFooter else { return nil }
    let height = header ? flow.header : flow.footer
    guard height > 0 else { return nil }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    let y = header ? flow.top : flow.top + flow.height - flow.footer
    attributes.frame = swap(CGRect(x: 0, y: y, width: laidOutWidth, height: height))
    return attributes
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let query = swap(rect)
    var found: [UICollectionViewLayoutAttributes] = []
    var low = 0
    var high = flowed.count
    while low < high {
      let mid = (low + high) / 2
      if flowed[mid].top + flowed[mid].height < query.minY { low = mid + 1 } else { high = mid }
    }
    var section = low
    while section < flowed.count, flowed[section].top <= query.maxY {
      let flow = flowed[section]
      if let header = boundary(UICollectionView.elementKindSectionHeader, of: section), header.frame.intersects(rect) {
        found.append(header)
      }
      var line = flow.firstLine(endingAtOrBelow: query.minY - flow.top - flow.linesTop)
      while line < flow.lines.count, flow.top + flow.linesTop + flow.lines[line].y <= query.maxY {
        found.append(contentsOf: cells(ofLine: line, in: section).lazy.filter { $0.frame.intersects(rect) })
        line += 1
      }
      if let footer = boundary(UICollectionView.elementKindSectionFooter, of: section), footer.frame.intersects(rect) {
        found.append(footer)
      }
      section += 1
    }
    return found
  }
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.section < flowed.count, indexPath.item >= 0, indexPath.item < flowed[indexPath.section].sizes.count
    else { return nil }
    let line = flowed[indexPath.section].line(containing: indexPath.item)
    return cells(ofLine: line, in: indexPath.section).first { $0.indexPath == indexPath }
  }
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    indexPath.section < flowed.count ? boundary(elementKind, of: indexPath.section) : nil
  }
}

/// One section of a flow layout, as for vertical scrolling: its items' sizes and the lines they wrap into.
private struct FlowSection {
  /// A line of items: its first item, how many, where it starts (from the first line's top) and its height.
  struct Line {
    var first: Int
    var count: Int
    var y: CGFloat
    var height: CGFloat
  }
  let insets: UIEdgeInsets
  /// The width lines fill (inside the insets).
  let available: CGFloat
  var sizes: [CGSize]
  /// Whether the items size themselves.
  let estimated: Bool
  let lineSpacing: CGFloat
  let itemSpacing: CGFloat
  /// The header's and footer's heights (zero: none).
  let header: CGFloat
  let footer: CGFloat
  var lines: [Line] = []
  /// Where the section starts.
  var top: CGFloat = 0

  init(
    insets: UIEdgeInsets, available: CGFloat, sizes: [CGSize], estimated: Bool, lineSpacing: CGFloat,
    itemSpacing: CGFloat, header: CGFloat, footer: CGFloat
  ) {
    self.insets = insets
    self.available = available
    self.sizes = sizes
    self.estimated = estimated
    self.lineSpacing = lineSpacing
    self.itemSpacing = itemSpacing
    self.header = header
    self.footer = footer
  }

  /// Where the first line starts, from the section's top.
  var linesTop: CGFloat { header + insets.top }
  /// The section's height: header, insets, lines and footer.
  var height: CGFloat { linesTop + (lines.last.map { $0.y + $0.height } ?? 0) + insets.bottom + footer }

  /// The line an item is on.
  func line(containing item: Int) -> Int {
    var low = 0
    var high = lines.count
    while low < high {
      let mid = (low + high) / 2
      if lines[mid].first + lines[mid].count <= item { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The first line ending at or below `y` (from the first line's top).
  func firstLine(endingAtOrBelow y: CGFloat) -> Int {
    var low = 0
    var high = lines.count
    while low < high {
      let mid = (low + high) / 2
      if lines[mid].y + lines[mid].height < y { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Wraps the items into lines again from the line holding `item`, until a line starts where one started before
  /// (past the item): the lines from there keep their items and move by the change of height. Returns how many
  /// items were wrapped.
  mutating func rewrap(fromItem item: Int) -> Int {
    let old = lines
    let start = old.isEmpty ? 0 : line(containing: item)
    var wrapped = Array(old[..<start])
    var y = start == 0 ? 0 : old[start - 1].y + old[start - 1].height + lineSpacing
    var next = start < old.count ? old[start].first : 0
    var oldIndex = start + 1
    var count = 0
    while next < sizes.count {
      if next > item {
        while oldIndex < old.count && old[oldIndex].first < next { oldIndex += 1 }
        if oldIndex < old.count && old[oldIndex].first == next {
          let delta = y - old[oldIndex].y
          for var moved in old[oldIndex...] {
            moved.y += delta
            wrapped.append(moved)
          }
          break
        }
      }
      var width = sizes[next].width
      var height = sizes[next].height
      var end = next + 1
      while end < sizes.count, width + itemSpacing + sizes[end].width <= available + 1e-9 {
        width += itemSpacing + sizes[end].width
        height = max(height, sizes[end].height)
        end += 1
      }
      wrapped.append(Line(first: next, count: end - next, y: y, height: height))
      count += end - next
      y += height + lineSpacing
      next = end
    }
    lines = wrapped
    return count
  }
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
