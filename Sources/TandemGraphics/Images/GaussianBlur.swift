import Foundation

extension PixelSurface {
  /// Blurs the surface in place with a Gaussian of standard deviation `sigma` pixels, approximated by three box
  /// blurs per axis (Cairo has no blur filter). Works on the premultiplied channels, so edges fade correctly.
  package func blur(sigma: Double) {
    guard sigma > 0.25, width > 0, height > 0 else { return }
    let radii = GaussianBlur.boxRadii(sigma: sigma, passes: 3)
    withPixels { pixels, stride in
      var scratch = [UInt32](repeating: 0, count: max(width, height))
      for radius in radii {
        for y in 0..<height {
          GaussianBlur.boxBlur(pixels + y * stride, count: width, step: 1, radius: radius, scratch: &scratch)
        }
        for x in 0..<width {
          GaussianBlur.boxBlur(pixels + x, count: height, step: stride, radius: radius, scratch: &scratch)
        }
      }
    }
  }
}

enum GaussianBlur {
  /// Box radii whose successive blurs approximate a Gaussian of `sigma` (the usual ideal-width split).
  static func boxRadii(sigma: Double, passes: Int) -> [Int] {
    let n = Double(passes)
    var lower = Int(sqrt(12 * sigma * sigma / n + 1).rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let l = Double(lower)
    let m = Int(((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
    return (0..<passes).map { ((($0 < m) ? lower : upper) - 1) / 2 }
  }

  /// One box blur along a row or column of `count` pixels `step` apart (edges extend transparent).
  static func boxBlur(
    _ line: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius: Int, scratch: inout [UInt32]
  ) {
    guard radius > 0 else { return }
    for i in 0..<count { scratch[i] = line[i * step] }
    let window = UInt32(2 * radius + 1)
    var sums = (UInt32(0), UInt32(0), UInt32(0), UInt32(0))
    func add(_ p: UInt32) {
      sums.0 += p >> 24
      sums.1 += (p >> 16) & 0xFF
      sums.2 += (p >> 8) & 0xFF
      sums.3 += p & 0xFF
    }
    func remove(_ p: UInt32) {
      sums.0 -= p >> 24
      sums.1 -= (p >> 16) & 0xFF
      sums.2 -= (p >> 8) & 0xFF
      sums.3 -= p & 0xFF
    }
    for i in 0..<min(radius, count) { add(scratch[i]) }
    for i in 0..<count {
      if i + radius < count { add(scratch[i + radius]) }
      if i - radius - 1 >= 0 { remove(scratch[i - radius - 1]) }
      let half = window / 2
      line[i * step] =
        ((sums.0 + half) / window) << 24 | ((sums.1 + half) / window) << 16 | ((sums.2 + half) / window) << 8
        | ((sums.3 + half) / window)
    }
  }
}
