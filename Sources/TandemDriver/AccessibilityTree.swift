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
  /// The element's accessibility traits.
  public var traits: UIAccessibilityTraits = []

  public var description: String {
    var parts = [role]
    if let label { parts.append("'\(label)'") }
    if let value, !value.isEmpty { parts.append("value '\(value)'") }
    if let identifier { parts.append("#\(identifier)") }
    if !isEnabled { parts.append("disabled") }
    parts.append(Self.describe(frame))
    return parts.joined(separator: " ")
  }

  /// The element on one stable line, every property named: role, label, value, identifier, traits, frame in points.
  public var snapshotDescription: String {
    var parts = [role]
    if let label { parts.append("label: \(Self.quoted(label))") }
    if let value, !value.isEmpty { parts.append("value: \(Self.quoted(value))") }
    if let identifier, !identifier.isEmpty { parts.append("identifier: \(Self.quoted(identifier))") }
    let names = Self.traitNames(traits)
    if !names.isEmpty { parts.append("traits: [\(names.joined(separator: ", "))]") }
    parts.append("frame: \(Self.describe(frame))")
    return parts.joined(separator: ", ")
  }

  /// The names of traits, in a fixed order.
  static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
    let table: [(UIAccessibilityTraits, String)] = [
      (.button, "button"), (.link, "link"), (.header, "header"), (.searchField, "searchField"), (.image, "image"),
      (.selected, "selected"), (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"),
      (.staticText, "staticText"), (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
      (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
      (.adjustable, "adjustable"), (.allowsDirectInteraction, "allowsDirectInteraction"),
      (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
    ]
    return table.filter { traits.contains($0.0) }.map(\.1)
  }

  /// A string in double quotes, with quotes, backslashes and line breaks escaped (one element stays one line).
  package static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out.append(character)
      }
    }
    return out + "\""
  }

  /// A frame as "(x, y, width×height)", whole numbers without decimals.
  static func describe(_ frame: CGRect) -> String {
    func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
    return "(\(n(frame.minX)), \(n(frame.minY)), \(n(frame.width))×\(n(frame.height)))"
  }
}

/// Walks a window's views into accessibility elements.
@MainActor package enum AccessibilityTree {
  /// The elements of a view's subtree (a window's, or any view's), in reading order, with the views they come from.
  package static func elements(in root: UIView) -> [(AccessibilityElement, UIView)] {
    items(in: root).map { ($0.element, $0.view) }
  }

  /// One element with where it comes from: the view that is the element or lists it, and the object that is the
  /// element (the view itself, or a `UIAccessibilityElement` the view lists).
  package struct Item {
    package var element: AccessibilityElement
    package var view: UIView
    package var source: AnyObject
  }

  /// The elements of a view's subtree in reading order, with their views and source objects.
  package static func items(in root: UIView) -> [Item] {
    var result: [Item] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return }
      if view.isAccessibilityElement {
        result.append(Item(element: element(for: view), view: view, source: view))
        return
      }
      if let elements = view.accessibilityElements {
        for item in elements {
          if let child = item as? UIView {
            visit(child)
          } else if let item = item as? UIAccessibilityElement, item.isAccessibilityElement {
            result.append(Item(element: element(for: item), view: view, source: item))
          }
        }
        return
      }
      for child in readingOrder(of: view) { visit(child) }
    }
    visit(root)
    return result
  }

  /// A view's subviews in reading order: a scroll view's content (a table's or collection's cells among them) top
  /// to bottom, leading to trailing, whatever order its subviews were added in, as UIKit orders a container's
  /// elements by position; a navigation bar before the content it sits over (VoiceOver starts at the top bar);
  /// other views' in subview order.
  package static func readingOrder(of view: UIView) -> [UIView] {
    guard view is UIScrollView else {
      let bars = view.subviews.filter { $0 is UINavigationBar }
      return bars.isEmpty ? view.subviews : bars + view.subviews.filter { !($0 is UINavigationBar) }
    }
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return view.subviews.enumerated().sorted { a, b in
      let (fa, fb) = (a.element.frame, b.element.frame)
      if fa.minY != fb.minY { return fa.minY < fb.minY }
      if fa.minX != fb.minX { return rightToLeft ? fa.maxX > fb.maxX : fa.minX < fb.minX }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// An element a view lists that is not itself a view (its container is the view it came from).
  package static func element(for item: UIAccessibilityElement) -> AccessibilityElement {
    let traits = item.accessibilityTraits
    return AccessibilityElement(
      role: role(traits: traits, isTextField: false), label: item.accessibilityLabel, value: item.accessibilityValue,
      identifier: item.accessibilityIdentifier, frame: item.accessibilityFrame,
      isEnabled: !traits.contains(.notEnabled),
      traits: traits)
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

  package static func element(for view: UIView) -> AccessibilityElement {
    let traits = view.accessibilityTraits
    let role = role(traits: traits, isTextField: view is UITextField)
    return AccessibilityElement(
      role: role, label: view.accessibilityLabel, value: view.accessibilityValue,
      identifier: view.accessibilityIdentifier, frame: view.accessibilityFrame,
      isEnabled: !traits.contains(.notEnabled) && ((view as? UIControl)?.isEnabled ?? true), traits: traits)
  }
}
