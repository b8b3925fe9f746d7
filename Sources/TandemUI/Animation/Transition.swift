import Foundation
import TandemKit

/// The phase of a view's transition: about to appear (the insertion's start), shown (identity), or leaving (the
/// removal's end).
public enum TransitionPhase: Hashable, Sendable {
  case willAppear
  case identity
  case didDisappear

  /// Whether the view shows as it is (no transition effect).
  public var isIdentity: Bool { self == .identity }

  /// −1 about to appear, 0 shown, 1 leaving.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does besides its effects (whether it moves things).
public struct TransitionProperties: Sendable {
  /// Whether the transition moves or resizes the view (reduced-motion settings may replace it).
  public var hasMotion: Bool
  /// Properties of a transition.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition described by the view it makes of its content in each phase (iOS 17): the view enters from its
/// `.willAppear` body to its `.identity` body and leaves to its `.didDisappear` body, each change animated by the
/// change's animation.
@MainActor @preconcurrency public protocol Transition {
  associatedtype Body: View
  /// The content as it shows in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// The transition's properties (it moves things, by default).
  static var properties: TransitionProperties { get }
  /// The content a transition transforms.
  typealias Content = PlaceholderContentView<Self>
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }
}

/// A transition's views by phase, erased: the content (the view the transition is on) as it shows in a phase.
struct PhasedTransitionBody: @unchecked Sendable {
  let make: @MainActor (any View, TransitionPhase) -> any View

  /// This body, then `outer` around what it makes.
  func wrapped(in outer: PhasedTransitionBody) -> PhasedTransitionBody {
    let inner = make
    return PhasedTransitionBody { content, phase in outer.make(inner(content, phase), phase) }
  }

  /// Joins two optional bodies (the first applied first).
  static func joined(_ first: PhasedTransitionBody?, _ second: PhasedTransitionBody?) -> PhasedTransitionBody? {
    guard let first else { return second }
    guard let second else { return first }
    return first.wrapped(in: second)
  }
}

extension AnyTransition {
  /// A transition from `active` (as the view enters and as it leaves) to `identity` (while it shows): the
  /// modifier's animatable effects animate between the two.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    var transition = AnyTransition.identity
    nonisolated(unsafe) let (active, identity) = (active, identity)
    let body = PhasedTransitionBody { content, phase in
      let modifier = phase.isIdentity ? identity : active
      func apply<C: View>(_ content: C) -> any View { content.modifier(modifier) }
      return apply(content)
    }
    transition.phasedInsertion = body
    transition.phasedRemoval = body
    return transition
  }

  /// A transition given by its view in each phase.
  nonisolated public init<T: Transition>(_ transition: T) {
    self = .identity
    nonisolated(unsafe) let transition = transition
    let body = PhasedTransitionBody { @MainActor content, phase in
      AnyView(transition.body(content: PlaceholderContentView<T>(content: content), phase: phase))
    }
    phasedInsertion = body
    phasedRemoval = body
  }
}

extension View {
  /// How the view enters and leaves when an animated change inserts or removes it: `transition`'s view of it in
  /// each phase.
  nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
    modifier(TransitionModifier(transition: AnyTransition(transition)))
  }
}
