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
    case "unwindToNotes:": return { [unowned self] sender, _ in unwindToNotes(sender as! UIStoryboardSegue) }
    default: return nil
    }
  }

  var unwoundFrom: [String] = []
  func unwindToNotes(_ segue: UIStoryboardSegue) { unwoundFrom.append("\(type(of: segue.source))") }
}

/// A scene that embeds the note's page in a container view and closes through an unwind segue.
final class DashboardViewController: UIViewController {
  var prepared: [String] = []
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared.append(segue.identifier ?? "")
    (segue.destination as? NoteDetailViewController)?.note = "Embedded"
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
    #expect(abs(frame.minY - (notes.view.safeAreaInsets.top + 20)) < 0.001)
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
    let library = try #require(
      storyboard.instantiateViewController(withIdentifier: "Library") as? LibraryViewController)
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
    #expect(
      tagCell.nameLabel.frame.minY == margins.top
        && tagCell.nameLabel.frame.maxY == tagCell.contentView.bounds.height - margins.bottom)
    GoldenImage.assertMatches(driver.capture(), named: "storyboard-library")
    // Selecting a row tells the delegate, then performs the cell's segue with the cell as sender.
    try driver.tap("Ideas")
    try driver.settle()
    let detail = try #require(navigation.topViewController as? NoteDetailViewController)
    #expect(library.events == ["didSelect 1", "prepare openNote"])
    #expect(detail.titleLabel.text == "Ideas")
  }

  @Test func embedAndUnwindSegues() throws {
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()
    let notes = try #require(navigation.topViewController as? NotesViewController)
    // A controller's unwind segue goes back to the controller with the unwind action, which hears of it first.
    try driver.tap("Open Latest")
    try driver.settle()
    let detail = try #require(navigation.topViewController as? NoteDetailViewController)
    detail.performSegue(withIdentifier: "backToNotes", sender: nil)
    try driver.settle()
    #expect(navigation.topViewController === notes)
    #expect(notes.unwoundFrom == ["NoteDetailViewController"])
    // An embed segue puts the destination in the container when the scene loads, prepared by the parent.
    let dashboard = try #require(
      storyboard.instantiateViewController(withIdentifier: "Dashboard") as? DashboardViewController)
    notes.present(dashboard, animated: false)
    try driver.settle()
    #expect(dashboard.prepared == ["embedDetail"])
    let embedded = try #require(dashboard.children.first as? NoteDetailViewController)
    #expect(embedded.titleLabel.text == "Embedded")
    #expect(embedded.view.superview?.frame.height == 300 && embedded.view.frame == embedded.view.superview?.bounds)
    // A control's unwind segue dismisses what stands between it and its destination.
    try driver.tap("Close")
    try driver.settle()
    #expect(notes.presentedViewController == nil)
    #expect(notes.unwoundFrom == ["NoteDetailViewController", "DashboardViewController"])
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

/// The File's Owner of TagView.xib: its view and label are outlets, the button's action is its method.
final class TagViewOwner: UIViewController, InterfaceBuilderConnectable {
  var nameLabel: UILabel!
  var removed = 0

  func remove(_ sender: UIButton) { removed += 1 }

  func setOutlet(named name: String, to object: Any) -> Bool {
    guard name == "nameLabel" else { return false }
    nameLabel = object as? UILabel
    return true
  }

  func action(named selector: String) -> ((Any?, UIEvent?) -> Void)? {
    selector == "remove:" ? { [unowned self] sender, _ in remove(sender as! UIButton) } : nil
  }
}

/// The cell of BadgeCell.xib.
final class BadgeCell: UITableViewCell, InterfaceBuilderConnectable {
  var badgeLabel: UILabel!

  func setOutlet(named name: String, to object: Any) -> Bool {
    guard name == "badgeLabel" else { return false }
    badgeLabel = object as? UILabel
    return true
  }

