import Foundation
import TandemTesting
import Testing

@testable import TandemUI

private struct Truncations: View {
  let sentence = "Tandem runs UIKit and SwiftUI programs on Linux"
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(sentence).lineLimit(1).truncationMode(.head)
      Text(sentence).lineLimit(1).truncationMode(.middle)
      Text(sentence).lineLimit(1)
      Text("Section header").font(.footnote).textCase(.uppercase).foregroundStyle(.secondary)
    }
    .frame(width: 200, alignment: .leading)
    .padding(8)
  }
}

@MainActor @Suite(.ownsTheApplication) struct TextModifierTests {
  @Test func truncationModesAndTextCase() throws {
    let renderer = ImageRenderer(content: Truncations())
    renderer.scale = 2
    GoldenImage.assertMatches(try #require(renderer.cgImage), named: "text-truncation-case")
  }

  @Test func lineLimitKeepsOneLineHigh() {
    let graph = layOut(Truncations(), in: CGSize(width: 216, height: 400))
    var heights: [CGFloat] = []
    graph.root.forEach { if $0.view is Text { heights.append($0.frame.height) } }
    #expect(heights.count == 4)
    // Body text on one line is about 21 points high; none of the truncated lines wraps.
    #expect(heights.prefix(3).allSatisfy { $0 < 23 })
  }
}
