import Foundation

/// A relationship between two layout attributes that Auto Layout satisfies:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
@MainActor @preconcurrency open class NSLayoutConstraint: NSObject {
  /// The attributes of an item constraints can refer to.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
    case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0

    /// Whether the attribute is a position (an edge, centre or baseline) rather than a size.
    var isLocation: Bool { self != .width && self != .height && self != .notAnAttribute }
  }

  /// The relation between the two sides.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  /// The first item (a view or layout guide).
  public let firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  /// The second item, or nil for a constant-only constraint.
  public let secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  /// A name for debugging.
  open var identifier: String?

  /// The constant added to the second side; changing it re-solves incrementally.
  open var constant: CGFloat {
    willSet { NSLayoutConstraint.checkFinite(newValue, "constant") }
    didSet { if constant != oldValue { LayoutEngine.constraintChanged(self) } }
  }

  /// The priority (required by default). A priority outside 1…1000, or changing a required priority of an active
  /// constraint to optional (or back), traps with UIKit's message.
  open var priority: UILayoutPriority = .required {
    willSet {
      guard newValue.rawValue > 0 && newValue.rawValue <= UILayoutPriority.required.rawValue else {
        preconditionFailure(
          "It's illegal to set priority:\(String(format: "%g", Double(newValue.rawValue))).  Priorities must be greater "
            + "than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000.")
      }
    }
    didSet {
      guard priority != oldValue else { return }
      if isActive && (priority == .required) != (oldValue == .required) {
        preconditionFailure(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Int(priority.rawValue)) and the existing priority was \(Int(oldValue.rawValue))."
        )
      }
      LayoutEngine.constraintPriorityChanged(self)
    }
  }

  /// Auto Layout refuses a NaN or infinite constant or multiplier where it is given, as UIKit raises.
  static func checkFinite(_ value: CGFloat, _ name: String) {
    guard !value.isFinite else { return }
    preconditionFailure("NSLayoutConstraint \(name) is not finite! That's illegal.  \(name):\(value)")
  }

  /// The anchors the constraint was made from, for descriptions.
  public let firstAnchor: NSLayoutAnchorBase?
  public let secondAnchor: NSLayoutAnchorBase?

  /// The view the constraint is installed on while active.
  package weak var owner: UIView?

  /// Creates a constraint between attributes of two items.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    NSLayoutConstraint.checkFinite(c, "constant")
    NSLayoutConstraint.checkFinite(multiplier, "multiplier")
    if attr1.isLocation && (multiplier == 0 || view2 == nil || attr2 == .notAnAttribute) {
      preconditionFailure(
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A "
          + "multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal "
          + "constraint of a location equal to a constant. Location attributes must be specified in pairs.")
    }
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    firstAnchor = nil
    secondAnchor = nil
    super.init()
  }

  init(
    first: NSLayoutAnchorBase, relation: Relation, second: NSLayoutAnchorBase?, multiplier: CGFloat, constant: CGFloat
  ) {
    NSLayoutConstraint.checkFinite(constant, "constant")
    NSLayoutConstraint.checkFinite(multiplier, "multiplier")
    firstItem = first.item
    firstAttribute = first.attribute
    self.relation = relation
    secondItem = second?.item
    secondAttribute = second?.attribute ?? .notAnAttribute
    self.multiplier = multiplier
    self.constant = constant
    firstAnchor = first
    secondAnchor = second
    super.init()
  }

  /// Whether the constraint takes part in layout.
  open var isActive: Bool {
    get { owner != nil }
    set {
      if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
    }
  }

  /// Activates every constraint (faster than one at a time on iOS; the same here).
  open class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
  /// Deactivates every constraint.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }

  nonisolated open override var description: String {
    MainActor.assumeIsolated { describe() }
  }

  private func describe() -> String {
    func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
      guard let item else { return "" }
      let id = String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16)
      let label: String
      if let guide = item as? UILayoutGuide {
        label = "'\(guide.identifier)'"
      } else {
        label = "\(type(of: item)):0x\(id)"
      }
      return "\(label).\(attribute)"
    }
    let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    var rhs = name(secondItem, secondAttribute)
    if multiplier != 1 && secondItem != nil { rhs = "\(formatted(multiplier))*\(rhs)" }
    if constant != 0 || secondItem == nil {
      rhs +=
        secondItem == nil
        ? formatted(constant) : (constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))")
    }
    let id = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
    let prio = priority == .required ? "" : " @\(Int(priority.rawValue))"
    let ident = identifier.map { " '\($0)'" } ?? ""
    return
      "<NSLayoutConstraint:0x\(id)\(ident) \(name(firstItem, firstAttribute)) \(op) \(rhs)\(prio)   (\(isActive ? "active" : "inactive"))>"
  }

  private func formatted(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
  }
}

extension NSLayoutConstraint.Attribute: CustomStringConvertible {
  public var description: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}
