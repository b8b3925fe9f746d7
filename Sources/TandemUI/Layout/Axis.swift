/// A horizontal or vertical axis.
public enum Axis: Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  /// A set of axes (the directions a scroll view scrolls).
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
