import Foundation

/// Runs an action when the view is tapped `count` times; the innermost tappable view under the touch wins.
struct TapGestureModifier: PrimitiveModifier {
  let count: Int
  let action: () -> Void
  func makeContent() -> any NodeContent { TapGestureContent() }
}

/// Lays out as its content; takes touches over the content's frame.
final class TapGestureContent: NodeContent, TouchHandling {
  func touchEnded(inside: Bool, tapCount: Int, node: ViewNode) {
    // Every completed run of `count` taps fires (a single-tap gesture fires on each of several quick taps).
    guard inside, let tap = node.modifier(as: TapGestureModifier.self), tapCount >= tap.count,
      tapCount % tap.count == 0
    else { return }
    tap.action()
  }
}

extension View {
  /// Performs `action` when the view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapGestureModifier(count: count, action: action))
  }
}
