import Foundation

/// A PNG file's chunk structure, checked before libpng sees it: Cairo reports every libpng error as "out of
/// memory", so the real causes (a bad signature, a truncated or corrupt chunk, impossible dimensions) are found here
/// and named, and images Cairo cannot hold or headers claiming far more pixels than the data could code are refused
/// before anything is allocated.
struct PNGStructure {
  let width: Int
  let height: Int

  /// The largest width or height decoded (Cairo's image surfaces stop there).
  static let maxSide = 32767
  /// The most pixels one compressed byte is taken to code (deflate compresses at most about 1,032:1, and a pixel
  /// takes at least one bit).
  static let maxPixelsPerByte = 10_000

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Checks `bytes`, throwing a description of the first problem.
  init(_ bytes: [UInt8]) throws(ImageDecodingError) {
    guard bytes.starts(with: PNGStructure.signature) else { throw Self.error("the PNG signature is damaged") }
    var offset = PNGStructure.signature.count
    var size: (Int, Int)?
    var sawData = false
    while true {
      guard offset + 8 <= bytes.count else {
        throw Self.error("the data ends after \(bytes.count) bytes, before the IEND chunk (truncated PNG)")
      }
      let length = Self.uint32(bytes, offset)
      let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else {
        throw Self.error("the data ends inside the \(type) chunk at byte \(offset) (truncated PNG)")
      }
      // Critical chunks (an upper-case first letter) must be intact, as libpng requires; others may be damaged.
      let critical = typeBytes[0] & 0x20 == 0
      let stored = UInt32(Self.uint32(bytes, offset + 8 + length))
      guard !critical || CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)]) == stored else {
        throw Self.error("the \(type) chunk at byte \(offset) is corrupt (its CRC does not match)")
      }
      if size == nil {
        guard type == "IHDR", length == 13 else { throw Self.error("the first chunk is \(type), not IHDR") }
        let width = Self.uint32(bytes, offset + 8)
        let height = Self.uint32(bytes, offset + 12)
        guard width > 0, height > 0 else { throw Self.error("the image is \(width)×\(height) pixels") }
        guard width <= PNGStructure.maxSide, height <= PNGStructure.maxSide else {
          throw Self.error(
            "the image is \(width)×\(height) pixels; at most \(PNGStructure.maxSide)×\(PNGStructure.maxSide) can be decoded"
          )
        }
        guard width * height <= bytes.count * PNGStructure.maxPixelsPerByte else {
          throw Self.error(
            "the header claims \(width)×\(height) pixels, more than \(bytes.count) bytes of PNG data can hold "
              + "(a damaged or hostile file)")
        }
        size = (width, height)
      }
      if type == "IDAT" { sawData = true }
      offset += 12 + length
      if type == "IEND" { break }
    }
    guard sawData else { throw Self.error("there is no image data (no IDAT chunk)") }
    (width, height) = size!
  }

  private static func uint32(_ bytes: [UInt8], _ at: Int) -> Int {
    Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
  }

  private static func error(_ reason: String) -> ImageDecodingError {
    ImageDecodingError(description: "PNG could not be decoded: \(reason)")
  }
}

/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320).
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
}
