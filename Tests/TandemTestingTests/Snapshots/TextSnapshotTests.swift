import SwiftUI
import TandemTesting
import Testing
import UIKit

/// Text strategies: the accessibility tree and the view hierarchy, stable across runs.
@MainActor @Suite(.serialized, .ownsTheApplication) struct TextSnapshotTests {
  @Test func aControllersAccessibilityTree() throws {
    assertSnapshot(of: WelcomeViewController(), as: .accessibilityTree)
    let tree = try String(
      contentsOf: goldens().appendingPathComponent("aControllersAccessibilityTree.1.txt"), encoding: .utf8)
    #expect(
      tree.contains(#"staticText, label: "Welcome back", traits: [staticText, header]"#)
        || tree.contains(#"label: "Welcome back""#))
    #expect(tree.contains(#"identifier: "email""#))
    #expect(tree.contains("traits: [button]"))
  }

  @Test func aDrivenAppsTreeFollowsWhatTheUserDid() throws {
    let driver = AppDriver(rootViewController: WelcomeViewController())
    try driver.tap("Email")
    driver.type("ada@example.com")
    assertSnapshot(of: driver, as: .accessibilityTree)
  }

  @Test func aSwiftUIViewsTreeHasFramesInItsOwnCoordinates() throws {
    assertSnapshot(of: FavoriteBadge(), as: .accessibilityTree)
    let tree = try String(
      contentsOf: goldens().appendingPathComponent("aSwiftUIViewsTreeHasFramesInItsOwnCoordinates.1.txt"),
      encoding: .utf8)
    #expect(tree.contains(#"label: "Favorites""#))
  }

  @Test func aViewsHierarchy() throws {
    assertSnapshot(of: makeCard(), as: .recursiveDescription)
    let text = try String(
      contentsOf: goldens().appendingPathComponent("aViewsHierarchy.1.txt"), encoding: .utf8)
    #expect(
      text
        == "<UIView; frame = (0 0; 200 80)>\n   | <UILabel; frame = (16 16; 168 24); text = \"Card\"; userInteractionEnabled = NO>\n"
    )
  }

  @Test func aTextMismatchShowsTheChangedLines() throws {
    let folder = temporaryGoldens()
    let lines = Snapshotting<String, String>(lines: { $0 })
    #expect(
      verifySnapshot(of: "one\ntwo\nthree\nfour", as: lines, named: "t", record: .missing, snapshotDirectory: folder)
        != nil)
    let failure = try #require(
      verifySnapshot(of: "one\ntwo\n3\nfour", as: lines, named: "t", record: .never, snapshotDirectory: folder))
    #expect(failure.contains("  two\n- three\n+ 3\n  four"))
    #expect(FileManager.default.fileExists(atPath: folder + "/aTextMismatchShowsTheChangedLines.t.actual.txt"))
  }
}
