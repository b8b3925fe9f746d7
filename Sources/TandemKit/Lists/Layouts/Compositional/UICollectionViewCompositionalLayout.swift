import Foundation

/// Options of a compositional layout as a whole.
@MainActor @preconcurrency open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The space between sections.
  open var interSectionSpacing: CGFloat = 0
  public override init() { super.init() }
}

/// A layout built from sections of repeated groups of items, each sized absolutely, as a fraction of its
/// container, or by estimate (self-sizing). Sections come from one section value or a provider called per section
/// with the layout environment. Scrolls vertically.
@MainActor @preconcurrency open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Builds the section at an index for an environment.
  public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  private let provider: SectionProvider
  /// The layout's options.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
  /// The sections as laid out: boundary items, and each group's height in a Fenwick tree, so a self-sizing change
  /// costs one group's layout and O(log n), and a query places only the groups meeting its rectangle.
  private var placed: [PlacedSection] = []
  /// The width the sections were laid out for.
  private var laidOutWidth: CGFloat = -1
  private var contentSize = CGSize.zero
  /// Cells placed (attributes computed) since the layout was made: a query, a lookup or a group's measurement
  /// places its group's items. For tests of how much a change re-places.
  package private(set) var placedItemCount = 0

  /// A layout of one section repeated for every section.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }
  /// A layout of one section with options.
  public convenience init(
    section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }
  /// A layout whose sections come from a provider.
  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }
  /// A layout whose sections come from a provider, with options.
  public init(
    sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// A layout of list sections of one configuration.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func prepare() {
    guard let collectionView else { return }
    let width = collectionView.bounds.width
    let pending = pendingInvalidation
    if pending.everything || width != laidOutWidth {
      placeEverything(in: collectionView)
      return
    }
    var changed = Set<Int>()
    for path in pending.items where path.section < placed.count && path.item < placed[path.section].itemCount {
      changed.insert(path.section)
      // An orthogonal band is as tall as its tallest group: measured again as a whole.
      if placed[path.section].band != nil { continue }
      let group = path.item / placed[path.section].itemsPerGroup
      placed[path.section].groups.set(
        group, height(ofGroup: group, in: path.section) + placed[path.section].section.interGroupSpacing)
    }
    for index in changed where placed[index].band != nil { measureBand(of: index) }
    for key in pending.supplementaries where key.indexPath.section < placed.count {
      changed.insert(key.indexPath.section)
    }
    guard !changed.isEmpty else { return }
    for index in changed { placeBoundaries(of: index) }
    stackSections()
  }

  /// Lays out every section from the provider: groups take the estimated height of a group of unmeasured items
  /// (computed once per section) unless one of their items was measured.
  private func placeEverything(in collectionView: UICollectionView) {
    let bounds = collectionView.bounds.size
    let environment = CollectionLayoutEnvironment(
      container: CollectionLayoutContainer(contentSize: bounds), traitCollection: collectionView.traitCollection)
    lastEnvironment = environment
    laidOutWidth = bounds.width
    var measuredGroups: [Int: Set<Int>] = [:]
    placed = []
    for index in 0..<collectionView.numberOfSections {
      guard let section = provider(index, environment) else {
        preconditionFailure(
          "UICollectionViewCompositionalLayout: the section provider returned nil for section \(index)")
      }
      section.group.provideCustomItems(for: environment)
      let perGroup = section.group.leafCount
      precondition(perGroup > 0, "UICollectionViewCompositionalLayout: a section's group must contain an item")
      let insets = section.contentInsets
      let width = max(bounds.width - insets.leading - insets.trailing, 0)
      let count = collectionView.numberOfItems(inSection: index)
      let container = CGSize(width: width, height: bounds.height)
      var placedSection = PlacedSection(
        section: section, itemCount: count, itemsPerGroup: perGroup, width: width, container: container,
        groups: SlotHeights(repeating: 0, count: (count + perGroup - 1) / perGroup))
      if section.orthogonalScrollingBehavior != .none {
        placedSection.band = OrthogonalBand(
          groupWidth: section.group.layoutSize.widthDimension.resolve(in: container), height: 0)
      }
      placed.append(placedSection)
    }
    for key in measuredSizes.sizes.keys where key.kind == nil && key.indexPath.section < placed.count {
      let section = placed[key.indexPath.section]
      guard key.indexPath.item < section.itemCount else { continue }
      measuredGroups[key.indexPath.section, default: []].insert(key.indexPath.item / section.itemsPerGroup)
    }
    for index in placed.indices {
      let section = placed[index]
      let groups = section.groups.count
      let spacing = section.section.interGroupSpacing
      if section.band != nil {
        measureBand(of: index)
        continue
      }
      guard groups > 0 else {
        placeBoundaries(of: index)
        continue
      }
      // A full group of unmeasured items has the same height wherever it is.
      let full = section.itemCount / section.itemsPerGroup
      let estimate = full > 0 ? height(ofGroup: 0, in: index, ignoringMeasurements: true) : 0
      placed[index].groups = SlotHeights(repeating: estimate + spacing, count: groups)
      var exact = measuredGroups[index] ?? []
      if full < groups { exact.insert(groups - 1) }
      for group in exact { placed[index].groups.set(group, height(ofGroup: group, in: index) + spacing) }
      placeBoundaries(of: index)
    }
    stackSections()
  }

  /// Measures an orthogonal section's band (as tall as its tallest group) and places its boundary items.
  private func measureBand(of index: Int) {
    var tallest: CGFloat = 0
    for group in 0..<placed[index].groups.count { tallest = max(tallest, height(ofGroup: group, in: index)) }
    placed[index].band?.height = tallest
    placeBoundaries(of: index)
  }

  /// Places the sections one after the other (with the spacing between them) and sets the content size.
  private func stackSections() {
    var y: CGFloat = 0
    for index in placed.indices {
      if index > 0 { y += configuration.interSectionSpacing }
      placed[index].top = y
      y += placed[index].height
    }
    contentSize = CGSize(width: laidOutWidth, height: y)
  }

  /// Lays out a section's headers and footers around its groups (frames from the section's top) and sets its
  /// height.
  private func placeBoundaries(of index: Int) {
    let section = placed[index].section
    let insets = section.contentInsets
    let container = placed[index].container
    let list = section.listConfiguration
    var boundaries: [UICollectionViewLayoutAttributes] = []
    var pinned: UICollectionViewLayoutAttributes?
    var y: CGFloat = 0
    func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
      let path = IndexPath(item: 0, section: index)
      let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: path)
      var size = item.layoutSize.resolve(in: container)
      if item.layoutSize.heightDimension.isEstimated {
        attributes.estimatedAxes = .vertical
        size.height = measuredSizes.supplementary(item.elementKind, path)?.height ?? size.height
      }
      attributes.frame = CGRect(x: insets.leading, y: y, width: size.width, height: size.height)
      attributes.zIndex = 10
      if let list {
        attributes.listStyle = ListElementStyle(
          appearance: list.appearance.base, isFirst: false, isLast: false, showsSeparator: false,
          separatorColor: list.separatorConfiguration.color, separatorInsets: .zero, isHeaderOrFooter: true)
      }
      if item.pinToVisibleBounds, item.alignment == .top { pinned = attributes }
      boundaries.append(attributes)
      y += size.height
    }
    let isTop: (NSCollectionLayoutBoundarySupplementaryItem) -> Bool = {
      [.top, .topLeading, .topTrailing].contains($0.alignment)
    }
    for item in section.boundarySupplementaryItems where isTop(item) { boundary(item) }
    y += insets.top
    placed[index].groupsStart = y
    let groups = placed[index].groups
    if let band = placed[index].band {
      y += band.height
    } else if groups.count > 0 {
      y += groups.total - section.interGroupSpacing
    }
    y += insets.bottom
    // Decorations (backgrounds) cover the section's content and its insets, across the whole width.
    let contentTop = placed[index].groupsStart - insets.top
    placed[index].decorations = section.decorationItems.map { item in
      let attributes = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: index))
      let fullWidth = container.width + insets.leading + insets.trailing
      let inset = item.contentInsets
      attributes.frame = CGRect(
        x: inset.leading, y: contentTop + inset.top, width: max(fullWidth - inset.leading - inset.trailing, 0),
        height: max(y - contentTop - inset.top - inset.bottom, 0))
      attributes.zIndex = item.zIndex
      return attributes
    }
    for item in section.boundarySupplementaryItems where !isTop(item) { boundary(item) }
    placed[index].boundaries = boundaries
    placed[index].pinnedHeader = pinned
    placed[index].height = y
  }

  /// The height of one group of a section (laying out its items).
  private func height(ofGroup group: Int, in index: Int, ignoringMeasurements: Bool = false) -> CGFloat {
    var items: [UICollectionViewLayoutAttributes] = []
    return layOut(group: group, in: index, into: &items, ignoringMeasurements: ignoringMeasurements)
  }

  /// Lays out one group of a section where it is now; returns its height.
  @discardableResult private func layOut(
    group: Int, in index: Int, into items: inout [UICollectionViewLayoutAttributes],
    ignoringMeasurements: Bool = false
  ) -> CGFloat {
    let section = placed[index]
    var next = group * section.itemsPerGroup
    let frame = CGRect(
      x: section.groupLeading(group), y: section.groupTop(group), width: section.width, height: 0)
    let height = layOut(
      section.section.group, in: frame, container: section.container, section: index, next: &next,
      count: section.itemCount, into: &items, measured: ignoringMeasurements ? MeasuredSizes() : measuredSizes)
    placedItemCount += items.count
    if let list = section.section.listConfiguration {
      let count = section.itemCount
      for attributes in items where attributes.representedElementCategory == .cell {
        let item = attributes.indexPath.item
        let isHeader = list.headerMode == .firstItemInSection && item == 0
        let isLast = item == count - 1
        attributes.listStyle = ListElementStyle(
          appearance: list.appearance.base, isFirst: item == 0, isLast: isLast,
          showsSeparator: list.showsSeparators && !isHeader && !(isLast && list.appearance.base != .plain)
            && list.separatorConfiguration.bottomSeparatorVisibility != .hidden,
          separatorColor: list.separatorConfiguration.color,
          separatorInsets: list.separatorConfiguration.bottomSeparatorInsets, isHeaderOrFooter: isHeader)
      }
    }
    return height
  }

  /// Lays out a group (and its nested groups) from the next item; returns the group's height. Estimated heights
  /// take the items' measured heights; a group of estimated height is as tall as its content.
  private func layOut(
    _ group: NSCollectionLayoutGroup, in frame: CGRect, container: CGSize, section: Int, next: inout Int,
    count: Int, into placed: inout [UICollectionViewLayoutAttributes], measured measuredSizes: MeasuredSizes
  ) -> CGFloat {
    let size = group.layoutSize.resolve(in: container)
    let width = size.width
    let fixedHeight: CGFloat? = group.layoutSize.heightDimension.isEstimated ? nil : size.height
    if group.customProvider != nil {
      // A custom group: each item at its provided frame; the group is as tall as its items reach when estimated.
      var bottom: CGFloat = 0
      for custom in group.customItems {
        guard next < count else { break }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: next, section: section))
        next += 1
        attributes.frame = custom.frame.offsetBy(dx: frame.minX, dy: frame.minY)
        attributes.zIndex = custom.zIndex
        placed.append(attributes)
        bottom = max(bottom, custom.frame.maxY)
      }
      return fixedHeight ?? bottom
    }
    let subitems = group.placedSubitems
    let spacing = group.interItemSpacing?.spacing ?? 0
    let groupBox = CGSize(width: width, height: fixedHeight ?? size.height)
    // Each subitem's length along the group's axis and across it.
    var slots: [(item: NSCollectionLayoutItem, main: CGFloat)] = []
    for item in subitems {
      let main: CGFloat
      if group.repeatCount != nil {
        let total = group.axis == .horizontal ? width : groupBox.height
        main = (total - spacing * CGFloat(subitems.count - 1)) / CGFloat(subitems.count)
      } else {
        let resolved = item.layoutSize.resolve(in: groupBox)
        main = group.axis == .horizontal ? resolved.width : resolved.height
      }
      slots.append((item, main))
    }
    var gap = spacing
    if group.axis == .horizontal, let flexible = group.interItemSpacing, flexible.isFlexibleSpacing, slots.count > 1 {
      let used = slots.reduce(0) { $0 + $1.main }
      gap = max((width - used) / CGFloat(slots.count - 1), spacing)
    }
    var offset: CGFloat = 0
    var extent: CGFloat = 0
    for (index, slot) in slots.enumerated() {
      guard next < count else { break }
      if index > 0 { offset += gap }
      let origin =
        group.axis == .horizontal
        ? CGPoint(x: frame.minX + offset, y: frame.minY) : CGPoint(x: frame.minX, y: frame.minY + offset)
      if let nested = slot.item as? NSCollectionLayoutGroup {
        let box =
          group.axis == .horizontal
          ? CGSize(width: slot.main, height: groupBox.height) : CGSize(width: width, height: slot.main)
        let height = layOut(
          nested, in: CGRect(origin: origin, size: box), container: box, section: section, next: &next, count: count,
          into: &placed, measured: measuredSizes)
        if group.axis == .horizontal {
          offset += slot.main
          extent = max(extent, height)
        } else {
          offset += height
          extent = offset
        }
        continue
      }
      let indexPath = IndexPath(item: next, section: section)
      next += 1
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      let itemSize = slot.item.layoutSize
      var box =
        group.axis == .horizontal
        ? CGSize(width: slot.main, height: itemSize.heightDimension.resolve(in: groupBox))
        : CGSize(width: itemSize.widthDimension.resolve(in: groupBox), height: slot.main)
      let insets = slot.item.contentInsets
      if itemSize.heightDimension.isEstimated {
        attributes.estimatedAxes.insert(.vertical)
        if let measured = measuredSizes.item(indexPath) { box.height = measured.height }
      }
      if itemSize.widthDimension.isEstimated {
        attributes.estimatedAxes.insert(.horizontal)
        if let measured = measuredSizes.item(indexPath) { box.width = measured.width }
      }
      var itemFrame = CGRect(origin: origin, size: box)
      // Content insets apply to absolute and fractional dimensions only.
      if !itemSize.widthDimension.isEstimated {
        itemFrame.origin.x += insets.leading
        itemFrame.size.width = max(itemFrame.width - insets.leading - insets.trailing, 0)
      }
      if !itemSize.heightDimension.isEstimated {
        itemFrame.origin.y += insets.top
        itemFrame.size.height = max(itemFrame.height - insets.top - insets.bottom, 0)
      }
      attributes.frame = itemFrame
      placed.append(attributes)
      for supplementary in slot.item.supplementaryItems {
        let anchored = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: supplementary.elementKind, with: indexPath)
        let size = supplementary.layoutSize.resolve(in: itemFrame.size)
        anchored.frame = supplementary.containerAnchor.frame(
          of: size, in: itemFrame, rightToLeft: collectionView?.isRightToLeft ?? false)
        anchored.zIndex = supplementary.zIndex
        anchored.isAnchoredToItem = true
        placed.append(anchored)
      }
      if group.axis == .horizontal {
        offset += slot.main
        extent = max(extent, box.height)
      } else {
        offset += box.height
        extent = offset
      }
    }
    return fixedHeight ?? extent
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var found: [UICollectionViewLayoutAttributes] = []
    // The first section ending at or below the rectangle's top, by binary search.
    var low = 0
    var high = placed.count
    while low < high {
      let mid = (low + high) / 2
      if placed[mid].top + placed[mid].height < rect.minY { low = mid + 1 } else { high = mid }
    }
    let pinTop = collectionView.map { $0.bounds.minY + $0.adjustedContentInset.top }
    var index = low
    while index < placed.count, placed[index].top <= rect.maxY {
      let section = placed[index]
      for elements in [section.decorations, section.boundaries] {
        for element in elements where element !== section.pinnedHeader {
          guard element.frame.offsetBy(dx: 0, dy: section.top).intersects(rect) else { continue }
          found.append(inContent(element, of: section))
        }
      }
      if let band = section.band, section.groups.count > 0 {
        // The groups of an orthogonal band shown across its scrolled width (with a group's margin either side).
        let bandTop = section.top + section.groupsStart
        if bandTop <= rect.maxY, bandTop + band.height >= rect.minY {
          let offset = collectionView?.orthogonalOffset(forSection: index) ?? 0
          let visible = (offset - band.groupWidth)...(offset + (collectionView?.bounds.width ?? 0) + band.groupWidth)
          let stride = band.groupWidth + section.section.interGroupSpacing
          let leading = section.section.contentInsets.leading
          let first = max(Int(((visible.lowerBound - leading) / max(stride, 1)).rounded(.down)), 0)
          var group = first
          while group < section.groups.count, section.groupLeading(group) <= visible.upperBound {
            var items: [UICollectionViewLayoutAttributes] = []
            layOut(group: group, in: index, into: &items)
            found.append(contentsOf: items)
            group += 1
          }
        }
      } else if section.groups.count > 0 {
        var group = section.groups.lastSlot(startingAtOrAbove: rect.minY - section.top - section.groupsStart) ?? 0
        while group < section.groups.count, section.groupTop(group) <= rect.maxY {
          var items: [UICollectionViewLayoutAttributes] = []
          layOut(group: group, in: index, into: &items)
          found.append(contentsOf: items.lazy.filter { $0.frame.intersects(rect) })
          group += 1
        }
      }
      // A pinned header stays at the top of the visible bounds while its section is in view.
      if let header = section.pinnedHeader, let pinTop {
        let pinned = header.duplicate()
        let natural = header.frame.minY + section.top
        pinned.frame.origin.y = max(natural, min(pinTop, section.top + section.height - header.frame.height))
        found.append(pinned)
      }
      index += 1
    }
    return found
  }
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    elements(ofGroupWith: indexPath)?.first { $0.indexPath == indexPath && $0.representedElementCategory == .cell }
  }
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.section < placed.count else { return nil }
    let section = placed[indexPath.section]
    if let boundary = section.boundaries.first(where: { $0.representedElementKind == elementKind }) {
      return inContent(boundary, of: section)
    }
    // A view anchored to an item comes with the item's group.
    return elements(ofGroupWith: indexPath)?.first {
      $0.representedElementKind == elementKind && $0.indexPath == indexPath && $0.isAnchoredToItem
    }
  }
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.section < placed.count else { return nil }
    let section = placed[indexPath.section]
    return section.decorations.first { $0.representedElementKind == elementKind }.map { inContent($0, of: section) }
  }

  /// The elements of the group holding an item (its cells and anchored views), laid out where they are now.
  private func elements(ofGroupWith indexPath: IndexPath) -> [UICollectionViewLayoutAttributes]? {
    guard indexPath.section < placed.count, indexPath.item >= 0, indexPath.item < placed[indexPath.section].itemCount
    else { return nil }
    var items: [UICollectionViewLayoutAttributes] = []
    layOut(group: indexPath.item / placed[indexPath.section].itemsPerGroup, in: indexPath.section, into: &items)
    return items
  }

  /// A copy of a section's boundary or decoration element (framed from the section's top) framed in the content.
  private func inContent(_ element: UICollectionViewLayoutAttributes, of section: PlacedSection)
    -> UICollectionViewLayoutAttributes
  {
    let copy = element.duplicate()
    copy.frame = element.frame.offsetBy(dx: 0, dy: section.top)
    return copy
  }

  override func swipeActions(for indexPath: IndexPath, edge: SwipeActionsView.Edge) -> UISwipeActionsConfiguration? {
    guard indexPath.section < placed.count, let list = placed[indexPath.section].section.listConfiguration else {
      return nil
    }
    let provider =
      edge == .leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
    guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
    return configuration
  }

  /// An orthogonal section's band as laid out: where it is in the content (the collection view's width), how wide
  /// its scrolled content is, and where its groups rest when it pages (nil for other sections).
  package func orthogonalBand(ofSection index: Int) -> OrthogonalBandGeometry? {
    guard index < placed.count, let band = placed[index].band, let collectionView else { return nil }
    let section = placed[index]
    let insets = section.section.contentInsets
    let count = section.groups.count
    let spacing = section.section.interGroupSpacing
    let width =
      insets.leading + CGFloat(count) * band.groupWidth + CGFloat(max(count - 1, 0)) * spacing + insets.trailing
    return OrthogonalBandGeometry(
      frame: CGRect(
        x: 0, y: section.top + section.groupsStart, width: collectionView.bounds.width, height: band.height),
      contentWidth: width, behavior: section.section.orthogonalScrollingBehavior,
      groupLeadings: (0..<count).map { section.groupLeading($0) }, groupWidth: band.groupWidth,
      leadingInset: insets.leading)
  }

  /// The sections whose groups scroll orthogonally.
  package var orthogonalSections: [Int] { placed.indices.filter { placed[$0].band != nil } }

  /// The handler a section adjusts its visible items with, and the environment it was laid out in.
  package func visibleItemsHandler(ofSection index: Int) -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler? {
    placed.indices.contains(index) ? placed[index].section.visibleItemsInvalidationHandler : nil
  }
  /// The environment the sections were last laid out in.
  package private(set) var lastEnvironment: (any NSCollectionLayoutEnvironment)?

  /// The list background of a section (list sections only).
  func listBackground(forSection section: Int) -> UIColor? {
    section < placed.count ? placed[section].section.listConfiguration?.resolvedBackgroundColor : nil
  }
}

