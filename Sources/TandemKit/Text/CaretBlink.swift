import Foundation

/// The blinking of an editing caret on the frame clock: shown for half a second, hidden for half, from the moment
/// it restarts (each edit or caret move restarts it, so a moving caret stays visible). `redraw` repaints the view
/// that draws it.
@MainActor final class CaretBlink {
  /// Whether the caret is drawn now.
  private(set) var isVisible = false
  private var observer: Int?
  private let redraw: @MainActor () -> Void

  init(redraw: @escaping @MainActor () -> Void) { self.redraw = redraw }

  /// Shows the caret and blinks it from now.
  func restart() {
    stop()
    isVisible = true
    let clock = UIApplication.shared.output.clock
    let start = clock.now
    observer = clock.addObserver { [weak self] time in
      guard let self else { return }
      let visible = Int(((time - start) * 2).rounded(.down)) % 2 == 0
      guard visible != self.isVisible else { return }
      self.isVisible = visible
      self.redraw()
      UIApplication.shared.requestCommit()
    }
    UIApplication.shared.frameDriverNeeded()
    redraw()
  }

  /// Hides the caret and stops blinking.
  func stop() {
    if let observer { UIApplication.shared.output.clock.removeObserver(observer) }
    observer = nil
    isVisible = false
  }
}
