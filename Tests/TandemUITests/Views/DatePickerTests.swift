import Foundation
import SwiftUI
import TandemTesting
import Testing

private let utcZone = TimeZone(identifier: "UTC")!

private func utcDate(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 41) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = utcZone
  return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

/// A trip planner as apps write one: a compact date, a compact time limited to a range, and a graphical calendar.
private struct TripForm: View {
  @State var departure = utcDate(2031, 3, 10)
  @State var pickup = utcDate(2031, 3, 10, 7, 30)
  @State var returning = utcDate(2031, 4, 17)

  var body: some View {
    Form {
      Section("Trip") {
        DatePicker("Departure", selection: $departure, displayedComponents: .date)
        DatePicker("Pickup", selection: $pickup, displayedComponents: [.hourAndMinute])
      }
      Section("Return") {
        DatePicker("Return", selection: $returning, in: departure..., displayedComponents: .date)
          .datePickerStyle(.graphical)
      }
      Section {
        Text("Away \(Calendar.current.dateComponents([.day], from: departure, to: returning).day ?? 0) days")
      }
    }
    .environment(\.timeZone, utcZone)
    .environment(\.locale, Locale(identifier: "en_US"))
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct DatePickerTests {
  @Test func compactAndGraphicalPickersWriteTheirBindings() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: TripForm()))
    try driver.settle()
    #expect(driver.find("Away 38 days") != nil)
    #expect(driver.find("Mar 10, 2031") != nil)
    #expect(driver.find("7:30\u{202F}AM") != nil)
    #expect(driver.find("April 2031") != nil)
    // A day of the graphical calendar.
    try driver.tap("Monday, April 21")
    try driver.settle()
    #expect(driver.find("Away 42 days") != nil)
    // The compact date opens a calendar; a day there moves the departure.
    try driver.tap("Mar 10, 2031")
    try driver.settle()
    try driver.tap("Tuesday, March 4")
    try driver.settle()
    #expect(driver.find("Mar 4, 2031") != nil)
    #expect(driver.find("Away 48 days") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark]) func tripFormLooks(_ scheme: ColorScheme) throws {
    let driver = AppDriver(
      rootViewController: UIHostingController(rootView: TripForm().preferredColorScheme(scheme)))
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-date-pickers-\(scheme == .dark ? "dark" : "light")")
  }
}
