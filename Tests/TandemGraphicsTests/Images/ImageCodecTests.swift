import Foundation
import Testing

@testable import TandemGraphics

func fixture(_ name: String) throws -> Data {
  let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
  return try Data(contentsOf: url)
}

@Suite struct ImageCodecTests {
  @Test func pngRoundTripKeepsEveryPixel() throws {
    let surface = PixelSurface(width: 7, height: 5)
    let context = CGContext(surface: surface)
    context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 7, height: 5))
    context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    context.fill(CGRect(x: 2, y: 1, width: 3, height: 2))
    context.clear(CGRect(x: 6, y: 4, width: 1, height: 1))
    let image = CGImage(surface: surface)
    let decoded = try ImageCodec.decode(image.pngData()).get()
    #expect(decoded == image)
    #expect(decoded.width == 7 && decoded.height == 5)
    #expect(decoded.storage.pixel(x: 6, y: 4) == 0)
  }

  /// Every premultiplied value of a few alphas survives encoding and decoding (straight RGBA with Cairo's
  /// rounding), and an opaque image is written as RGB without alpha.
  @Test func pngKeepsTranslucentPixelsAndWritesOpaqueImagesWithoutAlpha() throws {
    let alphas: [UInt32] = [1, 2, 77, 128, 254, 255]
    let translucent = PixelSurface(width: 256, height: alphas.count)
    translucent.withPixels { base, stride in
      for (y, a) in alphas.enumerated() {
        for x in 0..<256 {
          let c = UInt32(x) * a / 255
          base[y * stride + x] = a << 24 | c << 16 | (a - c) << 8 | c / 2
        }
      }
    }
    let image = CGImage(surface: translucent)
    let data = image.pngData()
    #expect(data[25] == 6)  // colour type: RGB + alpha
    #expect(try ImageCodec.decode(data).get() == image)
    let opaque = PixelSurface(width: 3, height: 2)
    opaque.withPixels { base, stride in
      for y in 0..<2 { for x in 0..<3 { base[y * stride + x] = 0xFF00_0000 | UInt32(x * 80 + y) } }
    }
    let opaqueData = CGImage(surface: opaque).pngData()
    #expect(opaqueData[25] == 2)  // colour type: RGB
    #expect(try ImageCodec.decode(opaqueData).get() == CGImage(surface: opaque))
  }

  @Test func decodesPNGAndJPEGFixtures() throws {
    let png = try ImageCodec.decode(fixture("landscape.png")).get()
    #expect(png.width == 300 && png.height == 200)
    let jpeg = try ImageCodec.decode(fixture("landscape.jpg")).get()
    #expect(jpeg.width == 900 && jpeg.height == 600)
    // The sun: yellow in both (JPEG within compression error).
    let sun = PixelSurface.unpremultiply(jpeg.storage.pixel(x: 690, y: 150))
    #expect(sun.components![0] > 0.9 && sun.components![2] < 0.45)
    let scaled = png.scaled(width: 150, height: 100)
    #expect(scaled.width == 150 && scaled.height == 100)
    #expect(png.cropping(to: CGRect(x: 10, y: 10, width: 20, height: 30))?.height == 30)
  }

  @Test(arguments: ["landscape.png", "landscape.jpg"])
  func truncatedFilesGiveADiagnosticNotACrash(name: String) throws {
    let data = try fixture(name)
    for length in [data.count / 2, data.count - 20, 40] {
      let result = ImageCodec.decode(data.prefix(length))
      guard case .failure(let error) = result else {
        Issue.record("\(name) cut to \(length) bytes decoded")
        continue
      }
      #expect(error.description.contains(name.hasSuffix("png") ? "PNG" : "JPEG"))
    }
    guard case .failure(let garbage) = ImageCodec.decode(Data("not an image".utf8)) else {
      Issue.record("text decoded as an image")
      return
    }
    #expect(garbage.description.contains("unrecognised image format"))
  }
}
