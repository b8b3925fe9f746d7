import Foundation

/// An attribute of a view or layout guide, from which constraints are made.
@MainActor @preconcurrency open class NSLayoutAnchorBase: NSObject {
  package weak var item: AnyObject?
  package let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchorBase?, _ multiplier: CGFloat, _ constant: CGFloat
  )
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(first: self, relation: relation, second: other, multiplier: multiplier, constant: constant)
  }
}

/// An anchor constrained only to anchors of the same kind (`AnchorType`).
@MainActor @preconcurrency open class NSLayoutAnchor<AnchorType: AnyObject>: NSLayoutAnchorBase {
  /// `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, 1, 0) }
  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, 1, 0)
  }
  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, 1, 0)
  }
  /// `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, 1, c)
  }
  /// `self >= anchor + c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, anchor, 1, c) }
  /// `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, 1, c)
  }
}

/// A horizontal position anchor (leading, trailing, left, right, centerX).
@MainActor @preconcurrency public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × standard spacing` (8 points).
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { make(.equal, anchor, 1, 8 * multiplier) }
  /// `self >= anchor + multiplier × standard spacing`.
  public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, anchor, 1, 8 * multiplier) }
  /// `self <= anchor + multiplier × standard spacing`.
  public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, 1, 8 * multiplier) }
}

/// A vertical position anchor (top, bottom, centerY, baselines).
@MainActor @preconcurrency public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × standard spacing` (8 points).
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { make(.equal, anchor, 1, 8 * multiplier) }
  /// `self >= anchor + multiplier × standard spacing`.
  public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, anchor, 1, 8 * multiplier) }
  /// `self <= anchor + multiplier × standard spacing`.
  public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, 1, 8 * multiplier) }
}

/// A size anchor (width, height).
@MainActor @preconcurrency public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, 0, c) }
  /// `self >= c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, 0, c)
  }
  /// `self <= c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, 0, c)
  }
  /// `self == m × anchor`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, m, 0)
  }
  /// `self >= m × anchor`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, m, 0)
  }
  /// `self <= m × anchor`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, m, 0)
  }
  /// `self == m × anchor + c`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  { make(.equal, anchor, m, c) }
  /// `self >= m × anchor + c`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, anchor, m, c) }
  /// `self <= m × anchor + c`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, m, c) }
}

/// The anchors of a view or layout guide.
@MainActor package struct AnchorSet {
  let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
  let top, bottom, centerY, firstBaseline, lastBaseline: NSLayoutYAxisAnchor
  let width, height: NSLayoutDimension

  init(_ item: AnyObject) {
    leading = NSLayoutXAxisAnchor(item: item, attribute: .leading)
    trailing = NSLayoutXAxisAnchor(item: item, attribute: .trailing)
    left = NSLayoutXAxisAnchor(item: item, attribute: .left)
    right = NSLayoutXAxisAnchor(item: item, attribute: .right)
    centerX = NSLayoutXAxisAnchor(item: item, attribute: .centerX)
    top = NSLayoutYAxisAnchor(item: item, attribute: .top)
    bottom = NSLayoutYAxisAnchor(item: item, attribute: .bottom)
    centerY = NSLayoutYAxisAnchor(item: item, attribute: .centerY)
    firstBaseline = NSLayoutYAxisAnchor(item: item, attribute: .firstBaseline)
    lastBaseline = NSLayoutYAxisAnchor(item: item, attribute: .lastBaseline)
    width = NSLayoutDimension(item: item, attribute: .width)
    height = NSLayoutDimension(item: item, attribute: .height)
  }
}
