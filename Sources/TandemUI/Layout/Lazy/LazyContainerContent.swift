// Lazy containers: LazyVStack, LazyHStack, LazyVGrid and LazyHGrid build their children only where they meet the
// visible rectangle of the scroll view around them (the window, without one). Their content is read as sections of
// items without building the items (ListStructure: groups, conditionals and `Section`s are looked through, a
// `ForEach` gives one item per element). Items are arranged in lines along the axis: one item per line in a stack,
// one item per cell across the grid's tracks in a grid, and a section's header and footer each take a line. The
// lines' lengths live in a Fenwick tree (SlotHeights): lines not built yet count with an estimate (the average of
// those measured), so finding the first visible line and moving the lines after a newly measured one take
// O(log n) whatever the number of items. Scrolling re-places the container (its scroll view asks), which builds
// the items that came into view and drops those that left; pinned section headers and footers stay on the
// visible edge while their section shows.
import Foundation
import TandemKit

/// A lazy container's parameters.
struct LazyContainerLayout {
  /// The space between lines and between grid tracks when none is given.
  static let defaultSpacing: CGFloat = 8

  /// How items sit across the axis: one track (a stack, aligning its items) or a grid's items.
  enum Tracks {
    case stack(Alignment)
    /// The grid items and where the tracks sit when they do not fill the cross length.
    case grid([GridItem], Alignment)
  }

  let axis: Axis
  let lineSpacing: CGFloat
  let tracks: Tracks
  let pinnedViews: PinnedScrollableViews
}

/// One cell across a lazy container: where it starts and how long it is across the axis, and how items align in it.
struct LazyTrack {
  let offset: CGFloat
  let length: CGFloat
  let alignment: Alignment
}

/// Any lazy stack or grid, for its node content.
@MainActor protocol LazyContainerValue {
  var lazyLayout: LazyContainerLayout { get }
  var lazyContent: any View { get }
}

/// A realized item of a lazy container: its view under its key. `unchanged` marks an item kept from the last
/// window with its old view (it is not compared or re-evaluated).
nonisolated struct LazyItemView: View, PrimitiveView, ViewInputComparable {
  let key: AnyHashable
  let content: any View
  let unchanged: Bool
  @MainActor func hasSameInput(as other: Self) -> Bool {
    other.unchanged || ViewEquality.equal(content, other.content)
  }
  @MainActor static func explicitIdentity(of view: UnsafePointer<Self>) -> AnyHashable? { view.pointee.key }
  @MainActor func makeContent() -> any NodeContent { PassthroughContent() }
  @MainActor var childViews: [any View] { [content] }
}

/// A section's header or footer item key.
private struct LazySupplementaryKey: Hashable {
  let section: AnyHashable
  let isHeader: Bool
}

/// Builds, measures and places the lines of a lazy container that meet the visible rectangle.
final class LazyContainerContent: NodeContent, LayoutOnly, LayoutBuiltChildren, SpacingProviding {
  private struct Item {
    let key: AnyHashable
    let view: @MainActor () -> any View
  }
  private struct SectionSlots {
    var header: Int?
    var rows: Range<Int>
    var footer: Int?
  }
  private enum LineKind { case header, items, footer }
  private struct Line {
    let kind: LineKind
    let section: Int
    /// The line's items: a range of `items`.
    let start: Int
    let count: Int
  }

  let axis: Axis
  private var layout = LazyContainerLayout(axis: .vertical, lineSpacing: 8, tracks: .stack(.center), pinnedViews: [])
  private var items: [Item] = []
  private var sections: [SectionSlots] = []
  private var lines: [Line] = []
  /// Each section's first and last line.
  private var sectionLines: [(first: Int, last: Int, header: Int?, footer: Int?)] = []
  /// Each line's length plus the line spacing after it.
  private var lengths = SlotHeights([])
  /// Measured line lengths by the line's first item key (kept while the cross length stays).
  private var measured: [AnyHashable: CGFloat] = [:]
  /// The length counted for lines not measured yet (nil until one is).
  private var estimate: CGFloat?
  /// The cross length the lines were built for (nil: ideal), and whether they must be built again.
  private var crossLength: CGFloat?
  private var linesStale = true
  private var tracks: [LazyTrack] = []
  /// The realized lines (children order) and their items' measured sizes.
  private var realized: [Int] = []
  private var itemSizes: [AnyHashable: CGSize] = [:]
  /// The widest (tallest) item measured across the axis, for an ideal cross length.
  private var largestCross: CGFloat = 0
  /// Whether the realized items must get their views again (the content changed) or be measured again.
  private var refreshItems = true
  private var remeasure = false
  /// The main length the container last gave as its size.
  private var reportedLength: CGFloat?
  private weak var observedScroller: ScrollViewContent?
  /// How many item views were built for items that were not realized (each is a new subtree).
  package private(set) var itemsBuilt = 0

