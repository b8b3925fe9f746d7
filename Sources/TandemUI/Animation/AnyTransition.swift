import Foundation
import TandemKit

/// How a view enters and leaves when it is inserted or removed in an animated change: its opacity, scale and
/// offset at the start of an insertion and the end of a removal (the transition's active state).
public struct AnyTransition: Sendable {
  /// An active state: the effects a transition applies fully at its start (insertion) or end (removal).
  struct Effects: Sendable, Equatable {
    var opacity: Double = 1
    var scale: CGFloat = 1
    var anchor: UnitPoint = .center
    var offset: CGSize = .zero
    /// Edges the view moves out past, by its own size.
    var edges: [Edge] = []

    func combined(with other: Effects) -> Effects {
      Effects(
        opacity: opacity * other.opacity, scale: scale * other.scale,
        anchor: other.scale != 1 ? other.anchor : anchor,
        offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height),
        edges: edges + other.edges)
    }

    /// The effects `phase` of the way to the active state (0: none, 1: all) for a view in `frame`: its opacity
    /// and the transform of its drawing (graph coordinates).
    func applied(_ phase: Double, frame: CGRect, rightToLeft: Bool) -> (opacity: Double, transform: CGAffineTransform?)
    {
      let p = CGFloat(phase)
      var dx = offset.width
      var dy = offset.height
      for edge in edges {
        switch edge {
        case .top: dy -= frame.height
        case .bottom: dy += frame.height
        case .leading: dx += rightToLeft ? frame.width : -frame.width
        case .trailing: dx += rightToLeft ? -frame.width : frame.width
        }
      }
      let s = 1 + (scale - 1) * p
      var transform: CGAffineTransform?
      if s != 1 {
        let point = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        transform = CGAffineTransform(translationX: -point.x, y: -point.y).concatenating(
          CGAffineTransform(scaleX: s, y: s)
        ).concatenating(CGAffineTransform(translationX: point.x, y: point.y))
      }
      if dx != 0 || dy != 0 {
        let move = CGAffineTransform(translationX: dx * p, y: dy * p)
        transform = transform.map { $0.concatenating(move) } ?? move
      }
      return (1 + (opacity - 1) * phase, transform)
    }
  }
  var insertion: Effects
  var removal: Effects
  /// The animation the transition runs with, whatever the change's.
  var animation: Animation?
  /// The views an insertion goes through (`.willAppear` to `.identity`) and a removal (`.identity` to
  /// `.didDisappear`), for transitions given by a modifier or a `Transition`.
  var phasedInsertion: PhasedTransitionBody?
  var phasedRemoval: PhasedTransitionBody?

  init(insertion: Effects, removal: Effects, animation: Animation? = nil) {
    self.insertion = insertion
    self.removal = removal
    self.animation = animation
  }
  init(_ effects: Effects) { self.init(insertion: effects, removal: effects) }

  /// No change: the view appears and leaves as it is (other animations still run).
  public static let identity = AnyTransition(Effects())
  /// Fades in and out.
  public static let opacity = AnyTransition(Effects(opacity: 0))
  /// Grows from and shrinks to nothing, about its centre.
  public static var scale: AnyTransition { scale(scale: 0) }
  /// Grows from and shrinks to a scale, about an anchor.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(Effects(scale: scale, anchor: anchor))
  }
  /// Moves in from and out to an edge, by the view's own size.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(Effects(edges: [edge])) }
  /// Moves in from the leading edge and out to the trailing edge.
  public static var slide: AnyTransition {
    asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
  }
  /// Moves in from and out to an offset.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(Effects(offset: offset)) }
  /// Moves in from and out to an offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }
  /// Moves in from an edge and out to the opposite one, fading as it goes.
  public static func push(from edge: Edge) -> AnyTransition {
    let opposite: Edge =
      switch edge {
      case .top: .bottom
      case .bottom: .top
      case .leading: .trailing
      case .trailing: .leading
      }
    return asymmetric(insertion: .move(edge: edge), removal: .move(edge: opposite)).combined(with: .opacity)
  }
  /// One transition for insertion, another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    var transition = AnyTransition(
      insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation)
    transition.phasedInsertion = insertion.phasedInsertion
    transition.phasedRemoval = removal.phasedRemoval
    return transition
  }
  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    var transition = AnyTransition(
      insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
      animation: other.animation ?? animation)
    transition.phasedInsertion = .joined(phasedInsertion, other.phasedInsertion)
    transition.phasedRemoval = .joined(phasedRemoval, other.phasedRemoval)
    return transition
  }
  /// The transition run with `animation`, whatever animation the change has.
  public func animation(_ animation: Animation?) -> AnyTransition {
    var copy = self
    copy.animation = animation
    return copy
  }
}

