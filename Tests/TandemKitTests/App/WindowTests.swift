import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics

@Suite(.serialized) struct WindowTests {
  @Test func aClickThroughXReachesTheAppAndTheWindowShowsWhatHeadlessRenders() throws {
    try withExclusiveDisplay {
      let probe = Bundle.main.bundleURL.appendingPathComponent("TandemAppProbe")
      try #require(
        FileManager.default.isExecutableFile(atPath: probe.path), "build TandemAppProbe first (`make test` does)")
      let (display, xvfb) = try xDisplay()
      defer { if let xvfb { stopProcess(xvfb) } }
      let capture = FileManager.default.temporaryDirectory.appendingPathComponent("window-\(UUID().uuidString).png")
      let app = try WindowedApp(
        probe, arguments: ["--window-test", capture.path], display: display, device: "iphone-se", scale: 2)
      defer { app.stop() }
      let (output, environment) = (app.output, app.environment)
      try #require(output.wait(for: "ready", timeout: 20), "the app did not start: \(output.lines)")
      let id = try runToCompletion(
        "/usr/bin/xdotool", ["search", "--sync", "--name", "TandemAppProbe"], environment: environment
      )
      .split(separator: "\n").first.map(String.init)
      let window = try #require(id, "no window found")
      // The button is at (60, 200, 255×60) points on a 2x window: click its centre.
      try runToCompletion(
        "/usr/bin/xdotool", ["mousemove", "--window", window, "--sync", "375", "460", "click", "1"],
        environment: environment)
      try #require(output.wait(for: "captured", timeout: 20), "the app did not react: \(output.lines)")
      #expect(output.lines.contains("tapped"))
      let dump = FileManager.default.temporaryDirectory.appendingPathComponent("window-\(UUID().uuidString).xwd")
      try runToCompletion("/usr/bin/xwd", ["-silent", "-id", window, "-out", dump.path], environment: environment)
      let screen = try decodeXWD(try Data(contentsOf: dump))
      let headless = try ImageCodec.decode(contentsOf: capture).get()
      #expect(screen.width == headless.width && screen.height == headless.height)
      #expect(screen.pixels == headless.storage.packedPixels())
    }
  }
}
