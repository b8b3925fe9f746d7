import Foundation

/// A table of views: each `GridRow` is a row and its views the cells; every cell of a column gets the column's
/// width (its widest cell's) and every cell of a row the row's height. A view that is not a row spans all columns.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid whose cells align by `alignment`, columns and rows the spacings apart (8 points by default).
  nonisolated public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  @MainActor package func makeContent() -> any NodeContent { GridContent() }
  @MainActor package var childViews: [any View] { [content] }
}

/// A row of a `Grid`: its views are the row's cells, in column order.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row whose cells align vertically by `alignment` (the grid's when nil).
  nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  @MainActor package func makeContent() -> any NodeContent { GridRowContent() }
  @MainActor package var childViews: [any View] { [content] }
}

/// A grid cell's settings: columns spanned, the column's alignment, an anchor, axes it does not size.
nonisolated struct GridCellModifier: PrimitiveModifier {
  var columns: Int?
  var columnAlignment: HorizontalAlignment?
  var anchor: UnitPoint?
  var unsizedAxes: Axis.Set?
  @MainActor func makeContent() -> any NodeContent { GridCellContent() }
}

/// Lays out as its content (it is not transparent: the grid finds its settings on the cell).
final class GridCellContent: NodeContent, LayoutOnly {}

extension View {
  /// Makes the view's grid cell span `count` columns.
  nonisolated public func gridCellColumns(_ count: Int) -> some View {
    modifier(GridCellModifier(columns: count))
  }
  /// Aligns every cell of this cell's column horizontally by `guide`.
  nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(GridCellModifier(columnAlignment: guide))
  }
  /// Places the view at this point of its cell, overriding the row's and column's alignment.
  nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(GridCellModifier(anchor: anchor))
  }
  /// Makes the cell take the grid's size along `axes` instead of asking for one (a divider across a row).
  nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(GridCellModifier(unsizedAxes: axes))
  }
}

/// Any GridRow, for the grid's layout.
@MainActor protocol GridRowValue {
  var rowAlignment: VerticalAlignment? { get }
}
extension GridRow: GridRowValue {
  var rowAlignment: VerticalAlignment? { alignment }
}

@MainActor protocol GridValue {
  var gridAlignment: Alignment { get }
  var spacings: (horizontal: CGFloat, vertical: CGFloat) { get }
}
extension Grid: GridValue {
  var gridAlignment: Alignment { alignment }
  var spacings: (horizontal: CGFloat, vertical: CGFloat) { (horizontalSpacing ?? 8, verticalSpacing ?? 8) }
}

/// A GridRow's node: its grid measures and places its cells (placing the row only sets its frame).
final class GridRowContent: NodeContent, LayoutOnly {
  func place(in bounds: CGRect, node: ViewNode) {}
}

/// Measures the columns and rows of a grid and places each cell in its column(s) and row.
final class GridContent: NodeContent, LayoutOnly, SpacingProviding {
  private struct Cell {
    let node: ViewNode
    let column: Int
    let span: Int
    let settings: GridCellModifier
  }
  private struct Row {
    /// nil: a view spanning every column.
    let cells: [Cell]?
    let node: ViewNode
    let alignment: VerticalAlignment?
  }
  private struct Metrics {
    var columns: [CGFloat]
    var rows: [CGFloat]
  }
  private var cache: [ProposedViewSize: Metrics] = [:]

  func spacing(node: ViewNode) -> ViewSpacing { .standard }
  func invalidateLayout() { cache.removeAll() }

  private func rows(of node: ViewNode) -> [Row] {
    node.layoutChildren.map { child in
      guard let row = child.view as? any GridRowValue else {
        return Row(cells: nil, node: child, alignment: nil)
      }
      var column = 0
      let cells = child.layoutChildren.map { cellNode in
        let settings = GridContent.settings(of: cellNode)
        let span = max(settings.columns ?? 1, 1)
        defer { column += span }
        return Cell(node: cellNode, column: column, span: span, settings: settings)
      }
      return Row(cells: cells, node: child, alignment: row.rowAlignment)
    }
  }

  /// The cell settings on a cell's view or the chain of single views inside it (settings nearer the cell win).
  private static func settings(of node: ViewNode) -> GridCellModifier {
    var result = GridCellModifier()
    var current: ViewNode? = node
    while let each = current {
      if let found = each.modifier(as: GridCellModifier.self) {
        result.columns = result.columns ?? found.columns
        result.columnAlignment = result.columnAlignment ?? found.columnAlignment
        result.anchor = result.anchor ?? found.anchor
        result.unsizedAxes = result.unsizedAxes ?? found.unsizedAxes
      }
      current = each.children.count == 1 ? each.children[0] : nil
    }
    return result
  }

