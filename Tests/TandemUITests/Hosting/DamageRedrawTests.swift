import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

private struct CounterList: View {
  @State var count: Int
  var body: some View {
    VStack(spacing: 4) {
      Text("Count: \(count)").monospacedDigit()
      Button("Add") { count += 1 }
      ForEach(0..<20, id: \.self) { row in
        Text("Row \(row)").font(.footnote)
      }
    }
  }
}

/// A shadowed card that shrinks when pressed (the lesson's withDefaultButtonFormmating + withPressableStyle).
private struct PressedCard: View {
  @State var pressed = false
  var body: some View {
    Color.blue.frame(width: 200, height: 60).shadow(radius: 10)
      .scaleEffect(pressed ? 0.8 : 1)
      .onTapGesture { pressed.toggle() }
  }
}

@MainActor @Suite(.ownsTheApplication) struct DamageRedrawTests {
  @Test func aStateChangeRedrawsOnlyTheChangedRectangle() throws {
    let controller = UIHostingController(rootView: CounterList(count: 0))
    let driver = AppDriver(rootViewController: controller)
    let hosting = try #require(controller.view as? HostingView)
    var leaves = 0
    hosting.graph.root.forEach { if $0.children.isEmpty { leaves += 1 } }
    #expect(hosting.graph.drawnLeafCount == leaves)
    let displays = hosting.layer.displayCount

    try driver.tap("Add")
    // Press and release each redrew the host's content in part: the rows of the count and the button only (the
    // host draws in place, so its damage spans its width), and only the leaves there.
    #expect(hosting.layer.displayCount == displays + 2)
    #expect(hosting.graph.drawnLeafCount <= 3)
    let report = try #require(driver.application.lastCompositeReport)
    let damaged = report.damage.reduce(CGRect.null) { $0.union($1) }
    #expect(damaged.height < 80)
    #expect(damaged.width <= hosting.bounds.width)

    // The partly redrawn screen equals a screen drawn whole in the same state.
    let updated = driver.capture().storage.packedPixels()
    let fresh = UIHostingController(rootView: CounterList(count: 1))
    let freshDriver = AppDriver(rootViewController: fresh)
    #expect(freshDriver.capture().storage.packedPixels() == updated)
  }

  @Test func noChangeRedrawsNothing() throws {
    let controller = UIHostingController(rootView: CounterList(count: 0))
    let driver = AppDriver(rootViewController: controller)
    let hosting = try #require(controller.view as? HostingView)
    let displays = hosting.layer.displayCount
    hosting.setNeedsLayout()
    driver.application.commit()
    #expect(hosting.layer.displayCount == displays)
    #expect(
      driver.application.lastCompositeReport?.damage.isEmpty == true,
      "\(String(describing: driver.application.lastCompositeReport))")
  }

  /// A changed scale redraws its subtree where it showed before and after, shadows inside included, so no stale
  /// shadow is left around a shrunk view.
  @Test func aScaleChangeDamagesTheShadowsInsideIt() throws {
    let graph = layOut(PressedCard(), in: CGSize(width: 300, height: 200))
    _ = graph.takeDamage()
    var scaled: ViewNode?
    graph.root.forEach { if $0.content is ScaleEffectContent { scaled = $0 } }
    let node = try #require(scaled)
    let frame = node.frame
    var state: ViewNode?
    graph.root.forEach { if $0.view is PressedCard { state = $0 } }
    (try #require(state).view as? PressedCard)?.pressed = true
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 200))
    let damage = try #require(graph.takeDamage())
    // The shadow reached 1.5 × its radius past the unscaled card.
    #expect(damage.contains(frame.insetBy(dx: -15, dy: -15)))
  }
}
