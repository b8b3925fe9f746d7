import Foundation
import ShowcaseApp
import Tandem

// Showcase: the seeds' apps. With a display it opens in a window; without one (or with --headless) it renders
// every screen and its key interaction states to PNGs and prints their paths.
// Usage: Showcase [--headless] [--output DIR] [--only NAME ...]
var output = URL(fileURLWithPath: "out")
var headless =
  (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
  || ProcessInfo.processInfo.environment["TANDEM_HEADLESS"] == "1"
var only: Set<String> = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--output": output = URL(fileURLWithPath: arguments.next() ?? "out")
  case "--headless": headless = true
  case "--only": only.insert(arguments.next() ?? "")
  default:
    FileHandle.standardError.write(Data("usage: Showcase [--headless] [--output DIR] [--only NAME ...]\n".utf8))
    exit(2)
  }
}

/// Runs this program again with its wall clock frozen at 9:41 (in en_US, Pacific time), for pictures that show the
/// time identically on every run: the preload library beside the executable freezes only the wall clock.
func renderWithFrozenClock() -> Int32? {
  let environment = ProcessInfo.processInfo.environment
  guard environment["TANDEM_FROZEN_TIME"] == nil, let executable = Bundle.main.executableURL else { return nil }
  let library = executable.deletingLastPathComponent().appendingPathComponent("libTandemFrozenClock.so")
  guard FileManager.default.fileExists(atPath: library.path) else {
    FileHandle.standardError.write(
      Data(
        "Showcase: \(library.path) is missing (swift build --product TandemFrozenClock); the pictures show the real time.\n"
          .utf8))
    return nil
  }
  let child = Process()
  child.executableURL = executable
  child.arguments = Array(CommandLine.arguments.dropFirst()) + ["--headless"]
  var childEnvironment = environment
  childEnvironment["LD_PRELOAD"] = library.path
  childEnvironment["TANDEM_FROZEN_TIME"] = "1168364460"  // 2007-01-09 09:41:00 -08:00
  childEnvironment["TZ"] = "America/Los_Angeles"
  childEnvironment["LANG"] = "en_US.UTF-8"
  child.environment = childEnvironment
  do {
    try child.run()
  } catch {
    FileHandle.standardError.write(Data("Showcase: could not start the renderer: \(error)\n".utf8))
    return 1
  }
  child.waitUntilExit()
  return child.terminationStatus
}

if headless, let status = renderWithFrozenClock() {
  exit(status)
} else if headless {
  let shots = ShowcaseRenderer.shots.filter { only.isEmpty || only.contains($0.name) }
  // The main thread's run loop drives the rendering task (and the seeds' `asyncAfter`s), as UIApplicationMain would.
  var finished = false
  Task { @MainActor in
    do {
      // Each picture's path is printed as soon as it is written (unbuffered: standard output is a pipe under make).
      _ = try await ShowcaseRenderer.render(shots, to: output) { file in
        FileHandle.standardOutput.write(Data((file.path + "\n").utf8))
      }
    } catch {
      FileHandle.standardError.write(Data("Showcase: \(error)\n".utf8))
      exit(1)
    }
    finished = true
  }
  while !finished { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.05)) }
} else {
  print("Opening Showcase in a window (close it to quit).")
  TandemLaunchOptions.windowTitle = "Tandem Showcase"
  _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ShowcaseAppDelegate.self))
}
