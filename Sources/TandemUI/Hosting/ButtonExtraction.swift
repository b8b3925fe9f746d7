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
      guard let button = node.view as? any ButtonValue else { return }
      let title = AccessibilityNodes.texts(in: node).joined(separator: " ")
      var symbol: String?
      node.forEach { if symbol == nil, let image = $0.view as? Image { symbol = image.symbolName } }
      found.append(
        ExtractedButton(
          title: title.isEmpty ? nil : title, symbol: symbol, role: button.buttonRole, action: button.buttonAction))
    }
    return found
  }
}
