import Foundation

/// A 128-bit digest of bytes: two independent 64-bit multiply–rotate lanes over 8-byte words (the tail folded
/// in with its length). Not cryptographic; for recognising content already seen (golden images, their files).
package struct PixelDigest: Hashable, Sendable, CustomStringConvertible {
  package private(set) var low: UInt64
  package private(set) var high: UInt64

  /// An empty digest seeded with a size (so images of different shapes with the same bytes differ).
  package init(width: Int = 0, height: Int = 0) {
    low = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: width)
    high = 0xC2B2_AE3D_27D4_EB4F ^ UInt64(truncatingIfNeeded: height) &* 0x1656_67B1_9E37_79F9
  }

  /// A digest of known lanes (read back from where it was stored).
  package init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// The digest of some bytes.
  package init(bytes: Data) {
    self.init(width: bytes.count)
    bytes.withUnsafeBytes { add($0) }
  }

  /// Adds bytes.
  package mutating func add(_ bytes: UnsafeRawBufferPointer) {
    let words = bytes.count / 8
    var a = low
    var b = high
    for index in 0..<words {
      let word = bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
      a = (a ^ word) &* 0x0000_0100_0000_01B3
      a = (a << 29) | (a >> 35)
      b = (b &+ word &* 0xC2B2_AE3D_27D4_EB4F)
      b = ((b << 31) | (b >> 33)) &* 0x9E37_79B1_85EB_CA87
    }
    var tail: UInt64 = UInt64(bytes.count - words * 8)
    for index in (words * 8)..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
    a = (a ^ tail) &* 0x0000_0100_0000_01B3
    b = (b &+ tail &* 0xC2B2_AE3D_27D4_EB4F) &* 0x9E37_79B1_85EB_CA87
    low = a
    high = b
  }

  /// 32 hexadecimal digits.
  package var description: String { String(format: "%016llx%016llx", low, high) }
}
