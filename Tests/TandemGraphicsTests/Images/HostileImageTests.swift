import Foundation
import Testing

@testable import TandemGraphics

/// Images that are too big, lie about their size or are damaged give a clear error quickly, and never crash.
@Suite struct HostileImageTests {
  private func failure(_ data: Data) -> String? {
    if case .failure(let error) = ImageCodec.decode(data) { return error.description }
    return nil
  }

  /// A big-endian 32-bit value written into bytes.
  private func put(_ value: Int, into bytes: inout [UInt8], at offset: Int) {
    for i in 0..<4 { bytes[offset + i] = UInt8((value >> (24 - 8 * i)) & 0xFF) }
  }

  /// A small valid PNG with its IHDR rewritten to `width`×`height` (CRC fixed, so only the size is wrong).
  private func png(claiming width: Int, _ height: Int) throws -> Data {
    var bytes = [UInt8](try fixture("landscape.png"))
    put(width, into: &bytes, at: 16)
    put(height, into: &bytes, at: 20)
    put(Int(CRC32.checksum(bytes[12..<29])), into: &bytes, at: 29)
    return Data(bytes)
  }

  /// A small valid JPEG (8×8) with its frame header rewritten to `width`×`height`.
  private func jpeg(claiming width: Int, _ height: Int) throws -> Data {
    var bytes = [UInt8](
      try ImageCodec.jpegData(CGImage(surface: PixelSurface(width: 8, height: 8)), quality: 0.8).get())
    let sof = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    bytes[sof + 5] = UInt8(height >> 8)
    bytes[sof + 6] = UInt8(height & 0xFF)
    bytes[sof + 7] = UInt8(width >> 8)
    bytes[sof + 8] = UInt8(width & 0xFF)
    return Data(bytes)
  }

  @Test func aJPEGWiderThanCairoCanHoldIsRefusedWithItsSize() throws {
    let message = try #require(failure(try jpeg(claiming: 40_000, 8)))
    #expect(message.contains("40000x8 pixels; at most 32767x32767"))
  }

  @Test func aJPEGHeaderClaimingBillionsOfPixelsIsRefusedAtOnce() throws {
    let bomb = try jpeg(claiming: 32_000, 32_000)
    let start = Date()
    let message = try #require(failure(bomb))
    #expect(Date().timeIntervalSince(start) < 1)
    #expect(message.contains("claims 32000x32000 pixels"))
  }

  @Test func pngSizesAreCheckedBeforeDecoding() throws {
    #expect(try failure(png(claiming: 40_000, 10))?.contains("40000×10 pixels; at most 32767×32767") == true)
    #expect(try failure(png(claiming: 30_000, 30_000))?.contains("claims 30000×30000 pixels") == true)
    #expect(try failure(png(claiming: 0, 10))?.contains("0×10 pixels") == true)
  }

  @Test func damagedPNGsNameTheirDamage() throws {
    let good = [UInt8](try fixture("landscape.png"))
    var signature = good
    signature[1] = 0
    #expect(failure(Data(signature))?.contains("unrecognised image format (first bytes 89 00 4e 47") == true)

    // A flipped bit inside the image data.
    var flipped = good
    let idat = try #require((8..<good.count - 4).first { good[$0..<($0 + 4)] == [0x49, 0x44, 0x41, 0x54] })
    flipped[idat + 40] ^= 0x10
    #expect(failure(Data(flipped))?.contains("IDAT chunk") == true)
    #expect(failure(Data(flipped))?.contains("corrupt") == true)

    #expect(failure(Data(good.prefix(good.count - 6)))?.contains("truncated PNG") == true)
    #expect(failure(Data(good.prefix(8)))?.contains("truncated PNG") == true)
    // A zero-byte file, and a valid PNG still decodes.
    #expect(failure(Data()) == "image data is empty")
    #expect((try? ImageCodec.decode(Data(good)).get())?.width == 300)
  }

  @Test func aSurfaceLargerThanCairoCanHoldTrapsWithItsSize() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = PixelSurface(width: 40_000, height: 10)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "An image of 40000×10 pixels is larger than the 32767 pixels a side Cairo can hold"))
  }
}
