import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemKit

/// A layoutIfNeeded asked from inside a superview's layoutSubviews (a list measuring a cell while placing it) never
/// starts that superview's layout again: it lays out in a later pass, as on iOS, instead of recursing without end.
@MainActor @Suite(.ownsTheApplication) struct NestedLayoutTests {
  final class Container: UIView {
    let child = UIView()
    var passes = 0
    var depth = 0
    var deepest = 0
    override func layoutSubviews() {
      passes += 1
      depth += 1
      deepest = max(deepest, depth)
      defer { depth -= 1 }
      if child.superview == nil { addSubview(child) }
      child.frame = bounds.insetBy(dx: 10, dy: 10)
      // Something placed here asks for layout again, then a subview is laid out on the spot.
      if passes < 3 { setNeedsLayout() }
      child.setNeedsLayout()
      child.layoutIfNeeded()
    }
  }

  @Test func aSubviewsLayoutIfNeededDoesNotReenterItsSuperviewsLayout() {
    let container = Container(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    container.setNeedsLayout()
    container.layoutIfNeeded()
    #expect(container.deepest == 1)
    // The layout asked for during the pass ran after it, in the same layoutIfNeeded's repeat passes.
    #expect(container.passes == 3)
    #expect(container.child.frame == CGRect(x: 10, y: 10, width: 180, height: 180))
  }
}
