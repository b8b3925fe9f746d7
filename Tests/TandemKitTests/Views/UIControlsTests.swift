import Foundation
import TandemPlatform
import TandemTesting
import Testing
import UIKit

/// The everyday UIKit controls — `UISwitch`, `UISegmentedControl`, `UISlider`, `UIStepper`, `UIProgressView` —
/// driven through hit-testing and the control event path, and drawn light and dark.
@MainActor @Suite(.serialized, .ownsTheApplication) struct UIControlsTests {
  /// A settings-like screen of every control, with a record of the actions they send.
  final class ControlsScreen: UIViewController {
    var events: [String] = []
    let wifi = UISwitch()
    let airplane = UISwitch()
    let disabledSwitch = UISwitch()
    let tinted = UISwitch()
    let segments = UISegmentedControl(items: ["First", "Second", "Third"])
    let slider = UISlider()
    let stepper = UIStepper()
    let stepperLabel = UILabel()
    let progress = UIProgressView(progressViewStyle: .default)

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemGroupedBackground
      wifi.isOn = true
      disabledSwitch.isOn = true
      disabledSwitch.isEnabled = false
      tinted.onTintColor = .systemOrange
      tinted.isOn = true
      wifi.accessibilityIdentifier = "wifi"
      airplane.accessibilityIdentifier = "airplane"
      wifi.addAction(UIAction { [unowned self] _ in events.append("wifi \(wifi.isOn)") }, for: .valueChanged)
      airplane.addAction(
        UIAction { action in
          let sender = action.sender as! UISwitch
          self.events.append("airplane \(sender.isOn)")
        }, for: .valueChanged)
      segments.selectedSegmentIndex = 0
      segments.addAction(
        UIAction { [unowned self] _ in events.append("segment \(segments.selectedSegmentIndex)") }, for: .valueChanged)
      slider.value = 0.3
      slider.minimumValueImage = UIImage(systemName: "speaker.fill")
      slider.maximumValueImage = UIImage(systemName: "speaker.wave.3.fill")
      slider.accessibilityIdentifier = "volume"
      slider.addAction(UIAction { [unowned self] _ in events.append("slider") }, for: .valueChanged)
      stepper.maximumValue = 10
      stepper.addAction(
        UIAction { [unowned self] _ in
          events.append("stepper \(Int(stepper.value))")
          stepperLabel.text = "Guests: \(Int(stepper.value))"
        }, for: .valueChanged)
      stepperLabel.text = "Guests: 0"
      progress.progress = 0.6

