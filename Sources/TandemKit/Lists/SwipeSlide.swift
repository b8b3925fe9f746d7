import Foundation

/// A list cell's content sliding aside inside the cell to reveal the row's swipe actions: the cell stays in place
/// and clips, so a row of an inset-grouped section keeps the section's edge. (Table rows still move whole.)
@MainActor struct SwipeSlide {
  /// How far the content is slid (negative: left, showing trailing actions).
  private(set) var offset: CGFloat = 0
  /// Whether the cell clips only for the slide (and stops when it ends).
  private var clipsOnlyWhileSliding = false

  /// Slides `cell`'s content to `offset`; returns whether the cell went into or out of its swiped state.
  mutating func slide(_ cell: UIView, to newOffset: CGFloat) -> Bool {
    guard newOffset != offset else { return false }
    let wasSwiped = offset != 0
    offset = newOffset
    cell.bounds.origin.x = -newOffset
    if newOffset != 0 && !wasSwiped {
      clipsOnlyWhileSliding = !cell.clipsToBounds
      cell.clipsToBounds = true
    } else if newOffset == 0 && clipsOnlyWhileSliding {
      cell.clipsToBounds = false
      clipsOnlyWhileSliding = false
    }
    return wasSwiped != (newOffset != 0)
  }
}
