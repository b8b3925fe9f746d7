import Foundation

/// A snapshot's map from items to their sections. While small it is one dictionary. From 65,536 items it is 256
/// dictionaries, picked by the top bits of the item's hash. A bulk insertion sorts the items into their parts
/// first and then fills one part at a time, inside the cache. So building a snapshot costs the same per item at
/// any size. A copy of the snapshot that changes a few items copies only their parts.
@usableFromInline
struct SnapshotItemIndex<Key: Hashable, Value> {
  @usableFromInline var parts: [[Key: Value]] = [[:]]
  /// The number of keys.
  @usableFromInline var count = 0

  @inlinable init() {}

  /// The item count from which the index is split into parts.
  @inlinable static var splitThreshold: Int { 1 << 16 }
  /// The number of parts once split (a power of two; its bits come from the top of the hash).
  @inlinable static var partBits: Int { 8 }
  /// Insertions smaller than this go straight into their parts.
  @inlinable static var bulkThreshold: Int { 4096 }

  @inlinable
  func part(of key: Key) -> Int {
    guard parts.count > 1 else { return 0 }
    return Int(truncatingIfNeeded: UInt(bitPattern: key.hashValue) >> UInt(UInt.bitWidth - Self.partBits))
  }

  @inlinable
  subscript(key: Key) -> Value? { parts[part(of: key)][key] }

  /// Sets a key's value, returning the one it replaced.
  @inlinable
  @discardableResult
  mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
    let previous = parts[part(of: key)].updateValue(value, forKey: key)
    if previous == nil { count += 1 }
    return previous
  }

  /// Removes a key, returning its value.
  @inlinable
  @discardableResult
  mutating func removeValue(forKey key: Key) -> Value? {
    let previous = parts[part(of: key)].removeValue(forKey: key)
    if previous != nil { count -= 1 }
    return previous
  }

  /// Gives every key the same value, returning the keys that were present with their previous values (in no
  /// particular order; a key given twice is returned once with the value it had, once with `value`).
  @inlinable
  mutating func insert(_ keys: [Key], value: Value) -> [(key: Key, previous: Value)] {
    if parts.count == 1 && count + keys.count >= Self.splitThreshold { split() }
    var present: [(key: Key, previous: Value)] = []
    if parts.count == 1 || keys.count < Self.bulkThreshold {
      if parts.count == 1 { parts[0].reserveCapacity(count + keys.count) }
      for key in keys {
        if let previous = updateValue(value, forKey: key) { present.append((key, previous)) }
      }
      return present
    }
    // Sort the keys into their parts (sequential writes), then fill each part (its table stays in the cache).
    var sorted = [[Key]](repeating: [], count: parts.count)
    let expected = keys.count / parts.count + keys.count / (4 * parts.count) + 16
    for p in 0..<sorted.count { sorted[p].reserveCapacity(expected) }
    for key in keys { sorted[part(of: key)].append(key) }
    for p in 0..<parts.count where !sorted[p].isEmpty {
      parts[p].reserveCapacity(parts[p].count + sorted[p].count)
      for key in sorted[p] {
        if let previous = parts[p].updateValue(value, forKey: key) {
          present.append((key, previous))
        } else {
          count += 1
        }
      }
    }
    return present
  }

  /// Splits the single dictionary into its parts.
  @inlinable
  mutating func split() {
    let whole = parts[0]
    parts = [[Key: Value]](repeating: [:], count: 1 << Self.partBits)
    let expected = whole.count >> Self.partBits + 16
    for p in 0..<parts.count { parts[p].reserveCapacity(expected) }
    for (key, value) in whole { parts[part(of: key)][key] = value }
  }
}

extension SnapshotItemIndex: Sendable where Key: Sendable, Value: Sendable {}
