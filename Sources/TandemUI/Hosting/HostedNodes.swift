import Foundation
import TandemKit

extension UIView {
  /// The graph nodes of the SwiftUI content hosted in this view and its subviews (for tests and tools inspecting a
  /// screen), each with its frame in this view's coordinates.
  package func hostedNodes() -> [(node: ViewNode, frame: CGRect)] {
    var result: [(node: ViewNode, frame: CGRect)] = []
    func visit(_ view: UIView) {
      if let hosting = view as? HostingView {
        hosting.graph.root.forEach { result.append(($0, hosting.convert($0.frame, to: self))) }
      }
      view.subviews.forEach(visit)
    }
    visit(self)
    return result
  }
}