  init(axis: Axis) { self.axis = axis }

  func spacing(node: ViewNode) -> ViewSpacing { .standard }

  /// The number of items realized now.
  package func realizedItemCount(node: ViewNode) -> Int { node.children.count }

  // MARK: Content

  func update(from view: any View, node: ViewNode) {
    guard let value = view as? any LazyContainerValue else { return }
    layout = value.lazyLayout
    items = []
    sections = []
    for model in ListStructure.sections(of: value.lazyContent) {
      var slots = SectionSlots(header: nil, rows: 0..<0, footer: nil)
      if let header = model.header {
        slots.header = items.count
        nonisolated(unsafe) let view = header
        items.append(Item(key: AnyHashable(LazySupplementaryKey(section: model.id.value, isHeader: true))) { view })
      }
      let first = items.count
      items.reserveCapacity(items.count + model.rows.count)
      for row in model.rows { items.append(Item(key: row.id.value, view: row.view)) }
      slots.rows = first..<items.count
      if let footer = model.footer {
        slots.footer = items.count
        nonisolated(unsafe) let view = footer
        items.append(Item(key: AnyHashable(LazySupplementaryKey(section: model.id.value, isHeader: false))) { view })
      }
      sections.append(slots)
    }
    linesStale = true
    refreshItems = true
  }

  func invalidateLayout() { remeasure = true }

  // MARK: Lines