  private func metrics(_ proposal: ProposedViewSize, node: ViewNode) -> Metrics {
    if let cached = cache[proposal] { return cached }
    guard let grid = node.view as? any GridValue else { return Metrics(columns: [], rows: []) }
    let rows = rows(of: node)
    let spacing = grid.spacings
    let count = rows.reduce(0) { max($0, ($1.cells ?? []).reduce(0) { $0 + $1.span }) }
    // Columns take their widest single-column cell's ideal width; spanning cells widen their last column if they
    // need more. Columns with a flexible cell share what a finite proposal leaves.
    var columns = [CGFloat](repeating: 0, count: count)
    var flexible = Set<Int>()
    var spanning: [(Cell, CGFloat)] = []
    for row in rows {
      for cell in row.cells ?? [] where !(cell.settings.unsizedAxes ?? []).contains(.horizontal) {
        let ideal = cell.node.sizeThatFits(.unspecified).width
        if cell.node.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > ideal {
          flexible.insert(cell.column + cell.span - 1)
        }
        if cell.span == 1 {
          columns[cell.column] = max(columns[cell.column], ideal)
        } else {
          spanning.append((cell, ideal))
        }
      }
    }
    for (cell, ideal) in spanning {
      let range = cell.column..<min(cell.column + cell.span, count)
      let current = range.reduce(0) { $0 + columns[$1] } + spacing.horizontal * CGFloat(range.count - 1)
      if ideal > current, let last = range.last { columns[last] += ideal - current }
    }
    let gaps = spacing.horizontal * CGFloat(max(count - 1, 0))
    if let width = proposal.width, width.isFinite, !flexible.isEmpty {
      let leftover = width - gaps - columns.reduce(0, +)
      if leftover > 0 { for column in flexible { columns[column] += leftover / CGFloat(flexible.count) } }
    }
    let tableWidth = columns.reduce(0, +) + gaps
    var heights: [CGFloat] = []
    for row in rows {
      var height: CGFloat = 0
      if let cells = row.cells {
        for cell in cells where !(cell.settings.unsizedAxes ?? []).contains(.vertical) {
          height = max(height, cell.node.sizeThatFits(cellProposal(cell, columns: columns, spacing: spacing)).height)
        }
      } else {
        height = row.node.sizeThatFits(ProposedViewSize(width: tableWidth, height: nil)).height
      }
      heights.append(height)
    }
    let metrics = Metrics(columns: columns, rows: heights)
    cache[proposal] = metrics
    return metrics
  }

  private func cellProposal(
    _ cell: Cell, columns: [CGFloat], spacing: (horizontal: CGFloat, vertical: CGFloat)
  ) -> ProposedViewSize {
    ProposedViewSize(width: width(of: cell, columns: columns, spacing: spacing.horizontal), height: nil)
  }

  private func width(of cell: Cell, columns: [CGFloat], spacing: CGFloat) -> CGFloat {
    let range = cell.column..<min(cell.column + cell.span, columns.count)
    return range.reduce(0) { $0 + columns[$1] } + spacing * CGFloat(max(range.count - 1, 0))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let grid = node.view as? any GridValue else { return .zero }
    let metrics = metrics(proposal, node: node)
    let spacing = grid.spacings
    let width = metrics.columns.reduce(0, +) + spacing.horizontal * CGFloat(max(metrics.columns.count - 1, 0))
    let height = metrics.rows.reduce(0, +) + spacing.vertical * CGFloat(max(metrics.rows.count - 1, 0))
    return CGSize(width: width, height: height)
  }

  func place(in bounds: CGRect, node: ViewNode) {
    guard let grid = node.view as? any GridValue else { return }
    let metrics = metrics(ProposedViewSize(bounds.size), node: node)
    let spacing = grid.spacings
    let rows = rows(of: node)
    // A column's alignment: the first `gridColumnAlignment` among its cells.
    var columnAlignments: [Int: HorizontalAlignment] = [:]
    for row in rows {
      for cell in row.cells ?? [] {
        if let alignment = cell.settings.columnAlignment, columnAlignments[cell.column] == nil {
          columnAlignments[cell.column] = alignment
        }
      }
    }
    var columnStarts: [CGFloat] = []
    var x = bounds.minX
    for width in metrics.columns {
      columnStarts.append(x)
      x += width + spacing.horizontal
    }
    let tableWidth = max(x - spacing.horizontal - bounds.minX, 0)
    var y = bounds.minY
    for (index, row) in rows.enumerated() {
      let height = metrics.rows[index]
      guard let cells = row.cells else {
        let size = row.node.sizeThatFits(ProposedViewSize(width: tableWidth, height: nil))
        let area = CGRect(x: bounds.minX, y: y, width: tableWidth, height: height)
        row.node.place(in: grid.gridAlignment.place(row.node, size: size, in: area))
        y += height + spacing.vertical
        continue
      }
      // The row's own node spans the table (it draws nothing itself).
      row.node.place(in: CGRect(x: bounds.minX, y: y, width: tableWidth, height: height))
      for cell in cells where cell.column < columnStarts.count {
        let width = width(of: cell, columns: metrics.columns, spacing: spacing.horizontal)
        let area = CGRect(x: columnStarts[cell.column], y: y, width: width, height: height)
        let unsized = cell.settings.unsizedAxes ?? []
        var size = cell.node.sizeThatFits(ProposedViewSize(width: width, height: nil))
        if unsized.contains(.horizontal) { size.width = width }
        if unsized.contains(.vertical) { size.height = height }
        if let anchor = cell.settings.anchor {
          cell.node.place(
            in: CGRect(
              x: area.minX + (area.width - size.width) * anchor.x,
              y: area.minY + (area.height - size.height) * anchor.y,
              width: size.width, height: size.height))
        } else {
          let alignment = Alignment(
            horizontal: columnAlignments[cell.column] ?? grid.gridAlignment.horizontal,
            vertical: row.alignment ?? grid.gridAlignment.vertical)
          cell.node.place(in: alignment.place(cell.node, size: size, in: area))
        }
      }
      y += height + spacing.vertical
    }
  }
}
