import Foundation
import Testing
import TandemKit
import TandemTesting

@testable import TandemGraphics
@testable import TandemUI

/// A graph of `view` laid out in a `size` container at 3× (the evaluated tree tests inspect).
@MainActor func layOut<V: View>(_ view: V, in size: CGSize) -> ViewGraph {
  var environment = EnvironmentValues()
  environment.displayScale = 3
  let graph = ViewGraph(rootView: view, environment: environment)
  graph.layout(in: CGRect(origin: .zero, size: size))
  return graph
}

extension ViewGraph {
  /// The strings of the Text views, in tree order.
  @MainActor var texts: [String] {
    var result: [String] = []
    root.forEach { if let text = $0.view as? Text { result.append(text.content) } }
    return result
  }
  /// The frame of the first node whose view is the color `color`.
  @MainActor func frame(of color: Color) -> CGRect? {
    var found: CGRect?
    root.forEach { if found == nil, let c = $0.view as? Color, c == color { found = $0.frame } }
    return found
  }
}

/// The ideal width of a view laid out alone (the graph is kept alive while its nodes are read).
@MainActor func idealWidth<V: View>(_ view: V) -> CGFloat {
  let graph = layOut(view, in: CGSize(width: 400, height: 100))
  return withExtendedLifetime(graph) { graph.root.sizeThatFits(.unspecified).width }
}

/// A view rendered with ImageRenderer at `scale`.
@MainActor func rendered<V: View>(_ view: V, scale: CGFloat = 1) throws -> CGImage {
  let renderer = ImageRenderer(content: view)
  renderer.scale = scale
  return try #require(renderer.cgImage)
}

/// Renders a view with ImageRenderer at `scale` and compares it with the golden `name`.
@MainActor func assertGolden<V: View>(_ view: V, named name: String, scale: CGFloat = 2) throws {
  GoldenImage.assertMatches(try rendered(view, scale: scale), named: name)
}

/// The transactions a representable's updates saw, in order.
final class TransactionLog { var transactions: [Transaction] = [] }

/// A label that logs the transaction of each update it gets (its text is `text`).
struct TransactionProbe: UIViewRepresentable {
  let text: String
  let log: TransactionLog
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) {
    label.text = text
    log.transactions.append(context.transaction)
  }
}

/// A row that counts its taps in `@State`: its button reads "<title> <taps>".
struct TapCountingRow: View {
  let title: String
  @State private var taps = 0
  var body: some View {
    Button("\(title) \(taps)") { taps += 1 }
  }
}
