import SwiftUI
import TandemTesting
import Testing

/// A settings screen as SwiftUI apps write it, with every control bound to state.
private struct SettingsScreen: View {
  @State var wifi = true
  @State var airplane = false
  @State var volume = 0.3
  @State var brightness = 5.0
  @State var guests = 2
  @State var editingVolume: [Bool] = []
  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Toggle("Wi-Fi", isOn: $wifi)
      Toggle(isOn: $airplane) {
        Label("Airplane Mode", systemImage: "airplane")
      }
      .tint(.orange)
      Slider(value: $volume, in: 0...1) {
        Text("Volume")
      } minimumValueLabel: {
        Image(systemName: "speaker.fill")
      } maximumValueLabel: {
        Image(systemName: "speaker.wave.3.fill")
      } onEditingChanged: { editing in
        editingVolume.append(editing)
      }
      Slider(value: $brightness, in: 0...10, step: 1) { Text("Brightness") }
      Text("Brightness \(Int(brightness))")
      Stepper("Guests: \(guests)", value: $guests, in: 1...4)
      ProgressView("Downloading", value: volume)
      HStack {
        ProgressView()
        Toggle("Bold", isOn: $airplane).toggleStyle(.button)
        Toggle("Hidden label", isOn: $wifi).labelsHidden()
      }
    }
    .padding()
  }
}

/// SwiftUI's controls are UIKit controls driven through hit-testing: a toggle's switch flips its binding, a slider
/// drag moves its value (in steps when stepped), a stepper steps within its range; each is one accessibility
/// element named by its label.
@MainActor @Suite(.serialized, .ownsTheApplication) struct ControlsTests {
  @Test func controlsWriteTheirBindings() throws {
    let host = UIHostingController(rootView: SettingsScreen())
    let driver = AppDriver(rootViewController: host)
    try driver.settle()
    let tree = driver.accessibilityTree()
    #expect(tree.contains("button 'Wi-Fi' value '1'"), "the toggle is its switch named by the label: \(tree)")
    #expect(tree.contains("button 'Airplane Mode' value '0'"))
    #expect(tree.contains("adjustable 'Volume' value '30%'"))
    #expect(tree.contains("adjustable 'Brightness' value '50%'"))
    #expect(tree.contains("button 'Hidden label' value '1'"), "a hidden label still names the switch")
    #expect(!tree.contains("'Hidden label' (") || tree.contains("button 'Hidden label'"))

    try driver.tap("Wi-Fi")
    try driver.settle()
    #expect(driver.accessibilityTree().contains("button 'Wi-Fi' value '0'"))
    #expect(driver.accessibilityTree().contains("button 'Hidden label' value '0'"), "both toggles share the state")

    // The button style flips the same binding as the airplane switch.
    try driver.tap("Bold")
    try driver.settle()
    #expect(driver.accessibilityTree().contains("button 'Airplane Mode' value '1'"))

    // Drag the volume thumb half the track: 0.3 → 0.8, with editing begun and ended.
    let volume = try #require(driver.find("Volume")?.1 as? UISlider)
    let track = volume.trackRect(forBounds: volume.bounds)
    let thumb = volume.convert(
      volume.thumbRect(forBounds: volume.bounds, trackRect: track, value: volume.value), to: nil)
    let travel = track.width + 4 - 28
    driver.drag(from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: thumb.midX + travel / 2, y: thumb.midY))
    try driver.settle()
    #expect(driver.accessibilityTree().contains("adjustable 'Volume' value '80%'"))
    // The progress bar follows the same state.
    #expect(driver.accessibilityTree().contains("value '80%'"))

    // A stepped slider lands on whole steps: a quarter of the track from 5 is 7.5 → 8 (or 7).
    let brightness = try #require(driver.find("Brightness")?.1 as? UISlider)
    let bTrack = brightness.trackRect(forBounds: brightness.bounds)
    let bThumb = brightness.convert(
      brightness.thumbRect(forBounds: brightness.bounds, trackRect: bTrack, value: brightness.value), to: nil)
    driver.drag(
      from: CGPoint(x: bThumb.midX, y: bThumb.midY),
      to: CGPoint(x: bThumb.midX + (bTrack.width + 4 - 28) * 0.27, y: bThumb.midY))
    try driver.settle()
    #expect(driver.find("Brightness 8") != nil, "\(driver.accessibilityTree())")

    // The stepper stops at its range's ends and disables the button there.
    try driver.tap("Increment")
    try driver.settle()
    #expect(driver.find("Guests: 3") != nil)
    try driver.tap("Increment")
    try driver.settle()
    #expect(driver.find("Guests: 4") != nil)
    #expect(driver.accessibilityTree().contains("button 'Increment' disabled"))
    let minus = try driver.press("Decrement")
    driver.advance(seconds: 1.5)
    driver.release(minus)
    try driver.settle()
    #expect(driver.find("Guests: 1") != nil, "holding − repeats down to the range's start")
  }

  @Test func disabledControlsTakeNoTouches() throws {
    struct Disabled: View {
      @State var on = false
      var body: some View {
        VStack {
          Toggle("Locked", isOn: $on)
          Stepper("Count", value: .constant(1), in: 0...3)
        }
        .disabled(true)
        .padding()
      }
    }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Disabled()))
    try driver.settle()
    #expect(throws: DriverError.self) { try driver.tap("Locked") }
    #expect(driver.accessibilityTree().contains("button 'Locked' value '0' disabled"))
    #expect(driver.accessibilityTree().contains("button 'Increment' disabled"))
  }

  @Test(arguments: [ColorScheme.light, .dark]) func controlsLook(_ scheme: ColorScheme) throws {
    let host = UIHostingController(
      rootView: SettingsScreen().background(Color(uiColor: .systemGroupedBackground)).preferredColorScheme(scheme))
    let driver = AppDriver(rootViewController: host)
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-controls-\(scheme == .dark ? "dark" : "light")")
  }
}
