import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of: subclasses override
/// the data source and delegate methods they need (or set a diffable data source). Selection clears when the view
/// appears again.
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private var layoutStorage: UICollectionViewLayout
  private var collectionStorage: UICollectionView?

  /// The collection view (the controller's view), made with the layout when the view loads.
  open var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return collectionStorage
    }
    set {
      collectionStorage = newValue
      view = newValue
    }
  }
  /// The collection view's layout.
  open var collectionViewLayout: UICollectionViewLayout { collectionStorage?.collectionViewLayout ?? layoutStorage }
  /// Whether items selected when the view disappeared are deselected when it appears again (true by default).
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose collection view uses a layout.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    layoutStorage = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates the controller from an archive (see `UIViewController.init(coder:)`), with a flow layout.
  public required init?(coder: NSCoder) {
    layoutStorage = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// Makes the collection view: the storyboard scene's when the controller has one, else a new one with this
  /// controller as data source and delegate.
  open override func loadView() {
    if archivedViewLoader != nil {
      super.loadView()
      if let collection = viewIfLoaded as? UICollectionView {
        collectionStorage = collection
        return
      }
    }
    let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutStorage)
    collection.dataSource = self
    collection.delegate = self
    collectionStorage = collection
    view = collection
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collection = collectionStorage else { return }
    for indexPath in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: indexPath, animated: animated)
    }
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
  /// A subclass with items returns their cells; the base class has none to give (UIKit raises here too).
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    preconditionFailure(
      "the collection view's data source (\(self)) did not return a valid cell from "
        + "-collectionView:cellForItemAtIndexPath: for index path \(indexPath): override collectionView(_:cellForItemAt:)"
    )
  }
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    preconditionFailure(
      "the collection view's data source did not return a valid view for supplementary element of kind \(kind) at "
        + "index path \(indexPath): implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
  }

  // MARK: UICollectionViewDelegate

  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  // MARK: UIScrollViewDelegate

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
