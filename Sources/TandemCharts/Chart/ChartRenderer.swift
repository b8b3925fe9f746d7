import Foundation
import TandemGraphics
import TandemKit
import TandemUI

/// Draws a chart: scales from the marks (nice ticks for numbers, calendar ticks for dates), grid lines at the
/// ticks, the marks, then the axis labels — y at the trailing edge, x below.
///
/// Figures (Tandem's; Apple documents none): labels in `.caption2` secondary; 4 points between the plot and its
/// labels; grid lines 0.5 point in the separator color; lines 2 points with round joins; symbols 7 points across
/// unless `symbolSize` gives an area; bars 60 % of their slot.
@MainActor struct ChartRenderer {
  let marks: [ChartMark]
  let environment: EnvironmentValues
  /// The graphs of view symbols, made once per draw.
  private let symbolGraphs = SymbolGraphs()

  /// View symbols' graphs by symbol type, series and color.
  final class SymbolGraphs {
    var graphs: [String: ViewGraph] = [:]
  }

  /// Marks styled `foregroundStyle(by:)` take the palette's colors in the order their series first appear.
  private var seriesColors: [String: Color] {
    var colors: [String: Color] = [:]
    for mark in marks {
      if let series = mark.style.series, colors[series] == nil {
        colors[series] = ChartRenderer.palette[colors.count % ChartRenderer.palette.count]
      }
    }
    return colors
  }

  /// A mark's color: its own, its series', or the default blue.
  private static func color(of mark: ChartMark, seriesColors: [String: Color]) -> Color {
    mark.style.color ?? mark.style.series.flatMap { seriesColors[$0] } ?? Color.blue
  }