  func action(named selector: String) -> ((Any?, UIEvent?) -> Void)? { nil }
}

/// A table of nib-registered cells.
final class BadgesViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UINib(nibName: "BadgeCell", bundle: .module), forCellReuseIdentifier: "BadgeCell")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "BadgeCell", for: indexPath) as! BadgeCell
    cell.badgeLabel.text = "Badge \(indexPath.row + 1)"
    return cell
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct NibTests {
  @Test func aNibMakesItsViewsAndConnectsItsOwner() throws {
    let owner = TagViewOwner()
    let objects = UINib(nibName: "TagView", bundle: .module).instantiate(withOwner: owner)
    #expect(objects.count == 1)
    let root = try #require(objects.first as? UIView)
    // The owner's outlets (its view among them) point into the objects made; each instantiation makes new ones.
    #expect(owner.nameLabel.superview === root && owner.nameLabel.text == "Tag")
    #expect(owner.viewIfLoaded === root)
    let again = UINib(nibName: "TagView", bundle: .module).instantiate(withOwner: nil)
    #expect((again.first as? UIView) !== root)
    // Bundle.loadNibNamed is the same with the bundle's nib.
    let loaded = Bundle.module.loadNibNamed("TagView", owner: TagViewOwner(), options: nil)
    #expect(loaded?.count == 1)
  }

  @Test func aControllerLoadsItsViewFromItsNibAndActionsReachTheOwner() throws {
    let owner = TagViewOwner(nibName: "TagView", bundle: .module)
    let driver = AppDriver(rootViewController: owner)
    try driver.settle()
    #expect(owner.nameLabel.textColor == .systemBlue)
    // Constraints from the nib: the label is 16 points in from the root's sides.
    #expect(owner.nameLabel.frame.minX == 16 && owner.nameLabel.frame.maxX == owner.view.bounds.width - 16)
    try driver.tap("Remove")
    #expect(owner.removed == 1)
  }

  @Test func nibRegisteredCellsAreMadeFromTheNib() throws {
    let controller = BadgesViewController()
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? BadgeCell)
    #expect(cell.reuseIdentifier == "BadgeCell" && cell.badgeLabel.text == "Badge 3")
    #expect(cell.badgeLabel.textColor == .systemPurple)
    #expect(driver.find("Badge 1") != nil)
  }

  @Test func aMissingNibTrapsWithUIKitsMessageWhenInstantiated() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = UINib(nibName: "Nowhere", bundle: .main).instantiate(withOwner: nil) }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Could not load NIB in bundle:") && message.contains("with name 'Nowhere'"))
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct SplitStoryboardTests {
  @Test func aSplitsColumnsComeFromItsRelationships() throws {
    let split = try #require(
      UIStoryboard(name: "Split", bundle: .module).instantiateInitialViewController() as? UISplitViewController)
    #expect(split.style == .doubleColumn)
    #expect(split.viewController(for: .primary)?.title == "Folders")
    #expect(split.viewController(for: .secondary)?.title == "Note")
    // Buttons keep their archived type (a system button's title is tinted).
    let primaryView = try #require(split.viewController(for: .primary)?.view)
    #expect(primaryView.subviews.compactMap { ($0 as? UIButton)?.buttonType } == [.system, .system])
    // On an iPad both columns show.
    let driver = AppDriver(rootViewController: split, device: .iPad)
    try driver.settle()
    #expect(driver.find("All Folders") != nil && driver.find("Nothing selected") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "storyboard-split-ipad")
    // A show-detail segue replaces the secondary column's controller.
    try driver.tap("Open Inbox")
    try driver.settle()
    let secondary = split.viewController(for: .secondary)
    #expect(secondary?.title == "Inbox" || (secondary as? UINavigationController)?.topViewController?.title == "Inbox")
    #expect(driver.find("Nothing selected") == nil)
    // A popover segue presents its destination as a popover.
    let primary = try #require(split.viewController(for: .primary))
    try driver.tap("Info")
    try driver.settle()
    let presented = try #require(primary.presentedViewController ?? split.presentedViewController)
    #expect(presented.title == "Info" && presented.modalPresentationStyle == .popover)
  }
}

