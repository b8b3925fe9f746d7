import Foundation
import TandemTesting
import Testing
import UIKit

/// When goldens are written: `missing` locally, `never` when CI is set, `all` and `failed` on request.
@MainActor @Suite struct RecordModeTests {
  let blue = solidImage(.blue)
  let red = solidImage(.red)

  @Test func theEnvironmentChoosesTheMode() {
    typealias Record = SnapshotTestingConfiguration.Record
    #expect(Record(environment: [:]) == .missing)
    #expect(Record(environment: ["CI": "true"]) == .never)
    #expect(Record(environment: ["CI": "1", "TANDEM_RECORD": "missing"]) == .missing)
    #expect(Record(environment: ["CI": "false"]) == .missing)
    #expect(Record(environment: ["TANDEM_RECORD": "1"]) == .all)
    #expect(Record(environment: ["TANDEM_RECORD": "all"]) == .all)
    #expect(Record(environment: ["TANDEM_RECORD": "failed"]) == .failed)
    #expect(Record(environment: ["TANDEM_RECORD": "never"]) == .never)
  }

  @Test func missingRecordsANewGoldenAndSaysSo() throws {
    let folder = temporaryGoldens()
    let failure = try #require(
      verifySnapshot(of: blue, as: .image, named: "m", record: .missing, snapshotDirectory: folder))
    #expect(failure.contains("no golden was found, so one was recorded at"))
    #expect(!failure.contains("TANDEM_RECORD"))
    #expect(FileManager.default.fileExists(atPath: folder + "/missingRecordsANewGoldenAndSaysSo.m.png"))
    // Then it matches, and a different image fails without being recorded.
    #expect(verifySnapshot(of: blue, as: .image, named: "m", record: .missing, snapshotDirectory: folder) == nil)
    #expect(verifySnapshot(of: red, as: .image, named: "m", record: .missing, snapshotDirectory: folder) != nil)
    #expect(verifySnapshot(of: blue, as: .image, named: "m", record: .missing, snapshotDirectory: folder) == nil)
  }

  @Test func neverFailsAMissingGoldenAndKeepsTheSnapshotBesideIt() throws {
    let folder = temporaryGoldens()
    let failure = try #require(
      verifySnapshot(of: blue, as: .image, named: "n", record: .never, snapshotDirectory: folder))
    #expect(failure.contains("record mode is never"))
    let base = folder + "/neverFailsAMissingGoldenAndKeepsTheSnapshotBesideIt.n"
    #expect(!FileManager.default.fileExists(atPath: base + ".png"))
    #expect(FileManager.default.fileExists(atPath: base + ".actual.png"))
  }

  @Test func allRecordsEveryGoldenAndFails() throws {
    let folder = temporaryGoldens()
    _ = verifySnapshot(of: blue, as: .image, named: "a", record: .all, snapshotDirectory: folder)
    let failure = try #require(verifySnapshot(of: red, as: .image, named: "a", record: .all, snapshotDirectory: folder))
    #expect(failure.contains("record mode is on"))
    #expect(verifySnapshot(of: red, as: .image, named: "a", record: .never, snapshotDirectory: folder) == nil)
  }

  @Test func failedRecordsOverAGoldenThatDoesNotMatch() throws {
    let folder = temporaryGoldens()
    _ = verifySnapshot(of: blue, as: .image, named: "f", record: .missing, snapshotDirectory: folder)
    // A match writes nothing; a mismatch fails, and the golden becomes the new image.
    #expect(verifySnapshot(of: blue, as: .image, named: "f", record: .failed, snapshotDirectory: folder) == nil)
    let failure = try #require(
      verifySnapshot(of: red, as: .image, named: "f", record: .failed, snapshotDirectory: folder))
    #expect(failure.contains("recorded over the golden"))
    #expect(verifySnapshot(of: red, as: .image, named: "f", record: .never, snapshotDirectory: folder) == nil)
  }

  @Test func aMatchRemovesTheFilesOfAnEarlierFailure() {
    let folder = temporaryGoldens()
    _ = verifySnapshot(of: blue, as: .image, named: "r", record: .missing, snapshotDirectory: folder)
    _ = verifySnapshot(of: red, as: .image, named: "r", record: .never, snapshotDirectory: folder)
    let base = folder + "/aMatchRemovesTheFilesOfAnEarlierFailure.r"
    #expect(FileManager.default.fileExists(atPath: base + ".actual.png"))
    #expect(FileManager.default.fileExists(atPath: base + ".diff.png"))
    #expect(verifySnapshot(of: blue, as: .image, named: "r", record: .never, snapshotDirectory: folder) == nil)
    #expect(!FileManager.default.fileExists(atPath: base + ".actual.png"))
    #expect(!FileManager.default.fileExists(atPath: base + ".diff.png"))
  }

  @Test func aFailingAssertionIsRecordedOnTheRunningTest() throws {
    // The committed golden is blue; red fails, reported as an issue of this test.
    withKnownIssue {
      assertSnapshot(of: red, as: .image, named: "blue", record: .never)
    }
    let base = goldens().appendingPathComponent("aFailingAssertionIsRecordedOnTheRunningTest.blue")
    try? FileManager.default.removeItem(at: base.appendingPathExtension("actual.png"))
    try? FileManager.default.removeItem(at: base.appendingPathExtension("diff.png"))
    assertSnapshot(of: blue, as: .image, named: "blue")
  }
}
