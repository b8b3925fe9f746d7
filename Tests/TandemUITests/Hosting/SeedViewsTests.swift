import Foundation
import TandemTesting
import Testing

@testable import TandemCombine
@testable import TandemGraphics
@testable import TandemUI

/// The heart-rate cell's SwiftUI views from the seed tutorials (000/003), as written there.
private struct HeartRateTitleView: View {
  let date: Date
  var body: some View {
    HStack {
      Label("Heart Rate", systemImage: "heart.fill")
        .foregroundStyle(.pink)
        .font(.system(.subheadline, weight: .bold))
      Spacer()
      Text(date, style: .time)
        .foregroundStyle(.secondary)
        .font(.footnote)
    }
  }
}

@MainActor private final class HeartData: ObservableObject {
  @Published var bpm = 90
}

private struct HeartRateBPMView: View {
  @ObservedObject var heartData: HeartData
  var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Text("\(heartData.bpm)")
        .font(.system(.title, weight: .semibold))
      Text("BPM")
        .foregroundColor(.secondary)
        .font(.system(.subheadline, weight: .bold))
    }
  }
}

@MainActor @Suite(.ownsTheApplication) struct SeedViewsTests {
  /// 10:42 AM UTC on 5 June 2024, shown in UTC and en_US whatever the machine's `TZ` and `LANG`.
  let date = Date(timeIntervalSince1970: 1_717_584_120)
  let utc = TimeZone(identifier: "UTC")!
  let english = Locale(identifier: "en_US")

  private func baselines(_ graph: ViewGraph) -> [String: CGFloat] {
    var result: [String: CGFloat] = [:]
    graph.root.forEach { node in
      if let text = node.view as? Text { result[text.content] = node.textBaseline(.first) }
    }
    return result
  }

  @Test func bpmAndUnitShareOneBaseline() {
    let graph = layOut(HeartRateBPMView(heartData: HeartData()), in: CGSize(width: 300, height: 100))
    let b = baselines(graph)
    let bpm = try! #require(b["90"])
    let unit = try! #require(b["BPM"])
    // Frames are snapped to the 3× pixel grid, so the baselines agree to within one pixel.
    #expect(abs(bpm - unit) <= 1.0 / 3)
    // The big number is taller, so the unit's frame starts lower.
    var frames: [String: CGRect] = [:]
    graph.root.forEach { if let t = $0.view as? Text { frames[t.content] = $0.frame } }
    #expect(frames["BPM"]!.minY > frames["90"]!.minY)
  }

  @Test func titleShowsTheTimeInTheEnvironmentsZone() {
    let graph = layOut(
      HeartRateTitleView(date: date).environment(\.timeZone, utc).environment(\.locale, english),
      in: CGSize(width: 358, height: 40))
    var strings: [String] = []
    graph.root.forEach { node in
      if let text = node.view as? Text { strings.append(text.string(in: node.environment)) }
    }
    // iOS 17 (and ICU here) put a narrow no-break space before AM/PM.
    #expect(strings == ["Heart Rate", "10:42\u{202F}AM"])
    var symbol: CGRect?
    var title: CGRect?
    graph.root.forEach { node in
      if node.view is Image { symbol = node.frame }
      if let t = node.view as? Text, t.content == "Heart Rate" { title = node.frame }
    }
    // The heart sits before the title, 8 points apart, on its baseline.
    #expect(abs(title!.minX - symbol!.maxX - 8) < 0.01)
  }

  @Test func heartRateViewsRenderAt3x() throws {
    let title = ImageRenderer(
      content: HeartRateTitleView(date: date).environment(\.timeZone, utc).environment(\.locale, english).frame(
        width: 358
      ).padding(8))
    title.scale = 3
    GoldenImage.assertMatches(try #require(title.cgImage), named: "seed-heart-rate-title-3x")
    let bpm = ImageRenderer(content: HeartRateBPMView(heartData: HeartData()).padding(8))
    bpm.scale = 3
    GoldenImage.assertMatches(try #require(bpm.cgImage), named: "seed-heart-rate-bpm-3x")
  }
}
