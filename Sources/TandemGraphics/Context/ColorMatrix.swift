import Foundation

/// A color transform on unpremultiplied sRGB components: each of red, green and blue becomes a weighted sum of the
/// three plus an offset, and alpha is scaled (the matrices behind SwiftUI's brightness, contrast, saturation,
/// grayscale, hue rotation, color multiply and invert).
package struct ColorMatrix: Equatable, Sendable {
  /// Rows for red, green and blue: the weights of red, green and blue, then the offset.
  package var rows: [[Double]]
  /// The factor alpha is multiplied by.
  package var alphaScale: Double

  package init(rows: [[Double]], alphaScale: Double = 1) {
    precondition(rows.count == 3 && rows.allSatisfy { $0.count == 4 }, "a color matrix has three rows of four")
    self.rows = rows
    self.alphaScale = alphaScale
  }

  /// The identity.
  package static let identity = ColorMatrix(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]])

  /// Adds `amount` to each component.
  package static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix(rows: [[1, 0, 0, amount], [0, 1, 0, amount], [0, 0, 1, amount]])
  }

  /// Scales each component's distance from the middle grey by `amount`.
  package static func contrast(_ amount: Double) -> ColorMatrix {
    let offset = 0.5 * (1 - amount)
    return ColorMatrix(rows: [[amount, 0, 0, offset], [0, amount, 0, offset], [0, 0, amount, offset]])
  }

  /// Moves the color towards its luminance (0: grey) or away from it (above 1), keeping the luminance.
  package static func saturation(_ amount: Double) -> ColorMatrix {
    let (r, g, b) = (0.2126, 0.7152, 0.0722)
    let s = amount
    return ColorMatrix(rows: [
      [r + (1 - r) * s, g - g * s, b - b * s, 0],
      [r - r * s, g + (1 - g) * s, b - b * s, 0],
      [r - r * s, g - g * s, b + (1 - b) * s, 0],
    ])
  }

  /// Rotates the hue by `radians` around the grey axis, keeping the luminance.
  package static func hueRotation(_ radians: Double) -> ColorMatrix {
    let (c, s) = (cos(radians), sin(radians))
    let (r, g, b) = (0.2126, 0.7152, 0.0722)
    return ColorMatrix(rows: [
      [r + c * (1 - r) - s * r, g - c * g - s * g, b - c * b + s * (1 - b), 0],
      [r - c * r + s * 0.143, g + c * (1 - g) + s * 0.140, b - c * b - s * 0.283, 0],
      [r - c * r - s * (1 - r), g - c * g + s * g, b + c * (1 - b) + s * b, 0],
    ])
  }

  /// Multiplies each component, alpha too, by a color's.
  package static func multiply(red: Double, green: Double, blue: Double, alpha: Double) -> ColorMatrix {
    ColorMatrix(rows: [[red, 0, 0, 0], [0, green, 0, 0], [0, 0, blue, 0]], alphaScale: alpha)
  }

  /// Each component becomes one minus itself.
  package static let invert = ColorMatrix(rows: [[-1, 0, 0, 1], [0, -1, 0, 1], [0, 0, -1, 1]])

  /// Applies the matrix to premultiplied ARGB pixels in place.
  package func apply(to pixels: UnsafeMutablePointer<UInt32>, count: Int) {
    let m = rows.map { $0.map(Float.init) }
    let alphaScale = Float(self.alphaScale)
    for i in 0..<count {
      let word = pixels[i]
      let a = Float(word >> 24)
      guard a > 0 else { continue }
      let unpremultiply = 255 / a
      let r = Float((word >> 16) & 0xFF) * unpremultiply / 255
      let g = Float((word >> 8) & 0xFF) * unpremultiply / 255
      let b = Float(word & 0xFF) * unpremultiply / 255
      let alpha = min(max(a * alphaScale, 0), 255)
      func channel(_ row: [Float]) -> UInt32 {
        let value = min(max(row[0] * r + row[1] * g + row[2] * b + row[3], 0), 1)
        return UInt32((value * alpha).rounded())
      }
      pixels[i] = UInt32(alpha.rounded()) << 24 | channel(m[0]) << 16 | channel(m[1]) << 8 | channel(m[2])
    }
  }
}
