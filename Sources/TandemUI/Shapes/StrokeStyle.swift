import Foundation

/// How lines are stroked: their width (Linux: caps, joins and dashes are not drawn differently yet, so they are
/// not offered).
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width.
  public var lineWidth: CGFloat
  /// A style of a line width.
  public init(lineWidth: CGFloat = 1) { self.lineWidth = lineWidth }
}
