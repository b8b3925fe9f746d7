import Foundation

/// A view that takes all the space it is offered and builds its content from that size; the content is placed
/// at its top-leading corner.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
  public var content: (GeometryProxy) -> Content
  /// A reader building its content from a proxy.
  nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  @MainActor package func makeContent() -> any NodeContent { GeometryReaderContent() }
  /// The content is built at layout time, when the size is known.
  @MainActor package var childViews: [any View] { [] }
}

/// The size (and frame) a GeometryReader was given.
public struct GeometryProxy: Sendable {
  /// The reader's size.
  public let size: CGSize
  let globalFrame: CGRect

  /// The reader's frame in a coordinate space (`.local` or `.global`).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global: globalFrame
    }
  }
}

/// A coordinate space for geometry.
public enum CoordinateSpace: Hashable, Sendable { case local, global }

/// Takes the proposed size; when placed, rebuilds its content for that size and places it top-leading.
final class GeometryReaderContent: NodeContent, LayoutOnly, LayoutBuiltChildren, SpacingProviding {
  func spacing(node: ViewNode) -> ViewSpacing { .standard }
  private var lastFrame: CGRect?

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func place(in bounds: CGRect, node: ViewNode) {
    guard let reader = node.view as? any GeometryReading else { return }
    if lastFrame != bounds || node.children.isEmpty {
      lastFrame = bounds
      node.replaceChildren(with: [reader.content(for: GeometryProxy(size: bounds.size, globalFrame: bounds))])
    }
    for child in node.layoutChildren {
      let size = child.sizeThatFits(ProposedViewSize(bounds.size))
      child.place(in: CGRect(origin: bounds.origin, size: size))
    }
  }

  func update(from view: any View, node: ViewNode) { lastFrame = nil }
}

@MainActor protocol GeometryReading {
  func content(for proxy: GeometryProxy) -> any View
}

extension GeometryReader: GeometryReading {
  @MainActor func content(for proxy: GeometryProxy) -> any View { content(proxy) }
}
