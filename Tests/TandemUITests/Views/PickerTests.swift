import SwiftUI
import TandemTesting
import Testing

enum Flavor: String, CaseIterable, Identifiable {
  case chocolate, vanilla, strawberry
  var id: Self { self }
}

/// Pickers as apps write them: tagged options, `ForEach` over an enum, a segmented style and an optional selection.
private struct OrderForm: View {
  @State var flavor = Flavor.chocolate
  @State var size = 1
  @State var topping: String? = nil
  @State var shipping = "Standard"
  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue.capitalized)
        }
      }
      Picker("Size", selection: $size) {
        Text("Small").tag(0)
        Text("Medium").tag(1)
        Text("Large").tag(2)
      }
      .pickerStyle(.segmented)
      Picker("Topping", selection: $topping) {
        Text("None").tag(String?.none)
        Text("Sprinkles").tag("Sprinkles")
        Text("Nuts").tag("Nuts")
      }
      .pickerStyle(.segmented)
      Picker(selection: $shipping) {
        Label("Standard", systemImage: "shippingbox").tag("Standard")
        Label("Express", systemImage: "hare").tag("Express")
      } label: {
        Text("Shipping")
      }
      .pickerStyle(.inline)
      Text("\(flavor.rawValue), size \(size), \(topping ?? "no topping"), \(shipping)")
    }
    .padding()
  }
}

/// Pickers through the driver: a menu picker opens a menu and checks the selection, a segmented picker selects a
/// segment, an inline picker a row; tags match through optionals; the label names the control.
@MainActor @Suite(.serialized, .ownsTheApplication) struct PickerTests {
  @Test func choosingOptionsWritesTheSelection() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: OrderForm()))
    try driver.settle()
    #expect(driver.find("chocolate, size 1, no topping, Standard") != nil)
    let tree = driver.accessibilityTree()
    #expect(tree.contains("button 'Flavor' value 'Chocolate'"), "\(tree)")

    // The menu: a tap on the button shows the options, the selected one checked; a tap on one picks it.
    try driver.tap("Flavor")
    try driver.settle()
    #expect(driver.find("Strawberry") != nil, "the menu lists the options")
    try driver.tap("Strawberry")
    try driver.settle()
    #expect(driver.find("strawberry, size 1, no topping, Standard") != nil)
    #expect(driver.accessibilityTree().contains("button 'Flavor' value 'Strawberry'"))

    // Segments: tags of any Hashable type, and an optional selection matched by the values it wraps.
    try driver.tap("Large")
    try driver.tap("Nuts")
    try driver.settle()
    #expect(driver.find("strawberry, size 2, Nuts, Standard") != nil)
    try driver.tap("None")
    try driver.settle()
    #expect(driver.find("strawberry, size 2, no topping, Standard") != nil)

    // Inline rows.
    try driver.tap("Express")
    try driver.settle()
    #expect(driver.find("strawberry, size 2, no topping, Express") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark]) func pickersLook(_ scheme: ColorScheme) throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: OrderForm().preferredColorScheme(scheme)))
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-pickers-\(scheme == .dark ? "dark" : "light")")
    try driver.tap("Flavor")
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-picker-menu-\(scheme == .dark ? "dark" : "light")")
  }
}

/// A wheel picker in a form, as an alarm screen writes one.
private struct SnoozeForm: View {
  @State var minutes = 9
  var body: some View {
    VStack {
      Picker("Snooze", selection: $minutes) {
        ForEach([5, 9, 10, 15, 20, 30], id: \.self) { value in
          Text("\(value) min")
        }
      }
      .pickerStyle(.wheel)
      Text("Snooze for \(minutes) minutes")
    }
  }
}

extension PickerTests {
  @Test func wheelPickerTurnsToTheSelection() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: SnoozeForm()))
    try driver.settle()
    #expect(driver.accessibilityTree().contains("9 min, 2 of 6"))
    // A tap on the row below the band turns the wheel there and writes the binding once it settles.
    let found = try #require(driver.find("Snooze"))
    let wheel = found.1.convert(found.1.bounds, to: nil)
    #expect(wheel.height == 216)
    driver.tap(at: CGPoint(x: wheel.midX, y: wheel.midY + 32))
    try driver.settle()
    #expect(driver.find("Snooze for 10 minutes") != nil)
    // Dragging the wheel down two rows goes back to 5.
    driver.drag(
      from: CGPoint(x: wheel.midX, y: wheel.midY), to: CGPoint(x: wheel.midX, y: wheel.midY + 64), duration: 1.5)
    try driver.settle()
    #expect(driver.find("Snooze for 5 minutes") != nil)
  }
}

/// A settings form whose picker pushes its options, as the Settings app does.
private struct UnitsSettings: View {
  @State private var unit = "Kilometers"
  var body: some View {
    NavigationView {
      Form {
        Picker("Distance", selection: $unit) {
          ForEach(["Kilometers", "Miles", "Nautical miles"], id: \.self) { Text($0) }
        }
        .pickerStyle(.navigationLink)
        Text("Showing \(unit)")
      }
      .navigationTitle("Units")
    }
  }
}

extension PickerTests {
  @Test(arguments: [ColorScheme.light, .dark]) func navigationLinkPickerPushesItsOptions(_ scheme: ColorScheme) throws {
    let driver = AppDriver(
      rootViewController: UIHostingController(rootView: UnitsSettings().preferredColorScheme(scheme)))
    try driver.settle()
    #expect(driver.find("Kilometers") != nil, "the row shows the selected option")
    try driver.tap("Distance")
    try driver.settle()
    #expect(driver.find("Nautical miles") != nil, "the options are pushed")
    let suffix = scheme == .dark ? "dark" : "light"
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-picker-navigation-link-\(suffix)")
    try driver.tap("Miles")
    try driver.settle()
    #expect(driver.find("Showing Miles") != nil, "choosing selects and pops back")
    #expect(driver.find("Nautical miles") == nil)
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-picker-navigation-link-form-\(suffix)")
  }
}
