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

/// A custom prototype cell with an outlet.
final class TagCell: UITableViewCell, InterfaceBuilderConnectable {
  var nameLabel: UILabel!
  var awoke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }

  func setOutlet(named name: String, to object: Any) -> Bool {
    guard name == "nameLabel" else { return false }
    nameLabel = object as? UILabel
    return true
  }

  func action(named selector: String) -> ((Any?, UIEvent?) -> Void)? { nil }
}

/// The Library scene: a table controller whose cells come from the storyboard's prototypes.
final class LibraryViewController: UITableViewController {
  let notes = ["Groceries", "Ideas", "Travel"]
  let tags = ["Home", "Work"]
  var events: [String] = []

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? notes.count : tags.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.section == 0 {
      let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
      cell.textLabel?.text = notes[indexPath.row]
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: "TagCell", for: indexPath) as! TagCell
    cell.nameLabel.text = tags[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.row)")
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
    events.append("prepare \(segue.identifier ?? "")")
    (segue.destination as? NoteDetailViewController)?.note = notes[indexPath.row]
  }
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

  @Test func prototypeCellsAndTheirSelectionSegue() throws {
    let library = try #require(storyboard.instantiateViewController(withIdentifier: "Library") as? LibraryViewController)
    let navigation = UINavigationController(rootViewController: library)
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()
    // The archived table is the controller's, its data source and delegate connected by outlets.
    #expect(library.tableView.dataSource === library && library.tableView.style == .insetGrouped)
    let noteCell = try #require(library.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(noteCell.reuseIdentifier == "NoteCell" && noteCell.accessoryType == .disclosureIndicator)
    #expect(noteCell.textLabel?.text == "Ideas")
    // A custom prototype: its class, its outlet, awakeFromNib, its label pinned to the content view's margins.
    let tagCell = try #require(library.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? TagCell)
    #expect(tagCell.awoke && tagCell.nameLabel.text == "Home" && tagCell.selectionStyle == .none)
    #expect(tagCell.nameLabel.superview === tagCell.contentView)
    let margins = tagCell.contentView.layoutMargins
    #expect(tagCell.nameLabel.frame.minX == margins.left)
    #expect(tagCell.nameLabel.frame.maxX == tagCell.contentView.bounds.width - margins.right)
    #expect(tagCell.nameLabel.frame.minY == margins.top && tagCell.nameLabel.frame.maxY == tagCell.contentView.bounds.height - margins.bottom)
    GoldenImage.assertMatches(driver.capture(), named: "storyboard-library")
    // Selecting a row tells the delegate, then performs the cell's segue with the cell as sender.
    try driver.tap("Ideas")
    try driver.settle()
    let detail = try #require(navigation.topViewController as? NoteDetailViewController)
    #expect(library.events == ["didSelect 1", "prepare openNote"])
    #expect(detail.titleLabel.text == "Ideas")
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

/// The scene delegate a scene manifest names.
final class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct SceneManifestTests {
  @Test func aManifestConfigurationNamesItsDelegateAndStoryboard() throws {
    let manifest: [String: Any] = [
      "UIApplicationSceneManifest": [
        "UISceneConfigurations": [
          "UIWindowSceneSessionRoleApplication": [
            [
              "UISceneConfigurationName": "Default Configuration",
              "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).NotesSceneDelegate",
              "UISceneStoryboardFile": "Notes",
            ]
          ]
        ]
      ]
    ]
    AppInfo.current = AppInfo(values: manifest, bundle: .module, moduleName: "TandemKitTests")
    defer { AppInfo.current = nil }
    // Asked for by name (as app delegates do), the configuration is completed from the manifest.
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    #expect(configuration.delegateClass == NotesSceneDelegate.self)
    let root = configuration.storyboard?.instantiateInitialViewController() as? UINavigationController
    #expect(root?.viewControllers.first is NotesViewController)
    // A name the manifest does not list gets nothing from it.
    #expect(UISceneConfiguration(name: "Other", sessionRole: .windowApplication).storyboard == nil)
  }
}
