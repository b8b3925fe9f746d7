import Foundation
import Testing

/// Runs the TandemAppProbe executable (an `@main` app) and returns the lines it printed.
func runProbeApp() throws -> [String] {
  let probe = Bundle.main.bundleURL.appendingPathComponent("TandemAppProbe")
  try #require(
    FileManager.default.isExecutableFile(atPath: probe.path),
    "build the TandemAppProbe product first (`make test` does): \(probe.path)")
  let process = Process()
  process.executableURL = probe
  var environment = ProcessInfo.processInfo.environment
  environment["TANDEM_HEADLESS"] = "1"
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0)
  return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
}

/// Apple's documented launch order for an app with a scene delegate (UIKit documentation):
/// `sceneWillEnterForeground(_:)` "is invariably followed by a call to the sceneDidBecomeActive(_:) method";
/// `sceneDidBecomeActive(_:)` is called "after loading the interface for your scene, but before that interface
/// appears onscreen" (so the root view is laid out and appears after it); `applicationDidBecomeActive(_:)`: "If
/// you're using scenes, UIKit will not call this method", while `didBecomeActiveNotification` is posted "regardless
/// of whether your app uses scenes".
@Suite struct AppLaunchTests {
  @Test func mainAppDelegateLaunchesWithASceneDelegateAndTheRunLoopOrdersWork() throws {
    let lines = try runProbeApp()
    #expect(
      lines == [
        "app.didFinishLaunching", "app.configurationForConnecting", "scene.willConnect", "vc.viewDidLoad",
        "vc.viewWillAppear", "scene.willEnterForeground", "scene.didBecomeActive",
        "note.UISceneDidActivateNotification",
        "commit.layout 1", "vc.viewDidAppear", "note.UIApplicationDidBecomeActiveNotification", "commit.layout 2",
        "async", "timer", "asyncAfter", "commit.layout 3", "exit",
      ])
    #expect(!lines.contains("app.didBecomeActive"))
  }
}

/// An app run without a display says it is headless; with `TANDEM_SCREENSHOT` it writes its first settled frame and
/// exits (an app that would otherwise wait for a tap forever).
@Suite struct HeadlessLaunchTests {
  @Test func aHeadlessAppWritesItsFirstSettledFrameAndExits() throws {
    let probe = Bundle.main.bundleURL.appendingPathComponent("TandemAppProbe")
    try #require(FileManager.default.isExecutableFile(atPath: probe.path), "build TandemAppProbe first")
    let shot = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: shot) }
    let process = Process()
    process.executableURL = probe
    process.arguments = ["--window-test", shot.path + ".unused"]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["TANDEM_HEADLESS"] = nil
    environment["TANDEM_DEVICE"] = "iphone-se"
    environment["TANDEM_SCREENSHOT"] = shot.path
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(message.contains("TandemAppProbe runs headless (DISPLAY is not set)"))
    #expect(message.contains("wrote the first settled frame to \(shot.path)"))
    let data = try Data(contentsOf: shot)
    // A PNG of the iPhone SE's screen: 375×667 points at 2x.
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 750 && height == 1334)
  }
}
