import Foundation

extension UICollectionView {
  /// A cell type and the handler that configures it for an item: dequeueing with it registers the class under
  /// the registration's own identifier.
  @MainActor @preconcurrency public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item at an index path.
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let identifier: String
    let handler: Handler

    /// A registration of `Cell` configured by a handler.
    public init(handler: @escaping Handler) {
      identifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
      self.handler = handler
    }
  }

  /// A supplementary view type of an element kind and the handler that configures it.
  @MainActor @preconcurrency public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a view of a kind at an index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    /// The element kind.
    public let elementKind: String
    let identifier: String
    let handler: Handler

    /// A registration of `Supplementary` views of a kind configured by a handler.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      identifier = "SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
      self.handler = handler
    }
  }

  /// A cell of a registration, configured for an item (the handler runs when the item is not nil).
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of a registration, configured for an index path.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    register(
      Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
      withReuseIdentifier: registration.identifier)
    let view =
      dequeueReusableSupplementaryView(
        ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
      as! Supplementary
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
