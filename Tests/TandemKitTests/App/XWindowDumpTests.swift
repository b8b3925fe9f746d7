import Foundation
import TandemTesting
import Testing

/// X window dumps as `xwd` writes them, whole and cut short (a window going away while it is read).
struct XWindowDumpTests {
  /// A 2×2 dump: a 100-byte header of big-endian fields, no colour map, LSB-first 32-bit pixels.
  func dump(width: Int = 2, height: Int = 2, bitsPerPixel: Int = 32) -> Data {
    var fields = [Int](repeating: 0, count: 25)
    fields[0] = 100
    fields[4] = width
    fields[5] = height
    fields[11] = bitsPerPixel
    fields[12] = width * 4
    var bytes: [UInt8] = fields.flatMap { field in (0..<4).map { UInt8(truncatingIfNeeded: field >> (24 - 8 * $0)) } }
    for i in 0..<(width * height) { bytes += [UInt8(i), 0x20, 0x30, 0xFF] }
    return Data(bytes)
  }

  @Test func aWholeDumpDecodesToOpaquePixels() throws {
    let decoded = try decodeXWD(dump())
    #expect(decoded.width == 2 && decoded.height == 2)
    #expect(decoded.pixels == [0xFF30_2000, 0xFF30_2001, 0xFF30_2002, 0xFF30_2003])
  }

  @Test func aDumpCutShortAnywhereFailsWithAnErrorNotACrash() {
    let whole = dump()
    for length in 0..<whole.count {
      #expect(throws: XWindowDumpError.self) { try decodeXWD(whole.prefix(length)) }
    }
  }

  @Test func anotherPixelFormatIsNamed() {
    #expect(throws: XWindowDumpError.self) { try decodeXWD(dump(bitsPerPixel: 24)) }
  }
}
