import Foundation

/// A snapshot's map from items to their sections, given each item's hash value (its `hashValue`, computed once by
/// the snapshot, which keeps the values for the diff). While small it is one table. From 65,536 items it is 256 tables, picked
/// by the top bits of the hash. A bulk insertion sorts the items into their parts first and then fills one part at
/// a time, inside the cache. So building a snapshot costs the same per item at any size. A copy of the snapshot
/// that changes a few items copies only their parts.
@usableFromInline
struct SnapshotItemIndex<Key: Hashable, Value> {
  @usableFromInline var parts: [HashedTable<Key, Value>] = [HashedTable()]
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
  func part(forHash hash: Int) -> Int {
    guard parts.count > 1 else { return 0 }
    return Int(truncatingIfNeeded: UInt(bitPattern: hash) >> UInt(UInt.bitWidth - Self.partBits))
  }

  /// The value of a key (hashed by the caller), or nil.
  @inlinable
  func value(forKey key: Key, hash: Int) -> Value? { parts[part(forHash: hash)].value(forKey: key, hash: hash) }

  @inlinable
  subscript(key: Key) -> Value? { value(forKey: key, hash: key.hashValue) }

  /// Sets a key's value, returning the one it replaced.
  @inlinable
  @discardableResult
  mutating func updateValue(_ value: Value, forKey key: Key, hash: Int) -> Value? {
    let previous = parts[part(forHash: hash)].updateValue(value, forKey: key, hash: hash)
    if previous == nil { count += 1 }
    return previous
  }

  @inlinable
  @discardableResult
  mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
    updateValue(value, forKey: key, hash: key.hashValue)
  }

  /// Removes a key, returning its value.
  @inlinable
  @discardableResult
  mutating func removeValue(forKey key: Key) -> Value? {
    let hash = key.hashValue
    let previous = parts[part(forHash: hash)].removeValue(forKey: key, hash: hash)
    if previous != nil { count -= 1 }
    return previous
  }

  /// Gives every key (with its hash at the same position) the same value, returning the keys that were present
  /// with their previous values (in no particular order; a key given twice is returned once with the value it
  /// had, once with `value`).
  @inlinable
  mutating func insert(_ keys: [Key], hashes: [Int], value: Value) -> [(key: Key, previous: Value)] {
    if parts.count == 1 && count + keys.count >= Self.splitThreshold { split() }
    var present: [(key: Key, previous: Value)] = []
    if parts.count == 1 || keys.count < Self.bulkThreshold {
      if parts.count == 1 { parts[0].reserveCapacity(count + keys.count) }
      for i in 0..<keys.count {
        if let previous = updateValue(value, forKey: keys[i], hash: hashes[i]) { present.append((keys[i], previous)) }
      }
      return present
    }
    // Sort the keys with their hashes into their parts (a counting sort: one pass of sequential writes), then fill
    // each part from its own contiguous run (its table stays in the cache).
    var partCounts = [Int](repeating: 0, count: parts.count)
    for i in 0..<keys.count { partCounts[part(forHash: hashes[i])] += 1 }
    var starts = [Int](repeating: 0, count: parts.count + 1)
    for p in 0..<parts.count { starts[p + 1] = starts[p] + partCounts[p] }
    var cursors = starts
    let sorted = [(key: Key, hash: Int)](unsafeUninitializedCapacity: keys.count) { buffer, initialized in
      for i in 0..<keys.count {
        let p = part(forHash: hashes[i])
        (buffer.baseAddress! + cursors[p]).initialize(to: (keys[i], hashes[i]))
        cursors[p] += 1
      }
      initialized = keys.count
    }
    for p in 0..<parts.count where partCounts[p] > 0 {
      count += parts[p].insert(sorted[starts[p]..<starts[p + 1]], value: value, present: &present)
    }
    return present
  }

  /// Splits the single table into its parts (by the hash bits its slots keep: no key is hashed again).
  @inlinable
  mutating func split() {
    let whole = parts[0]
    parts = [HashedTable<Key, Value>](repeating: HashedTable(), count: 1 << Self.partBits)
    let expected = whole.count >> Self.partBits + 16
    for p in 0..<parts.count { parts[p].reserveCapacity(expected) }
    for word in whole.slots where word != 0 && word != HashedTable<Key, Value>.removedSlot {
      let entry = Int(word & 0xFFFF_FFFF) - 1
      let tag = word & 0xFFFF_FFFF_0000_0000
      parts[Int(truncatingIfNeeded: tag >> UInt64(64 - Self.partBits))].appendNew(
        whole.keys[entry], value: whole.values[entry], tag: tag)
    }
  }
}

