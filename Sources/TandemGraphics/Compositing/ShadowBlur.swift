import Foundation

/// Gaussian blur of an alpha mask, approximated by three box blurs (the standard "boxes for Gauss" method).
enum ShadowBlur {
  /// How far a shadow of `radius` spreads beyond its shape: three standard deviations.
  static func extent(radius: CGFloat) -> CGFloat { (3 * max(radius, 0)).rounded(.up) }

  /// Blurs `alpha` (row-major, `width`×`height`, values 0...255) in place with standard deviation `sigma` pixels.
  static func blur(_ alpha: inout [Float], width: Int, height: Int, sigma: CGFloat) {
    guard sigma > 0.2, width > 0, height > 0 else { return }
    var scratch = [Float](repeating: 0, count: alpha.count)
    var sums = [Float](repeating: 0, count: width)
    let sizes = boxSizes(sigma: Double(sigma), count: 3)
    alpha.withUnsafeMutableBufferPointer { alpha in
      scratch.withUnsafeMutableBufferPointer { scratch in
        sums.withUnsafeMutableBufferPointer { sums in
          for size in sizes {
            let r = (size - 1) / 2
            horizontalBoxBlur(alpha, into: scratch, width: width, height: height, radius: r)
            verticalBoxBlur(scratch, into: alpha, width: width, height: height, radius: r, sums: sums)
          }
        }
      }
    }
  }

  /// How many pixels shadows blurred on the calling thread (counted per thread, so a test counts its own work).
  package static var blurredPixels: Int { blurred.value }
  private static let blurred = ThreadLocalCounter()

  /// A shadow of what `surface` shows: its alpha blurred with standard deviation `sigma` pixels, in `color`.
  static func shadow(ofAlphaIn surface: PixelSurface, sigma: CGFloat, color: CGColor) -> PixelSurface {
    let width = surface.width
    let height = surface.height
    blurred.add(width * height)
    var alpha = [Float](repeating: 0, count: width * height)
    surface.withPixels { base, stride in
      alpha.withUnsafeMutableBufferPointer { alpha in
        for y in 0..<height {
          for x in 0..<width { alpha[y * width + x] = Float(base[y * stride + x] >> 24) }
        }
      }
    }
    blur(&alpha, width: width, height: height, sigma: sigma)
    let shadow = PixelSurface(width: width, height: height)
    let colorAlpha = Float(color.alpha)
    let (red, green, blue) = (Float(color.red), Float(color.green), Float(color.blue))
    shadow.withPixels { base, stride in
      alpha.withUnsafeBufferPointer { alpha in
        for y in 0..<height {
          for x in 0..<width {
            let value = alpha[y * width + x]
            // Transparent pixels stay zero (the surface starts cleared).
            guard value > 0 else { continue }
            let a = min(max(value / 255, 0), 1) * colorAlpha
            // Rounded half away from zero, as `rounded()` does, without a call into libm per channel (the
            // sum is exact in Double).
            func premultiplied(_ c: Float) -> UInt32 { UInt32(Double(c * a * 255) + 0.5) }
            base[y * stride + x] =
              UInt32(Double(a * 255) + 0.5) << 24 | premultiplied(red) << 16 | premultiplied(green) << 8
              | premultiplied(blue)
          }
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

  /// One box blur along each row. Pixels outside the mask are transparent.
  private static func horizontalBoxBlur(
    _ source: UnsafeMutableBufferPointer<Float>, into dest: UnsafeMutableBufferPointer<Float>, width: Int,
    height: Int, radius: Int
  ) {
    let scale = 1 / Float(2 * radius + 1)
    for line in 0..<height {
      let base = line * width
      var sum: Float = 0
      for i in 0...min(radius, width - 1) { sum += source[base + i] }
      for i in 0..<width {
        dest[base + i] = sum * scale
        let incoming = i + radius + 1
        let outgoing = i - radius
        if incoming < width { sum += source[base + incoming] }
        if outgoing >= 0 { sum -= source[base + outgoing] }
      }
    }
  }

  /// One box blur along each column, a row at a time (running sums per column, in the same order of additions
  /// as a column-by-column pass, so the result is the same to the bit).
  private static func verticalBoxBlur(
    _ source: UnsafeMutableBufferPointer<Float>, into dest: UnsafeMutableBufferPointer<Float>, width: Int,
    height: Int, radius: Int, sums: UnsafeMutableBufferPointer<Float>
  ) {
    let scale = 1 / Float(2 * radius + 1)
    for x in 0..<width { sums[x] = 0 }
    for i in 0...min(radius, height - 1) {
      let row = i * width
      for x in 0..<width { sums[x] += source[row + x] }
    }
    for y in 0..<height {
      let row = y * width
      for x in 0..<width { dest[row + x] = sums[x] * scale }
      let incoming = y + radius + 1
      let outgoing = y - radius
      if incoming < height {
        let inRow = incoming * width
        for x in 0..<width { sums[x] += source[inRow + x] }
      }
      if outgoing >= 0 {
        let outRow = outgoing * width
        for x in 0..<width { sums[x] -= source[outRow + x] }
      }
    }
  }
}
