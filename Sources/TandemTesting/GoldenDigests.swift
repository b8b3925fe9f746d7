import Foundation
import TandemGraphics

/// The pixel digests of golden files already decoded, by the digest of the file's bytes: in memory, and in the
/// temporary directory across processes (content-addressed, so an edited or re-recorded golden is decoded again).
/// A capture whose pixel digest equals its golden's matches without decoding the PNG.
enum GoldenDigests {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var known: [PixelDigest: PixelDigest] = [:]

  /// Where digests persist between processes (`TANDEM_GOLDEN_DIGESTS` overrides).
  static var folder: URL {
    if let path = ProcessInfo.processInfo.environment["TANDEM_GOLDEN_DIGESTS"] { return URL(fileURLWithPath: path) }
    return FileManager.default.temporaryDirectory.appendingPathComponent("tandem-golden-digests")
  }

  /// The pixel digest recorded for a golden file's bytes, if any.
  static func pixels(ofFile file: PixelDigest) -> PixelDigest? {
    if let digest = lock.withLock({ known[file] }) { return digest }
    let url = folder.appendingPathComponent(file.description)
    guard let text = try? String(contentsOf: url, encoding: .utf8), text.count == 32,
      let low = UInt64(text.prefix(16), radix: 16), let high = UInt64(text.suffix(16), radix: 16)
    else { return nil }
    let digest = PixelDigest(low: low, high: high)
    lock.withLock { known[file] = digest }
    return digest
  }

  /// Records the pixel digest of a golden file's bytes (after decoding them matched a capture exactly).
  static func record(_ pixels: PixelDigest, ofFile file: PixelDigest) {
    lock.withLock { known[file] = pixels }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Written whole under a temporary name, then moved: a reader never sees half a digest.
    let url = folder.appendingPathComponent(file.description)
    let partial = folder.appendingPathComponent(file.description + ".\(getpid()).partial")
    guard (try? Data(pixels.description.utf8).write(to: partial)) != nil else { return }
    if rename(partial.path, url.path) != 0 { try? FileManager.default.removeItem(at: partial) }
  }
}
