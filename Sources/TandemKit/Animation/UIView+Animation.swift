import Foundation
import TandemGraphics

extension UIView {
  /// Options of `UIView.animate`.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    var curve: TimingCurve {
      switch (rawValue >> 16) & 3 {
      case 1: .easeIn
      case 2: .easeOut
      case 3: .linear
      default: .easeInOut
      }
    }
  }

  /// The timing curve of an animation.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
    var timing: TimingCurve {
      switch self {
      case .easeInOut: .easeInOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }

  /// Animates the changes `animations` makes to views' frame, bounds, center, transform, alpha and background
  /// color, on the frame clock.
  ///
  /// Linux: only those UIView properties are animated (layer properties set directly change at once).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    _ = UIApplication.shared.animationEngine.animate(
      duration: duration, delay: delay, curve: options.curve, changes: animations, completion: completion)
  }

  /// Animates changes with the ease-in-out curve and no delay.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates changes with the ease-in-out curve, no delay and no completion.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates changes with a damped spring.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    _ = UIApplication.shared.animationEngine.animate(
      duration: duration, delay: delay,
      curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), duration: duration),
      changes: animations, completion: completion)
  }

  /// Runs changes without animation, even inside an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let engine = UIApplication.shared.animationEngine
    let saved = engine.animationsEnabled
    engine.animationsEnabled = false
    actionsWithoutAnimation()
    engine.animationsEnabled = saved
  }

  /// Turns animations on or off globally.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    UIApplication.shared.animationEngine.animationsEnabled = enabled
  }

  /// Whether animations are on.
  public class var areAnimationsEnabled: Bool { UIApplication.shared.animationEngine.animationsEnabled }
}

/// The states of a property animator.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// An interruptible animation of view changes: start, pause, scrub, continue, stop or finish.
@MainActor @preconcurrency open class UIViewPropertyAnimator: NSObject {
  /// The duration.
  public let duration: TimeInterval
  private let curve: TimingCurve
  private var animationBlocks: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var group: AnimationEngine.Group?
  private var pendingFraction: Double?
  /// Where the animator is.
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animation is running (not paused).
  public private(set) var isRunning = false
  /// Whether the animator may be interrupted.
  open var isInterruptible = true

  /// An animator with a timing curve.
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    self.curve = curve.timing
    super.init()
    if let animations { animationBlocks.append(animations) }
  }

  /// An animator with a spring of a damping ratio.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = duration
    curve = .spring(dampingRatio: Double(ratio), initialVelocity: 0, duration: duration)
    super.init()
    if let animations { animationBlocks.append(animations) }
  }

  /// An animator with a cubic Bézier timing curve.
  public init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    curve = .bezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
    super.init()
    if let animations { animationBlocks.append(animations) }
  }

  /// Adds animations (run when the animator starts).
  open func addAnimations(_ animation: @escaping () -> Void) { animationBlocks.append(animation) }
  /// Adds a completion, called with where the animation ended.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

  private func begin(paused: Bool) {
    let blocks = animationBlocks
    let made = UIApplication.shared.animationEngine.animate(
      duration: duration, delay: 0, curve: curve, changes: { blocks.forEach { $0() } },
      completion: { [weak self] _ in self?.finished(at: .end) })
    group = made
    state = .active
    if paused {
      UIApplication.shared.animationEngine.pause(made)
      if let fraction = pendingFraction { UIApplication.shared.animationEngine.setFraction(fraction, of: made) }
    }
    isRunning = !paused
  }

  private func finished(at position: UIViewAnimatingPosition) {
    state = .inactive
    isRunning = false
    for completion in completions { completion(position) }
  }

  /// Starts (or continues) the animation.
  open func startAnimation() {
    switch state {
    case .inactive: begin(paused: false)
    case .active:
      if let group, !isRunning {
        UIApplication.shared.animationEngine.resume(group)
        isRunning = true
      }
    case .stopped: return
    }
  }

  /// Starts after a delay.
  open func startAnimation(afterDelay delay: TimeInterval) {
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { self.startAnimation() } }
  }

  /// Pauses the animation (starting it paused if inactive).
  open func pauseAnimation() {
    if state == .inactive {
      begin(paused: true)
      return
    }
    guard let group, isRunning else { return }
    UIApplication.shared.animationEngine.pause(group)
    isRunning = false
  }

  /// How far the animation has run (settable while paused, to scrub).
  open var fractionComplete: CGFloat {
    get {
      group.map { CGFloat(UIApplication.shared.animationEngine.fraction(of: $0)) } ?? CGFloat(pendingFraction ?? 0)
    }
    set {
      let value = Double(min(max(newValue, 0), 1))
      if state == .inactive {
        pendingFraction = value
        begin(paused: true)
      } else if let group, !isRunning {
        UIApplication.shared.animationEngine.setFraction(value, of: group)
      }
    }
  }

  /// Stops the animation; views keep their current appearance. With `withoutFinishing` false the animator
  /// waits in `.stopped` for `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard let group, state == .active else { return }
    UIApplication.shared.animationEngine.stop(group, at: .current, callCompletion: false)
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Finishes a stopped animation at a position and calls the completions.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    if let group, state == .active {
      UIApplication.shared.animationEngine.stop(group, at: finalPosition, callCompletion: false)
    }
    finished(at: finalPosition)
  }
}
