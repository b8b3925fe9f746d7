import Foundation
import TandemGraphics

/// The spacing preferences of one edge of a view, by category, as SwiftUI keeps them: the distance between two
/// neighbours in a stack with default spacing comes from the categories both facing edges have (text to text,
/// an edge next to text), else from plain fixed preferences (spacers want none), else the default 8 points.
struct SpacingEdge: Equatable {
  /// A plain preference (no category): spacers prefer 0.
  var fixed: CGFloat?
  /// Text metrics for text-to-text spacing.
  var textMetrics: TextSpacingMetrics?
  /// Distance wanted from this edge to a neighbour's edge that is above text ("edge above text").
  var aboveText: CGFloat?
  /// Distance wanted from this edge to a neighbour's edge that is below text ("edge below text").
  var belowText: CGFloat?

  /// The union of two edges' preferences, keeping the larger value of each category.
  func merged(with other: SpacingEdge) -> SpacingEdge {
    func larger(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
      guard let a else { return b }
      guard let b else { return a }
      return max(a, b)
    }
    var metrics = textMetrics ?? other.textMetrics
    if let a = textMetrics, let b = other.textMetrics { metrics = a.lineSpacing >= b.lineSpacing ? a : b }
    return SpacingEdge(
      fixed: larger(fixed, other.fixed), textMetrics: metrics, aboveText: larger(aboveText, other.aboveText),
      belowText: larger(belowText, other.belowText))
  }

  /// The distance from a view whose trailing or bottom edge is `self` to the next view's facing edge `next`, or
  /// nil when they share no preference (the stack then uses the default spacing).
  func distance(toNext next: SpacingEdge) -> CGFloat? {
    var result: CGFloat?
    func consider(_ value: CGFloat) { result = max(result ?? -.infinity, value) }
    if let upper = textMetrics, let lower = next.textMetrics {
      consider(TextSpacingMetrics.spacing(above: upper, below: lower))
    }
    if let a = aboveText, let b = next.aboveText { consider(a + b) }
    if let a = belowText, let b = next.belowText { consider(a + b) }
    if result != nil { return result }
    guard fixed != nil || next.fixed != nil else { return nil }
    return max(fixed ?? -.infinity, next.fixed ?? -.infinity)
  }
}

/// A text's vertical metrics for text-to-text spacing (iOS 17 semantics).
struct TextSpacingMetrics: Equatable {
  var ascend: CGFloat
  var descend: CGFloat
  var leading: CGFloat
  var pixelLength: CGFloat
  var lineSpacing: CGFloat { ascend + descend + leading }

  /// The gap between a text and the text below it: the upper text's leading, rounded up to whole pixels, so
  /// the lines sit as consecutive lines of one paragraph would.
  static func spacing(above: TextSpacingMetrics, below: TextSpacingMetrics) -> CGFloat {
    (above.leading / above.pixelLength).rounded(.up) * above.pixelLength
  }
}

/// The spacing preferences of a view's four edges: how far from its neighbours it wants to be, by what they are
/// (text next to text sits at its line spacing; other views 8 points apart unless they say otherwise).
public struct ViewSpacing: Equatable, Sendable {
  var top: SpacingEdge
  var bottom: SpacingEdge
  var leading: SpacingEdge
  var trailing: SpacingEdge

  init(
    top: SpacingEdge = SpacingEdge(), bottom: SpacingEdge = SpacingEdge(), leading: SpacingEdge = SpacingEdge(),
    trailing: SpacingEdge = SpacingEdge()
  ) {
    (self.top, self.bottom, self.leading, self.trailing) = (top, bottom, leading, trailing)
  }

  /// Any view that is not text: its top may sit right below text's edge, its bottom right above text's.
  static let standard = ViewSpacing(
    top: SpacingEdge(belowText: 0), bottom: SpacingEdge(aboveText: 0), leading: SpacingEdge(),
    trailing: SpacingEdge())

  /// A spacer: no spacing along its stack's axis.
  static func spacer(axis: Axis?) -> ViewSpacing {
    switch axis {
    case .horizontal: ViewSpacing(leading: SpacingEdge(fixed: 0), trailing: SpacingEdge(fixed: 0))
    case .vertical: ViewSpacing(top: SpacingEdge(fixed: 0), bottom: SpacingEdge(fixed: 0))
    case nil: ViewSpacing()
    }
  }

  /// Text in a font: text-to-text metrics on its top and bottom, and the distances it wants from non-text views
  /// (a tenth of the line height, rounded up to pixels, on top of the line's own extent).
  static func text(_ metrics: FontMetricsValues, pixelLength: CGFloat) -> ViewSpacing {
    let lineHeight = metrics.ascender - metrics.descender
    let gap = (lineHeight * 0.1 / pixelLength).rounded(.up) * pixelLength
    let text = TextSpacingMetrics(
      ascend: metrics.ascender, descend: -metrics.descender, leading: metrics.leading, pixelLength: pixelLength)
    let lineSpacing = lineHeight + gap
    return ViewSpacing(
      top: SpacingEdge(textMetrics: text, aboveText: lineSpacing - text.ascend),
      bottom: SpacingEdge(
        textMetrics: text, belowText: max(lineSpacing - metrics.capHeight, gap + text.descend)),
      leading: SpacingEdge(), trailing: SpacingEdge())
  }

  /// The union of two views' preferences on every edge.
  func merged(with other: ViewSpacing) -> ViewSpacing {
    ViewSpacing(
      top: top.merged(with: other.top), bottom: bottom.merged(with: other.bottom),
      leading: leading.merged(with: other.leading), trailing: trailing.merged(with: other.trailing))
  }

  /// These preferences with some edges back to a plain view's (padding puts space between the content and them).
  func resetting(_ edges: Edge.Set) -> ViewSpacing {
    var result = self
    if edges.contains(.top) { result.top = ViewSpacing.standard.top }
    if edges.contains(.bottom) { result.bottom = ViewSpacing.standard.bottom }
    if edges.contains(.leading) { result.leading = ViewSpacing.standard.leading }
    if edges.contains(.trailing) { result.trailing = ViewSpacing.standard.trailing }
    return result
  }
}

extension ViewSpacing {
  /// No preferences: next to another view without any, the default spacing (8 points) applies.
  public init() {
    (top, bottom, leading, trailing) = (SpacingEdge(), SpacingEdge(), SpacingEdge(), SpacingEdge())
  }

  /// Preferences for no space on any edge.
  public static let zero = ViewSpacing(
    top: SpacingEdge(fixed: 0), bottom: SpacingEdge(fixed: 0), leading: SpacingEdge(fixed: 0),
    trailing: SpacingEdge(fixed: 0))

  /// The distance from this view to `next` following it along `axis` (to its right, or below it).
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let distance =
      axis == .horizontal ? trailing.distance(toNext: next.leading) : bottom.distance(toNext: next.top)
    return distance ?? StackLayout.defaultSpacing
  }

  /// Merges another view's preferences into these on the given edges (keeping the larger of each).
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = top.merged(with: other.top) }
    if edges.contains(.bottom) { bottom = bottom.merged(with: other.bottom) }
    if edges.contains(.leading) { leading = leading.merged(with: other.leading) }
    if edges.contains(.trailing) { trailing = trailing.merged(with: other.trailing) }
  }

  /// These preferences merged with another view's on the given edges.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }
}
