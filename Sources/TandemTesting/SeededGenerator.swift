import TandemGraphics

/// A small deterministic random number generator (SplitMix64) for fuzz tests: a run is reproduced from its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var source: SeededRandom
  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { source = SeededRandom(seed: seed) }
  public mutating func next() -> UInt64 { source.next() }
}
