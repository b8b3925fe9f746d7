import Foundation
import TandemKit

/// A SwiftUI button's parts, read from the graph (declared children of toolbars, swipe and alert actions; key
/// commands' buttons) to build UIKit counterparts.
@MainActor struct ExtractedButton {
  var title: String?
  var symbol: String?
  var role: ButtonRole?
  var action: () -> Void

  /// The buttons under a node, in order.
  static func buttons(under root: ViewNode) -> [ExtractedButton] {
    var found: [ExtractedButton] = []
    root.forEach { node in
      if let button = ExtractedButton(node: node) { found.append(button) }
    }
    return found
  }
}

extension ExtractedButton {
  /// The button a node shows, if it is a button: its label's text and first symbol, role and action.
  init?(node: ViewNode) {
    guard let button = node.view as? any ButtonValue else { return nil }
    let title = AccessibilityNodes.texts(in: node).joined(separator: " ")
    self.init(
      title: title.isEmpty ? nil : title, symbol: node.firstSymbolName, role: button.buttonRole,
      action: button.buttonAction)
  }
}

extension ViewNode {
  /// The name of the first SF Symbol image in this subtree, in tree order.
  var firstSymbolName: String? {
    var symbol: String?
    forEach { if symbol == nil, let image = $0.view as? Image { symbol = image.symbolName } }
    return symbol
  }
}
