import Foundation
import Tandem
import TandemTesting
import Testing

@testable import TandemGraphics

@testable import ShowcaseApp

/// Showcase's motion and drawing screen: the ring and the miles count animate to the walked distance, the photo
/// flies into its card, the canvas, the flow layout and the shortened heading show; and the README's animated PNG
/// is this screen's animation, recorded frame by frame.
@MainActor @Suite(.serialized, .ownsTheApplication) struct MotionAndDrawingScreenTests {
  @Test func walkingOnAnimatesTheRingAndTheCount() throws {
    let session = try ShowcaseSession()
    try session.open(.motionAndDrawing)
    let driver = session.driver
    #expect(driver.find("25%") != nil && driver.find("8.3 mi") != nil)
    #expect(driver.find("Day two") != nil, "the long heading does not fit a phone")
    #expect(
      driver.find("Wildflowers") != nil && driver.find("Elevation") == nil, "canvas text is drawn, not an element")
    try driver.tap("Walk on")
    driver.advance(seconds: 0.15)
    let tree = driver.accessibilityTree()
    #expect(!tree.contains("8.3 mi") && !tree.contains("26.4 mi"), "the count is on its way: \(tree)")
    try driver.settle()
    #expect(driver.find("80%") != nil && driver.find("26.4 mi") != nil)
    try driver.tap("Show photo")
    #expect(driver.find("Crater Lake at dawn") != nil)
  }

  /// The README's animation: 0.6 s of the screen after Walk on, then 0.5 s after Show photo, at 15 frames
  /// a second. Record it again with TANDEM_RECORD=1 (and look at it).
  @Test func theREADMEAnimationIsThisScreensAnimation() throws {
    let session = try ShowcaseSession()
    try session.open(.motionAndDrawing)
    let driver = session.driver
    try driver.tap("Walk on")
    var frames = driver.record(seconds: 0.6, framesPerSecond: 15)
    try driver.settle()
    try driver.tap("Show photo")
    frames += driver.record(seconds: 0.5, framesPerSecond: 15)
    // At 1× (a third of the 3× screen's pixels) the file stays small.
    let scaled = frames.map { $0.scaled(width: $0.width / 3, height: $0.height / 3) }
    let apng = try AppDriver.animatedPNG(of: scaled, frameDuration: 1.0 / 15)
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "docs/images/motion-and-drawing.png")
    if ProcessInfo.processInfo.environment["TANDEM_RECORD"] != nil {
      try apng.write(to: file)
      Issue.record("recorded \(file.path); look at it, then run again without TANDEM_RECORD")
      return
    }
    let recorded = try Data(contentsOf: file)
    // Compared as one Bool: an expectation on two large byte collections would diff them byte by byte.
    let same = recorded == apng
    #expect(same, "the recording (\(apng.count) bytes) differs from \(file.path) (\(recorded.count) bytes)")
  }
}
