import Foundation
import TandemTesting
import Testing
import UIKit

/// `UIPickerView` as apps use it: a data source and delegate giving titles, wheels turned by drags and taps, the
/// delegate told where each wheel settles.
@MainActor @Suite(.serialized, .ownsTheApplication) struct UIPickerViewTests {
  final class CoffeeScreen: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let picker = UIPickerView()
    let sizes = ["Short", "Tall", "Grande", "Venti"]
    var counts = 1_000_000
    var selections: [String] = []
    var titlesAsked = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      picker.dataSource = self
      picker.delegate = self
      picker.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(picker)
      NSLayoutConstraint.activate([
        picker.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        picker.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        picker.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
      ])
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      component == 0 ? sizes.count : counts
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      titlesAsked += 1
      return component == 0 ? sizes[row] : "\(row + 1) cups"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      selections.append("\(component):\(row)")
    }
  }

  @Test func tapsAndDragsTurnTheWheels() throws {
    let screen = CoffeeScreen()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    let picker = screen.picker
    #expect(picker.frame.height == 216)
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 1) == 1_000_000)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.rowSize(forComponent: 0).height == 32)
    // Only the rows on the visible half of the wheel are asked for, of a million.
    #expect(screen.titlesAsked < 40)

    // A tap on the row just below the band turns the wheel there and tells the delegate once it settles.
    let wheel = picker.convert(picker.bounds, to: nil)
    let sizeColumn = wheel.minX + wheel.width / 4
    driver.tap(at: CGPoint(x: sizeColumn, y: wheel.midY + 32))
    try driver.settle()
    #expect(picker.selectedRow(inComponent: 0) == 1)
    #expect(screen.selections == ["0:1"])

    // A slow drag up by two rows turns the second wheel two rows on.
    let cupsColumn = wheel.minX + wheel.width * 3 / 4
    driver.drag(
      from: CGPoint(x: cupsColumn, y: wheel.midY + 40), to: CGPoint(x: cupsColumn, y: wheel.midY + 40 - 64),
      duration: 1.5)
    try driver.settle()
    #expect(picker.selectedRow(inComponent: 1) == 2)
    #expect(screen.selections.last == "1:2")
    // A flick spins further and still settles on a row.
    driver.swipe(from: CGPoint(x: cupsColumn, y: wheel.maxY - 10), to: CGPoint(x: cupsColumn, y: wheel.minY + 10))
    try driver.settle()
    let flung = picker.selectedRow(inComponent: 1)
    #expect(flung > 6)
    #expect(screen.selections.last == "1:\(flung)")
    // Dragging the size wheel past its end comes back to the last row.
    driver.swipe(from: CGPoint(x: sizeColumn, y: wheel.maxY - 10), to: CGPoint(x: sizeColumn, y: wheel.minY + 10))
    try driver.settle()
    #expect(picker.selectedRow(inComponent: 0) == 3)

    // Selecting in code moves the wheel without telling the delegate.
    let told = screen.selections.count
    picker.selectRow(0, inComponent: 0, animated: false)
    try driver.settle()
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(screen.selections.count == told)
    #expect(driver.accessibilityTree().contains("Short, 1 of 4"))
  }

  @Test func reloadingKeepsSelectionsInRange() throws {
    let screen = CoffeeScreen()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    screen.picker.selectRow(40, inComponent: 1, animated: true)
    try driver.settle()
    #expect(screen.picker.selectedRow(inComponent: 1) == 40)
    screen.counts = 10
    screen.picker.reloadComponent(1)
    try driver.settle()
    #expect(screen.picker.selectedRow(inComponent: 1) == 9)
    screen.counts = 0
    screen.picker.reloadAllComponents()
    #expect(screen.picker.selectedRow(inComponent: 1) == -1)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func pickerLooks(_ style: UIUserInterfaceStyle) throws {
    let screen = CoffeeScreen()
    screen.overrideUserInterfaceStyle = style
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    screen.picker.selectRow(2, inComponent: 0, animated: false)
    screen.picker.selectRow(11, inComponent: 1, animated: false)
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "uikit-picker-view-\(style == .dark ? "dark" : "light")")
  }
}
