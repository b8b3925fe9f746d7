import Foundation

extension RandomAccessCollection where Element: Comparable, Index == Int {
  /// In ascending elements, the index of the last one at or below `value` (binary search), or nil when all are
  /// above it.
  @usableFromInline
  func lastIndex(atOrBelow value: Element) -> Int? {
    guard let first, value >= first else { return nil }
    var low = startIndex
    var high = endIndex - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if self[mid] <= value { low = mid } else { high = mid - 1 }
    }
    return low
  }
}
