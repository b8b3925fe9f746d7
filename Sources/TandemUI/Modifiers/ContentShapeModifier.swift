import Foundation

/// Sets the shape that takes touches for the view, in place of what it draws (so empty space between a stack's
/// views can be tapped).
nonisolated struct ContentShapeModifier<S: Shape>: PrimitiveModifier, ContentShapeProviding {
  let shape: S
  let eoFill: Bool
  @MainActor func makeContent() -> any NodeContent { ContentShapeContent() }
  @MainActor func contains(_ point: CGPoint, in rect: CGRect) -> Bool {
    shape.placedPath(in: rect).contains(point, using: eoFill ? .evenOdd : .winding)
  }
}

/// A content shape modifier, whatever its shape's type.
@MainActor protocol ContentShapeProviding {
  func contains(_ point: CGPoint, in rect: CGRect) -> Bool
}

/// Lays out as its content; hit-tests by the shape.
final class ContentShapeContent: NodeContent, LayoutOnly {
  func contains(_ point: CGPoint, node: ViewNode) -> Bool {
    node.modifier(as: (any ContentShapeProviding).self)?.contains(point, in: node.frame) ?? false
  }
}

extension View {
  /// Makes `shape` (in the view's frame) the area that takes touches.
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(ContentShapeModifier(shape: shape, eoFill: eoFill))
  }
}

extension ViewNode {
  /// Whether `point` (graph coordinates, before this node's scroll offset) hits something this subtree draws: as
  /// in SwiftUI, touches land on drawn content — text, images, filled colors and shapes — or on a content shape,
  /// not on the empty space around them.
  func hitsContent(at point: CGPoint) -> Bool {
    if let gate = content as? any HitTestingGate, !gate.allowsHitTesting(node: self) { return false }
    if let shape = content as? ContentShapeContent { return shape.contains(point, node: self) }
    guard let inner = childPoint(point) else { return false }
    if children.isEmpty { return drawsSomething && frame.contains(inner) && shapeContains(inner) }
    return children.contains { $0.hitsContent(at: inner) }
  }

  /// A point (graph coordinates) as this node's children see it: moved by its scroll offset and undone from its
  /// transform; nil when a scroll view's visible rectangle does not contain it.
  func childPoint(_ point: CGPoint) -> CGPoint? {
    var inner = point
    if let scroller = content as? any ScrollingContainer {
      guard scroller.viewport(of: self).contains(point) else { return nil }
      inner = CGPoint(x: point.x + scroller.contentOffset.x, y: point.y + scroller.contentOffset.y)
    }
    if let transform = (content as? any DrawingTransform)?.transform(node: self) {
      inner = inner.applying(transform.inverted())
    }
    return inner
  }

  /// Whether this leaf draws anything that takes touches (spacers, empty views and clear colors do not).
  private var drawsSomething: Bool {
    if content is SpacerContent || content is EmptyContent { return false }
    if let color = view as? Color { return color.resolve(in: environment).alpha > 0 }
    return true
  }

  private func shapeContains(_ point: CGPoint) -> Bool {
    (view as? any ShapeDrawing)?.contains(point, rect: frame) ?? true
  }
}
