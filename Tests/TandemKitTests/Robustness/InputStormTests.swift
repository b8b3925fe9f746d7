import Foundation
import TandemTesting
import Testing
import UIKit

@testable import TandemKit

/// A screen with everything a storm can hit: a text field and two buttons at the top, a table with swipe-to-delete
/// rows, and a scroll view of buttons below it.
@MainActor private final class StormController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let field = UITextField()
  let table = UITableView(frame: .zero, style: .plain)
  let scroll = UIScrollView()
  var rows = (0..<200).map { "Row \($0)" }
  var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.borderStyle = .roundedRect
    field.placeholder = "Type here"
    field.frame = CGRect(x: 16, y: 30, width: 200, height: 34)
    view.addSubview(field)
    for (index, title) in ["Add", "Clear"].enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.frame = CGRect(x: 230 + CGFloat(index) * 70, y: 30, width: 60, height: 34)
      button.addAction(
        UIAction { [unowned self] _ in
          taps += 1
          if title == "Add" {
            rows.insert("New \(taps)", at: 0)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
          } else {
            view.endEditing(true)
          }
        }, for: .touchUpInside)
      view.addSubview(button)
    }
    table.frame = CGRect(x: 0, y: 80, width: 375, height: 300)
    table.dataSource = self
    table.delegate = self
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    view.addSubview(table)
    scroll.frame = CGRect(x: 0, y: 390, width: 375, height: 277)
    for index in 0..<40 {
      let button = UIButton(type: .system)
      button.setTitle("Item \(index)", for: .normal)
      button.frame = CGRect(x: 16, y: CGFloat(index) * 50, width: 343, height: 44)
      button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
      scroll.addSubview(button)
    }
    scroll.contentSize = CGSize(width: 375, height: 2000)
    view.addSubview(scroll)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = rows[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    let title = rows[indexPath.row]
    let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
      // The row may have moved since the swipe began: delete it where it is now.
      guard let row = rows.firstIndex(of: title) else { return done(false) }
      rows.remove(at: row)
      table.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

/// Input storm: seeded random touches, swipes, drags, scrolls, key presses and typed text on one screen. Nothing
/// traps; the table always shows what its data source holds; every keystroke typed into the focused field lands.
@MainActor @Suite(.serialized, .ownsTheApplication) struct InputStormTests {
  nonisolated static let runs = 4
  nonisolated static let eventsPerRun = 2_500

  @Test(arguments: 0..<runs) func aStormOfInputLosesNothing(run: Int) throws {
    let controller = StormController()
    let driver = AppDriver(rootViewController: controller, device: .iPhoneSE)
    var rng = SeededGenerator(seed: 0x5707 + UInt64(run))
    let screen = CGSize(width: 375, height: 667)
    func anywhere() -> CGPoint {
      CGPoint(x: .random(in: 0..<screen.width, using: &rng), y: .random(in: 0..<screen.height, using: &rng))
    }
    var counts: [String: Int] = [:]
    var typed = 0
    var lost = 0
    for _ in 0..<Self.eventsPerRun {
      let kind: String
      switch Int.random(in: 0..<16, using: &rng) {
      case 0..<5:
        kind = "tap"
        driver.tap(at: anywhere())
      case 5, 6:
        kind = "swipe"
        let start = anywhere()
        driver.swipe(
          from: start,
          to: CGPoint(
            x: start.x + .random(in: -200...200, using: &rng), y: start.y + .random(in: -200...200, using: &rng)))
      case 7:
        kind = "drag"
        let start = anywhere()
        driver.drag(
          from: start, to: CGPoint(x: .random(in: 0..<screen.width, using: &rng), y: start.y),
          duration: .random(in: 0.05...0.4, using: &rng))
      case 8:
        kind = "scroll"
        driver.scroll(at: anywhere(), by: CGVector(dx: 0, dy: .random(in: -300...300, using: &rng)))
      case 9, 10:
        kind = "key"
        let keys = [
          "\u{8}", UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow, UIKeyCommand.inputUpArrow, "\r", "q",
          UIKeyCommand.inputEscape,
        ]
        driver.key(keys.randomElement(using: &rng)!)
      case 11..<14:
        // Typed text: focus the field (it is never covered), put the caret at the end, type a word.
        kind = "typed text"
        if controller.field.isEditing {
          controller.field.selectedTextRange = controller.field.textRange(
            from: controller.field.endOfDocument, to: controller.field.endOfDocument)
        } else {
          driver.tap(at: CGPoint(x: controller.field.frame.midX, y: controller.field.frame.midY))
        }
        if (controller.field.text ?? "").count > 200 { controller.field.text = "" }
        let before = controller.field.text ?? ""
        let word = String((0..<Int.random(in: 1...6, using: &rng)).map { _ in "abcxyzé中👍".randomElement(using: &rng)! })
        driver.type(word)
        typed += word.count
        if controller.field.text != before + word { lost += word.count }
      default:
        kind = "frames"
        driver.advance(frames: .random(in: 1...20, using: &rng))
      }
      counts[kind, default: 0] += 1
    }
    try driver.settle(timeout: 30)
    // The table shows its data source: as many rows, and the visible cells show the rows they stand for.
    #expect(controller.table.numberOfRows(inSection: 0) == controller.rows.count)
    var mismatched = 0
    for cell in controller.table.visibleCells {
      guard let indexPath = controller.table.indexPath(for: cell) else { continue }
      if (cell.contentConfiguration as? UIListContentConfiguration)?.text != controller.rows[indexPath.row] {
        mismatched += 1
      }
    }
    #expect(mismatched == 0)
    #expect(lost == 0)
    _ = driver.capture()
    print(
      "input storm run \(run + 1)/\(Self.runs): \(Self.eventsPerRun) events, \(typed) keystrokes typed, \(lost) lost, "
        + "\(controller.rows.count) rows left, \(controller.taps) button taps, \(mismatched) mismatched cells;",
      counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
  }
}
