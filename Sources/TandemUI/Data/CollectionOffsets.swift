import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at the offsets (what a list's `onDelete` passes).
  public mutating func remove(atOffsets offsets: IndexSet) {
    // Keep the survivors in order: one pass, stable.
    var kept = startIndex
    var offset = 0
    var current = startIndex
    while current != endIndex {
      if !offsets.contains(offset) {
        if kept != current { self[kept] = self[current] }
        formIndex(after: &kept)
      }
      formIndex(after: &current)
      offset += 1
    }
    removeSubrange(kept..<endIndex)
  }
}

extension MutableCollection {
  /// Moves the elements at the offsets to before the element at `destination` (what a list's `onMove` passes),
  /// keeping their order.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moving = source.filter { $0 < elements.count }.map { elements[$0] }
    var staying: [Element] = []
    var insertAt = 0
    for (offset, element) in elements.enumerated() where !source.contains(offset) {
      if offset < destination { insertAt += 1 }
      staying.append(element)
    }
    staying.insert(contentsOf: moving, at: insertAt)
    var index = startIndex
    for element in staying {
      self[index] = element
      formIndex(after: &index)
    }
  }
}
