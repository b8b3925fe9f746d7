import Foundation
import TandemKit

/// The context of a state change: it travels with the change to every view the change updates (representables
/// see it as `context.transaction`); its animation animates what the change moves.
public struct Transaction: Sendable {
  /// How the change animates (nil: it does not).
  public var animation: Animation?
  /// Whether `.animation` modifiers are kept from adding their animations to this change (its own animation, if
  /// any, still runs).
  public var disablesAnimations = false
  /// Whether the change is part of a continuous interaction (a drag).
  public var isContinuous = false
  /// Run when the change's animations end (`withAnimation(_:completionCriteria:_:completion:)`).
  var completions = CompletionList()
  /// A transaction with nothing set.
  public init() {}
  /// A transaction animating its change with `animation`.
  public init(animation: Animation?) { self.animation = animation }

  /// Adds a completion to run when the animations of the change end (at once when nothing animates).
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
  ) {
    completions.add(completion)
  }

  /// How the change animates, in the engine's terms (nil when it does not).
  package var animationTiming: AnimationTiming? { animation?.timing }

  /// The transaction of the state changes made now (set by `withTransaction` and `withAnimation`).
  @TaskLocal static var current: Transaction?
}

/// When an animation counts as complete for its completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let removed: Bool
  /// When the animation has reached its end value (a spring's small remaining motion aside).
  public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
  /// When the animation has stopped changing anything. Linux: the same moment as `logicallyComplete`.
  public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Completions a transaction carries (closures of the main actor, run there).
struct CompletionList: @unchecked Sendable {
  private(set) var closures: [() -> Void] = []
  var isEmpty: Bool { closures.isEmpty }
  mutating func add(_ completion: @escaping () -> Void) { closures.append(completion) }
  func run() { for closure in closures { closure() } }
}

/// How an animated change moves: its duration, timing curve and delay.
package struct AnimationTiming: Sendable {
  package var duration: Double
  package var curve: TimingCurve
  package var delay: Double
  package init(duration: Double, curve: TimingCurve, delay: Double = 0) {
    self.duration = duration
    self.curve = curve
    self.delay = delay
  }
}

extension AnimationTiming {
  /// A track of the app's animation driver running along this timing from now (after the delay), in `group`.
  @MainActor func track(
    of target: AnyObject, in group: AnimationDriver.Group?, present: @escaping (Double) -> Void,
    settle: @escaping (UIViewAnimatingPosition) -> Void, finish: @escaping () -> Void
  ) -> AnimationDriver.Track {
    AnimationDriver.Track(
      target: target, start: UIApplication.shared.output.clock.now + delay, duration: duration, curve: curve,
      group: group ?? AnimationDriver.Group(completion: nil), present: present, settle: settle, finish: finish)
  }
}

/// Runs `body` with `transaction` as the transaction of every state change it makes; returns what `body` returns.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs `body` with a transaction in which the value at `keyPath` is `value`.
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  var transaction = Transaction.current ?? Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs `body` so the state changes it makes animate with `animation` (nil: without animation); returns what
/// `body` returns.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  var transaction = Transaction.current ?? Transaction()
  transaction.animation = animation
  return try withTransaction(transaction, body)
}

/// `withAnimation`, calling `completion` when the animations it started end (at once when nothing animates).
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction.current ?? Transaction()
  transaction.animation = animation
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}
