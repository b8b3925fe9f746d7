import Foundation
import TandemTesting
import Testing
import UIKit

/// The notes list of Notes.storyboard, with the outlet and action connections `tandem port` writes.
final class NotesViewController: UIViewController, InterfaceBuilderConnectable {
  var countLabel: UILabel!
  var notes: [String] = []
  var preparedSegues: [String] = []

  func addNote(_ sender: Any) {
    notes.append("Note \(notes.count + 1)")
    countLabel.text = "\(notes.count) notes"
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    preparedSegues.append(segue.identifier ?? "")
    (segue.destination as? NoteDetailViewController)?.note = notes.last ?? "No notes"
  }

  func setOutlet(named name: String, to object: Any) -> Bool {
    switch name {
    case "countLabel": countLabel = object as? UILabel
    default: return false
    }
    return true
  }

  func action(named selector: String) -> ((Any?, UIEvent?) -> Void)? {
    switch selector {
    case "addNote:": return { [unowned self] sender, _ in addNote(sender as Any) }
    default: return nil
    }
  }
}

/// A note's page: its title label is an outlet, filled in viewDidLoad.
final class NoteDetailViewController: UIViewController, InterfaceBuilderConnectable {
  var titleLabel: UILabel!
  var note = ""
  var outletWasSetBeforeViewDidLoad = false

  override func viewDidLoad() {
    super.viewDidLoad()
    outletWasSetBeforeViewDidLoad = titleLabel != nil
    titleLabel.text = note
  }

  func setOutlet(named name: String, to object: Any) -> Bool {
    guard name == "titleLabel" else { return false }
    titleLabel = object as? UILabel
    return true
  }

  func action(named selector: String) -> ((Any?, UIEvent?) -> Void)? { nil }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct StoryboardTests {
  let storyboard = UIStoryboard(name: "Notes", bundle: .module)

  @Test func theInitialControllerIsANavigationControllerWithItsRoot() throws {
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let notes = try #require(navigation.viewControllers.first as? NotesViewController)
    #expect(notes.storyboard === storyboard)
    #expect(notes.navigationItem.title == "Notes")
    // The view loads from the scene when asked, outlets connected.
    notes.loadViewIfNeeded()
    #expect(notes.countLabel.text == "0 notes")
    #expect(notes.countLabel.font == UIFont.preferredFont(forTextStyle: .title2))
    #expect(notes.view.backgroundColor == .systemBackground)
  }

  @Test func aControllerByIdentifierAndByCreator() throws {
    let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
    #expect(detail is NoteDetailViewController)
    var coderSeen = false
    let made: NoteDetailViewController = storyboard.instantiateViewController(identifier: "Detail") { coder in
      coderSeen = true
      let controller = NoteDetailViewController(coder: coder)
      controller?.note = "Made by the creator"
      return controller
    }
    #expect(coderSeen)
    made.loadViewIfNeeded()
    #expect(made.outletWasSetBeforeViewDidLoad)
    #expect(made.titleLabel.text == "Made by the creator")
  }

  @Test func actionsSeguesAndConstraintsThroughTheDriver() throws {
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()
    let notes = try #require(navigation.topViewController as? NotesViewController)
    // The stack view is pinned 20 points inside the safe area.
    let stack = try #require(notes.countLabel.superview as? UIStackView)
    let frame = stack.convert(stack.bounds, to: nil)
    #expect(frame.minX == 20 && frame.width == 350)
    #expect(frame.minY == notes.view.safeAreaInsets.top + 20)
    #expect(stack.arrangedSubviews.count == 3)
    try driver.tap("Add Note")
    try driver.tap("Add Note")
    #expect(notes.countLabel.text == "2 notes")
    // The button's show segue pushes the detail, prepared by the source.
    try driver.tap("Open Latest")
    try driver.settle()
    let detail = try #require(navigation.topViewController as? NoteDetailViewController)
    #expect(notes.preparedSegues == ["showDetail"])
    #expect(detail.titleLabel.text == "Note 2")
    #expect(detail.titleLabel.textColor == UIColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1))
    GoldenImage.assertMatches(driver.capture(), named: "storyboard-notes-detail")
    // A controller's manual segue: presentation.
    try driver.goBack()
    try driver.settle()
    notes.performSegue(withIdentifier: "presentDetail", sender: nil)
    try driver.settle()
    #expect(navigation.presentedViewController is NoteDetailViewController)
    #expect(notes.preparedSegues == ["showDetail", "presentDetail"])
  }

  @Test func aMissingStoryboardTrapsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = await MainActor.run { UIStoryboard(name: "Nowhere", bundle: .main) }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Could not find a storyboard named 'Nowhere' in bundle"))
  }

  @Test func aMissingIdentifierTrapsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = await MainActor.run {
        UIStoryboard(name: "Notes", bundle: .module).instantiateViewController(withIdentifier: "Settings")
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("doesn't contain a view controller with identifier 'Settings'"))
  }

  @Test func aFileThatIsNotAStoryboardIsAClearError() {
    #expect(throws: InterfaceDocumentError.self) {
      try InterfaceDocument(data: Data("<html><body/></html>".utf8), path: "Broken.storyboard")
    }
    #expect(throws: InterfaceDocumentError.self) {
      try InterfaceDocument(data: Data("not xml at all <".utf8), path: "Broken.storyboard")
    }
  }
}
