import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// A square sliding across with a linear animation.
private struct Slider: View {
  @State private var moved = false
  var body: some View {
    VStack(alignment: .leading) {
      Button("Go") { withAnimation(.linear(duration: 0.5)) { moved.toggle() } }
      Color.indigo.frame(width: 40, height: 40).offset(x: moved ? 200 : 0)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct AnimationRecordingTests {
  @Test func recordingStepsTheClockAndIsTheSameEveryRun() throws {
    func record() throws -> [CGImage] {
      let driver = AppDriver(rootViewController: UIHostingController(rootView: Slider()))
      try driver.settle()
      try driver.tap("Go")
      return driver.record(seconds: 0.5, framesPerSecond: 10)
    }
    let frames = try record()
    #expect(frames.count == 6, "the screen now and after each of five tenths of a second")
    let again = try record()
    #expect(zip(frames, again).allSatisfy { $0.pngData() == $1.pngData() }, "deterministic")
    #expect(frames[0].pngData() != frames[3].pngData(), "the square moved")
    let apng = try AppDriver.animatedPNG(of: frames, frameDuration: 0.1)
    let bytes = [UInt8](apng)
    func count(_ type: String) -> Int {
      var found = 0
      var offset = 8
      while offset + 12 <= bytes.count {
        let length =
          Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == type { found += 1 }
        offset += 12 + length
      }
      return found
    }
    #expect(count("acTL") == 1 && count("fcTL") == 6 && count("fdAT") >= 5 && count("IEND") == 1)
    // The file is a valid PNG too: its first frame decodes as the still image.
    let still = try ImageCodec.decode(apng).get()
    #expect(still.width == frames[0].width)
  }
}
