import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A bell that rings (tilts left, right, back) each time it is tapped.
private struct Bell: View {
  @State private var rings = 0
  var body: some View {
    VStack(alignment: .leading) {
      Button("Ring") { rings += 1 }
      Color.orange.frame(width: 40, height: 40)
        .phaseAnimator([0.0, 30, -30], trigger: rings) { content, offset in
          content.offset(x: offset)
        } animation: { _ in
          .linear(duration: 0.5)
        }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A dot pulsing between two sizes for as long as it is shown.
private struct Pulse: View {
  var body: some View {
    Color.pink.frame(width: 20, height: 20)
      .phaseAnimator([false, true]) { content, big in
        content.scaleEffect(big ? 2 : 1)
      } animation: { _ in
        .linear(duration: 1)
      }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct PhaseAnimatorTests {
  @Test func aTriggerRunsThroughEveryPhaseAndBackToTheFirst() throws {
    let controller = UIHostingController(rootView: Bell())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    var square: ViewNode?
    controller.contentGraph.root.forEach { if ($0.view as? Color) == .orange { square = $0 } }
    let node = try #require(square)
    let start = node.drawnFrame.minX
    try driver.tap("Ring")
    driver.advance(seconds: 0.25)
    #expect(abs(node.drawnFrame.minX - (start + 15)) < 0.01, "half-way to the second phase")
    driver.advance(seconds: 0.25)
    #expect(abs(node.drawnFrame.minX - (start + 30)) < 0.6)
    driver.advance(seconds: 0.5)
    #expect(abs(node.drawnFrame.minX - (start - 30)) < 0.6, "then the third")
    try driver.settle()
    #expect(node.drawnFrame.minX == start, "and back to the first, where it stays")
  }

  @Test func withoutATriggerItCyclesWhileShown() throws {
    let controller = UIHostingController(rootView: Pulse())
    let driver = AppDriver(rootViewController: controller)
    driver.advance(frames: 1)
    driver.advance(seconds: 0.5)
    #expect(UIApplication.shared.animationDriver.runningCount > 0)
    driver.advance(seconds: 3)
    #expect(UIApplication.shared.animationDriver.runningCount > 0, "still cycling")
  }
}
