import Foundation

/// Gaussian blur of an alpha mask, approximated by three box blurs (the standard "boxes for Gauss" method).
enum ShadowBlur {
  /// How far a shadow of `radius` spreads beyond its shape: three standard deviations.
  static func extent(radius: CGFloat) -> CGFloat { (3 * max(radius, 0)).rounded(.up) }

  /// Blurs `alpha` (row-major, `width`×`height`, values 0...255) in place with standard deviation `sigma` pixels.
  static func blur(_ alpha: inout [Float], width: Int, height: Int, sigma: CGFloat) {
    guard sigma > 0.2, width > 0, height > 0 else { return }
    var scratch = [Float](repeating: 0, count: alpha.count)
    for size in boxSizes(sigma: Double(sigma), count: 3) {
      let r = (size - 1) / 2
      boxBlur(&alpha, into: &scratch, width: width, height: height, radius: r, horizontal: true)
      boxBlur(&scratch, into: &alpha, width: width, height: height, radius: r, horizontal: false)
    }
  }

  /// A shadow of what `surface` shows: its alpha blurred with standard deviation `sigma` pixels, in `color`.
  static func shadow(ofAlphaIn surface: PixelSurface, sigma: CGFloat, color: CGColor) -> PixelSurface {
    var alpha = surface.withPixels { base, stride in
      (0..<(surface.width * surface.height)).map {
        Float(base[($0 / surface.width) * stride + $0 % surface.width] >> 24)
      }
    }
    blur(&alpha, width: surface.width, height: surface.height, sigma: sigma)
    let shadow = PixelSurface(width: surface.width, height: surface.height)
    shadow.withPixels { base, stride in
      for y in 0..<shadow.height {
        for x in 0..<shadow.width {
          let a = min(max(alpha[y * shadow.width + x] / 255, 0), 1) * Float(color.alpha)
          func premultiplied(_ c: CGFloat) -> UInt32 { UInt32((Float(c) * a * 255).rounded()) }
          base[y * stride + x] =
            UInt32((a * 255).rounded()) << 24 | premultiplied(color.red) << 16 | premultiplied(color.green) << 8
            | premultiplied(color.blue)
        }
      }
    }
    return shadow
  }

  /// Odd box widths whose successive application approximates a Gaussian of `sigma`.
  static func boxSizes(sigma: Double, count n: Int) -> [Int] {
    let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let m =
      ((12 * sigma * sigma - Double(n * lower * lower) - Double(4 * n * lower) - Double(3 * n))
      / Double(-4 * lower - 4)).rounded()
    return (0..<n).map { Double($0) < m ? lower : upper }
  }

  private static func boxBlur(
    _ source: inout [Float], into dest: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool
  ) {
    let lines = horizontal ? height : width
    let length = horizontal ? width : height
    let step = horizontal ? 1 : width
    let scale = 1 / Float(2 * radius + 1)
    for line in 0..<lines {
      let base = horizontal ? line * width : line
      var sum: Float = 0
      // Pixels outside the mask are transparent.
      for i in 0...min(radius, length - 1) { sum += source[base + i * step] }
      for i in 0..<length {
        dest[base + i * step] = sum * scale
        let incoming = i + radius + 1
        let outgoing = i - radius
        if incoming < length { sum += source[base + incoming * step] }
        if outgoing >= 0 { sum -= source[base + outgoing * step] }
      }
    }
  }
}
