import SwiftUI
import TandemTesting
import Testing
import UIKit

/// A settings form: a title, a name field, a Wi-Fi switch and a Save button that counts its taps.
final class FormViewController: UIViewController {
  var saves = 0
  let name = UITextField()
  let wifi = UISwitch()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let title = UILabel()
    title.text = "Profile"
    name.placeholder = "Name"
    name.borderStyle = .roundedRect
    wifi.accessibilityLabel = "Wi-Fi"
    let save = UIButton(configuration: .filled())
    save.configuration?.title = "Save"
    save.addAction(UIAction { [unowned self] _ in saves += 1 }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [title, name, wifi, save])
    stack.axis = .vertical
    stack.spacing = 12
    stack.frame = CGRect(x: 20, y: 100, width: 350, height: 200)
    view.addSubview(stack)
  }
}

/// A table of 200 rows that records the rows selected.
final class LongListViewController: UITableViewController {
  var selected: [Int] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row)"
    cell.contentConfiguration = content
    return cell
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

/// A SwiftUI list of 100 fruits; tapping one marks it.
final class FruitPicks: ObservableObject {
  @Published var picked: [String] = []
}

struct FruitList: View {
  @ObservedObject var picks: FruitPicks
  var body: some View {
    List(0..<100, id: \.self) { index in
      Button("Fruit \(index)") { picks.picked.append("Fruit \(index)") }
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct QueryTests {
  @Test func typedQueriesFindTapTypeAndRead() throws {
    let form = FormViewController()
    let driver = AppDriver(rootViewController: form)
    #expect(driver.staticTexts["Profile"].exists)
    #expect(driver.buttons.count == 1)
    #expect(driver.buttons["Save"].label == "Save")
    try driver.buttons["Save"].tap()
    #expect(form.saves == 1)
    try driver.textFields["Name"].typeText("Ada")
    #expect(form.name.text == "Ada")
    #expect(driver.switches["Wi-Fi"].exists)
    try driver.switches["Wi-Fi"].tap()
    try driver.settle()
    #expect(form.wifi.isOn)
    #expect(!driver.buttons["Delete"].exists)
  }

  @Test func aMissingElementsErrorListsWhatIsOnScreen() {
    let driver = AppDriver(rootViewController: FormViewController())
    do {
      try driver.buttons["Delete"].tap()
      Issue.record("tapped a button that is not there")
    } catch {
      #expect(error.description.contains("no button 'Delete' on screen"))
      #expect(error.description.contains("button elements on screen:\n  button 'Save'"))
      #expect(error.description.contains("staticText 'Profile'"))
    }
  }

  @Test func tappingACellBelowTheScreenScrollsToIt() throws {
    let list = LongListViewController()
    let driver = AppDriver(rootViewController: UINavigationController(rootViewController: list))
    #expect(!driver.cells["Row 150"].exists)
    try driver.cells["Row 150"].tap()
    #expect(list.selected == [150])
    #expect(driver.cells["Row 150"].exists)
    // Back up, by text, through the driver's own tap.
    try driver.tap("Row 3")
    #expect(list.selected == [150, 3])
    // By position among the cells on screen.
    #expect(driver.cells.count > 5)
    #expect(driver.cells.element(boundBy: 0).label.hasPrefix("Row"))
  }

  @Test func aLookupThatFindsNothingLeavesTheListWhereItWas() throws {
    let list = LongListViewController()
    let driver = AppDriver(rootViewController: UINavigationController(rootViewController: list))
    try driver.cells["Row 40"].tap()
    let offset = list.tableView.contentOffset
    #expect(throws: DriverError.self) { try driver.cells["Row 999"].tap() }
    #expect(list.tableView.contentOffset == offset)
    #expect(list.selected == [40])
  }

  @Test func aSwiftUIListRowBelowTheScreen() throws {
    let picks = FruitPicks()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: FruitList(picks: picks)))
    try driver.buttons["Fruit 87"].tap()
    try driver.settle()
    #expect(picks.picked == ["Fruit 87"])
  }

  @Test func waitingRunsTheFrameClock() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    label.text = "Done"
    label.alpha = 0
    root.view.addSubview(label)
    UIView.animate(withDuration: 1) { label.alpha = 1 }
    // The label's text is shown only once the fade has begun (alpha 0 is not on screen).
    #expect(driver.wait(for: driver.staticTexts["Done"], timeout: 2))
    #expect(!driver.staticTexts["Never"].waitForExistence(timeout: 0.5))
    let start = driver.application.output.clock.now
    #expect(!driver.wait(until: { false }, timeout: 0.25))
    #expect(abs(driver.application.output.clock.now - start - 0.25) < 0.02)
  }
}
