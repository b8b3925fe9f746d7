import Foundation
import TandemKit

/// Clips the view (and its descendants) to a shape in its frame.
struct ClipModifier<S: Shape>: PrimitiveModifier, ClipShapeProviding {
  let shape: S
  func makeContent() -> any NodeContent { ClipContent() }
  func clipPath(in rect: CGRect) -> CGPath { shape.path(in: rect).cgPath }
}

@MainActor protocol ClipShapeProviding {
  func clipPath(in rect: CGRect) -> CGPath
}

/// Lays out as its content; clips its drawing.
final class ClipContent: NodeContent, DrawingClip {
  func clipPath(node: ViewNode) -> CGPath? {
    ((node.view as? any ModifierCarrier)?.anyModifier as? any ClipShapeProviding)?.clipPath(in: node.frame)
  }
}

extension View {
  /// Clips the view to a shape.
  public func clipShape<S: Shape>(_ shape: S) -> some View { modifier(ClipModifier(shape: shape)) }
  /// Clips the view to its frame.
  public func clipped() -> some View { clipShape(Rectangle()) }
  /// Clips the view to a rounded rectangle (circular corners, as `cornerRadius` does).
  public func cornerRadius(_ radius: CGFloat) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
  }
}
