import Foundation
import TandemGraphics
import TandemKit

/// A modifier that moves, scales, skews or projects its view's drawing by a transform of the view's size; its
/// `animatableData` animates, the transform evaluated at each value in between. Layout is unchanged.
nonisolated public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform of the view's drawing (in its own coordinates, origin at its top leading corner) at a size.
  nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// A geometry effect is primitive: it has no body (as in SwiftUI, calling it traps).
  public func body(content: Content) -> Never { fatalError("\(Self.self) is a geometry effect and has no body") }

  /// The effect, not affecting the geometry other views read (Linux: layout never sees geometry effects).
  public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(self) }
}

/// A geometry effect other views' layout does not see.
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  public var base: Base
  public init(_ base: Base) { self.base = base }
  public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
  public var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }
}

extension _IgnoredByLayoutEffect: Equatable where Base: Equatable {}

/// A fixed projective transform of the drawing.
nonisolated public struct _ProjectionEffect: GeometryEffect, Equatable {
  public var transform: ProjectionTransform
  public init(transform: ProjectionTransform) { self.transform = transform }
  public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// A fixed affine transform of the drawing.
nonisolated public struct _TransformEffect: GeometryEffect, Equatable {
  public var transform: CGAffineTransform
  public init(transform: CGAffineTransform) { self.transform = transform }
  public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

/// Draws a geometry effect's node: its subtree through the effect's transform (affine: the context's transform;
/// projective: a group resampled through it), at the effect's animatable data as an animation presents it.
final class GeometryEffectContent: NodeContent, DrawingTransform {
  /// The presented animatable data (a `PresentedAttribute` of the effect's data type), once it has any.
  private var presented: AnyObject?

  func update(from view: any View, node: ViewNode) {
    guard let effect = node.modifier(as: (any GeometryEffect).self) else { return }
    track(effect, node: node)
  }

  private func track<E: GeometryEffect>(_ effect: E, node: ViewNode) {
    guard E.AnimatableData.self != EmptyAnimatableData.self else { return }
    PresentedAttribute<E.AnimatableData>.kept(in: &presented, name: "SwiftUI.geometryEffect")
      .update(effect.animatableData, node: node)
  }

  /// The effect's transform now, in graph coordinates (nil: none).
  private func value(node: ViewNode) -> ProjectionTransform? {
    guard let effect = node.modifier(as: (any GeometryEffect).self) else { return nil }
    let local = shown(effect, size: node.frame.size)
    guard !local.isIdentity else { return nil }
    let origin = node.frame.origin
    let toLocal = ProjectionTransform(CGAffineTransform(translationX: -origin.x, y: -origin.y))
    let back = ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y))
    return toLocal.concatenating(local).concatenating(back)
  }

  private func shown<E: GeometryEffect>(_ effect: E, size: CGSize) -> ProjectionTransform {
    var shown = effect
    if let attribute = presented as? PresentedAttribute<E.AnimatableData>, let data = attribute.shown {
      shown.animatableData = data
    }
    return shown.effectValue(size: size)
  }

  func transform(node: ViewNode) -> CGAffineTransform? {
    guard let value = value(node: node), value.isAffine else { return nil }
    return value.affine
  }

  func projection(node: ViewNode) -> ProjectionTransform? {
    guard let value = value(node: node), !value.isAffine else { return nil }
    return value
  }
}

extension View {
  /// Draws the view through a projective transform of its own coordinates; its layout is unchanged.
  nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(_ProjectionEffect(transform: transform))
  }

  /// Draws the view through an affine transform of its own coordinates; its layout is unchanged.
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(_TransformEffect(transform: transform))
  }
}