      let switches = UIStackView(arrangedSubviews: [wifi, airplane, disabledSwitch, tinted])
      switches.distribution = .equalSpacing
      let stepperRow = UIStackView(arrangedSubviews: [stepperLabel, stepper])
      stepperRow.spacing = 16
      let stack = UIStackView(arrangedSubviews: [switches, segments, slider, stepperRow, progress])
      stack.axis = .vertical
      stack.spacing = 28
      stack.alignment = .fill
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      ])
    }
  }

  @Test func tappingAndDraggingSwitches() throws {
    let screen = ControlsScreen()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    try driver.tap("airplane")
    try driver.settle()
    #expect(screen.airplane.isOn)
    try driver.tap("wifi")
    try driver.settle()
    #expect(!screen.wifi.isOn)
    #expect(screen.events == ["airplane true", "wifi false"])
    // A drag to the side the switch already shows changes nothing; a drag to the other side flips it.
    let frame = screen.wifi.convert(screen.wifi.bounds, to: nil)
    driver.drag(from: CGPoint(x: frame.minX + 10, y: frame.midY), to: CGPoint(x: frame.minX + 2, y: frame.midY))
    try driver.settle()
    #expect(!screen.wifi.isOn)
    driver.drag(from: CGPoint(x: frame.minX + 10, y: frame.midY), to: CGPoint(x: frame.maxX, y: frame.midY))
    try driver.settle()
    #expect(screen.wifi.isOn)
    #expect(screen.events == ["airplane true", "wifi false", "wifi true"])
    // A disabled switch takes no touches; the accessibility value is "1" / "0".
    #expect(throws: DriverError.self) { try driver.tap(screen.disabledSwitch) }
    #expect(screen.disabledSwitch.isOn)
    #expect(screen.airplane.accessibilityValue == "1")
    // Setting the value in code sends nothing.
    screen.airplane.setOn(false, animated: true)
    try driver.settle()
    #expect(screen.events.count == 3)
  }

  @Test func segmentsSlidersAndSteppers() throws {
    let screen = ControlsScreen()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    try driver.tap("Third")
    try driver.settle()
    #expect(screen.segments.selectedSegmentIndex == 2)
    try driver.tap("Third")
    #expect(screen.events == ["segment 2"], "tapping the selected segment sends nothing")
    #expect(driver.accessibilityTree().contains("button 'Third'"))

    // The slider's thumb follows the finger's movement from where it landed on the thumb.
    let slider = screen.slider
    let track = slider.trackRect(forBounds: slider.bounds)
    let thumb = slider.convert(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value), to: nil)
    let travel = track.width + 4 - 28
    driver.drag(
      from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: thumb.midX + travel * 0.5, y: thumb.midY))
    #expect(abs(slider.value - 0.8) < 0.01)
    #expect(screen.events.filter { $0 == "slider" }.count > 1, "a continuous slider reports as it moves")
    #expect(slider.accessibilityValue == "80%")
    // A touch on the track away from the thumb does not move it.
    driver.tap(at: slider.convert(CGPoint(x: track.minX + 20, y: track.midY), to: nil))
    #expect(abs(slider.value - 0.8) < 0.01)
    // Dragging past the end stops at the maximum.
    let moved = slider.convert(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.8), to: nil)
    driver.drag(from: CGPoint(x: moved.midX, y: moved.midY), to: CGPoint(x: moved.midX + 500, y: moved.midY))
    #expect(slider.value == 1)

    // Steppers: a tap steps once; holding repeats after 0.5 s every 0.1 s; the ends disable their button.
    try driver.tap("Increment")
    #expect(screen.stepper.value == 1)
    #expect(screen.stepperLabel.text == "Guests: 1")
    let plus = try driver.press("Increment")
    driver.advance(seconds: 0.75)
    driver.release(plus)
    #expect(screen.stepper.value == 5, "one step on touch-down, then 0.5 s, 0.6 s and 0.7 s")
    let hold = try driver.press("Increment")
    driver.advance(seconds: 2)
    driver.release(hold)
    #expect(screen.stepper.value == 10)
    #expect(driver.accessibilityTree().contains("button 'Increment' disabled"))
    #expect(throws: DriverError.self) { try driver.tap("Increment") }
    try driver.tap("Decrement")
    #expect(screen.stepper.value == 9)
  }

  @Test func stepperWrapsAndSegmentsChange() throws {
    let stepper = UIStepper()
    stepper.minimumValue = 1
    stepper.maximumValue = 3
    stepper.wraps = true
    stepper.value = 3
    let segments = UISegmentedControl(items: ["A", "B"])
    segments.isMomentary = true
    var momentary: [Int] = []
    segments.addAction(UIAction { _ in momentary.append(segments.selectedSegmentIndex) }, for: .valueChanged)
    segments.insertSegment(withTitle: "C", at: 2, animated: false)
    segments.setEnabled(false, forSegmentAt: 0)
    let root = UIViewController()
    root.view.backgroundColor = .systemBackground
    stepper.frame.origin = CGPoint(x: 20, y: 100)
    segments.frame = CGRect(x: 20, y: 160, width: 300, height: 32)
    root.view.addSubview(stepper)
    root.view.addSubview(segments)
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    try driver.tap("Increment")
    #expect(stepper.value == 1, "a wrapping stepper goes from the maximum to the minimum")
    try driver.tap("C")
    #expect(throws: DriverError.self) { try driver.tap("A") }
    #expect(momentary == [2], "a disabled segment takes no taps")
    #expect(segments.numberOfSegments == 3)
    segments.removeSegment(at: 0, animated: false)
    #expect(segments.titleForSegment(at: 0) == "B")
    #expect(segments.selectedSegmentIndex == 1, "the selection follows its segment")
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark]) func controlsLook(_ style: UIUserInterfaceStyle) throws {
    let screen = ControlsScreen()
    screen.overrideUserInterfaceStyle = style
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    #expect(screen.wifi.frame.size == CGSize(width: 51, height: 31))
    #expect(screen.segments.frame.height == 32)
    #expect(screen.stepper.frame.size == CGSize(width: 94, height: 32))
    #expect(screen.progress.frame.height == 4)
    GoldenImage.assertMatches(driver.capture(), named: "uikit-controls-\(style == .dark ? "dark" : "light")")
  }
}
