import TandemTesting
import Testing
import UIKit

/// Exact comparison by default; `precision` and `perceptualPrecision` as swift-snapshot-testing defines them.
@MainActor @Suite struct ImageDiffingTests {
  let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

  /// Records `reference` as golden "g" in a fresh folder, then compares `image` with it.
  func compare(_ image: UIImage, with reference: UIImage, _ strategy: Snapshotting<UIImage, CGImage>) -> String? {
    let folder = temporaryGoldens()
    _ = verifySnapshot(of: reference, as: .image, named: "g", record: .all, snapshotDirectory: folder)
    return verifySnapshot(of: image, as: strategy, named: "g", record: .never, snapshotDirectory: folder)
  }

  @Test func theSamePixelsMatch() {
    #expect(compare(solidImage(red), with: solidImage(red), .image) == nil)
  }

  @Test func onePixelOffFailsExactlyAndNamesTheFiles() throws {
    let failure = try #require(
      compare(solidImage(red, dot: (3, 4, .blue)), with: solidImage(red), .image))
    #expect(failure.contains("1 of 100 pixels differ"))
    #expect(failure.contains("g.actual.png") && failure.contains("g.diff.png"))
  }

  @Test func precisionIsTheShareOfPixelsThatMustMatch() {
    let oneOff = solidImage(red, dot: (3, 4, .blue))
    #expect(compare(oneOff, with: solidImage(red), .image(precision: 0.99)) == nil)
    #expect(compare(oneOff, with: solidImage(red), .image(precision: 0.995)) != nil)
  }

  @Test func perceptualPrecisionForgivesWhatTheEyeCannotSee() {
    // 255 → 253 in red: ΔE*ab below 1; pure blue instead of red: ΔE far above 2.
    let nearlyRed = solidImage(UIColor(red: 253 / 255, green: 0, blue: 0, alpha: 1))
    #expect(compare(nearlyRed, with: solidImage(red), .image) != nil)
    #expect(compare(nearlyRed, with: solidImage(red), .image(perceptualPrecision: 0.98)) == nil)
    #expect(compare(solidImage(.blue), with: solidImage(red), .image(perceptualPrecision: 0.98)) != nil)
  }

  @Test func aDifferentSizeNeverMatches() throws {
    let failure = try #require(compare(solidImage(red, size: 12), with: solidImage(red), .image(precision: 0.5)))
    #expect(failure.contains("12×12") && failure.contains("10×10"))
  }

  @Test func anUnreadableGoldenFailsClearlyAndKeepsTheSnapshot() throws {
    let folder = temporaryGoldens()
    try Data("not a png".utf8).write(
      to: URL(fileURLWithPath: folder + "/anUnreadableGoldenFailsClearlyAndKeepsTheSnapshot.g.png"))
    let failure = try #require(
      verifySnapshot(of: solidImage(red), as: .image, named: "g", record: .never, snapshotDirectory: folder))
    #expect(failure.contains("golden image unreadable"))
    #expect(
      FileManager.default.fileExists(atPath: folder + "/anUnreadableGoldenFailsClearlyAndKeepsTheSnapshot.g.actual.png")
    )
  }
}
