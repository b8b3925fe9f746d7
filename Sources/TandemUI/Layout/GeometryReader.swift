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
public struct GeometryProxy: @unchecked Sendable {
  /// The reader's size.
  public let size: CGSize
  let globalFrame: CGRect
  /// The origins (in the graph's coordinates) of the named coordinate spaces around the reader, innermost first.
  let namedOrigins: [(name: AnyHashable, origin: CGPoint)]

  init(size: CGSize, globalFrame: CGRect, namedOrigins: [(name: AnyHashable, origin: CGPoint)] = []) {
    self.size = size
    self.globalFrame = globalFrame
    self.namedOrigins = namedOrigins
  }

  /// The proxy of a node placed in `bounds`, with the named coordinate spaces of its ancestors.
  @MainActor init(node: ViewNode, bounds: CGRect) {
    var named: [(name: AnyHashable, origin: CGPoint)] = []
    var ancestor = node.parent
    while let current = ancestor {
      if current.content is CoordinateSpaceContent,
        let name = current.modifier(as: CoordinateSpaceModifier.self)?.name
      {
        named.append((name, current.frame.origin))
      }
      ancestor = current.parent
    }
    self.init(size: bounds.size, globalFrame: bounds, namedOrigins: named)
  }

  /// The reader's frame in a coordinate space: its own (`.local`), the window's (`.global`), or a named
  /// ancestor's (`.named(_:)`; the window's when no ancestor has the name).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return globalFrame
    case .named(let name):
      guard let origin = namedOrigins.first(where: { $0.name == name })?.origin else { return globalFrame }
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// The reader's frame in a coordinate space (iOS 17's form).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }
}

/// A coordinate space for geometry: a view's own, the window's, or one an ancestor named.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  case global, local
  case named(AnyHashable)
}

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
      // The content may read state the reader's parent did not: a change of it makes the content again.
      var content: (any View)?
      ViewGraph.readingAsDependencies(of: node) {
        content = reader.content(for: GeometryProxy(node: node, bounds: bounds))
      }
      node.replaceChildren(with: [content!])
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
