import CPangoCairo
import Foundation

/// How an image's alpha is stored.
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// How finely images are resampled when drawn at another size.
public enum CGInterpolationQuality: Int32, Sendable {
  case `default`, none, low, medium, high

  var cairoFilter: cairo_filter_t {
    switch self {
    case .none: CAIRO_FILTER_NEAREST
    case .low: CAIRO_FILTER_FAST
    case .medium, .default: CAIRO_FILTER_GOOD
    case .high: CAIRO_FILTER_BEST
    }
  }
}

/// An immutable bitmap image: 8-bit sRGB channels with premultiplied alpha (Cairo ARGB32).
public final class CGImage: Equatable, Hashable, @unchecked Sendable {
  package let storage: PixelSurface

  /// Wraps a surface; the surface must not be drawn into afterwards.
  package init(surface: PixelSurface) { storage = surface }

  /// The image's width in pixels.
  public var width: Int { storage.width }
  /// The image's height in pixels.
  public var height: Int { storage.height }
  /// Bits in each color component (8).
  public var bitsPerComponent: Int { 8 }
  /// Bits in each pixel (32).
  public var bitsPerPixel: Int { 32 }
  /// Bytes in each row of pixels.
  public var bytesPerRow: Int { storage.bytesPerRow }
  /// Alpha is premultiplied and stored first (ARGB).
  public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
  /// The image's color space (sRGB).
  public var colorSpace: CGColorSpace? { .srgb }

  /// A new image of the pixels inside `rect` (in pixels, clipped to the image), or nil if that is empty.
  public func cropping(to rect: CGRect) -> CGImage? {
    let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
    let out = PixelSurface(width: Int(r.width), height: Int(r.height))
    let cr = cairo_create(out.surface)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, storage.surface, -Double(r.minX), -Double(r.minY))
    cairo_paint(cr)
    cairo_destroy(cr)
    return CGImage(surface: out)
  }

  /// A copy resampled to `width`×`height` pixels with the given interpolation.
  package func scaled(width newWidth: Int, height newHeight: Int, quality: CGInterpolationQuality = .high) -> CGImage {
    let out = PixelSurface(width: newWidth, height: newHeight)
    let cr = cairo_create(out.surface)
    cairo_scale(cr, Double(newWidth) / Double(max(width, 1)), Double(newHeight) / Double(max(height, 1)))
    cairo_set_source_surface(cr, storage.surface, 0, 0)
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, quality.cairoFilter)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    return CGImage(surface: out)
  }

  /// The image encoded as PNG.
  package func pngData() -> Data { storage.pngData() }
  /// PNG data at a zlib compression level (0-9).
  package func pngData(compressionLevel: Int32) -> Data { storage.pngData(compressionLevel: compressionLevel) }

  /// Two images are equal when they have the same size and the same pixels.
  public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
    lhs === rhs
      || (lhs.width == rhs.width && lhs.height == rhs.height
        && lhs.storage.packedPixels() == rhs.storage.packedPixels())
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
  }
}
