import Foundation
import TandemKit

/// Clips the view (and its descendants) to a shape in its frame.
nonisolated struct ClipModifier<S: Shape>: PrimitiveModifier, ClipShapeProviding {
  let shape: S
  @MainActor func makeContent() -> any NodeContent { ClipContent() }
  @MainActor func clipPath(in rect: CGRect) -> CGPath { shape.placedPath(in: rect) }
}

@MainActor protocol ClipShapeProviding {
  func clipPath(in rect: CGRect) -> CGPath
}

/// Lays out as its content; clips its drawing.
final class ClipContent: NodeContent, DrawingClip {
  func clipPath(node: ViewNode) -> CGPath? {
    node.modifier(as: (any ClipShapeProviding).self)?.clipPath(in: node.frame)
  }
}

extension View {
  /// Clips the view to a shape.
  nonisolated public func clipShape<S: Shape>(_ shape: S) -> some View { modifier(ClipModifier(shape: shape)) }
  /// Clips the view to its frame.
  nonisolated public func clipped() -> some View { clipShape(Rectangle()) }
  /// Clips the view to a rounded rectangle (circular corners, as `cornerRadius` does).
  nonisolated public func cornerRadius(_ radius: CGFloat) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
  }
}
