import Foundation
import TandemKit

extension View {
  /// Lays the view out alone in `environment` and returns its size for a proposal (a graph of its own, as
  /// `ImageRenderer` makes).
  @MainActor func measure(_ proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize {
    ViewGraph(rootView: self, environment: environment).sizeThatFits(proposal)
  }

  /// The view's ideal size in `environment`.
  @MainActor func idealSize(in environment: EnvironmentValues) -> CGSize {
    measure(.unspecified, environment: environment)
  }

  /// Lays the view out alone in `rect` and draws it into `context` (a canvas drawing text or an image).
  @MainActor func render(in context: CGContext, rect: CGRect, environment: EnvironmentValues) {
    let graph = ViewGraph(rootView: self, environment: environment)
    graph.layout(in: rect)
    graph.draw(in: context)
  }
}
