import SwiftUI
import TandemTesting
import Testing

/// A settings screen as apps write it: a Form of sections holding every everyday control.
private struct SettingsForm: View {
  @State var wifi = true
  @State var bluetooth = false
  @State var network = "Home"
  @State var brightness = 0.6
  @State var textSize = 3
  @State var appearance = "Automatic"
  @State var signedOut = false
  var body: some View {
    Form {
      Section {
        Toggle("Wi-Fi", isOn: $wifi)
        Toggle(isOn: $bluetooth) { Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right") }
        Picker("Network", selection: $network) {
          Text("Home").tag("Home")
          Text("Office").tag("Office")
          Text("Café").tag("Café")
        }
      } header: {
        Text("Connections")
      }
      Section("Display") {
        Picker("Appearance", selection: $appearance) {
          Text("Light").tag("Light")
          Text("Dark").tag("Dark")
          Text("Automatic").tag("Automatic")
        }
        .pickerStyle(.segmented)
        Slider(value: $brightness) {
          Text("Brightness")
        } minimumValueLabel: {
          Image(systemName: "sun.min")
        } maximumValueLabel: {
          Image(systemName: "sun.max")
        }
        Stepper("Text size: \(textSize)", value: $textSize, in: 1...7)
      }
      Section {
        ProgressView("Storage", value: 0.42)
        Button("Sign Out", role: .destructive) { signedOut = true }
      } footer: {
        Text(signedOut ? "Signed out." : "Signed in as sam@example.com")
      }
    }
  }
}

/// A Form is an inset grouped list whose rows lay out controls as rows: a menu picker shows its label and value;
/// every control works through the driver inside the form's cells.
@MainActor @Suite(.serialized, .ownsTheApplication) struct FormTests {
  @Test func controlsWorkInFormRows() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: SettingsForm()))
    try driver.settle()
    #expect(driver.find("Connections") != nil)
    #expect(driver.accessibilityTree().contains("button 'Network' value 'Home'"))
    try driver.tap("Bluetooth")
    try driver.settle()
    #expect(driver.accessibilityTree().contains("button 'Bluetooth' value '1'"))
    try driver.tap("Network")
    try driver.settle()
    try driver.tap("Office")
    try driver.settle()
    #expect(driver.accessibilityTree().contains("button 'Network' value 'Office'"))
    try driver.tap("Dark")
    try driver.tap("Increment")
    try driver.settle()
    #expect(driver.find("Text size: 4") != nil)
    try driver.tap("Sign Out")
    try driver.settle()
    #expect(driver.find("Signed out.") != nil)
  }

  @Test(arguments: [ColorScheme.light, .dark]) func settingsFormLooks(_ scheme: ColorScheme) throws {
    let driver = AppDriver(
      rootViewController: UIHostingController(rootView: SettingsForm().preferredColorScheme(scheme)))
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-settings-form-\(scheme == .dark ? "dark" : "light")")
  }
}
