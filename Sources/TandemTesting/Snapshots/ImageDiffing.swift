import Foundation
import TandemGraphics

extension Diffing where Value == CGImage {
  /// Images compared pixel for pixel, exactly: stored as PNG.
  public static var image: Diffing { .image() }

  /// Images stored as PNG and compared with tolerances (swift-snapshot-testing's meanings):
  /// - `precision`: the fraction of pixels that must match (1: all of them).
  /// - `perceptualPrecision`: how close a pixel must be to match, 1 meaning identical; a pixel matches when the
  ///   CIE 1976 colour difference (ΔE*ab, over white and over black for translucent pixels) is at most
  ///   `(1 − perceptualPrecision) × 100` — 0.98 accepts differences the eye does not see (ΔE ≤ 2).
  ///
  /// A failed comparison comes with a diff image: differing pixels opaque red over a faded copy of the golden.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
    let exact = precision >= 1 && perceptualPrecision >= 1
    var diffing = Diffing(
      toData: { $0.pngData() },
      fromData: { data in
        switch ImageCodec.decode(data) {
        case .success(let image): return image
        case .failure(let error): throw SnapshotError("golden image unreadable: \(error.description)")
        }
      },
      diff: { expected, actual in
        ImageComparison.difference(
          expected, actual, precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
      })
    if exact {
      // A golden whose pixels were decoded before is recognised by its bytes' digest: a capture with those pixels
      // matches without decoding the PNG again (in this process, and across processes through a cache folder).
      diffing.matchesWithoutReading = { image, bytes in
        GoldenDigests.pixels(ofFile: PixelDigest(bytes: bytes)) == image.storage.pixelDigest()
      }
      diffing.didMatchExactly = { image, bytes in
        GoldenDigests.record(image.storage.pixelDigest(), ofFile: PixelDigest(bytes: bytes))
      }
    }
    return diffing
  }
}

/// Pixel comparison of a golden image and a captured one.
enum ImageComparison {
  /// Nil when the images match within the tolerances, else a message and a diff image (PNG).
  static func difference(_ expected: CGImage, _ image: CGImage, precision: Double, perceptualPrecision: Double)
    -> SnapshotDifference?
  {
    if expected.storage.hasSamePixels(as: image.storage) { return nil }
    // Compared after a PNG round trip, so the golden and the image are quantised alike (translucent pixels are
    // stored unpremultiplied).
    let actual = (try? ImageCodec.decode(image.pngData()).get()) ?? image
    let tolerance = max(0, (1 - perceptualPrecision) * 100)
    let (count, diff) = differingPixels(expected, actual, tolerance: tolerance)
    let total = max(expected.width, actual.width) * max(expected.height, actual.height)
    if count == 0 { return nil }
    let sameSize = expected.width == actual.width && expected.height == actual.height
    let matching = 1 - Double(count) / Double(max(total, 1))
    // As many differing pixels as the precision allows (a small margin absorbs the Float argument's rounding).
    let allowed = Int(((1 - precision) * Double(total) + 1e-4).rounded(.down))
    if sameSize && precision < 1 && count <= allowed { return nil }
    var message =
      sameSize
      ? "\(count) of \(total) pixels differ"
      : "the image is \(actual.width)×\(actual.height) pixels, the golden \(expected.width)×\(expected.height)"
    if sameSize && precision < 1 {
      message += String(format: " (%.2f %% match, %.2f %% needed)", matching * 100, precision * 100)
    }
    if tolerance > 0 { message += String(format: " by more than ΔE %.1f", tolerance) }
    return SnapshotDifference(message: message, artifact: diff.pngData())
  }

  /// The number of pixels that differ by more than `tolerance` (ΔE*ab; 0: any difference) and a diff image:
  /// differing pixels opaque red, the others the golden faded.
  static func differingPixels(_ expected: CGImage, _ actual: CGImage, tolerance: Double) -> (Int, CGImage) {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let e = expected.storage.packedPixels()
    let a = actual.storage.packedPixels()
    let out = PixelSurface(width: width, height: height)
    var count = 0
    out.withPixels { base, stride in
      for y in 0..<height {
        for x in 0..<width {
          let inE = x < expected.width && y < expected.height
          let inA = x < actual.width && y < actual.height
          let ev = inE ? e[y * expected.width + x] : 0
          let av = inA ? a[y * actual.width + x] : 0
          if !inE || !inA || (ev != av && (tolerance <= 0 || PerceptualColor.difference(ev, av) > tolerance)) {
            count += 1
            base[y * stride + x] = 0xFFFF_0000
          } else {
            // A faded, opaque version of the golden pixel for context.
            let gray = (((ev >> 16) & 0xFF) + ((ev >> 8) & 0xFF) + (ev & 0xFF)) / 3
            let faded = 0xC0 + gray / 4
            base[y * stride + x] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
          }
        }
      }
    }
    return (count, CGImage(surface: out))
  }
}

/// Colour differences as the eye sees them: CIE 1976 ΔE*ab between sRGB pixels in CIELAB (D65).
enum PerceptualColor {
  /// The larger ΔE*ab of two premultiplied ARGB pixels composited over black and over white.
  static func difference(_ a: UInt32, _ b: UInt32) -> Double {
    max(
      distance(lab(a, over: 0), lab(b, over: 0)),
      distance(lab(a, over: 255), lab(b, over: 255)))
  }

  private static func distance(_ p: (Double, Double, Double), _ q: (Double, Double, Double)) -> Double {
    let (dl, da, db) = (p.0 - q.0, p.1 - q.1, p.2 - q.2)
    return (dl * dl + da * da + db * db).squareRoot()
  }

  /// CIELAB of a premultiplied ARGB pixel composited over a grey background (0 black, 255 white).
  private static func lab(_ pixel: UInt32, over background: UInt32) -> (Double, Double, Double) {
    let alpha = pixel >> 24
    func channel(_ shift: UInt32) -> Double {
      SRGBTransfer.linear[Int(min(255, ((pixel >> shift) & 0xFF) + background * (255 - alpha) / 255))]
    }
    let (r, g, b) = (channel(16), channel(8), channel(0))
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
    let (fx, fy, fz) = (f(x), f(y), f(z))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }
}
