import Foundation
import TandemKit

/// The `onOpenURL` handlers a window's content declares, in view order.
struct OpenURLHandlersKey: PreferenceKey {
  static var defaultValue: [OpenURLHandler] { [] }
  static func reduce(value: inout [OpenURLHandler], nextValue: () -> [OpenURLHandler]) { value += nextValue() }
}

/// An `onOpenURL` action.
struct OpenURLHandler {
  let action: (URL) -> Void
}

extension View {
  /// Runs `action` when the system opens a URL in the scene this view is in (a link to one of the app's schemes);
  /// every handler in the scene's shown views runs.
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    transformPreference(OpenURLHandlersKey.self) { $0.append(OpenURLHandler(action: action)) }
  }
}

extension ViewGraph {
  /// Runs the content's `onOpenURL` handlers with a URL — this graph's and those of the graphs continuing it (a
  /// navigation stack's root and pushed views, tabs, rows) — and returns whether there was one.
  @MainActor func openURL(_ url: URL) -> Bool {
    let handlers = root.preferenceValue(OpenURLHandlersKey.self)
    var attached: [ViewGraph] = []
    root.forEach { node in attached += node.attachedGraphs.compactMap(\.graph) }
    var handled = !handlers.isEmpty
    for handler in handlers { handler.action(url) }
    for graph in attached where graph.openURL(url) { handled = true }
    return handled
  }
}
