import Foundation

/// How lists animate a batch update on the frame clock: cells that stay move to their new places, fresh ones fade
/// in, and those of removed items fade out before they are reused.
@MainActor enum ListUpdateAnimation {
  /// The duration of the changes.
  static let duration: TimeInterval = 0.3

  /// Places a cell, animating a move (or a fresh cell's fade-in) after an animated update.
  static func place(_ cell: UIView, at frame: CGRect, animated: Bool, fresh: Bool) {
    guard animated else {
      cell.frame = frame
      return
    }
    if fresh {
      cell.frame = frame
      cell.alpha = 0
      UIView.animate(withDuration: duration) { cell.alpha = 1 }
    } else if cell.frame != frame {
      UIView.animate(withDuration: duration) { cell.frame = frame }
    }
  }

  /// Fades out a cell whose item went away, then hands it on (to the reuse pool).
  static func fadeOut(_ cell: UIView, then done: @escaping @MainActor () -> Void) {
    UIView.animate(withDuration: duration) {
      cell.alpha = 0
    } completion: { _ in
      cell.alpha = 1
      done()
    }
  }
}
