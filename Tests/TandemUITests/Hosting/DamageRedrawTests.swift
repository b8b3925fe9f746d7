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

@MainActor struct DamageRedrawTests {
  @Test func aStateChangeRedrawsOnlyTheChangedRectangle() throws {
    let controller = UIHostingController(rootView: CounterList(count: 0))
    let driver = AppDriver(rootViewController: controller)
    let hosting = try #require(controller.view as? HostingView)
    var leaves = 0
    hosting.graph.root.forEach { if $0.children.isEmpty { leaves += 1 } }
    #expect(hosting.graph.drawnLeafCount == leaves)
    let displays = hosting.layer.displayCount

    try driver.tap("Add")
    // Press and release each redrew the host's backing store in part: the count and the button only.
    #expect(hosting.layer.displayCount == displays + 2)
    #expect(hosting.graph.drawnLeafCount <= 3)
    let report = try #require(driver.application.lastCompositeReport)
    let damaged = report.damage.reduce(CGRect.null) { $0.union($1) }
    #expect(damaged.height < 80)
    #expect(damaged.width < hosting.bounds.width)

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
    #expect(driver.application.lastCompositeReport?.damage.isEmpty == true)
  }
}
