import Foundation

/// Writes frames as an animated PNG (APNG): the first frame is the file's still image (what viewers without
/// APNG support show), each later frame is stored as the rectangle where it differs from the one before, every
/// frame shows for the same duration, and the animation loops.
package enum AnimatedPNG {
  /// The APNG of `frames` (all one size), each shown for `frameDuration` seconds.
  package static func data(of frames: [CGImage], frameDuration: Double) throws(ImageDecodingError) -> Data {
    guard let first = frames.first else {
      throw ImageDecodingError(description: "an animated PNG needs at least one frame")
    }
    guard frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
      throw ImageDecodingError(description: "every frame of an animated PNG must be \(first.width)×\(first.height)")
    }
    // The first frame whole; each later one only where it differs from the one before (drawn over it in place).
    var regions: [(image: CGImage, x: Int, y: Int)] = [(first, 0, 0)]
    for (previous, frame) in zip(frames, frames.dropFirst()) {
      let changed = changedRect(from: previous, to: frame) ?? CGRect(x: 0, y: 0, width: 1, height: 1)
      regions.append((frame.cropping(to: changed) ?? frame, Int(changed.minX), Int(changed.minY)))
    }
    // Every region is encoded alike (RGBA, so every frame shares the first one's header).
    let encoded = regions.map { chunks(of: [UInt8]($0.image.storage.pngData(alpha: true))) }
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard let header = encoded[0].first(where: { $0.type == "IHDR" }) else {
      throw ImageDecodingError(description: "the encoder wrote no PNG header")
    }
    append("IHDR", header.data, to: &out)
    append("acTL", be32(frames.count) + be32(0), to: &out)
    // The delay as a fraction: milliseconds over 1000.
    let delay = UInt16(clamping: Int((frameDuration * 1000).rounded()))
    var sequence = 0
    for (index, chunks) in encoded.enumerated() {
      let region = regions[index]
      var control = be32(sequence) + be32(region.image.width) + be32(region.image.height) + be32(region.x)
      // Disposal: none (the next frame draws over this one); blending: the region replaces what it covers.
      control += be32(region.y) + [UInt8(delay >> 8), UInt8(delay & 0xFF), 0x03, 0xE8, 0, 0]
      append("fcTL", control, to: &out)
      sequence += 1
      for chunk in chunks where chunk.type == "IDAT" {
        if index == 0 {
          append("IDAT", chunk.data, to: &out)
        } else {
          append("fdAT", be32(sequence) + chunk.data, to: &out)
          sequence += 1
        }
      }
    }
    append("IEND", [], to: &out)
    return Data(out)
  }

  /// The smallest rectangle holding every pixel that differs between two frames of one size (nil: none does).
  private static func changedRect(from a: CGImage, to b: CGImage) -> CGRect? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    a.storage.withPixels { pa, strideA in
      b.storage.withPixels { pb, strideB in
        for y in 0..<a.height {
          let rowA = pa + y * strideA
          let rowB = pb + y * strideB
          for x in 0..<a.width where rowA[x] != rowB[x] {
            minX = Swift.min(minX, x)
            maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y)
            maxY = Swift.max(maxY, y)
          }
        }
      }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The chunks of a PNG file (after its signature).
  private static func chunks(of bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
    var result: [(String, [UInt8])] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      result.append((type, Array(bytes[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    return result
  }

  private static func be32(_ value: Int) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    out += be32(data.count) + typeBytes + data
    out += be32(Int(CRC32.checksum(ArraySlice(typeBytes + data))))
  }
}
