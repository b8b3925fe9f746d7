import Foundation

/// A shape that can be inset by an amount: its outline drawn that far inside its frame (what `strokeBorder`
/// strokes, so the whole line stays inside).
@MainActor @preconcurrency public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` points on every side.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset: its outline in the frame inset by the total amount, made by `make` (which may adjust
/// the shape itself, as a rounded rectangle's corners shrink with it).
nonisolated struct InsetOutline<Base: Shape>: InsettableShape {
  let amount: CGFloat
  let make: (CGFloat) -> Base

  nonisolated func path(in rect: CGRect) -> Path {
    make(amount).path(in: rect.insetBy(dx: amount, dy: amount))
  }
  nonisolated func inset(by more: CGFloat) -> InsetOutline<Base> { InsetOutline(amount: amount + more, make: make) }
}

extension Rectangle: InsettableShape {
  /// The rectangle inside its frame by `amount`.
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(amount: amount) { _ in Rectangle() }
  }
}

extension RoundedRectangle: InsettableShape {
  /// The rounded rectangle inside its frame by `amount`, its corners smaller by as much (concentric).
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
    let (corner, style) = (cornerSize, style)
    return InsetOutline(amount: amount) { total in
      RoundedRectangle(
        cornerSize: CGSize(width: max(corner.width - total, 0), height: max(corner.height - total, 0)), style: style)
    }
  }
}

extension Circle: InsettableShape {
  /// The circle inside its frame by `amount`.
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(amount: amount) { _ in Circle() }
  }
}

extension Ellipse: InsettableShape {
  /// The ellipse inside its frame by `amount`.
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOutline(amount: amount) { _ in Ellipse() }
  }
}

extension Capsule: InsettableShape {
  /// The capsule inside its frame by `amount`.
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
    let style = style
    return InsetOutline(amount: amount) { _ in Capsule(style: style) }
  }
}
