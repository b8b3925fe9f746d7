import Foundation
import Testing
import XCTest

/// Asserts that a value's snapshot matches its golden file (swift-snapshot-testing's API), reporting a failure to
/// the running Swift Testing test or XCTest case.
///
/// The golden is `Goldens/<test file name>/<test name>.<name or counter>.<extension>` in the test target (the
/// `Goldens` folder beside the target's sources; exclude it in `Package.swift`). Without a name, the snapshots of
/// one test are numbered 1, 2, 3… in the order they are taken. `record` (default: `TANDEM_RECORD`, else `never`
/// when `CI` is set, else `missing`) says when the golden is written. A snapshot that does not match writes
/// `<name>.actual.<extension>` (and a diff, for images) beside the golden, and the message names them.
@MainActor public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let failure = verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: record, fileID: fileID, file: filePath,
    testName: testName, line: line, column: column)
  if let failure {
    SnapshotFailure.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Asserts a value against several strategies at once, one golden each, named by the dictionary's keys.
@MainActor public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
  record: SnapshotTestingConfiguration.Record? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  guard let made = SnapshotFailure.made(value, fileID: fileID, filePath: filePath, line: line, column: column) else {
    return
  }
  for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
    assertSnapshot(
      of: made, as: strategy, named: name, record: record, fileID: fileID, file: filePath, testName: testName,
      line: line, column: column)
  }
}

/// Asserts a value against several strategies at once, one golden each, numbered in order.
@MainActor public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
  record: SnapshotTestingConfiguration.Record? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  guard let made = SnapshotFailure.made(value, fileID: fileID, filePath: filePath, line: line, column: column) else {
    return
  }
  for strategy in strategies {
    assertSnapshot(
      of: made, as: strategy, record: record, fileID: fileID, file: filePath, testName: testName, line: line,
      column: column)
  }
}

