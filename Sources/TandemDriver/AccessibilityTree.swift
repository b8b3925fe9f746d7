import Foundation
import TandemKit

/// One element of the accessibility tree: what a person using VoiceOver would meet, in reading order.
public struct AccessibilityElement: CustomStringConvertible, Sendable {
  /// The element's role (button, staticText, image, textField, adjustable, header, element).
  public var role: String
  public var label: String?
  public var value: String?
  public var identifier: String?
  /// The frame in window coordinates.
  public var frame: CGRect
  /// Whether it is enabled.
  public var isEnabled: Bool

  public var description: String {
    var parts = [role]
    if let label { parts.append("'\(label)'") }
    if let value, !value.isEmpty { parts.append("value '\(value)'") }
    if let identifier { parts.append("#\(identifier)") }
    if !isEnabled { parts.append("disabled") }
    func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
    parts.append("(\(n(frame.minX)), \(n(frame.minY)), \(n(frame.width))×\(n(frame.height)))")
    return parts.joined(separator: " ")
  }
}

/// Walks a window's views into accessibility elements.
@MainActor enum AccessibilityTree {
  static func elements(in window: UIWindow) -> [(AccessibilityElement, UIView)] {
    var result: [(AccessibilityElement, UIView)] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return }
      if view.isAccessibilityElement {
        result.append((element(for: view), view))
        return
      }
      if let elements = view.accessibilityElements {
        for item in elements {
          if let child = item as? UIView {
            visit(child)
          } else if let item = item as? UIAccessibilityElement, item.isAccessibilityElement {
            result.append((element(for: item), view))
          }
        }
        return
      }
      for child in view.subviews { visit(child) }
    }
    visit(window)
    return result
  }

  /// An element a view lists that is not itself a view (its container is the view it came from).
  static func element(for item: UIAccessibilityElement) -> AccessibilityElement {
    let traits = item.accessibilityTraits
    return AccessibilityElement(
      role: role(traits: traits, isTextField: false), label: item.accessibilityLabel, value: item.accessibilityValue,
      identifier: item.accessibilityIdentifier, frame: item.accessibilityFrame, isEnabled: !traits.contains(.notEnabled)
    )
  }

  static func role(traits: UIAccessibilityTraits, isTextField: Bool) -> String {
    if isTextField { return "textField" }
    if traits.contains(.button) { return "button" }
    if traits.contains(.header) { return "header" }
    if traits.contains(.adjustable) { return "adjustable" }
    if traits.contains(.image) { return "image" }
    if traits.contains(.staticText) { return "staticText" }
    return "element"
  }

  static func element(for view: UIView) -> AccessibilityElement {
    let traits = view.accessibilityTraits
    let role = role(traits: traits, isTextField: view is UITextField)
    return AccessibilityElement(
      role: role, label: view.accessibilityLabel, value: view.accessibilityValue,
      identifier: view.accessibilityIdentifier, frame: view.accessibilityFrame,
      isEnabled: !traits.contains(.notEnabled) && ((view as? UIControl)?.isEnabled ?? true))
  }
}
