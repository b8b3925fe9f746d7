import Foundation
import TandemGraphics
import TandemKit
import TandemUI

/// A chart of marks: lines, points, bars and rules over automatic scales with "nice" ticks, grid lines and axis
/// labels (x below, y at the trailing edge, as Swift Charts draws them). Proposed no height, a chart takes
/// `Chart.defaultIdealHeight`; otherwise it fills what it is given. It draws through the SwiftUI display list and
/// follows the color scheme.
nonisolated public struct Chart<Content: ChartContent>: View, PrimitiveView {
  let content: Content
  /// The height a chart takes when its container proposes none (Tandem's value; Apple documents none).
  nonisolated public static var defaultIdealHeight: CGFloat { ChartDefaults.idealHeight }
  /// The width a chart takes when its container proposes none.
  nonisolated public static var defaultIdealWidth: CGFloat { ChartDefaults.idealWidth }

  /// A chart of the marks `content` builds.
  @MainActor public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

  @MainActor package func makeContent() -> any NodeContent { ChartNodeContent() }
}

extension Chart where Content == _ChartContentList {
  /// A chart of the marks built for each element of `data`.
  @MainActor public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: (Data.Element) -> C
  ) {
    self.content = _ChartContentList(primitiveMarks: data.flatMap { content($0).marks })
  }
}

/// Lays out as the proposal (or the default ideal size) and draws the chart.
@MainActor final class ChartNodeContent: NodeContent {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    CGSize(
      width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ChartDefaults.idealWidth,
      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ChartDefaults.idealHeight)
  }

  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {
    guard let chart = node.view as? any ChartView else { return }
    ChartRenderer(marks: chart.marks, environment: node.environment).draw(in: context, bounds: bounds)
  }
}

/// What the renderer needs from any `Chart<Content>`.
@MainActor protocol ChartView {
  var marks: [ChartMark] { get }
}

extension Chart: ChartView {
  @MainActor var marks: [ChartMark] { content.marks }
}

/// Sizes a chart takes when proposed none.
enum ChartDefaults {
  static let idealHeight: CGFloat = 150
  static let idealWidth: CGFloat = 300
}
