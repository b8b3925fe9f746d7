import Foundation
import TandemKit

/// Model and presentation values of a node's animatable attributes. A node's `frame` is its model value: where the
/// last layout placed it. When a layout moves or resizes nodes in an update whose transaction animates
/// (`Transaction.animation`, or an `.animation(_:value:)` modifier around the node), each moved node shows a presentation frame travelling from where it showed
/// to its new model frame, one track per node on the app's one `AnimationDriver` (the driver UIKit's
/// `UIView.animate` and property animators run on), frame by frame in the commit's tick phase. Drawing and damage
/// follow the presentation frame; layout, hit-testing and accessibility use the model. A move without animation
/// while a track runs ends the track where the model is.
extension ViewNode {
  /// Where the node is drawn now: its presentation frame while it animates, its model frame otherwise.
  var drawnFrame: CGRect { presentedFrame ?? frame }

  /// Records, once per layout pass, that a real (not trial) placement moved the node.
  func frameDidMove() {
    guard movedInPass != graph.layoutPasses else { return }
    movedInPass = graph.layoutPasses
    // A graph's first pass moves every node: room for a screenful at once rather than growing from one.
    if graph.movedNodes.capacity == 0 { graph.movedNodes.reserveCapacity(16) }
    graph.movedNodes.append(self)
  }

  /// After a layout pass: animates the node from where it showed to its new model frame when the pass's
  /// transaction animates; otherwise it shows its model frame at once. (The animation is looked up only for a node
  /// that showed somewhere else: a node placed for the first time appears where it is.)
  func settleMove(animation: @autoclosure () -> AnimationTiming?, group: AnimationDriver.Group) {
    let from = presentedFrame ?? settledFrame
    settledFrame = frame
    guard from != frame else { return }
    let key = AnimationDriver.Key(target: self, attributes: "SwiftUI.frame")
    if from != .zero, let animation = animation() {
      UIApplication.shared.animationDriver.add(track(from: from, to: frame, timing: animation, group: group), for: key)
    } else if presentedFrame != nil {
      // An unanimated move ends a running track where the model is (a node placed for the first time, or not
      // animating, just shows its model).
      let snap = track(
        from: frame, to: frame, timing: AnimationTiming(duration: 0, curve: .linear),
        group: AnimationDriver.Group(completion: nil))
      UIApplication.shared.animationDriver.add(snap, for: key)
    }
  }

  /// A track presenting the node between two frames.
  private func track(from: CGRect, to: CGRect, timing: AnimationTiming, group: AnimationDriver.Group)
    -> AnimationDriver.Track
  {
    timing.track(
      of: self, in: group,
      present: { [weak self] progress in
        let p = CGFloat(progress)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        self?.present(
          CGRect(
            x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: mix(from.width, to.width),
            height: mix(from.height, to.height)))
      },
      settle: { [weak self] position in
        switch position {
        case .start: self?.present(from)
        case .current: break
        case .end: self?.present(nil)
        @unknown default: self?.present(nil)
        }
      },
      finish: { [weak self] in self?.present(nil) })
  }

  /// Shows the node at a presentation frame (nil: its model frame), damaging where it showed and shows.
  private func present(_ presented: CGRect?) {
    guard !isRemoved else { return }
    damageOldRect()
    presentedFrame = presented == frame ? nil : presented
    drawingChanged()
    // Only the drawing changed: the host redraws the damage at its next layout, no graph update needed.
    graph.onNeedsRedraw?()
  }
}

extension ViewGraph {
  /// After a layout pass: the nodes it moved settle, animated when the pass's transaction animates or an
  /// `.animation(_:value:)` modifier around them saw its value change; the transaction's completions run when
  /// those animations end (at once when nothing animates).
  func settleMovedNodes() {
    let moved = movedNodes
    movedNodes = []
    let transaction = layoutTransaction
    layoutTransaction = nil
    let group = animationGroup ?? AnimationDriver.Group(completion: nil)
    animationGroup = nil
    for node in moved where !node.isRemoved {
      node.settleMove(animation: node.moveAnimation(transaction: transaction), group: group)
    }
    for armed in armedAnimations { armed.disarm() }
    armedAnimations = []
    if group.remaining == 0 { group.complete() }
  }
}
