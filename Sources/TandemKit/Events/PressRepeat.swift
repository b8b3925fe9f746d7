import Foundation

/// Repeats an action while a finger holds a key or a stepper button, as iOS does: after 0.5 s, then every 0.1 s,
/// on the frame clock (so headless runs repeat deterministically when the driver advances time).
@MainActor package final class PressRepeat {
  private let action: () -> Void
  private var observer: Int?

  /// A repeater that runs `action` on each repeat.
  package init(action: @escaping () -> Void) { self.action = action }

  /// Whether it is repeating.
  package var isRunning: Bool { observer != nil }

  /// Starts the repeats (the press itself has already acted).
  package func start() {
    stop()
    let clock = UIApplication.shared.output.clock
    let start = clock.now
    var done = 0
    observer = clock.addObserver { [weak self] time in
      guard let self else { return }
      let due = time - start < 0.5 ? 0 : Int(((time - start - 0.5) / 0.1).rounded(.down)) + 1
      while done < due, self.observer != nil {
        done += 1
        self.action()
      }
    }
    UIApplication.shared.frameDriverNeeded()
  }

  /// Stops the repeats.
  package func stop() {
    if let observer { UIApplication.shared.output.clock.removeObserver(observer) }
    observer = nil
  }

  isolated deinit { stop() }
}
