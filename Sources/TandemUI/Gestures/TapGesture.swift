import Foundation
import TandemKit

/// Runs an action when the view is tapped `count` times; the innermost tappable view under the touch wins.
nonisolated struct TapGestureModifier: PrimitiveModifier {
  let count: Int
  let action: () -> Void
  @MainActor func makeContent() -> any NodeContent { TapGestureContent() }
}

/// Lays out as its content; a gesture target where its content draws (GraphTapRecognizer recognizes the taps).
final class TapGestureContent: NodeContent, LayoutOnly, GestureTarget {
  /// Whether a touch that ended here with `tapCount` completes the gesture (every completed run of `count` taps
  /// fires: a single-tap gesture fires on each of several quick taps).
  func completes(tapCount: Int, node: ViewNode) -> Bool {
    guard let tap = node.modifier(as: TapGestureModifier.self) else { return false }
    return tapCount >= tap.count && tapCount % tap.count == 0
  }

  func perform(node: ViewNode) { node.modifier(as: TapGestureModifier.self)?.action() }
}

/// The UIKit gesture recognizer through which a hosting view's tap gestures take part in UIKit's gesture
/// arbitration: it recognizes when a touch completes the innermost tap gesture under it, which fails the UIKit
/// recognizers sharing the touch and cancels the touch for the UIKit views beneath (as on iOS). A scroll view's
/// pan that recognizes first fails it instead.
final class GraphTapRecognizer: UIGestureRecognizer {
  private weak var node: ViewNode?
  /// Where the touch still counts as on the node (found at touch-down).
  private var area = CGRect.null

  override init() {
    super.init()
    addTarget { recognizer in
      guard let tap = recognizer as? GraphTapRecognizer, let node = tap.node else { return }
      (node.content as? TapGestureContent)?.perform(node: node)
    }
  }

  private func isNear(_ touch: UITouch) -> Bool {
    guard node != nil, let host = view else { return false }
    return area.contains(touch.location(in: host))
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    trackedTouches.append(contentsOf: touches)
    guard node == nil, let touch = touches.first, let host = view as? HostingView,
      let hit = host.gestureNode(at: touch.location(in: host), for: event), hit.content is TapGestureContent
    else {
      state = .failed
      return
    }
    node = hit
    area = hit.touchArea
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if let touch = touches.first, !isNear(touch) { state = .failed }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    trackedTouches.removeAll { touches.contains($0) }
    guard state == .possible, let touch = touches.first, let node,
      let content = node.content as? TapGestureContent
    else { return }
    state = isNear(touch) && content.completes(tapCount: touch.tapCount, node: node) ? .ended : .failed
  }

  override func reset() {
    node = nil
    area = .null
  }
}

extension View {
  /// Performs `action` when the view is tapped `count` times.
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapGestureModifier(count: count, action: action))
  }
}
