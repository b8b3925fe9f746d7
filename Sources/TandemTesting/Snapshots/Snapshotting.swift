// Snapshots: assertions that compare what a value looks like (an image, an accessibility tree, a view hierarchy,
// lint findings) with a golden file committed beside the tests, in the style of swift-snapshot-testing. A
// `Snapshotting` strategy turns a value into a format (a `CGImage`, a `String`); its `Diffing` turns the format
// into file bytes and back and compares two of them. `assertSnapshot(of:as:named:record:)` names the golden after
// the test and a counter, records missing goldens (or not, on CI), writes the actual and a diff beside a golden
// that does not match, and reports the failure to Swift Testing or XCTest. Strategies are plain values: users
// compose them with `pullback` and write their own. The `.image` strategies boot what they capture on the same
// headless screen, layout, text and rendering path as the app's window.
import Foundation

/// A way to snapshot values of one type into a format that can be compared and stored (a strategy).
public struct Snapshotting<Value, Format> {
  /// The extension of the golden files this strategy writes ("png", "txt"), if any.
  public var pathExtension: String?
  /// How snapshots of this format are stored and compared.
  public var diffing: Diffing<Format>
  /// Takes a snapshot of a value (on the main actor: it may lay out and draw views).
  public var snapshot: @MainActor (Value) throws -> Format

  /// A strategy from a file extension, a diffing and a snapshot function.
  public init(
    pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping @MainActor (Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// A strategy for another type of value, which is first transformed into this strategy's value.
  public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) throws -> Value) -> Snapshotting<
    NewValue, Format
  > {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
      try snapshot(transform(value))
    }
  }
}

extension Snapshotting where Format == String {
  /// A strategy that snapshots values as lines of text, compared line by line.
  public init(lines snapshot: @escaping @MainActor (Value) throws -> String) {
    self.init(pathExtension: "txt", diffing: .lines, snapshot: snapshot)
  }
}

/// How a snapshot format is written to a file, read back, and compared.
public struct Diffing<Value> {
  /// The bytes of a golden file for a value.
  public var toData: (Value) -> Data
  /// A value read back from a golden file's bytes.
  public var fromData: (Data) throws -> Value
  /// Compares an expected value with an actual one: nil when they match, else what differs.
  public var diff: (_ expected: Value, _ actual: Value) -> SnapshotDifference?
  /// Whether an actual value is known to match a golden file's bytes without reading them (a cached exact match).
  var matchesWithoutReading: ((Value, Data) -> Bool)?
  /// Called after an exact match with the golden file's bytes (to remember it for `matchesWithoutReading`).
  var didMatchExactly: ((Value, Data) -> Void)?

  /// A diffing from conversions to and from bytes and a comparison.
  public init(
    toData: @escaping (Value) -> Data, fromData: @escaping (Data) throws -> Value,
    diff: @escaping (_ expected: Value, _ actual: Value) -> SnapshotDifference?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

/// What differs between a golden and a snapshot: a message, and optionally a file that shows the difference.
public struct SnapshotDifference: Sendable {
  /// What differs, for the failure message.
  public var message: String
  /// The bytes of a file that shows the difference (a diff image), written beside the golden.
  public var artifact: Data?

  public init(message: String, artifact: Data? = nil) {
    self.message = message
    self.artifact = artifact
  }
}

/// Why a snapshot could not be taken, or a golden file not read back.
public struct SnapshotError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
