import Foundation
import TandemUI

/// Marks computed from a collection, one group per element (`Chart { ForEach(data) { LineMark(…) } }`).
extension ForEach: ChartContent where Content: ChartContent {
  /// A ForEach of marks is primitive: it has no body.
  public var body: Never { return fatalError("ForEach has no body") }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
  @MainActor var primitiveMarks: [ChartMark] { data.flatMap { content($0).marks } }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: ChartContent {
  /// Marks for each identifiable element.
  public init(_ data: Data, @ChartContentBuilder content: @escaping @MainActor (Data.Element) -> Content) {
    self.init(data: data, id: { $0.id }, content: content)
  }
}

extension ForEach where Content: ChartContent {
  /// Marks for each element, identified by the element's property at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    nonisolated(unsafe) let path = id
    self.init(data: data, id: { $0[keyPath: path] }, content: content)
  }
}
