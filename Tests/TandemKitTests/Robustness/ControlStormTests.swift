import Foundation
import TandemTesting
import Testing
import UIKit

/// Control storm: seeded random taps, drags, holds and multi-finger presses over every everyday UIKit control. The
/// values stay in their ranges, each `.valueChanged` reports a real change, and the controls' values always match
/// what their actions last saw; nothing traps.
@MainActor @Suite(.serialized, .ownsTheApplication) struct ControlStormTests {
  @Test func randomTouchesKeepControlsConsistent() throws {
    let root = UIViewController()
    root.view.backgroundColor = .systemBackground
    let toggle = UISwitch(frame: CGRect(x: 20, y: 80, width: 0, height: 0))
    let segments = UISegmentedControl(items: ["One", "Two", "Three", "Four"])
    segments.frame = CGRect(x: 20, y: 140, width: 330, height: 32)
    let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 330, height: 31))
    slider.minimumValue = -5
    slider.maximumValue = 5
    let stepper = UIStepper(frame: CGRect(x: 20, y: 260, width: 0, height: 0))
    stepper.minimumValue = -3
    stepper.maximumValue = 3
    let progress = UIProgressView(frame: CGRect(x: 20, y: 320, width: 330, height: 4))
    var seen = (toggle: false, segment: -1, slider: Float(0), stepper: 0.0)
    var changes = 0
    toggle.addAction(
      UIAction { _ in
        #expect(toggle.isOn != seen.toggle, "a switch reported a change that was none")
        seen.toggle = toggle.isOn
        changes += 1
      }, for: .valueChanged)
    segments.addAction(
      UIAction { _ in
        #expect(segments.selectedSegmentIndex != seen.segment)
        seen.segment = segments.selectedSegmentIndex
        changes += 1
      }, for: .valueChanged)
    slider.addAction(
      UIAction { _ in
        seen.slider = slider.value
        progress.setProgress((slider.value + 5) / 10, animated: true)
        changes += 1
      }, for: .valueChanged)
    stepper.addAction(
      UIAction { _ in
        #expect(stepper.value != seen.stepper)
        seen.stepper = stepper.value
        changes += 1
      }, for: .valueChanged)
    for control in [toggle, segments, slider, stepper, progress] as [UIView] { root.view.addSubview(control) }
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    var rng = SeededGenerator(seed: 0xC0_17)
    func randomPoint() -> CGPoint {
      CGPoint(x: .random(in: 0..<390, using: &rng), y: .random(in: 60..<340, using: &rng))
    }
    for _ in 0..<250 {
      switch Int.random(in: 0..<5, using: &rng) {
      case 0, 1: driver.tap(at: randomPoint())
      case 2: driver.drag(from: randomPoint(), to: randomPoint(), duration: .random(in: 0.05...0.5, using: &rng))
      case 3: driver.longPress(at: randomPoint(), duration: .random(in: 0.1...1.5, using: &rng))
      default:
        // Two fingers at once, lifted in either order.
        let first = driver.press(at: randomPoint())
        let second = driver.press(at: randomPoint())
        driver.advance(seconds: 0.2)
        if Bool.random(using: &rng) {
          driver.release(first)
          driver.release(second)
        } else {
          driver.release(second)
          driver.release(first)
        }
      }
      #expect((-5...5).contains(slider.value))
      #expect((-3...3).contains(stepper.value))
      #expect((0...1).contains(progress.progress))
      #expect((-1..<4).contains(segments.selectedSegmentIndex))
    }
    try driver.settle()
    #expect(changes > 25, "the storm reached the controls")
    #expect(seen.toggle == toggle.isOn)
    #expect(seen.segment == segments.selectedSegmentIndex)
    #expect(seen.stepper == stepper.value)
    #expect(seen.slider == slider.value || changes == 0)
  }
}