  private func main(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
  private func cross(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
  private func size(main: CGFloat, cross: CGFloat) -> CGSize {
    axis == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }
  private func proposal(cross: CGFloat?) -> ProposedViewSize {
    axis == .vertical ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
  }

  /// Builds the lines and tracks for a cross length when it or the content changed.
  private func prepare(cross: CGFloat?) {
    if cross != crossLength {
      // Items measured across another length may measure differently now.
      measured.removeAll()
      itemSizes.removeAll()
      largestCross = 0
      crossLength = cross
      linesStale = true
    }
    guard linesStale else { return }
    linesStale = false
    tracks = makeTracks(cross: cross)
    let perLine = gridTracks == nil ? 1 : max(tracks.count, 1)
    lines = []
    sectionLines = []
    for (index, section) in sections.enumerated() {
      let first = lines.count
      var header: Int?
      var footer: Int?
      if let slot = section.header {
        header = lines.count
        lines.append(Line(kind: .header, section: index, start: slot, count: 1))
      }
      var start = section.rows.lowerBound
      while start < section.rows.upperBound {
        let count = min(perLine, section.rows.upperBound - start)
        lines.append(Line(kind: .items, section: index, start: start, count: count))
        start += count
      }
      if let slot = section.footer {
        footer = lines.count
        lines.append(Line(kind: .footer, section: index, start: slot, count: 1))
      }
      sectionLines.append((first, max(lines.count - 1, first), header, footer))
    }
    rebuildLengths()
    refreshItems = true
  }

  private var gridTracks: [GridItem]? {
    if case .grid(let items, _) = layout.tracks { return items }
    return nil
  }

  /// The cells across the container.
  private func makeTracks(cross: CGFloat?) -> [LazyTrack] {
    switch layout.tracks {
    case .stack(let alignment):
      return [LazyTrack(offset: 0, length: cross ?? 0, alignment: alignment)]
    case .grid(let items, let alignment):
      let cells = GridItem.tracks(for: items, in: cross ?? 0, defaultAlignment: .center)
      guard let last = cells.last, let cross else { return cells }
      // Tracks that do not fill the cross length sit where the grid's alignment says.
      let used = last.offset + last.length
      let fraction: CGFloat =
        axis == .vertical
        ? alignment.horizontal.key.fraction ?? 0.5 : alignment.vertical.key.fraction ?? 0.5
      let shift = max(cross - used, 0) * fraction
      return cells.map { LazyTrack(offset: $0.offset + shift, length: $0.length, alignment: $0.alignment) }
    }
  }

  /// The line lengths: measured ones as measured, the others at the estimate.
  private func rebuildLengths() {
    let spacing = layout.lineSpacing
    let guess = estimate ?? 44
    if measured.isEmpty {
      lengths = SlotHeights(repeating: guess + spacing, count: lines.count)
      return
    }
    var values = [CGFloat](repeating: guess + spacing, count: lines.count)
    for (index, line) in lines.enumerated() {
      if let length = measured[items[line.start].key] { values[index] = length + spacing }
    }
    lengths = SlotHeights(values)
  }

  /// The main length of all lines.
  private var totalLength: CGFloat { lines.isEmpty ? 0 : max(lengths.total - layout.lineSpacing, 0) }

  private func lineLength(_ index: Int) -> CGFloat { lengths[index] - layout.lineSpacing }

  // MARK: Layout

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let cross = axis == .vertical ? proposal.width : proposal.height
    // The first proposal builds the lines; another cross length (a parent trying sizes) is answered from the
    // lines there are, without measuring again.
    if crossLength == nil && linesStale || cross == crossLength { prepare(cross: cross) }
    let length = totalLength
    reportedLength = length
    return size(main: length, cross: cross ?? idealCross)
  }

  /// The cross length the container wants when none is proposed.
  private var idealCross: CGFloat {
    if gridTracks != nil, let last = tracks.last { return last.offset + last.length }
    return largestCross
  }

  func place(in bounds: CGRect, node: ViewNode) {
    let cross = axis == .vertical ? bounds.width : bounds.height
    prepare(cross: cross)
    observeScrolling(node: node)
    let visible = visibleRange(node: node, bounds: bounds)
    var rounds = 0
    while true {
      let window = windowLines(visible: visible)
      if window != realized || refreshItems { realize(window, node: node) }
      rounds += 1
      // Measuring may move lines into or out of the visible range: realize again until it settles.
      guard measureRealized(node: node), rounds < 8 else { break }
    }
    // Pinned headers and footers stay inside the scroll view's safe area, not under the bars it reaches beneath.
    placeRealized(bounds: bounds, visible: visibleRange(node: node, bounds: bounds, insideSafeArea: true))
    // The container's length changed with what it measured: its parent lays out again.
    if let reportedLength, reportedLength != totalLength { node.invalidateLayout() }
  }

  /// The part of the container's main axis that shows (in its own coordinates): the scroll view's visible
  /// rectangle around it, or the window's.
  private func visibleRange(node: ViewNode, bounds: CGRect, insideSafeArea: Bool = false) -> ClosedRange<CGFloat> {
    var visible = node.graph.unsafeBounds
    if let scroller = node.scrollingAncestor,
      let container = scroller.content(.scrolling, as: (any ScrollingContainer).self)
    {
      let shown = insideSafeArea ? scroller.frame : container.viewport(of: scroller)
      visible = shown.offsetBy(dx: container.contentOffset.x, dy: container.contentOffset.y)
    }
    if axis == .horizontal && node.environment.layoutDirection == .rightToLeft {
      // Right to left the row runs from its right edge (its items' rectangles are mirrored as they are placed).
      let start = bounds.maxX - visible.maxX
      return start...max(start, bounds.maxX - visible.minX)
    }
    let start = axis == .vertical ? visible.minY - bounds.minY : visible.minX - bounds.minX
    let end = axis == .vertical ? visible.maxY - bounds.minY : visible.maxX - bounds.minX
    return start...max(start, end)
  }

  /// Registers with the scroll view around the container, which places it again as it scrolls.
  private func observeScrolling(node: ViewNode) {
    guard observedScroller == nil, let scroller = node.scrollingAncestor?.content as? ScrollViewContent else {
      return
    }
    observedScroller = scroller
    scroller.observeScrolling(node)
  }

  /// The lines meeting the visible range in order, then the pinned header and footer of the sections at its ends.
  private func windowLines(visible: ClosedRange<CGFloat>) -> [Int] {
    guard !lines.isEmpty, visible.upperBound > 0, visible.lowerBound < totalLength else { return [] }
    var window: [Int] = []
    var index = lengths.lastSlot(startingAtOrAbove: max(visible.lowerBound, 0)) ?? 0
    while index < lines.count && lengths.offset(of: index) < visible.upperBound {
      window.append(index)
      index += 1
    }
    guard let first = window.first, let last = window.last else { return window }
    var pinned: [Int] = []
    if layout.pinnedViews.contains(.sectionHeaders), let header = sectionLines[lines[first].section].header {
      pinned.append(header)
    }
    if layout.pinnedViews.contains(.sectionFooters), let footer = sectionLines[lines[last].section].footer {
      pinned.append(footer)
    }
    // Pinned lines come last, so they draw over the lines scrolling under them.
    return window.filter { !pinned.contains($0) } + pinned
  }

  /// Makes the window's items the node's children, keeping the ones already realized as they are.
  private func realize(_ window: [Int], node: ViewNode) {
    // The items realized now: kept as they are unless the content changed (then they get their new views).
    var existing: [AnyHashable: any View] = [:]
    for child in node.children {
      if let item = child.view as? LazyItemView { existing[item.key] = item.content }
    }
    var views: [any View] = []
    for index in window {
      let line = lines[index]
      for slot in line.start..<(line.start + line.count) {
        let item = items[slot]
        if !refreshItems, let content = existing[item.key] {
          views.append(LazyItemView(key: item.key, content: content, unchanged: true))
        } else {
          if existing[item.key] == nil { itemsBuilt += 1 }
          views.append(LazyItemView(key: item.key, content: item.view(), unchanged: false))
        }
      }
    }
    node.replaceChildren(with: views)
    realized = window
    if refreshItems { remeasure = true }
    refreshItems = false
    nodesByKey = [:]
    for child in node.children {
      if let item = child.view as? LazyItemView { nodesByKey[item.key] = child }
    }
  }
  private var nodesByKey: [AnyHashable: ViewNode] = [:]

  /// Measures the realized lines not measured yet (all of them after a change); says whether a length changed.
  private func measureRealized(node: ViewNode) -> Bool {
    let all = remeasure
    remeasure = false
    var changed = false
    var newlyMeasured: [Int] = []
    for index in realized {
      let line = lines[index]
      let key = items[line.start].key
      if !all, measured[key] != nil, itemSizes[key] != nil { continue }
      var length: CGFloat = 0
      for slot in line.start..<(line.start + line.count) {
        let item = items[slot]
        guard let child = nodesByKey[item.key] else { continue }
        let cellCross: CGFloat? =
          line.kind == .items && gridTracks != nil
          ? tracks[slot - line.start].length : crossLength
        let size = child.sizeThatFits(proposal(cross: cellCross))
        itemSizes[item.key] = size
        largestCross = max(largestCross, cross(size))
        length = max(length, main(size))
      }
      if measured[key] != length {
        measured[key] = length
        newlyMeasured.append(index)
      }
      if lengths[index] != length + layout.lineSpacing {
        lengths.set(index, length + layout.lineSpacing)
        changed = true
      }
    }
    // The first measurements set the estimate for the lines not seen yet.
    if estimate == nil {
      let itemLines = newlyMeasured.filter { lines[$0].kind == .items }
      if !itemLines.isEmpty {
        estimate = itemLines.reduce(0) { $0 + lineLength($1) } / CGFloat(itemLines.count)
        rebuildLengths()
        changed = true
      }
    }
    return changed
  }

  /// Places the realized items in their lines' cells; pinned lines stay on the visible edge of their section.
  private func placeRealized(bounds: CGRect, visible: ClosedRange<CGFloat>) {
    let origin = axis == .vertical ? bounds.minY : bounds.minX
    let crossOrigin = axis == .vertical ? bounds.minX : bounds.minY
    let crossExtent = crossLength ?? idealCross
    for index in realized {
      let line = lines[index]
      let length = lineLength(index)
      var start = lengths.offset(of: index)
      let section = sectionLines[line.section]
      if line.kind == .header && layout.pinnedViews.contains(.sectionHeaders) {
        let sectionEnd = lengths.offset(of: section.last) + lineLength(section.last)
        start = min(max(start, visible.lowerBound), sectionEnd - length)
      } else if line.kind == .footer && layout.pinnedViews.contains(.sectionFooters) {
        let sectionStart = lengths.offset(of: section.first)
        start = max(min(start, visible.upperBound - length), sectionStart)
      }
      for slot in line.start..<(line.start + line.count) {
        let key = items[slot].key
        guard let child = nodesByKey[key], let size = itemSizes[key] else { continue }
        let track: LazyTrack =
          line.kind == .items && gridTracks != nil
          ? tracks[slot - line.start]
          : LazyTrack(offset: 0, length: crossExtent, alignment: stackAlignment)
        let cell =
          axis == .vertical
          ? CGRect(x: crossOrigin + track.offset, y: origin + start, width: track.length, height: length)
          : CGRect(x: origin + start, y: crossOrigin + track.offset, width: length, height: track.length)
        child.place(in: track.alignment.place(child, size: size, in: cell))
      }
    }
  }

  /// How a stack aligns its items (headers and footers of a grid sit at its leading edge).
  private var stackAlignment: Alignment {
    if case .stack(let alignment) = layout.tracks { return alignment }
    return axis == .vertical ? Alignment(horizontal: .leading, vertical: .center) : .top
  }

  // MARK: Finding items

  /// The frame (graph coordinates, as laid out) where the item with this id is or would be, for `scrollTo`.
  func frame(ofItemWithID id: AnyHashable, node: ViewNode) -> CGRect? {
    guard
      let slot = items.firstIndex(where: {
        $0.key == id || ($0.key.base as? ListRowKey)?.id == id
      }),
      let index = lines.firstIndex(where: { slot >= $0.start && slot < $0.start + $0.count })
    else { return nil }
    let start = lengths.offset(of: index)
    let length = lineLength(index)
    let bounds = node.frame
    if axis == .horizontal && node.environment.layoutDirection == .rightToLeft {
      return CGRect(x: bounds.maxX - start - length, y: bounds.minY, width: length, height: bounds.height)
    }
    return axis == .vertical
      ? CGRect(x: bounds.minX, y: bounds.minY + start, width: bounds.width, height: length)
      : CGRect(x: bounds.minX + start, y: bounds.minY, width: length, height: bounds.height)
  }
}
