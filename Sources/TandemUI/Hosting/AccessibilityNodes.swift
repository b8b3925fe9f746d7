import Foundation
import TandemKit

/// The accessibility elements of a view graph, in reading (tree) order: Text → static text, Button → button named
/// by its label's text, Label → static text of its title, a labeled control (Toggle, Slider) → its UIKit
/// control named by the label's text, Image → image named by its symbol or asset name;
/// UIKit-backed nodes (text fields, representables) contribute their views, whose own elements follow.
@MainActor enum AccessibilityNodes {
  static func elements(of graph: ViewGraph, in container: UIView) -> [Any] {
    var result: [Any] = []
    func add(_ node: ViewNode, label: String?, traits: UIAccessibilityTraits) {
      let element: UIAccessibilityElement
      if node.view is Text, let text = node.content as? TextContent {
        // Text knows how it fits its frame (read by the testing toolkit's lint).
        let textElement = TextAccessibilityElement(accessibilityContainer: container)
        textElement.facts = { [weak node, weak text] in
          guard let node, let text else { return nil }
          return text.drawnTextFacts(node: node)
        }
        element = textElement
      } else {
        element = UIAccessibilityElement(accessibilityContainer: container)
      }
      element.accessibilityLabel = label
      element.accessibilityTraits = node.environment.isEnabled ? traits : traits.union(.notEnabled)
      element.accessibilityFrame = container.convert(visibleFrame(of: node), to: nil)
      result.append(element)
    }
    func visit(_ node: ViewNode) {
      if node.content(.subtreeHiding, as: (any SubtreeHiding).self)?.hidesSubtree(node: node) == true { return }
      if let overrides = node.modifier(as: AccessibilityModifier.self) {
        if overrides.isHidden { return }
        let first = result.count
        switch overrides.children?.kind {
        case .ignore:
          add(node, label: nil, traits: .none)
        case .combine:
          let label = texts(in: node).joined(separator: ", ")
          add(node, label: label.isEmpty ? nil : label, traits: .none)
        case .contain, nil:
          for child in node.children { visit(child) }
        }
        if result.count > first, let element = result[first] as? UIAccessibilityElement {
          if let label = overrides.label { element.accessibilityLabel = label }
          if let identifier = overrides.identifier { element.accessibilityIdentifier = identifier }
          if let value = overrides.value { element.accessibilityValue = value }
        } else if result.count > first, let view = result[first] as? UIView {
          if let label = overrides.label { view.accessibilityLabel = label }
          if let identifier = overrides.identifier { view.accessibilityIdentifier = identifier }
          if let value = overrides.value { view.accessibilityValue = value }
        }
        return
      }
      // A UIKit view standing for the node (a representable, a text field) lists its own elements; a scroll view's
      // SwiftUI content is read through.
      if let platform = node.content as? any PlatformViewContent, node.children.isEmpty {
        result.append(platform.platformView)
        return
      }
      switch node.view {
      case is any LabeledControlValue:
        // A control made of a UIKit control and a label is one element: the control, named by the label.
        var control: UIView?
        node.forEach {
          if control == nil, $0.children.isEmpty, let platform = $0.content as? any PlatformViewContent {
            control = platform.platformView
          }
        }
        guard let control else {
          for child in node.children { visit(child) }
          return
        }
        let label = texts(in: node).joined(separator: ", ")
        control.accessibilityLabel = label.isEmpty ? nil : label
        result.append(control)
      case is any ButtonValue:
        add(node, label: texts(in: node).joined(separator: ", "), traits: .button)
      case is any LabelValue:
        add(node, label: texts(in: node).joined(separator: ", "), traits: .staticText)
      case let text as Text:
        add(node, label: text.string(in: node.environment), traits: .staticText)
      case let image as Image:
        add(node, label: image.accessibilityName, traits: .image)
      default:
        for child in node.children { visit(child) }
      }
    }
    visit(graph.root)
    return result
  }

  /// Where a node shows: its own frame, or — for a node that only groups others (a Label's wrapper) — the union of
  /// what its descendants show.
  static func visibleFrame(of node: ViewNode) -> CGRect {
    let own = node.displayFrame
    if own.width > 0 || own.height > 0 { return own }
    var union = CGRect.null
    for child in node.children {
      let frame = visibleFrame(of: child)
      if frame.width > 0 || frame.height > 0 { union = union.union(frame) }
    }
    return union.isNull ? own : union
  }

  /// The strings of the Text views under a node, but those hidden from accessibility.
  static func texts(in node: ViewNode) -> [String] {
    var strings: [String] = []
    func visit(_ node: ViewNode) {
      if node.modifier(as: AccessibilityModifier.self)?.isHidden == true { return }
      if node.content(.subtreeHiding, as: (any SubtreeHiding).self)?.hidesSubtree(node: node) == true { return }
      if let text = node.view as? Text { strings.append(text.string(in: node.environment)) }
      for child in node.children { visit(child) }
    }
    visit(node)
    return strings
  }
}
