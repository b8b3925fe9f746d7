import Foundation

/// The state of a diffable data source's data at one moment: sections and the items in each, identified by
/// unique values. Mutating it changes only the value; a data source's `apply` turns the difference between two
/// snapshots into list updates.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  Sendable
{

  @usableFromInline var sectionList: [SectionIdentifierType] = []
  /// The sections in order.
  @inlinable public var sectionIdentifiers: [SectionIdentifierType] { sectionList }
  /// The items of each section, in section order.
  @usableFromInline var sectionItems: [[ItemIdentifierType]] = []
  /// The section each item is in.
  @usableFromInline var itemSection = SnapshotItemIndex<ItemIdentifierType, SectionIdentifierType>()
  /// Each item's hash value, in each section's order, kept from hashing it on the way in (so a diff hashes no item
  /// again); nil for a section some edit left without them, whose items a diff hashes.
  @usableFromInline var sectionHashes: [[Int]?] = []
  /// Each section's index.
  @usableFromInline var sectionIndex: [SectionIdentifierType: Int] = [:]
  @usableFromInline var reloadedItems: [ItemIdentifierType] = []
  /// Items marked to be reloaded (a fresh cell) when the snapshot is applied.
  @inlinable public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
  @usableFromInline var reconfiguredItems: [ItemIdentifierType] = []
  /// Items marked to be reconfigured (their cell updated in place) when the snapshot is applied.
  @inlinable public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
  @usableFromInline var reloadedSections: [SectionIdentifierType] = []
  /// Sections marked to be reloaded when the snapshot is applied.
  @inlinable public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

  /// An empty snapshot.
  @inlinable
  public init() {}

  // MARK: Reading

  /// The number of items in all sections.
  @inlinable
  public var numberOfItems: Int { itemSection.count }
  /// The number of sections.
  @inlinable
  public var numberOfSections: Int { sectionList.count }
  /// All items, section by section.
  @inlinable
  public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

  /// The number of items in a section (traps when the section is not in the snapshot).
  @inlinable
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sectionItems[index(of: identifier, for: "numberOfItems(inSection:)")].count
  }
  /// The items of a section (traps when the section is not in the snapshot).
  @inlinable
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sectionItems[index(of: identifier, for: "itemIdentifiers(inSection:)")]
  }
  /// The section that contains an item, or nil.
  @inlinable
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    itemSection[identifier]
  }
  /// An item's index among all items (section by section), or nil.
  @inlinable
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = itemSection[identifier], let s = sectionIndex[section],
      let position = sectionItems[s].firstIndex(of: identifier)
    else { return nil }
    return sectionItems[..<s].reduce(0) { $0 + $1.count } + position
  }
  /// A section's index, or nil.
  @inlinable
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

  /// The item's section index and position in it (engine use).
  @inlinable
  func location(of item: ItemIdentifierType) -> (section: Int, item: Int)? {
    guard let section = itemSection[item], let s = sectionIndex[section],
      let position = sectionItems[s].firstIndex(of: item)
    else { return nil }
    return (s, position)
  }

  /// The items of the section at an index (engine use).
  @inlinable
  func items(inSectionAt index: Int) -> [ItemIdentifierType] { sectionItems[index] }

  /// Whether every section's kept hash values are its items' (or it keeps none), and the index knows every item
  /// (for tests).
  var keptHashesAreCurrent: Bool {
    guard sectionHashes.count == sectionItems.count else { return false }
    for s in 0..<sectionItems.count {
      if let hashes = sectionHashes[s], hashes != sectionItems[s].map(\.hashValue) { return false }
      for item in sectionItems[s] where itemSection[item] != sectionList[s] { return false }
    }
    return itemSection.count == sectionItems.reduce(0) { $0 + $1.count }
  }

  /// The hash values of the items of the section at an index, in order (engine use).
  @inlinable
  func itemHashes(inSectionAt index: Int) -> [Int] { sectionHashes[index] ?? sectionItems[index].map(\.hashValue) }

  @inlinable
  func index(of section: SectionIdentifierType, for operation: String) -> Int {
    guard let index = sectionIndex[section] else {
      fatalError("Invalid section identifier specified for \(operation): \(section)")
    }
    return index
  }

  // MARK: Items

  /// Adds items at the end of a section (the last section when nil). Identifiers already in the snapshot are
  /// moved there, as on iOS 15 and later; identifiers repeated in `identifiers` trap.
  @inlinable
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard !sectionList.isEmpty else {
      fatalError("There are currently no sections in the data source. Please add a section first.")
    }
    let section = sectionIdentifier ?? sectionList[sectionList.count - 1]
    let s = index(of: section, for: "appendItems(_:toSection:)")
    let hashes = admit(identifiers, into: section)
    if sectionItems[s].isEmpty {
      // An empty section takes the lists as they are (shared, not copied: a big first append allocates nothing).
      sectionItems[s] = identifiers
      sectionHashes[s] = hashes
    } else {
      sectionItems[s].append(contentsOf: identifiers)
      sectionHashes[s]?.append(contentsOf: hashes)
    }
  }

  /// Inserts items before an item in the snapshot.
  @inlinable
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
  {
    insert(identifiers, at: beforeIdentifier, after: false)
  }
  /// Inserts items after an item in the snapshot.
  @inlinable
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    insert(identifiers, at: afterIdentifier, after: true)
  }

  @inlinable
  mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
    guard itemSection[anchor] != nil else { fatalError("Invalid item identifier specified for insert: \(anchor)") }
    if identifiers.contains(anchor) { fatalError("Cannot insert item identifiers relative to themselves: \(anchor)") }
    let hashes = admit(identifiers, into: itemSection[anchor]!)
    let (s, position) = location(of: anchor)!
    sectionItems[s].insert(contentsOf: identifiers, at: after ? position + 1 : position)
    sectionHashes[s]?.insert(contentsOf: hashes, at: after ? position + 1 : position)
  }

  /// Records identifiers of an append or insert as items of `section`, hashing each once: repeats trap with
  /// Apple's message; identifiers already in the snapshot are taken out of their old place first (they move), with
  /// Apple's warning. Returns the identifiers' hash values; the caller then puts the identifiers (and their hashes)
  /// in the section's lists.
  @inlinable
  mutating func admit(_ identifiers: [ItemIdentifierType], into section: SectionIdentifierType) -> [Int] {
    let hashes = identifiers.map(\.hashValue)
    // Items that were already recorded when their turn came, with what was recorded: rare, so the common case
    // records each identifier once.
    let collisions = itemSection.insert(identifiers, hashes: hashes, value: section)
    guard !collisions.isEmpty else { return hashes }
    // A collision is either a repeat within `identifiers` or an item the snapshot already had.
    var occurrences = [ItemIdentifierType: Int](minimumCapacity: collisions.count)
    for collision in collisions { occurrences[collision.key] = 0 }
    var duplicates: [ItemIdentifierType] = []
    for item in identifiers {
      guard let count = occurrences[item] else { continue }
      occurrences[item] = count + 1
      if count == 1 { duplicates.append(item) }
    }
    if !duplicates.isEmpty {
      fatalError(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n"
          + duplicates.map { "    \($0)" }.joined(separator: ",\n") + "\n)}")
    }
    FileHandle.standardError.write(
      Data(
        ("Diffable data source detected an attempt to insert or append \(collisions.count) item identifiers that "
          + "already exist in the snapshot. The existing item identifiers will be moved into place instead.\n")
          .utf8))
    let existing = Set(collisions.map(\.key))
    for s in Set(collisions.map { sectionIndex[$0.previous]! }) { removeItems(existing, fromSectionAt: s) }
    reloadedItems.removeAll { existing.contains($0) }
    reconfiguredItems.removeAll { existing.contains($0) }
    return hashes
  }

  /// Takes items out of a section's list (and their hashes out of its hashes).
  @inlinable
  mutating func removeItems(_ items: Set<ItemIdentifierType>, fromSectionAt s: Int) {
    guard let hashes = sectionHashes[s] else { return sectionItems[s].removeAll { items.contains($0) } }
    let old = sectionItems[s]
    var keptItems: [ItemIdentifierType] = []
    var keptHashes: [Int] = []
    keptItems.reserveCapacity(old.count)
    keptHashes.reserveCapacity(old.count)
    for i in 0..<old.count where !items.contains(old[i]) {
      keptItems.append(old[i])
      keptHashes.append(hashes[i])
    }
    sectionItems[s] = keptItems
    sectionHashes[s] = keptHashes
  }

  /// Removes items (identifiers not in the snapshot are ignored).
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { removeItems(Set(identifiers)) }

  @inlinable
  mutating func removeItems(_ items: Set<ItemIdentifierType>) {
    var touched = Set<Int>()
    for item in items {
      guard let section = itemSection.removeValue(forKey: item) else { continue }
      touched.insert(sectionIndex[section]!)
    }
    for s in touched { removeItems(items, fromSectionAt: s) }
    reloadedItems.removeAll { items.contains($0) }
    reconfiguredItems.removeAll { items.contains($0) }
  }

  /// Removes every item and section.
  @inlinable
  public mutating func deleteAllItems() { self = NSDiffableDataSourceSnapshot() }

  /// Moves an item before another item.
  @inlinable
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    move(identifier, to: toIdentifier, after: false)
  }
  /// Moves an item after another item.
  @inlinable
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    move(identifier, to: toIdentifier, after: true)
  }

  @inlinable
  mutating func move(_ item: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool) {
    guard item != anchor else { fatalError("Attempt to move item identifier relative to itself: \(item)") }
    guard let (s, position) = location(of: item) else {
      fatalError("Invalid item identifier specified for move: \(item)")
    }
    guard itemSection[anchor] != nil else { fatalError("Invalid destination item identifier for move: \(anchor)") }
    sectionItems[s].remove(at: position)
    let hash = sectionHashes[s]?.remove(at: position)
    let (ds, dp) = location(of: anchor)!
    sectionItems[ds].insert(item, at: after ? dp + 1 : dp)
    if let hash { sectionHashes[ds]?.insert(hash, at: after ? dp + 1 : dp) } else { sectionHashes[ds] = nil }
    itemSection.updateValue(sectionList[ds], forKey: item)
  }

  /// Marks items to get fresh cells when the snapshot is applied.
  @inlinable
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    mark(identifiers, in: &reloadedItems, for: "reload")
  }
  /// Marks items to have their existing cells updated when the snapshot is applied.
  @inlinable
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    mark(identifiers, in: &reconfiguredItems, for: "reconfigure")
  }

  @inlinable
  func mark(_ identifiers: [ItemIdentifierType], in list: inout [ItemIdentifierType], for operation: String) {
    for item in identifiers {
      guard itemSection[item] != nil else { fatalError("Invalid item identifier specified for \(operation): \(item)") }
      if !list.contains(item) { list.append(item) }
    }
  }

  // MARK: Sections

  /// Adds sections at the end.
  @inlinable
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertSections(identifiers, at: sectionList.count)
  }
  /// Inserts sections before a section.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: index(of: toIdentifier, for: "insertSections(_:beforeSection:)"))
  }
  /// Inserts sections after a section.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: index(of: toIdentifier, for: "insertSections(_:afterSection:)") + 1)
  }

  @inlinable
  mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    var seen = Set<SectionIdentifierType>()
    let repeated = identifiers.filter { !seen.insert($0).inserted || sectionIndex[$0] != nil }
    if !repeated.isEmpty {
      fatalError(
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n"
          + repeated.map { "    \($0)" }.joined(separator: ",\n") + "\n)}")
    }
    sectionList.insert(contentsOf: identifiers, at: index)
    sectionItems.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    sectionHashes.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    reindexSections()
  }

  /// Removes sections and their items.
  @inlinable
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers)
    var removedItems = Set<ItemIdentifierType>()
    for (s, section) in sectionList.enumerated() where doomed.contains(section) {
      removedItems.formUnion(sectionItems[s])
    }
    removeItems(removedItems)
    let keep = sectionList.indices.filter { !doomed.contains(sectionList[$0]) }
    sectionList = keep.map { sectionList[$0] }
    sectionItems = keep.map { sectionItems[$0] }
    sectionHashes = keep.map { sectionHashes[$0] }
    reloadedSections.removeAll { doomed.contains($0) }
    reindexSections()
  }

  /// Moves a section before another section.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: false)
  }
  /// Moves a section after another section.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: true)
  }

  @inlinable
  mutating func moveSection(_ section: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool) {
    guard section != anchor else { fatalError("Attempt to move section identifier relative to itself: \(section)") }
    let from = index(of: section, for: "moveSection")
    _ = index(of: anchor, for: "moveSection")
    let items = sectionItems.remove(at: from)
    let hashes = sectionHashes.remove(at: from)
    sectionList.remove(at: from)
    let to = sectionList.firstIndex(of: anchor)! + (after ? 1 : 0)
    sectionList.insert(section, at: to)
    sectionItems.insert(items, at: to)
    sectionHashes.insert(hashes, at: to)
    reindexSections()
  }

  /// Marks sections to be reloaded when the snapshot is applied.
  @inlinable
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers {
      _ = index(of: section, for: "reloadSections")
      if !reloadedSections.contains(section) { reloadedSections.append(section) }
    }
  }

  @inlinable
  mutating func reindexSections() {
    sectionIndex.removeAll(keepingCapacity: true)
    for (index, section) in sectionList.enumerated() { sectionIndex[section] = index }
  }
}
