import Journal
import SwiftUI
import TandemTesting
import Testing
import UIKit

/// The journal's screens as pictures, its accessibility and its behaviour, driven as a person would use it.
@MainActor @Suite(.serialized, .ownsTheApplication) struct JournalTests {
  func journal() -> UINavigationController { UINavigationController(rootViewController: JournalViewController()) }

  @Test func theListLooksRight() {
    assertSnapshot(of: journal(), as: .image)
  }

  @Test func theListOnASmallPhoneInDarkAndAtALargeTextSize() {
    assertSnapshots(
      of: journal(),
      matrix: SnapshotMatrix(devices: [.iPhoneSE], appearances: [.dark], contentSizes: [.large, .accessibilityMedium]))
  }

  @Test func anEntryPage() {
    assertSnapshot(of: EntryView(entry: Entry.samples[0]), as: .image(layout: .device))
  }

  @Test func whatVoiceOverReads() {
    assertSnapshot(of: journal(), as: .accessibilityTree)
  }

  @Test func theListPassesTheLint() {
    assertSnapshot(of: journal(), as: .lint)
  }

  @Test func addingAnEntry() throws {
    let driver = AppDriver(rootViewController: journal())
    try driver.buttons["New Entry"].tap()
    try driver.settle()
    #expect(driver.cells.element(boundBy: 0).label.hasPrefix("New entry"))
  }

  @Test func openingAnEntryFarDownTheList() throws {
    let driver = AppDriver(rootViewController: journal())
    // Entry 30 is below the screen: the tap scrolls to it first.
    try driver.cells["Entry 30"].tap()
    try driver.settle()
    #expect(driver.staticTexts["Entry 30"].exists)
    try driver.switches["Favorite"].tap()
    try driver.settle()
    assertSnapshot(of: driver, as: .image)
  }
}
