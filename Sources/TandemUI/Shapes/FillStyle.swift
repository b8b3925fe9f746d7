import Foundation

/// How a path is filled: which parts count as inside (nonzero winding, or even-odd), and whether edges are
/// antialiased.
public struct FillStyle: Equatable, Sendable {
  /// Whether the even-odd rule decides what is inside (otherwise nonzero winding).
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool
  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
