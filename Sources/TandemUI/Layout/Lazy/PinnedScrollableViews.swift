import Foundation

/// The parts of a lazy stack's or grid's sections that stay pinned to the scroll view's visible edge while their
/// section is on screen.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  /// Creates a set from its raw value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers pin to the top (leading) edge.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers pin to the bottom (trailing) edge.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