/// The transition a view enters and leaves with.
nonisolated struct TransitionModifier: PrimitiveModifier {
  let transition: AnyTransition
  @MainActor func makeContent() -> any NodeContent { TransitionContent() }
}

/// Lays out as its content; draws it with the insertion's effects while it enters. A transition given by its
/// views in each phase shows its content as the insertion's `.willAppear` view, then (in an update with the
/// insertion's animation) as its `.identity` view.
final class TransitionContent: NodeContent, GroupOpacity, DrawingTransform, ChildViewsProviding {
  private(set) var transition = AnyTransition.identity
  /// How far into its active state the view shows (1 as an insertion starts, 0 at rest).
  private let phase = PresentedAttribute<Double>("SwiftUI.transition")
  private var inserted = false
  /// The phase of a phased insertion's view.
  private var insertionPhase = TransitionPhase.identity

  func update(from view: any View, node: ViewNode) {
    guard let modifier = node.modifier(as: TransitionModifier.self) else { return }
    transition = modifier.transition
    guard !inserted else { return }
    inserted = true
    // Inserted by an animated change (or with an animation of its own): enter from the active state.
    let animation = transition.animation ?? node.moveTransaction(transaction: node.graph.transaction).animation
    if let timing = animation?.timing {
      phase.animate(from: 1, to: 0, timing: timing, node: node)
      if transition.phasedInsertion != nil {
        insertionPhase = .willAppear
        // The identity view comes on the next frame, once this update has been laid out and drawn, with the
        // insertion's animation.
        let clock = UIApplication.shared.output.clock
        let observer = ObserverSlot()
        observer.id = clock.addObserver { [weak self, weak node] (_: Double) in
          if let id = observer.id { clock.removeObserver(id) }
          observer.id = nil
          guard let self, let node, !node.isRemoved else { return }
          self.insertionPhase = .identity
          node.invalidate(transaction: Transaction(animation: animation))
        }
        UIApplication.shared.frameDriverNeeded()
      }
    } else {
      phase.update(0, node: node)
    }
  }

  func childViews(node: ViewNode) -> [any View] {
    guard let view = node.view as? any ModifiedContentUnwrapping else { return [] }
    guard let phased = transition.phasedInsertion else { return [view.modifiedContent] }
    return [phased.make(view.modifiedContent, insertionPhase)]
  }

  private func applied(_ node: ViewNode) -> (opacity: Double, transform: CGAffineTransform?) {
    guard let shown = phase.shown, shown != 0 else { return (1, nil) }
    return transition.insertion.applied(
      shown, frame: node.frame, rightToLeft: node.environment.layoutDirection == .rightToLeft)
  }
  func opacity(node: ViewNode) -> CGFloat { CGFloat(applied(node).opacity) }
  func transform(node: ViewNode) -> CGAffineTransform? { applied(node).transform }
}

/// A frame-clock observer's id, for an observer that removes itself.
@MainActor final class ObserverSlot {
  var id: Int?
}

extension View {
  /// How the view enters and leaves when an animated change inserts or removes it.
  nonisolated public func transition(_ t: AnyTransition) -> some View { modifier(TransitionModifier(transition: t)) }
}
