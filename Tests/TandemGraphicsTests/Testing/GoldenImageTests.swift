import Foundation
@testable import TandemTesting
import Testing

@testable import TandemGraphics

@Suite struct GoldenImageTests {
  /// An image of one color, with `patch` (if any) painted in a second.
  func solid(
    _ color: CGColor, width: Int = 4, height: Int = 3, patch: (rect: CGRect, color: CGColor)? = nil
  ) -> CGImage {
    let surface = PixelSurface(width: width, height: height)
    let context = CGContext(surface: surface)
    context.setFillColor(color)
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    if let patch {
      context.setFillColor(patch.color)
      context.fill(patch.rect)
    }
    return CGImage(surface: surface)
  }

  @Test func recordsThenMatchesThenReportsMismatchWithActualAndDiff() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)")
    let image = solid(blue)
    #expect(
      GoldenImage.compare(image, named: "g", in: folder, record: false)
        == .recorded(golden: folder.appendingPathComponent("g.png")))
    #expect(GoldenImage.compare(image, named: "g", in: folder, record: false) == .matched)

    let changedImage = solid(blue, patch: (CGRect(x: 1, y: 1, width: 2, height: 1), pink))
    let outcome = GoldenImage.compare(changedImage, named: "g", in: folder, record: false)
    guard case .mismatched(_, let actual, let diff, let count, let message) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(count == 2)
    #expect(message.contains(actual.path) && message.contains(diff.path))
    let diffImage = try ImageCodec.decode(contentsOf: diff).get()
    #expect(diffImage.storage.pixel(x: 1, y: 1) == 0xFFFF_0000)
    #expect(diffImage.storage.pixel(x: 0, y: 0) != 0xFFFF_0000)
    #expect(try ImageCodec.decode(contentsOf: actual).get() == changedImage)
    // Re-recording replaces the golden and removes the failure files.
    #expect(GoldenImage.compare(changedImage, named: "g", in: folder, record: true) != .matched)
    #expect(!FileManager.default.fileExists(atPath: diff.path))
  }

  @Test func sizeMismatchIsAMismatch() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)")
    _ = GoldenImage.compare(solid(blue), named: "s", in: folder, record: true)
    guard
      case .mismatched(_, _, _, _, let message) = GoldenImage.compare(
        solid(blue, width: 5), named: "s", in: folder, record: false)
    else {
      Issue.record("size change not reported")
      return
    }
    #expect(message.contains("golden 4×3, actual 5×3"))
  }

  /// A golden decoded once is recognised by its file's digest: the next capture with its pixels matches without
  /// decoding, a capture differing by one pixel still mismatches (and writes its files), and a re-recorded golden
  /// is decoded again.
  @Test func aKnownGoldenMatchesByDigestAndStillCatchesOnePixel() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)")
    let image = solid(blue, width: 40, height: 30)
    _ = GoldenImage.compare(image, named: "d", in: folder, record: true)
    #expect(GoldenImage.compare(image, named: "d", in: folder, record: false) == .matched)
    let bytes = try Data(contentsOf: folder.appendingPathComponent("d.png"))
    #expect(GoldenDigests.pixels(ofFile: PixelDigest(bytes: bytes)) == image.storage.pixelDigest())
    #expect(GoldenImage.compare(image, named: "d", in: folder, record: false) == .matched)

    let changed = solid(blue, width: 40, height: 30, patch: (CGRect(x: 39, y: 29, width: 1, height: 1), pink))
    #expect(changed.storage.pixelDigest() != image.storage.pixelDigest())
    guard
      case .mismatched(_, let actual, _, let count, _) = GoldenImage.compare(
        changed, named: "d", in: folder, record: false)
    else {
      Issue.record("a one-pixel change matched a known golden")
      return
    }
    #expect(count == 1 && FileManager.default.fileExists(atPath: actual.path))
    _ = GoldenImage.compare(changed, named: "d", in: folder, record: true)
    #expect(GoldenImage.compare(image, named: "d", in: folder, record: false) != .matched)
    #expect(GoldenImage.compare(changed, named: "d", in: folder, record: false) == .matched)
  }
}
