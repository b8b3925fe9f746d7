import Foundation
import TandemGraphics
import Testing

/// Exact golden-image comparison for tests: the pixels of an image against a committed PNG.
///
/// Goldens live in the test target's `Goldens/` folder (found from the calling test file's path). On a mismatch
/// the actual image and a diff (differing pixels red over a faded golden) are written beside the golden as
/// `<name>.actual.png` and `<name>.diff.png`, and the failure names both. The record mode comes from the
/// environment as for `assertSnapshot` (`TANDEM_RECORD`, else `never` when `CI` is set, else `missing`): a recording
/// fails the test, so it is never silent.
public enum GoldenImage {
  /// The outcome of one comparison.
  public enum Outcome: Equatable, Sendable {
    /// Every pixel matched.
    case matched
    /// The golden was written (recording mode, or none existed).
    case recorded(golden: URL)
    /// Pixels differed; the actual and diff images were written.
    case mismatched(golden: URL, actual: URL, diff: URL, differingPixels: Int, message: String)
  }

  /// Whether every golden is being recorded (`TANDEM_RECORD=1` or `all`).
  public static var isRecording: Bool { SnapshotTestingConfiguration.Record.current == .all }

  /// The `Goldens` folder of the test target containing `filePath`.
  public static func goldensFolder(for filePath: String) -> URL {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.pathComponents.count > 1 {
      if url.deletingLastPathComponent().lastPathComponent == "Tests" { return url.appendingPathComponent("Goldens") }
      url = url.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
  }

  /// Compares `image` with the golden `name`.png in `folder`, writing files as described above; `record` forces
  /// a recording, else a missing golden is recorded.
  public static func compare(_ image: CGImage, named name: String, in folder: URL, record: Bool) -> Outcome {
    compare(image, named: name, in: folder, mode: record ? .all : .missing)
  }

  /// Compares `image` with the golden `name`.png in `folder` in a record mode (default: the environment's).
  public static func compare(
    _ image: CGImage, named name: String, in folder: URL, mode: SnapshotTestingConfiguration.Record = .current
  ) -> Outcome {
    let golden = folder.appendingPathComponent(name + ".png")
    let actualURL = folder.appendingPathComponent(name + ".actual.png")
    let diffURL = folder.appendingPathComponent(name + ".diff.png")
    let fm = FileManager.default
    /// A match (or a recording) leaves no failure files from an earlier run behind.
    func removeFailureFiles() {
      try? fm.removeItem(at: actualURL)
      try? fm.removeItem(at: diffURL)
    }
    let missing = !fm.fileExists(atPath: golden.path)
    if missing && mode == .never {
      _ = fm.createFile(atPath: actualURL.path, contents: image.pngData())
      return .mismatched(
        golden: golden, actual: actualURL, diff: actualURL, differingPixels: image.width * image.height,
        message:
          "no golden at \(golden.path), and record mode is never (\(SnapshotNaming.modeSource(nil))), so none was recorded; the image is in \(actualURL.path)"
      )
    }
    if mode == .all || missing {
      try? fm.createDirectory(at: folder, withIntermediateDirectories: true)
      _ = fm.createFile(atPath: golden.path, contents: image.pngData())
      removeFailureFiles()
      return .recorded(golden: golden)
    }
    // A golden whose pixels were decoded before is recognised by its bytes' digest: a capture with those pixels
    // matches without decoding the PNG again.
    let bytes = try? Data(contentsOf: golden)
    let fileDigest = bytes.map(PixelDigest.init(bytes:))
    if let fileDigest, let known = GoldenDigests.pixels(ofFile: fileDigest), known == image.storage.pixelDigest() {
      removeFailureFiles()
      return .matched
    }
    let expected: CGImage
    let decoded =
      bytes.map {
        ImageCodec.decode($0).mapError { ImageDecodingError(description: "\(golden.path): \($0.description)") }
      }
      ?? .failure(ImageDecodingError(description: "\(golden.path): cannot read file"))
    switch decoded {
    case .success(let decoded): expected = decoded
    case .failure(let error):
      _ = fm.createFile(atPath: actualURL.path, contents: image.pngData())
      return .mismatched(
        golden: golden, actual: actualURL, diff: actualURL, differingPixels: image.width * image.height,
        message: "golden unreadable: \(error.description); actual written to \(actualURL.path)")
    }
    // Identical pixels match at once; otherwise compare after a PNG round trip, so the golden and the image are
    // quantised the same way (translucent pixels are stored unpremultiplied).
    if expected.storage.hasSamePixels(as: image.storage) {
      if let fileDigest { GoldenDigests.record(expected.storage.pixelDigest(), ofFile: fileDigest) }
      removeFailureFiles()
      return .matched
    }
    let actual = (try? ImageCodec.decode(image.pngData()).get()) ?? image
    let (count, diff) = ImageComparison.differingPixels(expected, actual, tolerance: 0)
    guard count > 0 else {
      removeFailureFiles()
      return .matched
    }
    if mode == .failed { _ = fm.createFile(atPath: golden.path, contents: image.pngData()) }
    _ = fm.createFile(atPath: actualURL.path, contents: image.pngData())
    _ = fm.createFile(atPath: diffURL.path, contents: diff.pngData())
    let sizes =
      expected.width == actual.width && expected.height == actual.height
      ? "" : " (golden \(expected.width)×\(expected.height), actual \(actual.width)×\(actual.height))"
    return .mismatched(
      golden: golden, actual: actualURL, diff: diffURL, differingPixels: count,
      message:
        "\(count) pixels differ from golden \(golden.path)\(sizes)\n  actual: \(actualURL.path)\n  diff:   \(diffURL.path)\n  \(mode == .failed ? "recorded over the golden (TANDEM_RECORD=failed); look at it" : "re-record with TANDEM_RECORD=failed")"
    )
  }

  /// Records a test issue unless `image` matches golden `name` exactly.
  public static func assertMatches(
    _ image: CGImage, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    switch compare(image, named: name, in: goldensFolder(for: filePath)) {
    case .matched: return
    case .recorded(let golden):
      Issue.record(
        Comment(
          rawValue: isRecording
            ? "recorded golden \(golden.path); look at it, then run again without TANDEM_RECORD"
            : "no golden was found, so one was recorded at \(golden.path); look at it, then run the test again"),
        sourceLocation: sourceLocation)
    case .mismatched(let golden, let actual, let diff, _, let message):
      let report = SnapshotReport.add(
        SnapshotReport.Entry(
          test: Test.current?.name ?? "", location: "\(sourceLocation.fileID):\(sourceLocation.line)", title: name,
          message: message,
          content: .image(
            golden: try? Data(contentsOf: golden), snapshot: (try? Data(contentsOf: actual)) ?? image.pngData(),
            difference: diff == actual ? nil : try? Data(contentsOf: diff))),
        near: filePath)
      Issue.record(Comment(rawValue: message + "\n  report: \(report.path)"), sourceLocation: sourceLocation)
    }
  }
}