  static let labelGap: CGFloat = 4
  static let tickLength: CGFloat = 4
  static let lineWidth: CGFloat = 2
  static let symbolDiameter: CGFloat = 7
  /// The colors of series styled `foregroundStyle(by:)`, in order (Tandem's choice of system colors).
  static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .teal, .yellow, .pink, .indigo, .brown]

  /// An axis's mapping from values to positions and its tick labels.
  struct Axis {
    var lower: Double
    var upper: Double
    var ticks: [(value: Double, label: String)]
    func position(_ value: Double, from start: CGFloat, length: CGFloat) -> CGFloat {
      guard upper > lower else { return start + length / 2 }
      return start + CGFloat((value - lower) / (upper - lower)) * length
    }
  }

  /// A date label formatter for ticks a step apart (times within a day, dates beyond).
  static func dateFormatter(stepSeconds: Double, calendar: Calendar) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = Locale(identifier: "en_US")
    formatter.dateFormat = stepSeconds < 86_400 ? "h:mm" : "MMM d"
    return formatter
  }

  /// The scale of values on one axis, marked as an axis specification asks (values, stride, count, format).
  static func axis(
    _ values: [PlotValue], domain: ScaleDomain, includesZeroByDefault: Bool, calendar: Calendar, spec: AxisSpec?
  ) -> Axis {
    var result = axis(
      values, domain: domain, includesZeroByDefault: includesZeroByDefault, calendar: calendar,
      intervals: { if case .automatic(let count?)? = spec?.values.kind { max(count - 1, 1) } else { 5 } }())
    guard let spec else { return result }
    let isDate = values.contains(where: \.isDate)
    var ticks = result.ticks.map(\.value)
    switch spec.values.kind {
    case .automatic: break
    case .stride(let step) where step > 0:
      let first = (result.lower / step).rounded(.up) * step
      ticks = Array(Swift.stride(from: first, through: result.upper + step * 1e-9, by: step))
    case .stride: break
    case .calendarStride(let component, let count):
      let dates = DateTicks(
        from: Date(timeIntervalSinceReferenceDate: result.lower),
        to: Date(timeIntervalSinceReferenceDate: result.upper),
        step: DateTicks.Step(component: component, amount: max(count, 1)), calendar: calendar)
      ticks = dates.values.map(\.timeIntervalSinceReferenceDate)
    case .values(let given):
      ticks = given.map(\.number).filter { $0 >= result.lower && $0 <= result.upper }
    }
    let formatter =
      isDate ? dateFormatter(stepSeconds: ticks.count > 1 ? ticks[1] - ticks[0] : 3600, calendar: calendar) : nil
    result.ticks = ticks.map { value in
      let plotValue: PlotValue = isDate ? .date(Date(timeIntervalSinceReferenceDate: value)) : .number(value)
      let label =
        spec.format?(plotValue) ?? formatter?.string(from: Date(timeIntervalSinceReferenceDate: value)) ?? format(value)
      return (value, label)
    }
    return result
  }

  /// The scale of values on one axis.
  static func axis(
    _ values: [PlotValue], domain: ScaleDomain, includesZeroByDefault: Bool, calendar: Calendar, intervals: Int
  ) -> Axis {
    let numbers = values.map(\.number)
    if let bounds = domain.bounds {
      let ticks = LinearTicks(minimum: bounds.lowerBound, maximum: bounds.upperBound, includesZero: false)
      return Axis(
        lower: bounds.lowerBound, upper: bounds.upperBound,
        ticks: ticks.values.filter { bounds.contains($0) }.map { ($0, format($0)) })
    }
    if values.contains(where: \.isDate), let first = numbers.min(), let last = numbers.max() {
      let start = Date(timeIntervalSinceReferenceDate: first)
      let end = Date(timeIntervalSinceReferenceDate: last)
      let ticks = DateTicks(from: start, to: end, intervals: intervals, calendar: calendar)
      let formatter = dateFormatter(stepSeconds: ticks.step.seconds, calendar: calendar)
      return Axis(
        lower: first, upper: max(last, first + 1),
        ticks: ticks.values.map { ($0.timeIntervalSinceReferenceDate, formatter.string(from: $0)) })
    }
    let ticks = LinearTicks(
      minimum: numbers.min() ?? 0, maximum: numbers.max() ?? 1, intervals: intervals,
      includesZero: domain.includesZero ?? includesZeroByDefault)
    return Axis(lower: ticks.lower, upper: ticks.upper, ticks: ticks.values.map { ($0, format($0)) })
  }

  /// A tick value as a label: whole numbers without decimals.
  static func format(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%g", value)
  }

  /// The categories among values, in the order they first appear (nil: none).
  static func categories(_ values: [PlotValue]) -> [String]? {
    var seen: [String] = []
    for value in values { if case .category(let name) = value, !seen.contains(name) { seen.append(name) } }
    return seen.isEmpty ? nil : seen
  }

  /// A categorical axis: one slot per category, ticks labelled with their names.
  static func categoricalAxis(_ categories: [String]) -> Axis {
    Axis(
      lower: -0.5, upper: Double(categories.count) - 0.5,
      ticks: categories.enumerated().map { (Double($0.offset), $0.element) })
  }

  func draw(in context: CGContext, bounds: CGRect) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = environment.timeZone
    // Categories become their slot indices.
    let xCategories = ChartRenderer.categories(marks.compactMap(\.x))
    let yCategories = ChartRenderer.categories(marks.compactMap(\.y))
    func place(_ value: PlotValue?, in categories: [String]?) -> PlotValue? {
      guard case .category(let name)? = value, let index = categories?.firstIndex(of: name) else { return value }
      return .number(Double(index))
    }
    let marks = self.marks.map { mark in
      var mark = mark
      mark.x = place(mark.x, in: xCategories)
      mark.y = place(mark.y, in: yCategories)
      return mark
    }
    let xValues = marks.compactMap(\.x)
    let yValues = marks.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0 } }
    let hasBars = marks.contains { $0.kind == .bar }
    var x =
      xCategories.map(ChartRenderer.categoricalAxis)
      ?? ChartRenderer.axis(
        xValues, domain: environment.chartXScale, includesZeroByDefault: false, calendar: calendar,
        spec: environment.chartXAxisSpec)
    let y =
      yCategories.map(ChartRenderer.categoricalAxis)
      ?? ChartRenderer.axis(
        yValues, domain: environment.chartYScale, includesZeroByDefault: true, calendar: calendar,
        spec: environment.chartYAxisSpec)
    // Bars need half a slot of room at each end (categorical axes have it).
    let barSlots = Set(marks.filter { $0.kind == .bar }.compactMap { $0.x?.number }).count
    if hasBars, xCategories == nil, barSlots > 0, x.upper > x.lower {
      let slot = (x.upper - x.lower) / Double(max(barSlots - 1, 1))
      x.lower -= slot / 2
      x.upper += slot / 2
    }

    let xParts = environment.chartXAxisSpec?.parts ?? [.gridLine, .valueLabel]
    let yParts = environment.chartYAxisSpec?.parts ?? [.gridLine, .valueLabel]
    let showsX = environment.chartXAxisVisibility != .hidden && xParts.contains(.valueLabel)
    let showsY = environment.chartYAxisVisibility != .hidden && yParts.contains(.valueLabel)
    let xGrid = environment.chartXAxisVisibility != .hidden && xParts.contains(.gridLine)
    let yGrid = environment.chartYAxisVisibility != .hidden && yParts.contains(.gridLine)
    let xTicks = environment.chartXAxisVisibility != .hidden && xParts.contains(.tick)
    let yTicks = environment.chartYAxisVisibility != .hidden && yParts.contains(.tick)
    let font = Font.caption2.resolve(environment.dynamicTypeSize)
    let labelColor = Color.secondary.resolve(in: environment)
    func layout(_ text: String) -> TextLayout { TextLayout.make(StyledText(text, font: font)) }
    let yLabels = showsY ? y.ticks.map { layout($0.label) } : []
    let xLabels = showsX ? x.ticks.map { layout($0.label) } : []
    let yLabelWidth = yLabels.map(\.size.width).max() ?? 0
    let xLabelHeight = xLabels.map(\.size.height).max() ?? 0
    // Room above the plot for half the top label, which is centred on the top tick.
    let topRoom = showsY ? (yLabels.first?.size.height ?? 0) / 2 : 0
    let plot = CGRect(
      x: bounds.minX, y: bounds.minY + topRoom,
      width: max(bounds.width - (showsY ? yLabelWidth + ChartRenderer.labelGap : 0), 1),
      height: max(bounds.height - topRoom - (showsX ? xLabelHeight + ChartRenderer.labelGap : 0), 1))
    func point(_ xValue: Double, _ yValue: Double) -> CGPoint {
      CGPoint(
        x: x.position(xValue, from: plot.minX, length: plot.width),
        y: y.position(yValue, from: plot.maxY, length: -plot.height))
    }

    // Grid lines at the ticks.
    context.saveGState()
    context.setStrokeColor(Color(uiColor: .separator).resolve(in: environment))
    context.setLineWidth(0.5)
    for tick in y.ticks where yGrid || yTicks {
      let position = y.position(tick.value, from: plot.maxY, length: -plot.height)
      context.move(to: CGPoint(x: yGrid ? plot.minX : plot.maxX, y: position))
      context.addLine(to: CGPoint(x: plot.maxX + (yTicks ? ChartRenderer.tickLength : 0), y: position))
    }
    for tick in x.ticks where xGrid || xTicks {
      let position = x.position(tick.value, from: plot.minX, length: plot.width)
      context.move(to: CGPoint(x: position, y: xGrid ? plot.minY : plot.maxY))
      context.addLine(to: CGPoint(x: position, y: plot.maxY + (xTicks ? ChartRenderer.tickLength : 0)))
    }
    context.strokePath()
    context.restoreGState()

    let seriesColors = self.seriesColors
    func color(of mark: ChartMark) -> Color { ChartRenderer.color(of: mark, seriesColors: seriesColors) }
    // Bars, then rules, then lines, then symbols on top.
    let barWidth = barSlots > 0 ? plot.width / CGFloat(barSlots) * 0.6 : 0
    for mark in marks where mark.kind == .bar {
      guard let mx = mark.x?.number, let my = mark.y?.number else { continue }
      let top = point(mx, my)
      let base = point(mx, max(min(0, y.upper), y.lower))
      context.setFillColor(color(of: mark).resolve(in: environment))
      context.fill(
        CGRect(x: top.x - barWidth / 2, y: min(top.y, base.y), width: barWidth, height: abs(base.y - top.y)))
    }
    for mark in marks where mark.kind == .rule {
      context.saveGState()
      context.setStrokeColor(color(of: mark).resolve(in: environment))
      context.setLineWidth(mark.style.lineStyle?.lineWidth ?? 1)
      mark.style.lineStyle?.apply(to: context)
      if let my = mark.y?.number, mark.x == nil {
        let position = point(x.lower, my).y
        context.move(to: CGPoint(x: plot.minX, y: position))
        context.addLine(to: CGPoint(x: plot.maxX, y: position))
      } else if let mx = mark.x?.number {
        let start = mark.yStart?.number ?? y.lower
        let end = mark.yEnd?.number ?? y.upper
        context.move(to: point(mx, start))
        context.addLine(to: point(mx, end))
      }
      context.strokePath()
      context.restoreGState()
    }
    // Lines: one per series (or one for the chart), through its points in x order.
    let lineMarks = marks.filter { $0.kind == .line }
    var seriesOrder: [String] = []
    for mark in lineMarks where !seriesOrder.contains(mark.style.series ?? "") {
      seriesOrder.append(mark.style.series ?? "")
    }
    var symbols: [(CGPoint, ChartMark)] = []
    for series in seriesOrder {
      let line = lineMarks.filter { ($0.style.series ?? "") == series }
        .compactMap { mark -> (CGPoint, ChartMark)? in
          guard let mx = mark.x?.number, let my = mark.y?.number else { return nil }
          return (point(mx, my), mark)
        }
        .sorted { $0.0.x < $1.0.x }
      symbols += line.filter { $0.1.style.symbol != nil || $0.1.style.symbolView != nil }
      guard line.count > 1 else { continue }
      let style = line[0].1.style
      context.saveGState()
      context.setStrokeColor(color(of: line[0].1).resolve(in: environment))
      if let line = style.lineStyle {
        context.setLineWidth(line.lineWidth)
        line.apply(to: context)
      } else {
        context.setLineWidth(ChartRenderer.lineWidth)
        context.setLineJoin(.round)
        context.setLineCap(.round)
      }
      context.move(to: line[0].0)
      for index in 1..<line.count {
        let previous = line[index - 1].0
        let current = line[index].0
        switch style.interpolation {
        case .linear: break
        case .stepStart: context.addLine(to: CGPoint(x: previous.x, y: current.y))
        case .stepEnd: context.addLine(to: CGPoint(x: current.x, y: previous.y))
        }
        context.addLine(to: current)
      }
      context.strokePath()
      context.restoreGState()
    }
    for (position, mark) in symbols { drawSymbol(mark, color: color(of: mark), at: position, in: context) }
    for mark in marks where mark.kind == .point {
      guard let mx = mark.x?.number, let my = mark.y?.number else { continue }
      drawSymbol(mark, color: color(of: mark), at: point(mx, my), in: context)
    }

    // Labels: y at the trailing edge, centred on their ticks; x below, centred (kept inside the bounds).
    for (tick, label) in zip(y.ticks, yLabels) {
      let position = y.position(tick.value, from: plot.maxY, length: -plot.height)
      let top = min(max(position - label.size.height / 2, bounds.minY), bounds.maxY - label.size.height)
      label.draw(in: context, at: CGPoint(x: plot.maxX + ChartRenderer.labelGap, y: top), defaultColor: labelColor)
    }
    for (tick, label) in zip(x.ticks, xLabels) {
      let position = x.position(tick.value, from: plot.minX, length: plot.width)
      let left = min(max(position - label.size.width / 2, bounds.minX), plot.maxX - label.size.width)
      label.draw(in: context, at: CGPoint(x: left, y: plot.maxY + ChartRenderer.labelGap), defaultColor: labelColor)
    }
  }

  /// Draws a mark's symbol (a filled circle unless it has one) centred at a point.
  private func drawSymbol(_ mark: ChartMark, color markColor: Color, at center: CGPoint, in context: CGContext) {
    let diameter = mark.style.symbolSize.map { sqrt($0) } ?? ChartRenderer.symbolDiameter
    let size = mark.style.symbolFrame ?? CGSize(width: diameter, height: diameter)
    let rect = CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    let color = markColor.resolve(in: environment)
    context.saveGState()
    defer { context.restoreGState() }
    if let view = mark.style.symbolView {
      // A view symbol: laid out at its ideal size and drawn centred on the point, in the mark's color.
      // One graph per symbol view and color for the whole chart, laid out again at each point.
      let key = "\(type(of: view.wrapped))|\(mark.style.series ?? "")|\(markColor)"
      let graph: ViewGraph
      if let made = symbolGraphs.graphs[key] {
        graph = made
      } else {
        var symbolEnvironment = environment
        symbolEnvironment.foregroundColor = markColor
        graph = ViewGraph(rootView: view, environment: symbolEnvironment)
        symbolGraphs.graphs[key] = graph
      }
      let size = graph.sizeThatFits(.unspecified)
      graph.layout(
        in: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
      graph.draw(in: context)
      return
    }
    guard let symbol = mark.style.symbol else {
      context.setFillColor(color)
      context.addEllipse(in: rect)
      context.fillPath()
      return
    }
    guard let outline = ChartSymbolOutline.outline(of: symbol, in: rect) else { return }
    context.addPath(outline.path)
    if outline.filled {
      context.setFillColor(color)
      context.fillPath()
    } else {
      context.setStrokeColor(color)
      context.setLineWidth(outline.lineWidth)
      context.strokePath()
    }
  }
}
