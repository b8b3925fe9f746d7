import Foundation
import TandemGraphics

/// Transitions between controllers and sizes: the coordinator UIKit hands to `viewWillTransition(to:with:)`,
/// `willTransition(to:with:)` and, through `transitionCoordinator`, to the controllers of a push, pop, presentation
/// or dismissal. Code that runs alongside a transition registers its animations and completions here; the
/// coordinator runs them on the frame clock with the transition's duration and curve, then calls the completions.

/// A key naming a controller of a transition.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller shown when the transition starts.
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
  /// The controller shown when the transition ends.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// A key naming a view of a transition.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view shown when the transition starts.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
  /// The view shown when the transition ends.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What a transition is: its controllers, views, duration and progress.
@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// The presentation style of the controller being presented or dismissed (`.custom` for other transitions).
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the transition may be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the transition is driven interactively now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (an interactive pop released early).
  var isCancelled: Bool { get }
  /// The transition's duration in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far the transition has come, 0 to 1.
  var percentComplete: CGFloat { get }
  /// The speed at which the transition completes after an interaction.
  var completionVelocity: CGFloat { get }
  /// The timing curve of the transition.
  var completionCurve: UIView.AnimationCurve { get }
  /// A controller of the transition.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// A view of the transition.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view the transition happens in.
  var containerView: UIView { get }
  /// The rotation the transition applies (identity for other transitions).
  var targetTransform: CGAffineTransform { get }
}

/// Runs work alongside a transition.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` in the transition's animation and `completion` after it; false if the transition ended.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Runs `animation` alongside the transition for a view outside the container; false if the transition ended.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls `handler` when an interactive transition's interaction ends or changes.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` in the transition's animation and `completion` (none by default) after it.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  /// Runs `animation` alongside the transition for a view outside the container, and `completion` after it.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: completion)
  }
}

/// The coordinator of one transition: collects alongside work while the transition is prepared, then runs it.
@MainActor package final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  package let isAnimated: Bool
  package let presentationStyle: UIModalPresentationStyle
  package let initiallyInteractive: Bool
  package var isInterruptible: Bool { initiallyInteractive }
  package private(set) var isInteractive: Bool
  package private(set) var isCancelled = false
  package let transitionDuration: TimeInterval
  package private(set) var percentComplete: CGFloat = 0
  package var completionVelocity: CGFloat { 1 }
  package var completionCurve: UIView.AnimationCurve { .easeInOut }
  package let containerView: UIView
  package let targetTransform: CGAffineTransform
  private let controllers: [UITransitionContextViewControllerKey: UIViewController]

  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Whether the transition has run (work registered after that is refused, as UIKit returns false).
  private var finished = false

  package init(
    container: UIView, from: UIViewController? = nil, to: UIViewController? = nil, animated: Bool,
    duration: TimeInterval, presentationStyle: UIModalPresentationStyle = .custom, interactive: Bool = false,
    targetTransform: CGAffineTransform = .identity
  ) {
    containerView = container
    isAnimated = animated
    transitionDuration = animated ? duration : 0
    self.presentationStyle = presentationStyle
    initiallyInteractive = interactive
    isInteractive = interactive
    self.targetTransform = targetTransform
    var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    if let from { controllers[.from] = from }
    if let to { controllers[.to] = to }
    self.controllers = controllers
  }

  package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    controllers[key]
  }

  package func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: controllers[.from]?.viewIfLoaded
    case .to: controllers[.to]?.viewIfLoaded
    default: nil
    }
  }

  package func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !finished else { return false }
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  package func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  package func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  /// An interactive transition's finger lifted: it completes, or is cancelled.
  package func interactionEnded(cancelled: Bool) {
    guard isInteractive else { return }
    isInteractive = false
    isCancelled = cancelled
    for handler in interactionHandlers { handler(self) }
  }

  /// Runs the transition: `changes` and the alongside animations in one animation of the transition's duration,
  /// then `done` and the completions.
  package func run(_ changes: @escaping () -> Void, done: (() -> Void)? = nil) {
    let alongside = animations
    animations = []
    let finish = { [self] in
      finished = true
      percentComplete = 1
      done?()
      let completions = self.completions
      self.completions = []
      for completion in completions { completion(self) }
    }
    let all = { [self] in
      changes()
      for animation in alongside { animation(self) }
    }
    if transitionDuration > 0 && UIView.areAnimationsEnabled {
      UIView.animate(withDuration: transitionDuration, animations: all)
      // The transition lasts its duration on the frame clock even when nothing moves in it.
      let application = UIApplication.shared
      let group = AnimationDriver.Group { _ in finish() }
      application.animationDriver.add(
        AnimationDriver.Track(
          target: self, start: application.output.clock.now, duration: transitionDuration, curve: .linear,
          group: group, present: { [weak self] progress in self?.percentComplete = CGFloat(progress) },
          settle: { _ in }, finish: {}),
        for: AnimationDriver.Key(target: self, attributes: "transition"))
    } else {
      all()
      finish()
    }
  }
}
