import Foundation

/// The heights of a section's slots (header, rows, footer) in a Fenwick tree: changing one height, finding where a
/// slot starts and finding the slot at an offset each take O(log n), so measuring rows of a long list as they
/// scroll into view does not re-add every row.
package struct SlotHeights {
  private var values: [CGFloat]
  /// Partial sums: `tree[i]` holds the sum of `values[(i - lowbit(i))..<i]` (1-based).
  private var tree: [CGFloat]

  /// Slots of these heights (built in O(n)).
  package init(_ heights: [CGFloat]) {
    values = heights
    tree = [0] + heights
    for i in 1..<tree.count {
      let parent = i + (i & -i)
      if parent < tree.count { tree[parent] += tree[i] }
    }
  }

  /// `count` slots of one height (built in O(n) without a pass of additions: each partial sum covers
  /// `lowbit(i)` slots).
  package init(repeating height: CGFloat, count: Int) {
    values = Array(repeating: height, count: count)
    tree = Array(unsafeUninitializedCapacity: count + 1) { buffer, initialized in
      buffer[0] = 0
      var i = 1
      while i <= count {
        buffer[i] = height * CGFloat(i & -i)
        i += 1
      }
      initialized = count + 1
    }
  }

  /// The number of slots.
  package var count: Int { values.count }

  /// A slot's height.
  package subscript(index: Int) -> CGFloat { values[index] }

  /// Changes a slot's height.
  package mutating func set(_ index: Int, _ height: CGFloat) {
    let delta = height - values[index]
    guard delta != 0 else { return }
    values[index] = height
    var i = index + 1
    while i < tree.count {
      tree[i] += delta
      i += i & -i
    }
  }

  /// The sum of the heights of the slots before `index` (where slot `index` starts).
  package func offset(of index: Int) -> CGFloat {
    var sum: CGFloat = 0
    var i = index
    while i > 0 {
      sum += tree[i]
      i -= i & -i
    }
    return sum
  }

  /// The total height.
  package var total: CGFloat { offset(of: count) }

  /// The last slot starting at or above `y` (measured from the first slot's top), or nil when `y` is above it.
  package func lastSlot(startingAtOrAbove y: CGFloat) -> Int? {
    guard count > 0, y >= 0 else { return nil }
    // Descend the tree for the largest prefix (slot count) whose sum is ≤ y; that many slots end at or above y,
    // so the slot at that index starts at or above it.
    var position = 0
    var remaining = y
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count && tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    // `position` slots fit entirely at or above y; zero-height slots after them also start at y.
    return min(position, count - 1)
  }
}
