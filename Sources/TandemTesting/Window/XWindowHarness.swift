import Foundation
import Testing

// Helpers for tests that run an app in a real window on an X display (Xvfb when there is none).

/// Collects a process's output lines as they arrive.
public final class LineCollector: @unchecked Sendable {
  public init() {}
  private let lock = NSLock()
  private var text = ""
  public func append(_ data: Data) { lock.withLock { text += String(decoding: data, as: UTF8.self) } }
  public var lines: [String] { lock.withLock { text.split(separator: "\n").map(String.init) } }
  /// Waits until a line appears (real time), up to a timeout.
  public func wait(for line: String, timeout: TimeInterval) -> Bool {
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
public func runToCompletion(_ path: String, _ arguments: [String], environment: [String: String]) throws -> String {
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

/// Decodes an X window dump (32 bits per pixel, ZPixmap) into opaque ARGB words; a dump that is cut short (the
/// window went away while `xwd` read it) or has another format fails with what is wrong.
public func decodeXWD(_ data: Data) throws -> (width: Int, height: Int, pixels: [UInt32]) {
  let bytes = [UInt8](data)
  /// The header's 25 big-endian 32-bit fields.
  guard bytes.count >= 100 else {
    throw XWindowDumpError(description: "an X window dump of \(bytes.count) bytes is shorter than its header")
  }
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
  guard bitsPerPixel == 32 else {
    throw XWindowDumpError(description: "expected 32 bits per pixel in an X window dump, got \(bitsPerPixel)")
  }
  let start = headerSize + colors * 12
  guard
    width >= 0 && height >= 0 && start >= 100 && bytesPerLine >= width * 4
      && bytes.count >= start + max(height - 1, 0) * bytesPerLine + width * 4
  else {
    throw XWindowDumpError(
      description: "an X window dump of \(bytes.count) bytes is too short for \(width)×\(height) pixels")
  }
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

/// An X window dump that cannot be read: cut short, or not 32 bits per pixel.
public struct XWindowDumpError: Error, CustomStringConvertible {
  public let description: String
}

/// Stops a child process: SIGTERM, then SIGKILL if it has not exited within two seconds.
public func stopProcess(_ process: Process) {
  guard process.isRunning else { return }
  process.terminate()
  let deadline = Date().addingTimeInterval(2)
  while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
  if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  process.waitUntilExit()
}

/// A display: the one in DISPLAY, or a private Xvfb started for the test (stop it with `stopProcess`).
public func xDisplay() throws -> (String, Process?) {
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

/// Runs `body` holding an exclusive lock on the X display (a file lock, so window tests of different suites and
/// processes never put windows over each other's clicks).
public func withExclusiveDisplay<T>(_ body: () throws -> T) throws -> T {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-x-display.lock").path
  let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
  guard descriptor >= 0 else { return try body() }
  defer { close(descriptor) }
  flock(descriptor, LOCK_EX)
  defer { flock(descriptor, LOCK_UN) }
  return try body()
}

/// An app process started in a window on an X display, with its output lines collected as they arrive.
public final class WindowedApp {
  /// The process.
  public let process = Process()
  /// Its standard output, line by line.
  public let output = LineCollector()
  private let pipe = Pipe()

  /// Starts `executable` with `arguments` on `display` at a device preset and window scale (never headless).
  public init(_ executable: URL, arguments: [String] = [], display: String, device: String, scale: Int) throws {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["TANDEM_DEVICE"] = device
    environment["TANDEM_WINDOW_SCALE"] = String(scale)
    environment["TANDEM_HEADLESS"] = nil
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    let output = output
    pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  /// The environment the app runs in (for the X tools driving it).
  public var environment: [String: String] { process.environment ?? [:] }

  /// Stops the app and its output collection.
  public func stop() {
    pipe.fileHandleForReading.readabilityHandler = nil
    stopProcess(process)
  }
}