/// A prototype collection view cell with an outlet.
final class TileCell: UICollectionViewCell, InterfaceBuilderConnectable {
  var titleLabel: UILabel!

  func setOutlet(named name: String, to object: Any) -> Bool {
    guard name == "titleLabel" else { return false }
    titleLabel = object as? UILabel
    return true
  }

  func action(named selector: String) -> ((Any?, UIEvent?) -> Void)? { nil }
}

/// Gallery.storyboard's collection: tiles from the prototype, each opening the controls scene.
final class GalleryViewController: UICollectionViewController {
  var opened: [String] = []

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! TileCell
    cell.titleLabel.text = "Tile \(indexPath.item + 1)"
    return cell
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let cell = sender as? UICollectionViewCell, let indexPath = collectionView.indexPath(for: cell) else {
      return
    }
    opened.append("\(segue.identifier ?? "") \(indexPath.item)")
  }
}

/// The controls scene: each control's archived properties.
final class ControlsViewController: UIViewController, InterfaceBuilderConnectable {
  var segments: UISegmentedControl!
  var slider: UISlider!
  var stepper: UIStepper!
  var progress: UIProgressView!
  var pages: UIPageControl!
  var toggle: UISwitch!
  var notes: UITextView!

  func setOutlet(named name: String, to object: Any) -> Bool {
    switch name {
    case "segments": segments = object as? UISegmentedControl
    case "slider": slider = object as? UISlider
    case "stepper": stepper = object as? UIStepper
    case "progress": progress = object as? UIProgressView
    case "pages": pages = object as? UIPageControl
    case "toggle": toggle = object as? UISwitch
    case "notes": notes = object as? UITextView
    default: return false
    }
    return true
  }

  func action(named selector: String) -> ((Any?, UIEvent?) -> Void)? { nil }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct CollectionStoryboardTests {
  @Test func prototypeItemsTheirSegueAndControlsProperties() throws {
    let gallery = try #require(
      UIStoryboard(name: "Gallery", bundle: .module).instantiateInitialViewController() as? GalleryViewController)
    let navigation = UINavigationController(rootViewController: gallery)
    let driver = AppDriver(rootViewController: navigation)
    try driver.settle()
    // The flow layout is the archive's; the cells are the prototype's.
    let layout = try #require(gallery.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(layout.itemSize == CGSize(width: 100, height: 100) && layout.minimumLineSpacing == 12)
    #expect(layout.sectionInset == UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    let tile = try #require(gallery.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? TileCell)
    #expect(tile.titleLabel.text == "Tile 5" && tile.bounds.size == CGSize(width: 100, height: 100))
    #expect(tile.contentView.backgroundColor == .systemTeal)
    // Selecting an item performs the cell's segue.
    try driver.tap("Tile 2")
    try driver.settle()
    #expect(gallery.opened == ["openTile 1"])
    let controls = try #require(navigation.topViewController as? ControlsViewController)
    #expect(controls.segments.numberOfSegments == 3 && controls.segments.selectedSegmentIndex == 1)
    #expect(controls.segments.titleForSegment(at: 2) == "Month")
    #expect(controls.slider.maximumValue == 100 && controls.slider.value == 25)
    #expect(controls.stepper.value == 3 && controls.stepper.maximumValue == 10)
    #expect(controls.progress.progress == 0.5)
    #expect(controls.pages.numberOfPages == 4 && controls.pages.currentPage == 2)
    #expect(controls.toggle.isOn)
    #expect(controls.notes.text == "Read-only notes from the archive." && !controls.notes.isEditable)
    GoldenImage.assertMatches(driver.capture(), named: "storyboard-controls")
  }
}