extension SnapshotItemIndex: Sendable where Key: Sendable, Value: Sendable {}

/// A hash table of keys whose hash values (their `hashValue`) the caller computes once: entries in two arrays (keys and values),
/// found through an open-addressing table of slots, each holding an entry's index and the top 32 bits of its hash
/// (its tag: keys are compared only when tags match). A slot's place comes from its tag too, so growing moves slots
/// by their tags, hashing no key again, and the table keeps no other copy of the hash values.
@usableFromInline
struct HashedTable<Key: Hashable, Value> {
  @usableFromInline var keys: [Key] = []
  @usableFromInline var values: [Value] = []
  /// The slots: 0 empty, `removedSlot` a removed entry's, otherwise the tag and the entry index + 1.
  @usableFromInline var slots: [UInt64] = []
  /// How many slots hold `removedSlot`.
  @usableFromInline var removedSlots = 0

  @inlinable init() {}

  @inlinable var count: Int { keys.count }

  @inlinable static var removedSlot: UInt64 { UInt64.max }

  /// A hash's tag: its top 32 bits, in the slot word's top half.
  @inlinable static func tag(_ hash: Int) -> UInt64 { UInt64(UInt(bitPattern: hash) >> 32) << 32 }

  /// Where a tag's probe starts: its low bits (hash bits 32 and up; the index's part number is in bits 56 and up,
  /// above any part's mask).
  @inlinable static func home(_ tag: UInt64, mask: Int) -> Int { Int(truncatingIfNeeded: tag >> 32) & mask }

  /// Where a key with `tag` stands in `slots`, found by `isEntry` (given an entry whose slot tag matches): the slot
  /// and entry holding it, or (no entry) the slot a new entry takes — the first removed slot on the way
  /// (`reusesRemoved`), else the empty slot that ended the probe.
  @inlinable @inline(__always)
  static func probe(
    _ slots: UnsafeBufferPointer<UInt64>, tag: UInt64, isEntry: (Int) -> Bool
  ) -> (slot: Int, entry: Int?, reusesRemoved: Bool) {
    let mask = slots.count - 1
    var s = Self.home(tag, mask: mask)
    var free: Int?
    while true {
      let word = slots[s]
      if word == 0 { return (free ?? s, nil, free != nil) }
      if word == Self.removedSlot {
        if free == nil { free = s }
      } else if word & 0xFFFF_FFFF_0000_0000 == tag {
        let entry = Int(word & 0xFFFF_FFFF) - 1
        if isEntry(entry) { return (s, entry, false) }
      }
      s = (s + 1) & mask
    }
  }

  /// The slot holding `key`, or nil.
  @inlinable
  func slot(of key: Key, hash: Int) -> Int? {
    guard !slots.isEmpty else { return nil }
    let found = slots.withUnsafeBufferPointer { slots in Self.probe(slots, tag: Self.tag(hash)) { keys[$0] == key } }
    return found.entry == nil ? nil : found.slot
  }

  @inlinable
  func value(forKey key: Key, hash: Int) -> Value? {
    guard let s = slot(of: key, hash: hash) else { return nil }
    return values[Int(slots[s] & 0xFFFF_FFFF) - 1]
  }

