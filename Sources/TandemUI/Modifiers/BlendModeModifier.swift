import Foundation
import TandemKit

/// How a view's drawing combines with what is behind it.
public enum BlendMode: Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

  /// The Core Graphics blend mode of the same name.
  var cgBlendMode: CGBlendMode {
    switch self {
    case .normal: .normal
    case .multiply: .multiply
    case .screen: .screen
    case .overlay: .overlay
    case .darken: .darken
    case .lighten: .lighten
    case .colorDodge: .colorDodge
    case .colorBurn: .colorBurn
    case .softLight: .softLight
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .hue: .hue
    case .saturation: .saturation
    case .color: .color
    case .luminosity: .luminosity
    case .sourceAtop: .sourceAtop
    case .destinationOver: .destinationOver
    case .destinationOut: .destinationOut
    case .plusDarker: .plusDarker
    case .plusLighter: .plusLighter
    }
  }
}

/// Composites the view's drawing with a blend mode.
nonisolated struct BlendModeModifier: PrimitiveModifier {
  let mode: BlendMode
  @MainActor func makeContent() -> any NodeContent { CompositingContent(kind: .blend) }
}

/// Composites the view's subtree as one layer before anything outside applies (opacity, blend modes).
nonisolated struct CompositingGroupModifier: PrimitiveModifier {
  @MainActor func makeContent() -> any NodeContent { CompositingContent(kind: .group) }
}

/// Draws the subtree into a layer of its own, composited with the modifier's blend mode (normal for a group).
final class CompositingContent: NodeContent, GroupCompositing {
  enum Kind { case blend, group }
  private let kind: Kind
  init(kind: Kind) { self.kind = kind }
  func compositing(node: ViewNode) -> CGBlendMode? {
    switch kind {
    case .group: return .normal
    case .blend: return node.modifier(as: BlendModeModifier.self)?.mode.cgBlendMode
    }
  }
}

/// Content that draws its subtree into a layer composited with a blend mode.
@MainActor protocol GroupCompositing {
  func compositing(node: ViewNode) -> CGBlendMode?
}

extension View {
  /// Composites the view's drawing with what is behind it using `blendMode`.
  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(BlendModeModifier(mode: blendMode))
  }

  /// Composites the view's subtree into one layer first, so effects outside (opacity, blend modes) apply to the
  /// whole rather than to each part.
  nonisolated public func compositingGroup() -> some View { modifier(CompositingGroupModifier()) }

  /// Renders the view's subtree offscreen as one layer before showing it. Linux: the same single-layer
  /// composition as `compositingGroup()` (every view here is drawn by Cairo; there is no separate GPU path);
  /// `opaque` and `colorMode` change nothing.
  nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    modifier(CompositingGroupModifier())
  }
}

/// The color space a drawing group renders in.
public enum ColorRenderingMode: Sendable {
  case nonLinear, linear, extendedLinear
}
