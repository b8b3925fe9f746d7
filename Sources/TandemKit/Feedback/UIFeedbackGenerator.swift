import Foundation

/// Haptic feedback. Linux difference: a Linux machine has no Taptic Engine, so generators do what iOS does on a
/// device without haptics (an iPad, or an iPhone with System Haptics off): calls play nothing and return at once.
/// Each call is still recorded in `UIFeedbackGenerator.playedFeedback`, so tests can check that an action gave
/// feedback.
@MainActor @preconcurrency open class UIFeedbackGenerator: NSObject {
  /// The feedback the app asked for, oldest first ("impact medium 1.0", "selection", "notification success").
  package static var playedFeedback: [String] = []

  /// Readies the engine for feedback soon (nothing to ready here).
  open func prepare() {}

  func record(_ feedback: String) { UIFeedbackGenerator.playedFeedback.append(feedback) }
}

/// Feedback for an impact: a collision, a snap into place.
@MainActor @preconcurrency open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact feels.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  private let style: FeedbackStyle

  /// A generator of impacts of a style (medium by default).
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }
  public override convenience init() { self.init(style: .medium) }

  /// Plays an impact.
  open func impactOccurred() { impactOccurred(intensity: 1) }
  /// Plays an impact at an intensity from 0 to 1.
  open func impactOccurred(intensity: CGFloat) {
    record("impact \(style) \(Double(min(max(intensity, 0), 1)))")
  }
}

/// Feedback for a change of selection (a picker wheel's tick).
@MainActor @preconcurrency open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection tick.
  open func selectionChanged() { record("selection") }
}

/// Feedback for the outcome of a task.
@MainActor @preconcurrency open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }
  /// Plays the feedback of an outcome.
  open func notificationOccurred(_ notificationType: FeedbackType) { record("notification \(notificationType)") }
}
