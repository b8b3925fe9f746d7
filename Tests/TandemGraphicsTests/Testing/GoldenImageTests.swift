import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics

@Suite struct GoldenImageTests {
  func solid(_ color: CGColor, width: Int = 4, height: Int = 3) -> CGImage {
    let surface = PixelSurface(width: width, height: height)
    let context = CGContext(surface: surface)
    context.setFillColor(color)
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    return CGImage(surface: surface)
  }

  @Test func recordsThenMatchesThenReportsMismatchWithActualAndDiff() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)")
    let image = solid(blue)
    #expect(
      GoldenImage.compare(image, named: "g", in: folder, record: false)
        == .recorded(golden: folder.appendingPathComponent("g.png")))
    #expect(GoldenImage.compare(image, named: "g", in: folder, record: false) == .matched)

    let surface = PixelSurface(width: 4, height: 3)
    let context = CGContext(surface: surface)
    context.setFillColor(blue)
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
    context.setFillColor(pink)
    context.fill(CGRect(x: 1, y: 1, width: 2, height: 1))
    let outcome = GoldenImage.compare(CGImage(surface: surface), named: "g", in: folder, record: false)
    guard case .mismatched(_, let actual, let diff, let count, let message) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(count == 2)
    #expect(message.contains(actual.path) && message.contains(diff.path))
    let diffImage = try ImageCodec.decode(contentsOf: diff).get()
    #expect(diffImage.storage.pixel(x: 1, y: 1) == 0xFFFF_0000)
    #expect(diffImage.storage.pixel(x: 0, y: 0) != 0xFFFF_0000)
    #expect(try ImageCodec.decode(contentsOf: actual).get() == CGImage(surface: surface))
    // Re-recording replaces the golden and removes the failure files.
    #expect(GoldenImage.compare(CGImage(surface: surface), named: "g", in: folder, record: true) != .matched)
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
}
