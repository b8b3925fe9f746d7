import UIKit
import XCTest
@testable import StoryboardNotes

#if canImport(TandemTesting)
import TandemTesting
#endif

final class StoryboardNotesTests: XCTestCase {

    func testAddingANotePutsItFirstAndTellsObservers() {
        let store = NoteStore()
        let told = expectation(forNotification: .notesDidChange, object: store)
        store.add(Note(title: "Call Sam", body: "About Saturday."))
        wait(for: [told], timeout: 1)
        XCTAssertEqual(store.notes.first?.title, "Call Sam")
        XCTAssertEqual(store.notes.count, 4)
    }

    #if canImport(TandemTesting)
    // On Linux, Tandem's driver launches the app as iOS does (Info.plist, storyboard, scene delegate) and drives it
    // through taps; the screens are compared with the pictures in __Snapshots__.
    @MainActor func testTappingANoteShowsItAndTheButtonsWork() async throws {
        NoteStore.shared.reset()
        let driver = try AppDriver(delegate: AppDelegate.self)
        try driver.settle()
        let navigation = try XCTUnwrap(driver.window.rootViewController as? UINavigationController)
        XCTAssertTrue(navigation.topViewController is NotesViewController)
        assertSnapshot(of: driver.capture(), as: .image, named: "notes")

        // A row's segue shows the note; its outlets are filled in viewDidLoad.
        try driver.tap("Ideas")
        try driver.settle()
        let detail = try XCTUnwrap(navigation.topViewController as? NoteDetailViewController)
        XCTAssertEqual(detail.titleLabel.text, "Ideas")
        // The button's action (an @IBAction in the storyboard).
        try driver.tap("Favorite")
        try driver.settle()
        XCTAssertEqual(detail.favoriteButton.title(for: .normal), "Unfavorite")
        assertSnapshot(of: driver.capture(), as: .image, named: "detail")

        // Back on the list, the Add button (a #selector target-action) adds a note; the list hears of it through a
        // notification observer (a #selector too).
        try driver.goBack()
        try driver.settle()
        try driver.tap("Add")
        try driver.settle()
        XCTAssertEqual(NoteStore.shared.notes.first?.title, "New Note")
        XCTAssertNotNil(driver.find("New Note"))
        XCTAssertNotNil(driver.find("★ Ideas"))
        assertSnapshot(of: driver.capture(), as: .image, named: "added")

        // The About button presents a SwiftUI view in a hosting controller.
        try driver.tap("About")
        try driver.settle()
        XCTAssertNotNil(driver.find("4 notes, kept on this device."))
        assertSnapshot(of: driver.capture(), as: .image, named: "about")
    }
    #endif
}
