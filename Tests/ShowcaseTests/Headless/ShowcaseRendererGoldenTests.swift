import Foundation
import ShowcaseApp
import TandemTesting
import Testing

@testable import TandemGraphics

/// `make run` without a display: the Showcase executable renders every screen and interaction state, its wall
/// clock frozen at 9:41 by the preload library, and each picture matches its golden exactly.
@Suite(.serialized) struct ShowcaseRendererGoldenTests {
  /// The build folder the tests run from, which also holds the Showcase executable and the clock library.
  private var buildFolder: URL { Bundle.main.bundleURL }

  @Test func everyShotMatchesItsGoldenWithTheClockAt941() async throws {
    let showcase = buildFolder.appendingPathComponent("Showcase")
    try #require(
      FileManager.default.isExecutableFile(atPath: showcase.path), "build the Showcase product first: \(showcase.path)")
    try #require(
      FileManager.default.fileExists(atPath: buildFolder.appendingPathComponent("libTandemFrozenClock.so").path),
      "build the TandemFrozenClock product first")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = showcase
    process.arguments = ["--headless", "--output", output.path]
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "TANDEM_FROZEN_TIME")
    environment.removeValue(forKey: "TANDEM_PHOTO_LIBRARY")
    process.environment = environment
    let printed = Pipe()
    process.standardOutput = printed
    try process.run()
    let listing = printed.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let files = String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
    let names = await MainActor.run { ShowcaseRenderer.shots.map(\.name) }
    #expect(files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } == names)
    for name in names {
      let file = output.appendingPathComponent(name + ".png")
      switch ImageCodec.decode(contentsOf: file) {
      case .success(let image): GoldenImage.assertMatches(image, named: "showcase-" + name)
      case .failure(let error): Issue.record("\(name): \(error)")
      }
    }
  }
}
