import CPangoCairo
import CPNG
import Foundation

/// A Cairo image surface (32-bit premultiplied ARGB, native endian) that owns its C object.
///
/// Dimensions are in device pixels; `scale` records how many pixels make one point.
package final class PixelSurface: @unchecked Sendable {
  package let surface: OpaquePointer
  package let width: Int
  package let height: Int
  package let scale: CGFloat

  /// The largest width or height of a surface (Cairo's limit).
  package static let maxSide = 32767

  /// Creates a transparent surface of the given pixel size.
  package init(width: Int, height: Int, scale: CGFloat = 1) {
    precondition(
      width <= PixelSurface.maxSide && height <= PixelSurface.maxSide,
      "An image of \(width)×\(height) pixels is larger than the \(PixelSurface.maxSide) pixels a side Cairo can hold")
    self.width = max(width, 0)
    self.height = max(height, 0)
    self.scale = scale
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
  }

  /// Adopts a surface created by Cairo (the reference is transferred).
  package init(adopting surface: OpaquePointer, scale: CGFloat = 1) {
    self.surface = surface
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    self.scale = scale
  }

  deinit { cairo_surface_destroy(surface) }

  package var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

  /// Runs `body` with the raw pixel rows, after Cairo's pending drawing is flushed.
  package func withPixels<R>(_ body: (UnsafeMutablePointer<UInt32>, _ wordsPerRow: Int) throws -> R) rethrows -> R {
    cairo_surface_flush(surface)
    defer { cairo_surface_mark_dirty(surface) }
    let base = cairo_image_surface_get_data(surface)!
    return try base.withMemoryRebound(to: UInt32.self, capacity: bytesPerRow / 4 * height) {
      try body($0, bytesPerRow / 4)
    }
  }

  /// The premultiplied ARGB word of one pixel.
  package func pixel(x: Int, y: Int) -> UInt32 {
    precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
    return withPixels { $0[y * $1 + x] }
  }

  /// The un-premultiplied color of one pixel.
  package func color(x: Int, y: Int) -> CGColor {
    PixelSurface.unpremultiply(pixel(x: x, y: y))
  }

  /// All pixels as packed rows (width words a row), for exact comparisons.
  package func packedPixels() -> [UInt32] {
    withPixels { base, stride in
      var result = [UInt32](repeating: 0, count: width * height)
      for y in 0..<height {
        for x in 0..<width { result[y * width + x] = base[y * stride + x] }
      }
      return result
    }
  }

  /// Whether another surface has the same size and the same pixels (a row-by-row memory comparison).
  package func hasSamePixels(as other: PixelSurface) -> Bool {
    guard width == other.width, height == other.height else { return false }
    return withPixels { base, stride in
      other.withPixels { otherBase, otherStride in
        for y in 0..<height where memcmp(base + y * stride, otherBase + y * otherStride, width * 4) != 0 {
          return false
        }
        return true
      }
    }
  }

  /// A 128-bit digest of the pixels (size included, row padding not): equal surfaces have equal digests, and
  /// different ones differ but with negligible probability. Golden comparisons use it to recognise a golden whose
  /// pixels they have already decoded.
  package func pixelDigest() -> PixelDigest {
    var digest = PixelDigest(width: width, height: height)
    withPixels { base, stride in
      for y in 0..<height { digest.add(UnsafeRawBufferPointer(start: base + y * stride, count: width * 4)) }
    }
    return digest
  }

  /// A deep copy.
  package func copy() -> PixelSurface {
    let copy = PixelSurface(width: width, height: height, scale: scale)
    let cr = cairo_create(copy.surface)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    return copy
  }

  /// Encodes the surface as PNG: 8-bit RGB when opaque, else RGBA un-premultiplied with Cairo's rounding, at
  /// zlib's `compressionLevel` (0-9).
  package func pngData(compressionLevel: Int32 = PixelSurface.pngCompressionLevel, alpha: Bool = false) -> Data {
    cairo_surface_flush(surface)
    guard let pixels = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
      return PixelSurface(width: max(width, 1), height: max(height, 1)).pngData()
    }
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    var message = [CChar](repeating: 0, count: 256)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let ok = tandem_png_encode(
      pixels, Int32(width), Int32(height), stride, compressionLevel, alpha ? 1 : 0, &out, &size, &message,
      message.count)
    precondition(
      ok == 1,
      "PNG encoding failed: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))"
    )
    defer { free(out) }
    return Data(bytes: out!, count: size)
  }

  /// The zlib level pictures are written at: 3 writes a screen in half the time of zlib's default 6, for files
  /// about a sixth larger.
  package static let pngCompressionLevel: Int32 = 3

  static func unpremultiply(_ word: UInt32) -> CGColor {
    let a = CGFloat(word >> 24) / 255
    guard a > 0 else { return .clear }
    func channel(_ shift: UInt32) -> CGFloat { min(1, CGFloat((word >> shift) & 0xFF) / 255 / a) }
    return CGColor(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
  }
}
