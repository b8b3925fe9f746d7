import Foundation
import TandemTesting
import Testing

/// In a window, the general pasteboard is the X clipboard: what the app copies another program pastes, and what
/// another program copies the app pastes (TandemAppProbe's `--pasteboard-test` screen, driven with xclip and
/// xdotool on the test's X display).
@Suite(.serialized) struct PasteboardWindowTests {
  @Test func theGeneralPasteboardIsTheWindowSystemsClipboard() throws {
    try withExclusiveDisplay {
      let probe = Bundle.main.bundleURL.appendingPathComponent("TandemAppProbe")
      try #require(
        FileManager.default.isExecutableFile(atPath: probe.path), "build TandemAppProbe first (`make test` does)")
      let (display, xvfb) = try xDisplay()
      defer { if let xvfb { stopProcess(xvfb) } }
      let app = try WindowedApp(
        probe, arguments: ["--pasteboard-test"], display: display, device: "iphone-se", scale: 2)
      defer { app.stop() }
      let (output, environment) = (app.output, app.environment)
      try #require(output.wait(for: "ready", timeout: 20), "the app did not start: \(output.lines)")
      #expect(output.lines.contains("copied 1"))
      // Another program pastes what the app copied.
      let pasted = try runToCompletion("/usr/bin/xclip", ["-o", "-selection", "clipboard"], environment: environment)
      #expect(pasted == "copied from Tandem")
      // Another program copies; the app's Paste button reads it.
      let owner = try copyWithXclip("typed elsewhere", environment: environment)
      defer { stopProcess(owner) }
      let id = try runToCompletion(
        "/usr/bin/xdotool", ["search", "--sync", "--name", "TandemAppProbe"], environment: environment
      ).split(separator: "\n").first.map(String.init)
      let window = try #require(id, "no window found")
      try runToCompletion(
        "/usr/bin/xdotool", ["mousemove", "--window", window, "--sync", "375", "460", "click", "1"],
        environment: environment)
      try #require(output.wait(for: "pasted: typed elsewhere", timeout: 20), "the app pasted: \(output.lines)")
    }
  }
}

/// Puts text on the X clipboard with xclip, kept in the foreground (`-quiet`) to serve it until the returned process
/// is stopped; returns once another client reads that text back.
func copyWithXclip(_ text: String, environment: [String: String]) throws -> Process {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
  process.arguments = ["-quiet", "-selection", "clipboard"]
  process.environment = environment
  let input = Pipe()
  process.standardInput = input
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  input.fileHandleForWriting.write(Data(text.utf8))
  try input.fileHandleForWriting.close()
  let deadline = Date().addingTimeInterval(10)
  while Date() < deadline,
    try runToCompletion("/usr/bin/xclip", ["-o", "-selection", "clipboard"], environment: environment) != text
  {
    Thread.sleep(forTimeInterval: 0.05)
  }
  return process
}
