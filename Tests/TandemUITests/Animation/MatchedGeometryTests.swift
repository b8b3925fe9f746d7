import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A thumbnail that expands into a card, matched by one identifier: a tap swaps one for the other in an animated
/// change.
private struct HeroScreen: View {
  @Namespace private var namespace
  @State private var expanded = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Toggle") { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
        .frame(height: 40)
      if expanded {
        Color.red
          .matchedGeometryEffect(id: "hero", in: namespace)
          .frame(width: 300, height: 200)
          .padding(.leading, 50)
      } else {
        Color.red
          .matchedGeometryEffect(id: "hero", in: namespace)
          .frame(width: 60, height: 60)
          .padding(.leading, 10)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A dot that follows the selected tab: each tab draws it only when selected, matched by one identifier.
private struct SlidingDotScreen: View {
  @Namespace private var dots
  @State private var selected = 0
  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<3) { index in
        VStack {
          Button("Tab \(index)") { withAnimation(.linear(duration: 1)) { selected = index } }
          if selected == index {
            Color.blue.frame(height: 4).matchedGeometryEffect(id: "dot", in: dots)
          } else {
            Color.clear.frame(height: 4)
          }
        }
        .frame(width: 100)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct MatchedGeometryTests {
  private func red(_ controller: UIViewController) -> ViewNode? {
    var found: ViewNode?
    (controller as? UIHostingController<HeroScreen>)?.contentGraph.root.forEach { node in
      if !node.isRemoved, (node.view as? Color) == .red { found = node }
    }
    return found
  }

  @Test func anInsertedViewFliesFromWhereItsMatchShowed() throws {
    let controller = UIHostingController(rootView: HeroScreen())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let small = try #require(red(controller)).frame
    #expect(small.size == CGSize(width: 60, height: 60))
    try driver.tap("Toggle")
    let card = try #require(red(controller))
    let large = card.frame
    #expect(large.size == CGSize(width: 300, height: 200) && large.minX == small.minX + 40)
    #expect(card.drawnFrame == small, "it starts where the thumbnail was")
    driver.advance(seconds: 0.5)
    let halfway = CGRect(
      x: (small.minX + large.minX) / 2, y: (small.minY + large.minY) / 2, width: (small.width + large.width) / 2,
      height: (small.height + large.height) / 2)
    let shown = card.drawnFrame
    #expect(abs(shown.minX - halfway.minX) < 0.01 && abs(shown.width - halfway.width) < 0.01, "\(shown)")
    #expect(abs(shown.minY - halfway.minY) < 0.01 && abs(shown.height - halfway.height) < 0.01)
    // The thumbnail leaves toward the card, fading: half-way it is still drawn, part red.
    let image = driver.capture()
    let scale = CGFloat(image.width) / controller.view.window!.bounds.width
    let inWindow = controller.view.convert(CGPoint(x: shown.midX, y: shown.midY), to: nil)
    let pixel = image.storage.pixel(x: Int(inWindow.x * scale), y: Int(inWindow.y * scale))
    #expect((pixel >> 16) & 0xFF > 200 && (pixel >> 8) & 0xFF < 120)
    try driver.settle()
    #expect(card.drawnFrame == large)
    #expect(UIApplication.shared.animationDriver.runningCount == 0)
  }

  @Test func aSelectionIndicatorSlidesBetweenTabs() throws {
    let controller = UIHostingController(rootView: SlidingDotScreen())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    func dot() -> ViewNode? {
      var found: ViewNode?
      controller.contentGraph.root.forEach { node in
        if !node.isRemoved, (node.view as? Color) == .blue { found = node }
      }
      return found
    }
    let first = try #require(dot()).frame
    try driver.tap("Tab 2")
    driver.advance(seconds: 0.25)
    let moving = try #require(dot())
    #expect(moving.frame.minX == first.minX + 200, "the dot, drawn by the selected tab only, moved there")
    #expect(abs(moving.drawnFrame.minX - (first.minX + 50)) < 0.01)
    try driver.settle()
    #expect(moving.drawnFrame.minX == first.minX + 200)
  }

  @Test func aNamespaceKeepsItsIdentityAcrossUpdates() throws {
    struct Probe: View {
      @Namespace var namespace
      let log: (Namespace.ID) -> Void
      @State private var count = 0
      var body: some View {
        log(namespace)
        return Button("Count \(count)") { count += 1 }
      }
    }
    var seen: [Namespace.ID] = []
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Probe { seen.append($0) }))
    try driver.settle()
    try driver.tap("Count 0")
    try driver.settle()
    #expect(seen.count >= 2 && Set(seen).count == 1)
  }
}
