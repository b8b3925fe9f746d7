import Foundation

/// UIKit's table and collection view additions to IndexPath (Linux: Foundation lacks them; Tandem adds them).
extension IndexPath {
  /// An index path for a row in a table view section.
  public init(row: Int, section: Int) { self.init(pair: section, row) }
  /// An index path for an item in a collection view section.
  public init(item: Int, section: Int) { self.init(pair: section, item) }
  /// A two-index path made without an array (copying a two-index path and setting its indexes allocates nothing).
  private init(pair first: Int, _ second: Int) {
    self = IndexPath.twoIndexes
    self[0] = first
    self[1] = second
  }
  private static let twoIndexes: IndexPath = [0, 0]
  /// The section of a table or collection view index path.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// The row of a table view index path.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The item of a collection view index path.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
