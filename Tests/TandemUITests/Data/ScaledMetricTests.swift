import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemUI

private struct Badge: View {
  @ScaledMetric var side: CGFloat = 20
  @ScaledMetric(relativeTo: .largeTitle) var titleSide: CGFloat = 34
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: side, height: side)
      Color.blue.frame(width: titleSide, height: 10)
      Text("Clamped").font(.body).dynamicTypeSize(...DynamicTypeSize.xxLarge)
      Text("Fixed").font(.body).dynamicTypeSize(.xSmall)
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct ScaledMetricTests {
  @Test func metricsScaleWithTheTextSizeAndDynamicTypeSizeLimitsIt() throws {
    let hosting = UIHostingController(rootView: Badge())
    let driver = AppDriver(rootViewController: hosting)
    try driver.settle()
    let graph = hosting.contentGraph
    func nodes(_ node: ViewNode) -> [ViewNode] { [node] + node.children.flatMap(nodes) }
    func width(of color: Color) -> CGFloat? {
      nodes(graph.root).first { ($0.view as? Color) == color }?.frame.width
    }
    #expect(width(of: .red) == 20)
    #expect(width(of: .blue) == 34)
    let clampedAtLarge = try #require(driver.find("Clamped")).0.frame.height
    driver.application.screen.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    try driver.settle()
    // Body scales 17 → 53 at AX5, the large title 34 → 60.
    // (Frames are rounded to pixels.)
    #expect(abs(width(of: .red)! - 20 * 53 / 17) < 0.34)
    #expect(abs(width(of: .blue)! - 60) < 0.001)
    // Text limited to xxLarge grows only that far; a fixed size does not grow.
    let clamped = try #require(driver.find("Clamped")).0.frame.height
    #expect(clamped > clampedAtLarge && clamped < 40)
    #expect(nodes(graph.root).contains { $0.view is Text && $0.environment.dynamicTypeSize == .xSmall })
  }
}
