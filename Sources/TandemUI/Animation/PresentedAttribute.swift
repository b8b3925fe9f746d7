import Foundation
import TandemKit

/// A draw-time attribute of a node (an opacity, a scale, a rotation): its model value — the modifier's — and,
/// while an animated change moves it, the value it shows, on a track of the app's animation driver. Changes in an
/// update whose transaction animates (or inside an armed `.animation(_:value:)`) travel from what shows to the new
/// value; others show at once.
@MainActor final class PresentedAttribute<Value: Equatable> {
  private(set) var model: Value?
  /// The value shown while an animation moves it (nil: the model shows).
  private(set) var presented: Value?
  private let name: String
  /// Whether showing a value re-evaluates the node (its body reads the value) rather than only redrawing it.
  private let reevaluates: Bool
  private let interpolate: (Value, Value, Double) -> Value

  init(_ name: String, reevaluates: Bool = false, interpolate: @escaping (Value, Value, Double) -> Value) {
    self.name = name
    self.reevaluates = reevaluates
    self.interpolate = interpolate
  }

  /// What the node shows: the presented value while animating, else the model (nil before the first update).
  var shown: Value? { presented ?? model }

  /// Takes the modifier's value at an update of `node`.
  func update(_ value: Value, node: ViewNode) {
    let old = model
    model = value
    guard let old, old != value else { return }
    let key = AnimationDriver.Key(target: self, attributes: name)
    let driver = UIApplication.shared.animationDriver
    guard let timing = node.moveAnimation(transaction: node.graph.transaction) else {
      if presented != nil {
        // An unanimated change ends a running animation where the model is.
        presented = nil
        driver.add(track(from: value, to: value, timing: AnimationTiming(duration: 0, curve: .linear), node), for: key)
      }
      return
    }
    driver.add(track(from: presented ?? old, to: value, timing: timing, node), for: key)
  }

  /// Shows `from` now and travels to `to`, the model from now on (a transition's phase).
  func animate(from: Value, to: Value, timing: AnimationTiming, node: ViewNode) {
    model = to
    presented = from
    UIApplication.shared.animationDriver.add(
      track(from: from, to: to, timing: timing, node), for: AnimationDriver.Key(target: self, attributes: name))
  }

  private func track(from: Value, to: Value, timing: AnimationTiming, _ node: ViewNode) -> AnimationDriver.Track {
    timing.track(
      of: self, in: node.graph.animationGroup,
      present: { [weak self, weak node] progress in
        guard let self, let node else { return }
        self.show(self.interpolate(from, to, progress), node)
      },
      settle: { [weak self, weak node] position in
        guard let self, let node else { return }
        switch position {
        case .start: self.show(from, node)
        case .current: break
        default: self.show(nil, node)
        }
      },
      finish: { [weak self, weak node] in
        guard let self, let node else { return }
        self.show(nil, node)
      })
  }

  /// Shows a presented value (nil: the model), redrawing the node where it showed and shows (re-evaluating it
  /// first when its body reads the value).
  private func show(_ value: Value?, _ node: ViewNode) {
    guard !node.isRemoved else { return }
    if reevaluates {
      presented = value == model ? nil : value
      node.invalidate()
      return
    }
    node.damageOldRect()
    presented = value == model ? nil : value
    node.drawingChanged()
    node.graph.onNeedsRedraw?()
  }
}

extension PresentedAttribute where Value: VectorArithmetic {
  /// An attribute interpolated as a vector.
  convenience init(_ name: String, reevaluates: Bool = false) {
    self.init(name, reevaluates: reevaluates) { from, to, p in from.interpolated(towards: to, amount: p) }
  }
}

extension PresentedAttribute where Value == CGSize {
  convenience init(_ name: String) {
    self.init(name) { from, to, p in
      CGSize(
        width: from.width + (to.width - from.width) * CGFloat(p),
        height: from.height + (to.height - from.height) * CGFloat(p))
    }
  }
}
