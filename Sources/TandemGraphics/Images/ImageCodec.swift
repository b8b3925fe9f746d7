import CJPEG
import CPangoCairo
import Foundation

/// Why image data could not be decoded.
package struct ImageDecodingError: Error, CustomStringConvertible, Equatable {
  package var description: String
  package init(description: String) { self.description = description }
}

/// Decodes PNG (through Cairo's libpng reader) and JPEG (through libjpeg) into images.
package enum ImageCodec {
  /// The image in `data`, or a diagnostic saying why it cannot be read. Never exits or traps on bad input.
  package static func decode(_ data: Data) -> Result<CGImage, ImageDecodingError> {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return decodePNG(bytes) }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return decodeJPEG(bytes) }
    if bytes.isEmpty { return .failure(ImageDecodingError(description: "image data is empty")) }
    let head = bytes.prefix(8).map { String(format: "%02x", $0) }.joined(separator: " ")
    return .failure(
      ImageDecodingError(description: "unrecognised image format (first bytes \(head)); PNG and JPEG are supported"))
  }

  /// The image in the file at `url`, or a diagnostic naming the file.
  package static func decode(contentsOf url: URL) -> Result<CGImage, ImageDecodingError> {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return .failure(ImageDecodingError(description: "\(url.path): cannot read file"))
    }
    return decode(data).mapError { ImageDecodingError(description: "\(url.path): \($0.description)") }
  }

  /// The image encoded as a baseline JPEG (composited over white, since JPEG has no alpha).
  package static func jpegData(_ image: CGImage, quality: CGFloat) -> Result<Data, ImageDecodingError> {
    let flat = PixelSurface(width: image.width, height: image.height)
    let cr = cairo_create(flat.surface)
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    cairo_set_source_surface(cr, image.storage.surface, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    let pixels = flat.packedPixels()
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    var message = [CChar](repeating: 0, count: 256)
    let ok = pixels.withUnsafeBufferPointer {
      tandem_jpeg_encode(
        $0.baseAddress, Int32(image.width), Int32(image.height), Int32((min(max(quality, 0), 1) * 100).rounded()),
        &out, &size, &message, message.count)
    }
    guard ok == 1, let out else {
      let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return .failure(ImageDecodingError(description: "JPEG could not be encoded: \(text)"))
    }
    defer { free(out) }
    return .success(Data(bytes: out, count: size))
  }

  private final class ReadCursor {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  private static func decodePNG(_ bytes: [UInt8]) -> Result<CGImage, ImageDecodingError> {
    do { _ = try PNGStructure(bytes) } catch { return .failure(error) }
    let cursor = ReadCursor(bytes)
    let surface = cairo_image_surface_create_from_png_stream(
      { closure, buffer, length in
        let cursor = Unmanaged<ReadCursor>.fromOpaque(closure!).takeUnretainedValue()
        let wanted = Int(length)
        guard cursor.offset + wanted <= cursor.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        cursor.bytes.withUnsafeBufferPointer {
          buffer!.update(from: $0.baseAddress! + cursor.offset, count: wanted)
        }
        cursor.offset += wanted
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(cursor).toOpaque())!
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      // The chunks are whole (checked above), so a failure now is libpng refusing their content; Cairo reports
      // any libpng error as "out of memory".
      let reason =
        status == CAIRO_STATUS_NO_MEMORY
        ? "libpng could not read the image data (the compressed pixels or a chunk's content is damaged)"
        : String(cString: cairo_status_to_string(status))
      return .failure(ImageDecodingError(description: "PNG could not be decoded: \(reason)"))
    }
    // Cairo yields RGB24 for opaque PNGs; normalise to ARGB32 so every image has one layout.
    if cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 {
      let source = PixelSurface(adopting: surface)
      let out = PixelSurface(width: source.width, height: source.height)
      let cr = cairo_create(out.surface)
      cairo_set_source_surface(cr, source.surface, 0, 0)
      cairo_paint(cr)
      cairo_destroy(cr)
      return .success(CGImage(surface: out))
    }
    return .success(CGImage(surface: PixelSurface(adopting: surface)))
  }

  private static func decodeJPEG(_ bytes: [UInt8]) -> Result<CGImage, ImageDecodingError> {
    var image = tandem_jpeg_image()
    var message = [CChar](repeating: 0, count: 256)
    let ok = bytes.withUnsafeBufferPointer { buffer in
      tandem_jpeg_decode(buffer.baseAddress, buffer.count, &image, &message, message.count)
    }
    guard ok == 1 else {
      let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return .failure(ImageDecodingError(description: "JPEG could not be decoded: \(text)"))
    }
    defer { tandem_jpeg_free(&image) }
    let out = PixelSurface(width: Int(image.width), height: Int(image.height))
    out.withPixels { base, stride in
      for y in 0..<out.height {
        (base + y * stride).update(from: image.pixels + y * out.width, count: out.width)
      }
    }
    return .success(CGImage(surface: out))
  }
}
