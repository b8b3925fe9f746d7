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
  private var laidOut = LaidOutElements()
  private var contentSize = CGSize.zero
  /// The sections of the last layout pass, and each one's extent along y (for pinned headers).
  private var sections: [NSCollectionLayoutSection] = []
  private var sectionSpans: [(start: CGFloat, end: CGFloat)] = []
  private var pinnedHeaders: [Int: UICollectionViewLayoutAttributes] = [:]

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
    let bounds = collectionView.bounds.size
    let environment = CollectionLayoutEnvironment(
      container: CollectionLayoutContainer(contentSize: bounds), traitCollection: collectionView.traitCollection)
    laidOut = LaidOutElements()
    sections = []
    sectionSpans = []
    pinnedHeaders = [:]
    var y: CGFloat = 0
    for index in 0..<collectionView.numberOfSections {
      guard let section = provider(index, environment) else {
        preconditionFailure(
          "UICollectionViewCompositionalLayout: the section provider returned nil for section \(index)")
      }
      if index > 0 { y += configuration.interSectionSpacing }
      sections.append(section)
      let start = y
      y = place(section, index: index, at: y, width: bounds.width, container: bounds)
      sectionSpans.append((start, y))
    }
    contentSize = CGSize(width: bounds.width, height: y)
  }

  /// Lays out one section from `top`; returns where it ends.
  private func place(
    _ section: NSCollectionLayoutSection, index: Int, at top: CGFloat, width: CGFloat, container: CGSize
  ) -> CGFloat {
    let insets = section.contentInsets
    let sectionWidth = max(width - insets.leading - insets.trailing, 0)
    let sectionContainer = CGSize(width: sectionWidth, height: container.height)
    let list = section.listConfiguration
    var y = top
    func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
      let path = IndexPath(item: 0, section: index)
      let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: path)
      var size = item.layoutSize.resolve(in: sectionContainer)
      if item.layoutSize.heightDimension.isEstimated {
        attributes.estimatedAxes = .vertical
        size.height = measuredSizes.supplementary(item.elementKind, path)?.height ?? size.height
      }
      attributes.frame = CGRect(x: insets.leading, y: y, width: size.width, height: size.height)
      attributes.zIndex = 10
      if let list {
        attributes.listStyle = ListElementStyle(
          appearance: list.appearance, isFirst: false, isLast: false, showsSeparator: false,
          separatorColor: list.separatorConfiguration.color, separatorInsets: .zero, isHeaderOrFooter: true)
      }
      if item.pinToVisibleBounds, item.alignment == .top { pinnedHeaders[index] = attributes }
      laidOut.append([attributes])
      y += size.height
    }
    let isTop: (NSCollectionLayoutBoundarySupplementaryItem) -> Bool = {
      [.top, .topLeading, .topTrailing].contains($0.alignment)
    }
    for item in section.boundarySupplementaryItems where isTop(item) { boundary(item) }
    y += insets.top
    let count = collectionView?.numberOfItems(inSection: index) ?? 0
    var next = 0
    while next < count {
      if next > 0 { y += section.interGroupSpacing }
      var placed: [UICollectionViewLayoutAttributes] = []
      let height = layOut(
        section.group, in: CGRect(x: insets.leading, y: y, width: sectionWidth, height: 0), container: sectionContainer,
        section: index, next: &next, count: count, into: &placed)
      if let list {
        for attributes in placed {
          let item = attributes.indexPath.item
          let isHeader = list.headerMode == .firstItemInSection && item == 0
          let isLast = item == count - 1
          attributes.listStyle = ListElementStyle(
            appearance: list.appearance, isFirst: item == 0, isLast: isLast,
            showsSeparator: list.showsSeparators && !isHeader && !(isLast && list.appearance != .plain)
              && list.separatorConfiguration.bottomSeparatorVisibility != .hidden,
            separatorColor: list.separatorConfiguration.color,
            separatorInsets: list.separatorConfiguration.bottomSeparatorInsets, isHeaderOrFooter: isHeader)
        }
      }
      laidOut.append(placed)
      y += height
    }
    y += insets.bottom
    for item in section.boundarySupplementaryItems where !isTop(item) { boundary(item) }
    return y
  }

  /// Lays out a group (and its nested groups) from the next item; returns the group's height. Estimated heights
  /// take the items' measured heights; a group of estimated height is as tall as its content.
  private func layOut(
    _ group: NSCollectionLayoutGroup, in frame: CGRect, container: CGSize, section: Int, next: inout Int,
    count: Int, into placed: inout [UICollectionViewLayoutAttributes]
  ) -> CGFloat {
    let size = group.layoutSize.resolve(in: container)
    let width = size.width
    let fixedHeight: CGFloat? = group.layoutSize.heightDimension.isEstimated ? nil : size.height
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
          into: &placed)
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
    var found = laidOut.elements(in: rect).filter { attributes in
      attributes.representedElementCategory == .cell || pinnedHeaders[attributes.indexPath.section] !== attributes
    }
    // Pinned headers stay at the top of the visible bounds while their section is in view.
    guard let collectionView else { return found }
    let top = collectionView.bounds.minY + collectionView.adjustedContentInset.top
    for (section, header) in pinnedHeaders {
      let span = sectionSpans[section]
      guard span.end >= rect.minY && span.start <= rect.maxY else { continue }
      let pinned = header.duplicate()
      pinned.frame.origin.y = max(header.frame.minY, min(top, span.end - header.frame.height))
      found.append(pinned)
    }
    return found
  }
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    laidOut.cell(at: indexPath)
  }
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { laidOut.supplementary(elementKind, at: indexPath) }

  override func swipeActions(for indexPath: IndexPath, edge: SwipeActionsView.Edge) -> UISwipeActionsConfiguration? {
    guard indexPath.section < sections.count, let list = sections[indexPath.section].listConfiguration else {
      return nil
    }
    let provider =
      edge == .leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
    guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
    return configuration
  }

  /// The list background of a section (list sections only).
  func listBackground(forSection section: Int) -> UIColor? {
    section < sections.count ? sections[section].listConfiguration?.resolvedBackgroundColor : nil
  }
}
