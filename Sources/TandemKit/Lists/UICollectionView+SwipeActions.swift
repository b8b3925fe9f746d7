import Foundation

extension UICollectionView: SwipeActionsHost {
  func swipeRowRect(at indexPath: IndexPath) -> CGRect { layoutAttributesForItem(at: indexPath)?.frame ?? .zero }
  func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
  func swipeActions(for indexPath: IndexPath, edge: SwipeActionsView.Edge) -> UISwipeActionsConfiguration? {
    collectionViewLayout.swipeActions(for: indexPath, edge: edge)
      ?? cells[indexPath]?.contentHost.swipeActions(edge: edge)
  }
  func setSwipeOffset(_ offset: CGFloat, ofRowAt indexPath: IndexPath) {
    guard let cell = cells[indexPath] else { return }
    cell.frame = swipeRowRect(at: indexPath)
    cell.swipeOffset = offset
  }
}
