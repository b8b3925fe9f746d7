import CPangoCairo
import Foundation

/// Blurs what a context already shows in a rectangle, in place: the backdrop of a blur effect (`UIVisualEffectView`,
/// SwiftUI materials, bar backgrounds). As iOS does, the blur runs at a reduced resolution and is scaled back up
/// smoothly; samples stop at the rectangle's edges (repeated outward), so nothing outside it bleeds in and the result
/// depends only on the pixels inside.
extension CGContext {
  /// Replaces the pixels in `rect` (user space), inside `clip` when given, with a Gaussian blur of standard deviation
  /// `radius` points of them. Only axis-aligned rectangles on image surfaces are blurred.
  package func blurBackdrop(in rect: CGRect, radius: CGFloat, clip: CGPath? = nil) {
    let matrix = ctm
    guard radius > 0, matrix.b == 0, matrix.c == 0, !rect.isEmpty else { return }
    let cr = cairo
    guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return }
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    let surfaceWidth = Int(cairo_image_surface_get_width(target))
    let surfaceHeight = Int(cairo_image_surface_get_height(target))
    // The rectangle in the surface's pixels.
    let device = rect.applying(matrix).standardized
    let pixels = device.offsetBy(dx: CGFloat(offsetX), dy: CGFloat(offsetY)).integral.intersection(
      CGRect(x: 0, y: 0, width: surfaceWidth, height: surfaceHeight))
    guard !pixels.isNull, pixels.width >= 1, pixels.height >= 1 else { return }
    let (x0, y0, width, height) = (Int(pixels.minX), Int(pixels.minY), Int(pixels.width), Int(pixels.height))
    let sigma = radius * abs(matrix.a)
    // Blur at 1/factor of the resolution: a few pixels of standard deviation are left to blur there.
    let factor = max(1, Int(sigma / 4))
    let smallWidth = (width + factor - 1) / factor
    let smallHeight = (height + factor - 1) / factor
    let smallSigma = sigma / CGFloat(factor)
    let pad = Int(ShadowBlur.extent(radius: smallSigma))
    let paddedWidth = smallWidth + 2 * pad
    let paddedHeight = smallHeight + 2 * pad
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return }
    let stride = Int(cairo_image_surface_get_stride(target)) / 4
    var channels = [[Float]](
      repeating: [Float](repeating: 0, count: paddedWidth * paddedHeight), count: 4)
    data.withMemoryRebound(to: UInt32.self, capacity: stride * surfaceHeight) { base in
      // Box-average each factor×factor block, then repeat the edge blocks into the padding.
      for sy in 0..<smallHeight {
        for sx in 0..<smallWidth {
          var sums: (Float, Float, Float, Float) = (0, 0, 0, 0)
          var count: Float = 0
          for y in (y0 + sy * factor)..<min(y0 + (sy + 1) * factor, y0 + height) {
            for x in (x0 + sx * factor)..<min(x0 + (sx + 1) * factor, x0 + width) {
              let p = base[y * stride + x]
              sums.0 += Float(p >> 24)
              sums.1 += Float((p >> 16) & 0xFF)
              sums.2 += Float((p >> 8) & 0xFF)
              sums.3 += Float(p & 0xFF)
              count += 1
            }
          }
          let index = (sy + pad) * paddedWidth + sx + pad
          channels[0][index] = sums.0 / count
          channels[1][index] = sums.1 / count
          channels[2][index] = sums.2 / count
          channels[3][index] = sums.3 / count
        }
      }
    }
    for c in 0..<4 {
      channels[c].withUnsafeMutableBufferPointer { values in
        for y in 0..<paddedHeight {
          let sourceRow = min(max(y - pad, 0), smallHeight - 1) + pad
          for x in 0..<paddedWidth {
            let sourceColumn = min(max(x - pad, 0), smallWidth - 1) + pad
            if sourceRow != y || sourceColumn != x {
              values[y * paddedWidth + x] = values[sourceRow * paddedWidth + sourceColumn]
            }
          }
        }
      }
      ShadowBlur.blur(&channels[c], width: paddedWidth, height: paddedHeight, sigma: smallSigma)
    }
    // The blurred image at the reduced size, premultiplied (no color above its alpha).
    guard let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(smallWidth), Int32(smallHeight)) else {
      return
    }
    defer { cairo_surface_destroy(small) }
    cairo_surface_flush(small)
    let smallStride = Int(cairo_image_surface_get_stride(small)) / 4
    cairo_image_surface_get_data(small).withMemoryRebound(to: UInt32.self, capacity: smallStride * smallHeight) {
      base in
      for y in 0..<smallHeight {
        for x in 0..<smallWidth {
          let index = (y + pad) * paddedWidth + x + pad
          let a = min(max(channels[0][index].rounded(), 0), 255)
          func channel(_ c: Int) -> UInt32 { UInt32(min(max(channels[c][index].rounded(), 0), a)) }
          base[y * smallStride + x] = UInt32(a) << 24 | channel(1) << 16 | channel(2) << 8 | channel(3)
        }
      }
    }
    cairo_surface_mark_dirty(small)
    // Scaled back up over the rectangle with bilinear filtering, edges held.
    cairo_save(cr)
    if let clip {
      beginPath()
      addPath(clip)
      self.clip()
    }
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    cairo_rectangle(
      cr, Double(x0) - offsetX, Double(y0) - offsetY, Double(width), Double(height))
    cairo_clip(cr)
    let pattern = cairo_pattern_create_for_surface(small)
    var scale = cairo_matrix_t()
    cairo_matrix_init_scale(&scale, 1 / Double(factor), 1 / Double(factor))
    cairo_matrix_translate(&scale, -(Double(x0) - offsetX), -(Double(y0) - offsetY))
    cairo_pattern_set_matrix(pattern, &scale)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_pattern_destroy(pattern)
    cairo_restore(cr)
  }
}
