import Foundation
import TandemGraphics
import Testing

@testable import TandemKit

/// The snapshot's item index against a dictionary: inserts (one by one and in bulk), updates, removals that move
/// the last entry into the freed place, removed slots reused, growth and splitting into parts.
struct SnapshotItemIndexTests {
  @Test func randomEditsAgreeWithADictionary() {
    var random = SeededRandom(seed: 0x1DE5)
    var index = SnapshotItemIndex<Int, Int>()
    var model: [Int: Int] = [:]
    for round in 0..<400 {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        // A bulk insert of fresh and present keys (repeats within it too).
        let keys = (0..<Int.random(in: 1...600, using: &random)).map { _ in Int.random(in: 0..<90_000, using: &random) }
        let value = round
        let present = index.insert(keys, hashes: keys.map(\.hashValue), value: value)
        var expected: [Int: [Int]] = [:]
        var seen = model
        for key in keys {
          if let previous = seen[key] { expected[key, default: []].append(previous) }
          seen[key] = value
        }
        model = seen
        var got: [Int: [Int]] = [:]
        for entry in present { got[entry.key, default: []].append(entry.previous) }
        #expect(got.mapValues { $0.sorted() } == expected.mapValues { $0.sorted() })
      case 1:
        for _ in 0..<Int.random(in: 1...200, using: &random) {
          let key = Int.random(in: 0..<90_000, using: &random)
          #expect(index.removeValue(forKey: key) == model.removeValue(forKey: key))
        }
      case 2:
        let key = Int.random(in: 0..<90_000, using: &random)
        #expect(index.updateValue(-round, forKey: key) == model.updateValue(-round, forKey: key))
      default:
        for _ in 0..<50 {
          let key = Int.random(in: 0..<90_000, using: &random)
          #expect(index[key] == model[key])
        }
      }
      #expect(index.count == model.count)
    }
    // Past the split threshold in one bulk insert, then everything still found.
    let many = Array(100_000..<180_000)
    _ = index.insert(many, hashes: many.map(\.hashValue), value: 7)
    for key in many { model[key] = 7 }
    #expect(index.parts.count == 256)
    #expect(index.count == model.count)
    #expect(model.allSatisfy { index[$0.key] == $0.value })
  }

  /// A key whose hash values all agree: every slot has the same tag, so only key comparisons tell entries apart.
  struct SameHash: Hashable {
    var id: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  @Test func keysWhoseHashesAllAgreeAreStillToldApart() {
    var index = SnapshotItemIndex<SameHash, Int>()
    var model: [SameHash: Int] = [:]
    let keys = (0..<1_500).map(SameHash.init)
    let present = index.insert(keys, hashes: keys.map(\.hashValue), value: 1)
    #expect(present.isEmpty)
    for key in keys { model[key] = 1 }
    // Removals move the last entry into the freed place: its slot is found among slots of the same tag.
    for id in stride(from: 0, to: 1_500, by: 3) {
      #expect(index.removeValue(forKey: SameHash(id: id)) == model.removeValue(forKey: SameHash(id: id)))
    }
    for id in stride(from: 0, to: 1_500, by: 7) {
      #expect(index.updateValue(id, forKey: SameHash(id: id)) == model.updateValue(id, forKey: SameHash(id: id)))
    }
    #expect(index.count == model.count)
    #expect((0..<1_600).allSatisfy { index[SameHash(id: $0)] == model[SameHash(id: $0)] })
  }
}