/// One section of a compositional layout as laid out.
@MainActor private struct PlacedSection {
  let section: NSCollectionLayoutSection
  let itemCount: Int
  /// The items one group places (the section repeats its group).
  let itemsPerGroup: Int
  /// The width inside the section's insets, and the container its items resolve fractions in.
  let width: CGFloat
  let container: CGSize
  /// Each group's height plus the spacing after it.
  var groups: SlotHeights
  /// Where the section starts.
  var top: CGFloat = 0
  /// Where the first group starts, from the section's top (below the top boundary items and the top inset).
  var groupsStart: CGFloat = 0
  /// The headers and footers, with frames from the section's top.
  var boundaries: [UICollectionViewLayoutAttributes] = []
  /// The decoration views (backgrounds), with frames from the section's top.
  var decorations: [UICollectionViewLayoutAttributes] = []
  /// The header pinned to the visible bounds, if any (one of `boundaries`).
  var pinnedHeader: UICollectionViewLayoutAttributes?
  /// The section's height, boundary items and insets included.
  var height: CGFloat = 0
  /// For a section that scrolls orthogonally: its groups' width and the band's height (the tallest group).
  var band: OrthogonalBand?

  init(
    section: NSCollectionLayoutSection, itemCount: Int, itemsPerGroup: Int, width: CGFloat, container: CGSize,
    groups: SlotHeights
  ) {
    self.section = section
    self.itemCount = itemCount
    self.itemsPerGroup = itemsPerGroup
    self.width = width
    self.container = container
    self.groups = groups
  }

  /// Where a group starts.
  func groupTop(_ group: Int) -> CGFloat {
    band == nil ? top + groupsStart + groups.offset(of: group) : top + groupsStart
  }
  /// Where a group's leading edge is (an orthogonal band's groups run side by side from the leading inset).
  func groupLeading(_ group: Int) -> CGFloat {
    let leading = section.contentInsets.leading
    guard let band else { return leading }
    return leading + CGFloat(group) * (band.groupWidth + section.interGroupSpacing)
  }
}

/// The groups of a section that scrolls orthogonally: side by side, each as wide as the group's width dimension.
struct OrthogonalBand {
  let groupWidth: CGFloat
  var height: CGFloat
}

/// Where an orthogonal section's band is and how its scrolling rests, for the collection view's band scroller.
package struct OrthogonalBandGeometry: Equatable {
  /// The band in the collection view's content (its full width).
  package let frame: CGRect
  /// The width of the scrolled content: the groups, their spacing and the section's side insets.
  package let contentWidth: CGFloat
  package let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// Each group's leading edge in the scrolled content.
  package let groupLeadings: [CGFloat]
  package let groupWidth: CGFloat
  package let leadingInset: CGFloat
}