  /// Makes room for `capacity` entries without growing again.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    keys.reserveCapacity(capacity)
    values.reserveCapacity(capacity)
    var size = 16
    while size < capacity * 2 { size *= 2 }
    if size > slots.count { rebuildSlots(size: size) }
  }

  /// Puts every entry's slot in a fresh table of `size` slots (a power of two), by the slots' tags.
  @inlinable
  mutating func rebuildSlots(size: Int) {
    let old = slots
    slots = [UInt64](repeating: 0, count: size)
    removedSlots = 0
    let mask = size - 1
    slots.withUnsafeMutableBufferPointer { slots in
      for word in old where word != 0 && word != Self.removedSlot {
        var s = Self.home(word, mask: mask)
        while slots[s] != 0 { s = (s + 1) & mask }
        slots[s] = word
      }
    }
  }

  /// Grows the slots when one more entry would fill more than half of them (removed ones count), so probes stay
  /// short.
  @inlinable
  mutating func makeRoomForOneMore() {
    if (count + removedSlots + 1) * 2 > slots.count { rebuildSlots(size: max(16, slots.count * 2)) }
  }

  /// Adds an entry for a key known not to be in the table (no key is compared).
  @inlinable
  mutating func appendNew(_ key: Key, value: Value, tag: UInt64) {
    makeRoomForOneMore()
    let found = slots.withUnsafeBufferPointer { slots in Self.probe(slots, tag: tag) { _ in false } }
    if found.reusesRemoved { removedSlots -= 1 }
    keys.append(key)
    values.append(value)
    slots[found.slot] = tag | UInt64(keys.count)
  }

  /// Sets a key's value, returning the one it replaced.
  @inlinable
  @discardableResult
  mutating func updateValue(_ value: Value, forKey key: Key, hash: Int) -> Value? {
    makeRoomForOneMore()
    let tag = Self.tag(hash)
    let found = slots.withUnsafeBufferPointer { slots in Self.probe(slots, tag: tag) { keys[$0] == key } }
    if let entry = found.entry {
      let previous = values[entry]
      values[entry] = value
      return previous
    }
    if found.reusesRemoved { removedSlots -= 1 }
    keys.append(key)
    values.append(value)
    slots[found.slot] = tag | UInt64(keys.count)
    return nil
  }

  /// Gives every key (with its hash) the value, recording the keys that were present with their previous values;
  /// returns how many keys were added. (The key list is made afresh with room for all, and written and probed
  /// through pointers: no write checks whether a list is shared.)
  @inlinable
  mutating func insert(
    _ new: ArraySlice<(key: Key, hash: Int)>, value: Value, present: inout [(key: Key, previous: Value)]
  ) -> Int {
    let before = count
    let capacity = before + new.count
    var size = 16
    while size < (capacity + removedSlots) * 2 { size *= 2 }
    if size > slots.count { rebuildSlots(size: size) }
    values.reserveCapacity(capacity)
    var replaced: [(entry: Int, previous: Value)] = []
    var removed = removedSlots
    let oldKeys = keys
    var newKeyList: [Key] = []
    slots.withUnsafeMutableBufferPointer { slotBuffer in
      newKeyList = [Key](unsafeUninitializedCapacity: capacity) { keyBuffer, keyCount in
        _ = keyBuffer.initialize(from: oldKeys)
        var entries = before
        for (key, hash) in new {
          let tag = Self.tag(hash)
          let found = Self.probe(UnsafeBufferPointer(slotBuffer), tag: tag) { keyBuffer[$0] == key }
          if let existing = found.entry {
            replaced.append((existing, value))
          } else {
            if found.reusesRemoved { removed -= 1 }
            (keyBuffer.baseAddress! + entries).initialize(to: key)
            entries += 1
            slotBuffer[found.slot] = tag | UInt64(entries)
          }
        }
        keyCount = entries
      }
    }
    let added = newKeyList.count - before
    removedSlots = removed
    keys = newKeyList
    values.append(contentsOf: repeatElement(value, count: added))
    for (entry, newValue) in replaced {
      present.append((keys[entry], values[entry]))
      values[entry] = newValue
    }
    return added
  }

  /// Removes a key, returning its value: the last entry takes its place in the arrays (its slot, found by hashing
  /// its key, points to the new place).
  @inlinable
  mutating func removeValue(forKey key: Key, hash: Int) -> Value? {
    guard let s = slot(of: key, hash: hash) else { return nil }
    let entry = Int(slots[s] & 0xFFFF_FFFF) - 1
    slots[s] = Self.removedSlot
    removedSlots += 1
    let removed = values[entry]
    let last = keys.count - 1
    if entry != last {
      let lastTag = Self.tag(keys[last].hashValue)
      let mask = slots.count - 1
      var t = Self.home(lastTag, mask: mask)
      while slots[t] != lastTag | UInt64(last + 1) { t = (t + 1) & mask }
      slots[t] = lastTag | UInt64(entry + 1)
      keys[entry] = keys[last]
      values[entry] = values[last]
    }
    keys.removeLast()
    values.removeLast()
    return removed
  }
}

extension HashedTable: Sendable where Key: Sendable, Value: Sendable {}
