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

@Suite struct AppLaunchTests {
  @Test func mainAppDelegateLaunchesWithASceneDelegateAndTheRunLoopOrdersWork() throws {
    let lines = try runProbeApp()
    #expect(
      lines == [
        "app.didFinishLaunching", "app.configurationForConnecting", "scene.willConnect", "vc.viewDidLoad",
        "commit.layout 1", "vc.viewDidAppear", "scene.willEnterForeground", "scene.didBecomeActive",
        "app.didBecomeActive", "commit.layout 2", "async", "timer", "asyncAfter", "commit.layout 3", "exit",
      ])
  }
}
