import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// Three squares a button moves 100 points right without `withAnimation` (or with one): the red one's
/// transaction gets a linear animation, the green one's loses its animation, the blue one's animation modifier
/// is overridden by a transaction that disables animation modifiers.
private struct TransactionScreen: View {
  let animated: Bool
  @State private var moved = false
  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Button("Move") {
        if animated { withAnimation(.linear(duration: 1)) { moved.toggle() } } else { moved.toggle() }
      }
      Color.red.frame(width: 40, height: 40).offset(x: moved ? 100 : 0)
        .transaction { $0.animation = .linear(duration: 2) }
      Color.green.frame(width: 40, height: 40).offset(x: moved ? 100 : 0)
        .transaction { $0.animation = nil }
      Color.blue.frame(width: 40, height: 40).offset(x: moved ? 100 : 0)
        .animation(.linear(duration: 4), value: moved)
        .transaction { $0.disablesAnimations = true }
      Color.orange.frame(width: 40, height: 40).offset(x: moved ? 100 : 0)
        .transaction(value: moved) { $0.animation = .linear(duration: 0.5) }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct TransactionModifierTests {
  private func offsets(_ animated: Bool) throws -> (AppDriver, () -> [Color: CGFloat]) {
    let controller = UIHostingController(rootView: TransactionScreen(animated: animated))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    var nodes: [Color: ViewNode] = [:]
    controller.contentGraph.root.forEach { node in
      if let color = node.view as? Color, nodes[color] == nil { nodes[color] = node }
    }
    let starts = nodes.mapValues { $0.drawnFrame.minX }
    return (driver, { nodes.mapValues { $0.drawnFrame.minX }.merging(starts) { $0 - $1 } })
  }

  @Test func aTransactionModifierChangesTheAnimationOfTheChangesInside() throws {
    let (driver, offsets) = try offsets(false)
    try driver.tap("Move")
    driver.advance(seconds: 0.25)
    let now = offsets()
    #expect(abs(now[.red]! - 12.5) < 0.01, "a 2 s linear animation added to an unanimated change")
    #expect(now[.green] == 100)
    #expect(now[.blue] == 100, "animation modifiers inside are off")
    #expect(abs(now[.orange]! - 50) < 0.01, "the value changed: its transform applies")
  }

  @Test func aTransactionModifierRemovesAnAnimation() throws {
    let (driver, offsets) = try offsets(true)
    try driver.tap("Move")
    driver.advance(seconds: 0.25)
    let now = offsets()
    #expect(abs(now[.red]! - 12.5) < 0.01, "replaced by its own")
    #expect(now[.green] == 100, "its animation removed")
    #expect(abs(now[.blue]! - 25) < 0.01, "withAnimation's 1 s, the modifier's 4 s ignored")
    try driver.settle()
    #expect(offsets().values.allSatisfy { $0 == 100 })
  }
}
