import Foundation
import TandemTesting
import Testing
import UIKit

/// A fixed calendar for the tests: Gregorian, in UTC, US English (the wheels' order and the pills' text).
private var utc: Calendar {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  calendar.locale = Locale(identifier: "en_US")
  return calendar
}

private func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 41) -> Date {
  utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

/// `UIDatePicker` as a booking screen uses it: a compact date-and-time picker, an inline calendar and wheels, each
/// sending `.valueChanged` as the user changes the date.
@MainActor @Suite(.serialized, .ownsTheApplication) struct UIDatePickerTests {
  final class BookingScreen: UIViewController {
    let compact = UIDatePicker()
    let inline = UIDatePicker()
    var changes: [Date] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemGroupedBackground
      for picker in [compact, inline] {
        picker.calendar = utc
        picker.timeZone = utc.timeZone
        picker.locale = Locale(identifier: "en_US")
        picker.date = day(2031, 5, 14)
        picker.addAction(
          UIAction { [unowned self] action in
            changes.append((action.sender as! UIDatePicker).date)
          }, for: .valueChanged)
      }
      inline.datePickerMode = .date
      inline.preferredDatePickerStyle = .inline
      inline.minimumDate = day(2031, 5, 3, 0, 0)
      let label = UILabel()
      label.text = "Arrival"
      let row = UIStackView(arrangedSubviews: [label, compact])
      let stack = UIStackView(arrangedSubviews: [row, inline])
      stack.axis = .vertical
      stack.spacing = 24
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      ])
    }
  }

  @Test func theInlineCalendarChoosesDays() throws {
    let screen = BookingScreen()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    #expect(screen.compact.datePickerStyle == .compact)
    #expect(screen.inline.datePickerStyle == .inline)
    #expect(driver.find("May 2031") != nil)
    // A tap on a day chooses it and keeps the time of day.
    try driver.tap("Wednesday, May 21")
    #expect(screen.inline.date == day(2031, 5, 21))
    #expect(screen.changes == [day(2031, 5, 21)])
    #expect(driver.accessibilityTree().contains("Wednesday, May 21"))
    // Days before the minimum are dimmed and do nothing.
    #expect(throws: DriverError.self) { try driver.tap("Friday, May 2") }
    #expect(screen.inline.date == day(2031, 5, 21))
    // The month buttons page the calendar without changing the date; the month before the minimum's is closed.
    try driver.tap("Next Month")
    try driver.settle()
    #expect(driver.find("June 2031") != nil)
    try driver.tap("Monday, June 2")
    #expect(screen.inline.date == day(2031, 6, 2))
    try driver.tap("Previous Month")
    try driver.settle()
    #expect(throws: DriverError.self) { try driver.tap("Previous Month") }
  }

  /// A tap on the month's title turns to month and year wheels; turning them shows that month (never one out of the
  /// range), and a tap on the title turns back to the days.
  @Test func theInlineCalendarTurnsToMonthAndYearWheels() throws {
    let screen = BookingScreen()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    #expect(pickerView(in: screen.inline) == nil)
    try driver.tap("May 2031")
    try driver.settle()
    let wheels = try #require(pickerView(in: screen.inline))
    #expect(wheels.numberOfComponents == 2)
    #expect(wheels.selectedRow(inComponent: 0) == 4)
    #expect(wheels.selectedRow(inComponent: 1) == 0)
    // The days and the month buttons are gone while the wheels show.
    #expect(throws: DriverError.self) { try driver.tap("Wednesday, May 21") }
    #expect(throws: DriverError.self) { try driver.tap("Next Month") }
    GoldenImage.assertMatches(driver.capture(), named: "uikit-date-picker-month-year")
    // The month wheel a row down: June; the year wheel a row down: 2032.
    let frame = wheels.convert(wheels.bounds, to: nil)
    let column = (frame.width - 16 - 5) / 2
    driver.tap(at: CGPoint(x: frame.minX + 8 + column / 2, y: frame.midY + 32))
    try driver.settle()
    #expect(driver.find("June 2031") != nil)
    driver.tap(at: CGPoint(x: frame.minX + 8 + column + 5 + column / 2, y: frame.midY + 32))
    try driver.settle()
    #expect(driver.find("June 2032") != nil)
    // The month wheel up to March 2032, then the year back to 2031: March 2031 is before the minimum, so the wheels
    // turn to May 2031.
    driver.tap(at: CGPoint(x: frame.minX + 8 + column / 2, y: frame.midY - 64))
    try driver.settle()
    #expect(driver.find("April 2032") != nil)
    driver.tap(at: CGPoint(x: frame.minX + 8 + column + 5 + column / 2, y: frame.midY - 32))
    try driver.settle()
    #expect(driver.find("May 2031") != nil)
    #expect(wheels.selectedRow(inComponent: 0) == 4)
    // Turning the wheels never changes the date; back on the days, June 2031 shows.
    driver.tap(at: CGPoint(x: frame.minX + 8 + column / 2, y: frame.midY + 32))
    try driver.settle()
    try driver.tap("June 2031")
    try driver.settle()
    #expect(pickerView(in: screen.inline) == nil)
    try driver.tap("Monday, June 2")
    #expect(screen.inline.date == day(2031, 6, 2))
    #expect(screen.changes == [day(2031, 6, 2)])
  }

  /// Times read as Foundation (and iOS 17) format them, with a narrow no-break space before AM and PM.
  @Test func compactPillsOpenTheirEditors() throws {
    let screen = BookingScreen()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    screen.compact.date = day(2031, 8, 14)
    try driver.settle()
    #expect(driver.find("Aug 14, 2031") != nil)
    #expect(driver.find("9:41\u{202F}AM") != nil)
    #expect(screen.compact.frame.height == 34)
    // The date pill opens a calendar; a day chosen there goes to the compact picker.
    try driver.tap("Aug 14, 2031")
    try driver.settle()
    try driver.tap("Wednesday, August 27")
    try driver.settle()
    #expect(screen.compact.date == day(2031, 8, 27))
    #expect(driver.find("Aug 27, 2031") != nil)
    // A tap outside closes it.
    driver.tap(at: CGPoint(x: 20, y: 800))
    try driver.settle()
    #expect(screen.presentedViewController == nil)
    // The time pill opens wheels: a tap on the hour below the band makes it 10:41.
    try driver.tap("9:41\u{202F}AM")
    try driver.settle()
    let editor = try #require(screen.presentedViewController)
    let wheels = try #require(pickerView(in: editor.view))
    #expect(wheels.numberOfComponents == 3)
    let frame = wheels.convert(wheels.bounds, to: nil)
    let column = (frame.width - 16 - 10) / 3
    driver.tap(at: CGPoint(x: frame.minX + 8 + column / 2, y: frame.midY + 32))
    try driver.settle()
    #expect(screen.compact.date == day(2031, 8, 27, 10, 41))
    #expect(driver.find("10:41\u{202F}AM") != nil)
    // And the AM/PM wheel makes it evening.
    driver.tap(at: CGPoint(x: frame.minX + 8 + 2 * (column + 5) + column / 2, y: frame.midY + 32))
    try driver.settle()
    #expect(screen.compact.date == day(2031, 8, 27, 22, 41))
    #expect(screen.changes.count == 3)
  }

  @Test func wheelsTurnWithinTheRange() throws {
    let screen = UIViewController()
    let picker = UIDatePicker()
    picker.calendar = utc
    picker.timeZone = utc.timeZone
    picker.locale = Locale(identifier: "en_US")
    picker.datePickerMode = .date
    picker.preferredDatePickerStyle = .wheels
    picker.date = day(2031, 5, 14)
    picker.maximumDate = day(2031, 6, 1, 12, 0)
    var changes: [Date] = []
    picker.addAction(UIAction { _ in changes.append(picker.date) }, for: .valueChanged)
    picker.frame = CGRect(x: 0, y: 120, width: 390, height: 216)
    screen.view.addSubview(picker)
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    #expect(picker.intrinsicContentSize.height == 216)
    let wheels = try #require(pickerView(in: picker))
    #expect(wheels.numberOfComponents == 3)
    #expect(driver.accessibilityTree().contains("May, 5 of 12"))
    // Turning the day wheel down a row: the 15th.
    let frame = wheels.convert(wheels.bounds, to: nil)
    let column = (frame.width - 16 - 10) / 3
    let dayX = frame.minX + 8 + column + 5 + column / 2
    driver.tap(at: CGPoint(x: dayX, y: frame.midY + 32))
    try driver.settle()
    #expect(picker.date == day(2031, 5, 15))
    // Turning the month wheel two rows on asks for July 15, past the maximum: the picker takes the maximum and the
    // wheels turn back to it.
    let monthX = frame.minX + 8 + column / 2
    driver.drag(
      from: CGPoint(x: monthX, y: frame.midY), to: CGPoint(x: monthX, y: frame.midY - 64), duration: 1.5)
    try driver.settle()
    #expect(picker.date == day(2031, 6, 1, 12, 0))
    #expect(changes == [day(2031, 5, 15), day(2031, 6, 1, 12, 0)])
    #expect(wheels.selectedRow(inComponent: 0) == 5)
    #expect(wheels.selectedRow(inComponent: 1) == 0)

    // A countdown timer: hours and minutes wheels, at least a minute.
    picker.datePickerMode = .countDownTimer
    picker.countDownDuration = 90 * 60
    try driver.settle()
    #expect(picker.datePickerStyle == .wheels)
    let timer = try #require(pickerView(in: picker))
    #expect(timer.selectedRow(inComponent: 0) == 1)
    #expect(timer.selectedRow(inComponent: 1) == 30)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func pickersLook(_ style: UIUserInterfaceStyle) throws {
    let screen = BookingScreen()
    screen.overrideUserInterfaceStyle = style
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "uikit-date-picker-\(style == .dark ? "dark" : "light")")
    try driver.tap("9:41\u{202F}AM")
    try driver.settle()
    GoldenImage.assertMatches(
      driver.capture(), named: "uikit-date-picker-time-\(style == .dark ? "dark" : "light")")
  }
}

/// The first picker view under `view`.
@MainActor private func pickerView(in view: UIView) -> UIPickerView? {
  if let picker = view as? UIPickerView { return picker }
  for subview in view.subviews { if let found = pickerView(in: subview) { return found } }
  return nil
}
