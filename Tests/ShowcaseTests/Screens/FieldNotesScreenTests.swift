import Foundation
import Tandem
import TandemTesting
import Testing

@testable import ShowcaseApp

/// The Field Notes sample app, launched through its `App` as iOS launches it, and opened from Showcase's menu.
@MainActor @Suite(.serialized, .ownsTheApplication) struct FieldNotesScreenTests {
  private func forgetSettings() {
    for key in ["fieldNotes.units", "fieldNotes.showsPlaces", "fieldNotes.selectedTab"] {
      UserDefaults.standard.removeObject(forKey: key)
    }
  }

  /// On an iPhone the notes list pushes the chosen note; search filters it; Add appends a note; Edit deletes.
  @Test func onAPhoneNotesPushSearchAddAndDelete() throws {
    forgetSettings()
    let driver = try AppDriver(app: FieldNotesApp.self)
    try driver.settle()
    #expect(driver.find("Field Notes") != nil && driver.find("Marmots at the pass") != nil)
    try driver.tap("Ice on the lake")
    try driver.settle()
    #expect(driver.find("A thin rim of ice along the north shore.") != nil)
    #expect(driver.find("Marmots at the pass") == nil)
    try driver.goBack()
    try driver.settle()

    try driver.tap("Add Note")
    try driver.settle()
    #expect(driver.find("New Note 4") != nil)

    try driver.tap("Search notes")
    driver.type("arch")
    try driver.settle()
    #expect(driver.find("Rock arch") != nil)
    #expect(driver.find("Marmots at the pass") == nil)
    try driver.tap("Cancel")
    try driver.settle()

    try driver.tap("Edit")
    try driver.settle()
    #expect(driver.find("Done") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "field-notes-editing")
    forgetSettings()
  }

  /// On an iPad the list and the chosen note show side by side.
  @Test func onAnIPadTheNoteShowsBesideTheList() throws {
    forgetSettings()
    let driver = try AppDriver(app: FieldNotesApp.self, device: .iPad)
    try driver.settle()
    #expect(driver.find("Choose a note") != nil)
    try driver.tap("Rock arch")
    try driver.settle()
    #expect(driver.find("The arch frames the sunset from the east side.") != nil)
    #expect(driver.find("Marmots at the pass") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "field-notes-ipad")
    forgetSettings()
  }

  /// Settings and the chosen tab are kept in `@AppStorage`: a second launch finds them.
  @Test func settingsLastAcrossLaunches() throws {
    forgetSettings()
    let first = try AppDriver(app: FieldNotesApp.self)
    try first.settle()
    try first.tap("Settings")
    try first.settle()
    try first.tap("Kilometers")
    try first.settle()
    #expect(first.find("Distances in, Kilometers") != nil || first.find("Kilometers") != nil)
    #expect(UserDefaults.standard.string(forKey: "fieldNotes.units") == "Kilometers")

    let second = try AppDriver(app: FieldNotesApp.self)
    try second.settle()
    #expect(UserDefaults.standard.integer(forKey: "fieldNotes.selectedTab") == 1)
    #expect(second.find("Show Places") != nil, "the Settings tab is chosen again")
    #expect(second.find("Distances in") != nil)
    forgetSettings()
  }

  /// Showcase's menu opens the app full screen; its Close button comes back.
  @Test func showcaseOpensTheAppAndCloseComesBack() throws {
    forgetSettings()
    let session = try ShowcaseSession()
    try session.open(.fieldNotes)
    try session.tap("Open Field Notes")
    #expect(session.presentedViewController != nil)
    #expect(session.driver.find("Marmots at the pass") != nil)
    try session.tap("Close")
    #expect(session.presentedViewController == nil)
    #expect(session.driver.find("Open Field Notes") != nil)
    forgetSettings()
  }
}
