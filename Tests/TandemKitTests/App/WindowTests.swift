import Foundation
import Testing

@testable import TandemGraphics

/// Collects a process's output lines as they arrive.
final class LineCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""
  func append(_ data: Data) { lock.withLock { text += String(decoding: data, as: UTF8.self) } }
  var lines: [String] { lock.withLock { text.split(separator: "\n").map(String.init) } }
  /// Waits until a line appears (real time), up to a timeout.
  func wait(for line: String, timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if lines.contains(line) { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return lines.contains(line)
  }
}

/// Runs a command to completion and returns its standard output.
@discardableResult
func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = Pipe()
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}

/// Decodes an X window dump (32 bits per pixel, ZPixmap) into opaque ARGB words.
func decodeXWD(_ data: Data) throws -> (width: Int, height: Int, pixels: [UInt32]) {
  let bytes = [UInt8](data)
  func field(_ i: Int) -> Int {
    let o = i * 4
    return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
  }
  let headerSize = field(0)
  let (width, height) = (field(4), field(5))
  let byteOrder = field(7)
  let bitsPerPixel = field(11)
  let bytesPerLine = field(12)
  let colors = field(19)
  try #require(bitsPerPixel == 32, "expected 32 bits per pixel, got \(bitsPerPixel)")
  let start = headerSize + colors * 12
  var pixels = [UInt32](repeating: 0, count: width * height)
  for y in 0..<height {
    for x in 0..<width {
      let o = start + y * bytesPerLine + x * 4
      let (b0, b1, b2, b3) = (UInt32(bytes[o]), UInt32(bytes[o + 1]), UInt32(bytes[o + 2]), UInt32(bytes[o + 3]))
      let word = byteOrder == 0 ? (b3 << 24 | b2 << 16 | b1 << 8 | b0) : (b0 << 24 | b1 << 16 | b2 << 8 | b3)
      pixels[y * width + x] = 0xFF00_0000 | (word & 0x00FF_FFFF)
    }
  }
  return (width, height, pixels)
}

/// Stops a child process: SIGTERM, then SIGKILL if it has not exited within two seconds.
func stop(_ process: Process) {
  guard process.isRunning else { return }
  process.terminate()
  let deadline = Date().addingTimeInterval(2)
  while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
  if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  process.waitUntilExit()
}

@Suite(.serialized) struct WindowTests {
  /// A display: the one in DISPLAY, or a private Xvfb started for the test.
  func display() throws -> (String, Process?) {
    if let existing = ProcessInfo.processInfo.environment["DISPLAY"], !existing.isEmpty { return (existing, nil) }
    let number = (90...99).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") } ?? 99
    let xvfb = Process()
    xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    xvfb.arguments = [":\(number)", "-screen", "0", "1400x1400x24", "-nolisten", "tcp"]
    xvfb.standardOutput = FileHandle.nullDevice
    xvfb.standardError = FileHandle.nullDevice
    try xvfb.run()
    let deadline = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    return (":\(number)", xvfb)
  }

  @Test func aClickThroughXReachesTheAppAndTheWindowShowsWhatHeadlessRenders() throws {
    let probe = Bundle.main.bundleURL.appendingPathComponent("TandemAppProbe")
    try #require(
      FileManager.default.isExecutableFile(atPath: probe.path), "build TandemAppProbe first (`make test` does)")
    let (display, xvfb) = try display()
    defer { if let xvfb { stop(xvfb) } }
    let capture = FileManager.default.temporaryDirectory.appendingPathComponent("window-\(UUID().uuidString).png")
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["TANDEM_DEVICE"] = "iphone-se"
    environment["TANDEM_WINDOW_SCALE"] = "2"
    environment["TANDEM_HEADLESS"] = nil
    let app = Process()
    app.executableURL = probe
    app.arguments = ["--window-test", capture.path]
    app.environment = environment
    let output = LineCollector()
    let pipe = Pipe()
    pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
    app.standardOutput = pipe
    app.standardError = FileHandle.nullDevice
    try app.run()
    defer {
      pipe.fileHandleForReading.readabilityHandler = nil
      stop(app)
    }
    try #require(output.wait(for: "ready", timeout: 20), "the app did not start: \(output.lines)")
    let id = try run("/usr/bin/xdotool", ["search", "--sync", "--name", "TandemAppProbe"], environment: environment)
      .split(separator: "\n").first.map(String.init)
    let window = try #require(id, "no window found")
    // The button is at (60, 200, 255×60) points on a 2x window: click its centre.
    try run(
      "/usr/bin/xdotool", ["mousemove", "--window", window, "--sync", "375", "460", "click", "1"],
      environment: environment)
    try #require(output.wait(for: "captured", timeout: 20), "the app did not react: \(output.lines)")
    #expect(output.lines.contains("tapped"))
    let dump = FileManager.default.temporaryDirectory.appendingPathComponent("window-\(UUID().uuidString).xwd")
    try run("/usr/bin/xwd", ["-silent", "-id", window, "-out", dump.path], environment: environment)
    let screen = try decodeXWD(try Data(contentsOf: dump))
    let headless = try ImageCodec.decode(contentsOf: capture).get()
    #expect(screen.width == headless.width && screen.height == headless.height)
    #expect(screen.pixels == headless.storage.packedPixels())
  }
}
