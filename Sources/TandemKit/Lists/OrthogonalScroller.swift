import Foundation

/// The horizontal scroll view a collection view keeps over an orthogonally scrolling section's band, as UIKit does:
/// the band's cells are its subviews, so a sideways drag on them scrolls the band while an up-and-down one scrolls
/// the collection view (each scroll view takes the drags along its own axis). Where a drag comes to rest follows
/// the section's behavior: anywhere, a group's leading edge, a page, or a centred group.
final class OrthogonalScroller: UIScrollView, UIScrollViewDelegate {
  unowned let collectionView: UICollectionView
  private(set) var geometry: OrthogonalBandGeometry?

  init(collectionView: UICollectionView) {
    self.collectionView = collectionView
    super.init(frame: .zero)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    alwaysBounceHorizontal = true
    contentInsetAdjustmentBehavior = .never
    scrollsToTop = false
    delegate = self
  }

  required init?(coder: NSCoder) { nil }

  /// Takes the band's place and content width from the layout.
  func update(_ geometry: OrthogonalBandGeometry) {
    guard geometry != self.geometry else { return }
    self.geometry = geometry
    decelerationRate = geometry.behavior == .continuous ? .normal : .fast
    if frame != geometry.frame { frame = geometry.frame }
    let size = CGSize(width: geometry.contentWidth, height: geometry.frame.height)
    if contentSize != size { contentSize = size }
    let maximum = max(geometry.contentWidth - geometry.frame.width, 0)
    if contentOffset.x > maximum { contentOffset.x = maximum }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    // The collection view shows the cells of the groups now in view.
    collectionView.setNeedsLayout()
  }

  /// Where the band rested when the drag began: paging moves one page or group on from there.
  private var dragStartOffset: CGFloat?

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { dragStartOffset = contentOffset.x }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let geometry, !geometry.groupLeadings.isEmpty else { return }
    let maximum = max(geometry.contentWidth - bounds.width, 0)
    let natural = targetContentOffset.pointee.x
    let start = dragStartOffset ?? contentOffset.x
    dragStartOffset = nil
    var target = natural
    // A group's resting offset: its leading edge at the section's leading inset, or its centre in the middle.
    let centred = geometry.behavior == .groupPagingCentered
    let rests = geometry.groupLeadings.map {
      centred ? $0 + geometry.groupWidth / 2 - bounds.width / 2 : $0 - geometry.leadingInset
    }
    func nearest(to x: CGFloat) -> CGFloat { rests.min { abs($0 - x) < abs($1 - x) } ?? x }
    switch geometry.behavior {
    case .none, .continuous: return
    case .continuousGroupLeadingBoundary:
      target = nearest(to: natural)
    case .paging:
      let page = max(bounds.width, 1)
      let current = (start / page).rounded()
      let direction: CGFloat = velocity.x > 0.2 ? 1 : velocity.x < -0.2 ? -1 : 0
      let wanted = direction == 0 ? (natural / page).rounded() : current + direction
      target = min(max(wanted, current - 1), current + 1) * page
    case .groupPaging, .groupPagingCentered:
      // One group on from the group at rest (or back), or the nearest one for a slow release.
      let here = rests.indices.min { abs(rests[$0] - start) < abs(rests[$1] - start) } ?? 0
      let step = velocity.x > 0.2 ? 1 : velocity.x < -0.2 ? -1 : 0
      let index =
        step == 0
        ? (rests.indices.min { abs(rests[$0] - natural) < abs(rests[$1] - natural) } ?? here)
        : min(max(here + step, 0), rests.count - 1)
      target = rests[index]
    }
    targetContentOffset.pointee.x = min(max(target, 0), maximum)
  }
}

extension UICollectionView {
  /// How far an orthogonally scrolling section's band has scrolled (0 for other sections).
  package func orthogonalOffset(forSection section: Int) -> CGFloat {
    orthogonalScrollers[section]?.contentOffset.x ?? 0
  }
}
