import Foundation
import TandemKit

/// The toolbar SwiftUI shows above the keyboard for a host's `.keyboard` toolbar items (the input accessory view
/// of the text inputs inside the host), made again only when the items change.
@MainActor final class KeyboardToolbar {
  private var version = -1
  private var bar: UIToolbar?

  /// The toolbar for the graph's keyboard items, nil when it declares none.
  func toolbar(for graph: ViewGraph) -> UIToolbar? {
    let version = graph.preferenceVersion(ToolbarEntriesKey.self)
    guard version != self.version else { return bar }
    self.version = version
    let items = ToolbarItems(graph: graph)
    guard !items.keyboard.isEmpty else {
      bar = nil
      return nil
    }
    let toolbar = bar ?? UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
    toolbar.items = items.keyboard
    bar = toolbar
    return toolbar
  }
}
