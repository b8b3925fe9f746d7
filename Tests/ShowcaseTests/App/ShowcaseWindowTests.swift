import Foundation
import TandemTesting
import Testing

/// `make run` with a display: Showcase opens in an SDL2 window, and a click on the menu's first row opens the
/// heart rate screen (its pink title and chart appear where the menu showed only blue symbols).
@Suite(.serialized) struct ShowcaseWindowTests {
  /// Pixels of the X dump close to the seed's pink (`Color.pink`, 255 45 85).
  private func pinkPixels(_ pixels: [UInt32]) -> Int {
    pixels.filter { word in
      let (r, g, b) = (Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF))
      return r > 230 && g < 80 && b > 60 && b < 120
    }.count
  }

  @Test func theAppOpensInAWindowAndAClickOpensTheHeartRateScreen() throws {
    try withExclusiveDisplay {
      let executable = Bundle.main.bundleURL.appendingPathComponent("Showcase")
      try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build Showcase first")
      let (display, xvfb) = try xDisplay()
      defer { if let xvfb { stopProcess(xvfb) } }
      let app = try WindowedApp(executable, display: display, device: "iphone-14", scale: 1)
      defer { app.stop() }
      let (output, environment) = (app.output, app.environment)
      try #require(
        output.wait(for: "Opening Showcase in a window (close it to quit).", timeout: 20),
        "Showcase did not open a window: \(output.lines)")
      let id = try runToCompletion(
        "/usr/bin/xdotool", ["search", "--sync", "--name", "Tandem Showcase"], environment: environment
      ).split(separator: "\n").first.map(String.init)
      let window = try #require(id, "no window found")
      // A dump taken while the window is being mapped or resized can come out short: take it again.
      func dump(attempts: Int = 10) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-\(UUID().uuidString).xwd")
        defer { try? FileManager.default.removeItem(at: file) }
        try runToCompletion("/usr/bin/xwd", ["-silent", "-id", window, "-out", file.path], environment: environment)
        do {
          return try decodeXWD(try Data(contentsOf: file))
        } catch  where attempts > 1 {
          Thread.sleep(forTimeInterval: 0.2)
          return try dump(attempts: attempts - 1)
        }
      }
      // Wait for the first frame, then click the Heart Rate row (the first row of the menu, at 1x).
      var menu = try dump()
      let deadline = Date().addingTimeInterval(10)
      while Set(menu.pixels).count < 10 && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.2)
        menu = try dump()
      }
      #expect(menu.width == 390 && menu.height == 844)
      #expect(pinkPixels(menu.pixels) == 0)
      try runToCompletion(
        "/usr/bin/xdotool", ["mousemove", "--window", window, "--sync", "100", "185", "click", "1"],
        environment: environment)
      var screen = try dump()
      let opened = Date().addingTimeInterval(10)
      while pinkPixels(screen.pixels) < 500 && Date() < opened {
        Thread.sleep(forTimeInterval: 0.2)
        screen = try dump()
      }
      #expect(pinkPixels(screen.pixels) >= 500)
      #expect(app.process.isRunning)
    }
  }
}
