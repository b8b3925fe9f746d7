import Foundation
import Testing
import UIKit

@testable import TandemTesting

/// The run's failures on one HTML page, checked in a real browser (headless Chromium).
@MainActor @Suite(.serialized, .ownsTheApplication) struct SnapshotReportTests {
  /// A golden screen, the same screen with a changed title, and a changed accessibility tree: one page.
  func samplePage() throws -> String {
    let golden = AppDriver(rootViewController: WelcomeViewController()).capture()
    let changed = WelcomeViewController()
    changed.loadViewIfNeeded()
    (changed.view.subviews.first as? UIStackView)?.arrangedSubviews.compactMap { $0 as? UILabel }.first?.text =
      "Welcome"
    let actual = AppDriver(rootViewController: changed).capture()
    let difference = try #require(
      ImageComparison.difference(golden, actual, precision: 1, perceptualPrecision: 1))
    let tree = """
      staticText, label: "Welcome back", traits: [staticText], frame: (16, 71, 358×41.3)
      textField, label: "Email", identifier: "email", frame: (16, 128.3, 358×34)
      button, label: "Continue", traits: [button], frame: (16, 178.3, 358×34.7)
      """
    return SnapshotReport.html([
      SnapshotReport.Entry(
        test: "welcomeScreen()", location: "AppTests/WelcomeTests.swift:12", title: "welcomeScreen.1.png",
        message: "snapshot welcomeScreen.1.png does not match its golden: \(difference.message)",
        content: .image(golden: golden.pngData(), snapshot: actual.pngData(), difference: difference.artifact)),
      SnapshotReport.Entry(
        test: "welcomeTree()", location: "AppTests/WelcomeTests.swift:18", title: "welcomeTree.1.txt",
        message: "snapshot welcomeTree.1.txt does not match its golden",
        content: .text(golden: tree, snapshot: tree.replacingOccurrences(of: "Welcome back", with: "Welcome"))),
    ])
  }

  @Test func aFailureMessageNamesTheReportThatHoldsIt() throws {
    let folder = temporaryGoldens()
    let lines = Snapshotting<String, String>(lines: { $0 })
    _ = verifySnapshot(of: "a\nb", as: lines, named: "r", record: .missing, snapshotDirectory: folder)
    let failure = try #require(
      verifySnapshot(of: "a\nc", as: lines, named: "r", record: .never, snapshotDirectory: folder))
    let path = try #require(failure.components(separatedBy: "report: ").last)
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(page.contains("aFailureMessageNamesTheReportThatHoldsIt.r"))
    #expect(page.contains("<span class=\"removed\">- b</span>"))
    #expect(page.contains("<span class=\"added\">+ c</span>"))
  }

  @Test func thePageShowsGoldenSnapshotAndDifferenceInABrowser() throws {
    let html = try samplePage()
    #expect(html.components(separatedBy: "<section class=\"failure\"").count == 3)
    #expect(html.contains("data-mode=\"onion\""))
    let folder = URL(fileURLWithPath: temporaryGoldens())
    let page = folder.appendingPathComponent("report.html")
    try Data(html.utf8).write(to: page)
    let shot = folder.appendingPathComponent("report.png")
    let chromium = Process()
    chromium.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
    try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "install chromium (make deps does)")
    chromium.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
      "--window-size=1040,1000", "--screenshot=\(shot.path)", page.absoluteString,
    ]
    chromium.standardOutput = FileHandle.nullDevice
    chromium.standardError = FileHandle.nullDevice
    try chromium.run()
    chromium.waitUntilExit()
    let image = try #require(UIImage(contentsOfFile: shot.path)?.cgImage, "Chromium wrote no screenshot")
    #expect(image.width == 1040 && image.height == 1000)
    // The difference image's red pixels and the diff's green added line are drawn by the browser.
    var red = 0
    var green = 0
    for pixel in image.storage.packedPixels() {
      let (r, g, b) = ((pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
      if r > 220 && g < 40 && b < 40 { red += 1 }
      if r == 0xE3 && g == 0xF6 && b == 0xE5 { green += 1 }
    }
    #expect(red > 20)
    #expect(green > 1000)
    if ProcessInfo.processInfo.environment["TANDEM_RECORD"] != nil {
      // The README's picture of the report (look at it before committing).
      let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
          "docs/images/snapshot-report.png")
      try? FileManager.default.removeItem(at: readme)
      try FileManager.default.copyItem(at: shot, to: readme)
      Issue.record("recorded \(readme.path); look at it, then run again without TANDEM_RECORD")
    }
  }
}
