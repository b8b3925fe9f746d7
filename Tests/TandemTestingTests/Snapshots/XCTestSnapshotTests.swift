import SwiftUI
import TandemTesting
import UIKit
import XCTest

/// The same assertions from XCTest, as most existing iOS test suites are written. (swift-corelibs-xctest finds
/// test methods by casting them to plain functions, so a `@MainActor` method must be `async` on Linux.)
final class XCTestSnapshotTests: XCTestCase {
  @MainActor func testControllerScreenMatchesItsGolden() async {
    assertSnapshot(of: WelcomeViewController(), as: .image(device: .iPhone14Pro))
  }

  @MainActor func testTreeOfASwiftUIView() async {
    assertSnapshot(of: FavoriteBadge(), as: .accessibilityTree)
  }

  @MainActor func testVerifyReturnsTheFailureInsteadOfFailing() async {
    let folder = temporaryGoldens()
    XCTAssertNotNil(verifySnapshot(of: solidImage(.green), as: .image, record: .missing, snapshotDirectory: folder))
    XCTAssertNil(
      verifySnapshot(of: solidImage(.green), as: .image, named: "1", record: .never, snapshotDirectory: folder))
  }
}