/// Compares a value's snapshot with its golden as `assertSnapshot` does, returning the failure message instead of
/// reporting it (nil when it matches).
@MainActor public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> String? {
  let mode = record ?? .current
  let path = "\(filePath)"
  let folder =
    snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
    ?? GoldenImage.goldensFolder(for: path).appendingPathComponent(
      URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, isDirectory: true)
  let base =
    SnapshotNaming.sanitize(testName) + "."
    + (name.map(SnapshotNaming.sanitize)
      ?? SnapshotNaming.next(
        file: path, test: testName))
  let suffix = snapshotting.pathExtension.map { "." + $0 } ?? ""
  let golden = folder.appendingPathComponent(base + suffix)
  let actualURL = folder.appendingPathComponent(base + ".actual" + suffix)
  let diffURL = folder.appendingPathComponent(base + ".diff" + (snapshotting.pathExtension == "txt" ? ".txt" : ".png"))
  let files = FileManager.default

  let snapshot: Format
  do { snapshot = try snapshotting.snapshot(try value()) } catch {
    return "could not take the snapshot \(golden.lastPathComponent): \(error)"
  }
  let diffing = snapshotting.diffing
  // The snapshot's bytes are made only when something is written (encoding a screen as PNG costs more than the
  // whole comparison of a matching one).
  var encoded: Data?
  var data: Data {
    if let encoded { return encoded }
    let made = diffing.toData(snapshot)
    encoded = made
    return made
  }
  func write(_ bytes: Data, to url: URL) -> Bool {
    (try? files.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
      && files.createFile(atPath: url.path, contents: bytes)
  }
  func removeFailureFiles() {
    try? files.removeItem(at: actualURL)
    try? files.removeItem(at: diffURL)
  }
  /// A failure, entered in the run's report (whose path the message ends with).
  func failure(_ message: String, golden: Data?, difference: Data? = nil) -> String {
    let content: SnapshotReport.Entry.Content
    switch snapshotting.pathExtension {
    case "png": content = .image(golden: golden, snapshot: data, difference: difference)
    case "txt":
      content = .text(
        golden: golden.map { String(decoding: $0, as: UTF8.self) }, snapshot: String(decoding: data, as: UTF8.self))
    default: content = .other
    }
    let report = SnapshotReport.add(
      SnapshotReport.Entry(
        test: testName, location: "\(fileID):\(line)", title: base,
        message: message, content: content),
      near: path)
    return message + "\n  report: \(report.path)"
  }

  if mode == .all {
    guard write(data, to: golden) else { return "could not write the golden \(golden.path)" }
    removeFailureFiles()
    return failure(
      "record mode is on (\(SnapshotNaming.modeSource(record))): recorded \(golden.path); look at it, then run again with recording off",
      golden: nil)
  }
  guard let stored = files.contents(atPath: golden.path) else {
    if mode == .never {
      _ = write(data, to: actualURL)
      return failure(
        "no golden at \(golden.path), and record mode is never (\(SnapshotNaming.modeSource(record))), so none was recorded; the snapshot is in \(actualURL.path). Record it where recording is on (TANDEM_RECORD=missing) and commit it",
        golden: nil)
    }
    guard write(data, to: golden) else { return "could not write the golden \(golden.path)" }
    removeFailureFiles()
    return failure(
      "no golden was found, so one was recorded at \(golden.path); look at it, then run the test again", golden: nil)
  }
  if diffing.matchesWithoutReading?(snapshot, stored) == true {
    removeFailureFiles()
    return nil
  }
  let difference: SnapshotDifference?
  do {
    let expected = try diffing.fromData(stored)
    difference = diffing.diff(expected, snapshot)
  } catch {
    difference = SnapshotDifference(message: "\(error)")
  }
  guard let difference else {
    diffing.didMatchExactly?(snapshot, stored)
    removeFailureFiles()
    return nil
  }
  _ = write(data, to: actualURL)
  let separator = difference.message.contains("\n") ? ":\n" : ": "
  var message = "snapshot \(golden.lastPathComponent) does not match its golden\(separator)\(difference.message)"
  message += "\n  golden: \(golden.path)\n  actual: \(actualURL.path)"
  if let artifact = difference.artifact, write(artifact, to: diffURL) {
    message += "\n  diff:   \(diffURL.path)"
  } else {
    try? files.removeItem(at: diffURL)
  }
  if mode == .failed {
    if write(data, to: golden) { message += "\n  recorded over the golden (record mode failed); look at it" }
  } else {
    message += "\n  re-record with TANDEM_RECORD=failed"
  }
  return failure(message, golden: stored, difference: difference.artifact)
}

/// Test names turned into file names, and each test's snapshot counter.
enum SnapshotNaming {
  nonisolated(unsafe) private static var counters: [String: Int] = [:]
  private static let lock = NSLock()

  /// The next number for an unnamed snapshot of a test (1 for its first).
  static func next(file: String, test: String) -> String {
    lock.withLock {
      let key = file + "\u{0}" + test
      let value = (counters[key] ?? 0) + 1
      counters[key] = value
      return String(value)
    }
  }

  /// A test or snapshot name as a file name: "testSaveButton()" → "testSaveButton"; runs of characters other
  /// than letters, digits, "-", "_" and "." become one "-".
  static func sanitize(_ name: String) -> String {
    var trimmed = Substring(name)
    if trimmed.hasSuffix("()") { trimmed = trimmed.dropLast(2) }
    let mapped = trimmed.unicodeScalars.map { scalar -> Character in
      CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar)
        ? Character(scalar) : "-"
    }
    var collapsed = ""
    for character in mapped where !(character == "-" && collapsed.last == "-") { collapsed.append(character) }
    let result = collapsed.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    return result.isEmpty ? "snapshot" : result
  }

  /// Where the record mode came from, for messages.
  static func modeSource(_ given: SnapshotTestingConfiguration.Record?) -> String {
    if given != nil { return "the record argument" }
    let environment = ProcessInfo.processInfo.environment
    if let value = environment["TANDEM_RECORD"], !value.isEmpty { return "TANDEM_RECORD=\(value)" }
    if environment["CI"] != nil { return "CI is set" }
    return "the default"
  }
}

/// Reports a failed snapshot to the test that is running: Swift Testing's current test, else XCTest.
enum SnapshotFailure {
  /// The value to snapshot, or nil after reporting why it could not be made.
  static func made<Value>(
    _ value: () throws -> Value, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Value? {
    do { return try value() } catch {
      report(
        "could not make the value to snapshot: \(error)", fileID: fileID, filePath: filePath, line: line,
        column: column)
      return nil
    }
  }

  static func report(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
