import Foundation

/// A shape that can be inset by an amount: its outline drawn that far inside its frame (what `strokeBorder`
/// strokes, so the whole line stays inside).
@MainActor @preconcurrency public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` points on every side.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset: its outline in the frame inset by the total amount, drawn by the shape `adjusted` for
/// it (a rounded rectangle's corners shrink with it). The base shape's data and the amount animate.
nonisolated struct InsetOutline<Base: Shape>: InsettableShape {
  var base: Base
  var amount: CGFloat
  let adjusted: @Sendable (Base, CGFloat) -> Base

  nonisolated func path(in rect: CGRect) -> Path {
    adjusted(base, amount).path(in: rect.insetBy(dx: amount, dy: amount))
  }
  nonisolated func inset(by more: CGFloat) -> InsetOutline<Base> {
    InsetOutline(base: base, amount: amount + more, adjusted: adjusted)
  }
  nonisolated var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
    get { AnimatablePair(base.animatableData, amount) }
    set {
      base.animatableData = newValue.first
      amount = newValue.second
    }
  }
}

extension Rectangle: InsettableShape {
  /// The rectangle inside its frame by `amount`.
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount) { shape, _ in shape }
  }
}

extension RoundedRectangle: InsettableShape {
  /// The rounded rectangle inside its frame by `amount`, its corners smaller by as much (concentric).
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount) { shape, total in
      RoundedRectangle(
        cornerSize: CGSize(
          width: max(shape.cornerSize.width - total, 0), height: max(shape.cornerSize.height - total, 0)),
        style: shape.style)
    }
  }
}

extension Circle: InsettableShape {
  /// The circle inside its frame by `amount`.
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount) { shape, _ in shape }
  }
}

extension Ellipse: InsettableShape {
  /// The ellipse inside its frame by `amount`.
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount) { shape, _ in shape }
  }
}

extension Capsule: InsettableShape {
  /// The capsule inside its frame by `amount`.
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(base: self, amount: amount) { shape, _ in shape }
  }
}
