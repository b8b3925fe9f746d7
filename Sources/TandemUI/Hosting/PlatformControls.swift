import Foundation
import TandemKit

// The UIKit controls SwiftUI's controls are made of, as on iOS: each is a representable whose coordinator writes
// the control's changes back through a binding (or a callback) and whose update brings the control in step with
// the SwiftUI values, the tint, `isEnabled` and the layout direction.

/// Applies what every control takes from the environment.
@MainActor private func applyEnvironment(_ environment: EnvironmentValues, to control: UIControl) {
  control.isEnabled = environment.isEnabled
  applyLayoutDirection(environment, to: control)
}

/// Lays a UIKit view out in the environment's layout direction.
@MainActor private func applyLayoutDirection(_ environment: EnvironmentValues, to view: UIView) {
  view.semanticContentAttribute = environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
}

/// A `UISwitch` bound to a Boolean.
struct SwitchControl: UIViewRepresentable {
  let isOn: Binding<Bool>
  let accessibilityLabel: String?

  final class Coordinator {
    var isOn: Binding<Bool>?
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UISwitch {
    let control = UISwitch()
    let coordinator = context.coordinator
    control.addAction(
      UIAction { [weak control] _ in
        guard let control, let binding = coordinator.isOn else { return }
        if binding.wrappedValue != control.isOn { binding.wrappedValue = control.isOn }
      }, for: .valueChanged)
    return control
  }

  func updateUIView(_ control: UISwitch, context: Context) {
    context.coordinator.isOn = isOn
    let value = isOn.wrappedValue
    if control.isOn != value { control.setOn(value, animated: true) }
    control.onTintColor = context.environment.tint?.uiColor
    control.accessibilityLabel = accessibilityLabel
    applyEnvironment(context.environment, to: control)
  }
}

/// A `UISlider` reporting a fraction of its track (0…1) and the start and end of drags.
struct SliderControl: UIViewRepresentable {
  let fraction: Double
  let setFraction: (Double) -> Void
  let onEditingChanged: (Bool) -> Void
  let accessibilityLabel: String?

  final class Coordinator {
    var setFraction: (Double) -> Void = { _ in }
    var onEditingChanged: (Bool) -> Void = { _ in }
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UISlider {
    let control = UISlider()
    let coordinator = context.coordinator
    control.addAction(
      UIAction { [weak control] _ in
        guard let control else { return }
        coordinator.setFraction(Double(control.value))
      }, for: .valueChanged)
    control.addAction(UIAction { _ in coordinator.onEditingChanged(true) }, for: .touchDown)
    control.addAction(
      UIAction { _ in coordinator.onEditingChanged(false) }, for: [.touchUpInside, .touchUpOutside, .touchCancel])
    return control
  }

  func updateUIView(_ control: UISlider, context: Context) {
    context.coordinator.setFraction = setFraction
    context.coordinator.onEditingChanged = onEditingChanged
    let value = Float(min(max(fraction, 0), 1))
    // While the finger drags, the slider keeps its own position (a stepped value snaps when it lifts).
    if !control.isTracking, control.value != value {
      control.setValue(value, animated: false)
    }
    control.minimumTrackTintColor = context.environment.tint?.uiColor
    control.accessibilityLabel = accessibilityLabel
    applyEnvironment(context.environment, to: control)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UISlider, context: Context) -> CGSize? {
    CGSize(width: proposal.width ?? 100, height: UISlider.height)
  }
}

/// A `UIStepper` whose − and + call back (the SwiftUI stepper owns the value and says which ends are open).
struct StepperControl: UIViewRepresentable {
  let canDecrement: Bool
  let canIncrement: Bool
  let onStep: (_ up: Bool) -> Void
  let onEditingChanged: (Bool) -> Void

  final class Coordinator {
    var onStep: (Bool) -> Void = { _ in }
    var onEditingChanged: (Bool) -> Void = { _ in }
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  /// The control rests at 1 in 0…2: a step moves it to 0 or 2, reported and reset at once; a closed end disables
  /// its button.
  func makeUIView(context: Context) -> UIStepper {
    let control = UIStepper()
    control.maximumValue = 2
    control.value = 1
    let coordinator = context.coordinator
    control.addAction(
      UIAction { [weak control] _ in
        guard let control, control.value != 1 else { return }
        let up = control.value > 1
        control.value = 1
        coordinator.onStep(up)
      }, for: .valueChanged)
    control.addAction(UIAction { _ in coordinator.onEditingChanged(true) }, for: .touchDown)
    control.addAction(
      UIAction { _ in coordinator.onEditingChanged(false) }, for: [.touchUpInside, .touchUpOutside, .touchCancel])
    return control
  }

  func updateUIView(_ control: UIStepper, context: Context) {
    context.coordinator.onStep = onStep
    context.coordinator.onEditingChanged = onEditingChanged
    control.allowedSteps = (canDecrement, canIncrement)
    control.value = 1
    applyEnvironment(context.environment, to: control)
  }
}

/// A `UIProgressView` showing a fraction.
struct ProgressBarControl: UIViewRepresentable {
  let fraction: Double

  func makeUIView(context: Context) -> UIProgressView { UIProgressView(progressViewStyle: .default) }

  func updateUIView(_ bar: UIProgressView, context: Context) {
    bar.setProgress(Float(fraction), animated: false)
    bar.progressTintColor = context.environment.tint?.uiColor
    applyLayoutDirection(context.environment, to: bar)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIProgressView, context: Context) -> CGSize? {
    CGSize(width: proposal.width ?? 100, height: UIProgressView.height)
  }
}

/// A spinning `UIActivityIndicatorView` (medium, or large for `.controlSize(.large)`).
struct SpinnerControl: UIViewRepresentable {
  let large: Bool

  func makeUIView(context: Context) -> UIActivityIndicatorView {
    let spinner = UIActivityIndicatorView(style: large ? .large : .medium)
    spinner.startAnimating()
    return spinner
  }

  func updateUIView(_ spinner: UIActivityIndicatorView, context: Context) {
    spinner.style = large ? .large : .medium
    if let tint = context.environment.tint { spinner.color = tint.uiColor }
  }
}

/// A `UISegmentedControl` with a segment per picker option (its title, else its symbol).
struct SegmentedPickerControl: UIViewRepresentable {
  let segments: [(title: String?, symbol: String?)]
  let selectedIndex: Int?
  let onSelect: (Int) -> Void
  let accessibilityLabel: String

  final class Coordinator {
    var onSelect: (Int) -> Void = { _ in }
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UISegmentedControl {
    let control = UISegmentedControl(items: nil)
    let coordinator = context.coordinator
    control.addAction(
      UIAction { [weak control] _ in
        guard let control else { return }
        coordinator.onSelect(control.selectedSegmentIndex)
      }, for: .valueChanged)
    return control
  }

  func updateUIView(_ control: UISegmentedControl, context: Context) {
    context.coordinator.onSelect = onSelect
    let current = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }
    if current != segments.map(\.title) || control.numberOfSegments != segments.count {
      control.removeAllSegments()
      for (index, segment) in segments.enumerated() {
        if let title = segment.title {
          control.insertSegment(withTitle: title, at: index, animated: false)
        } else {
          control.insertSegment(with: segment.symbol.flatMap { UIImage(systemName: $0) }, at: index, animated: false)
        }
      }
    }
    control.selectedSegmentIndex = selectedIndex ?? UISegmentedControl.noSegment
    control.selectedSegmentTintColor = context.environment.tint?.uiColor
    control.accessibilityLabel = accessibilityLabel
    applyEnvironment(context.environment, to: control)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UISegmentedControl, context: Context) -> CGSize? {
    let natural = uiView.intrinsicContentSize
    return CGSize(width: proposal.width ?? natural.width, height: natural.height)
  }
}

/// The menu picker: a button titled by the selected option with up-down chevrons in the tint color; a tap opens a
/// menu of the options with the selected one checked.
struct MenuPickerButton: UIViewRepresentable {
  let titles: [String]
  let selectedIndex: Int?
  let onSelect: (Int) -> Void
  let accessibilityLabel: String
  /// In a list row the value shows in secondary text.
  let inRow: Bool

  final class Coordinator {
    var onSelect: (Int) -> Void = { _ in }
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UIButton {
    let button = UIButton(configuration: .plain())
    button.showsMenuAsPrimaryAction = true
    return button
  }

  func updateUIView(_ button: UIButton, context: Context) {
    context.coordinator.onSelect = onSelect
    let coordinator = context.coordinator
    var configuration = UIButton.Configuration.plain()
    configuration.title = selectedIndex.map { titles[$0] } ?? ""
    configuration.image = UIImage(
      systemName: "chevron.up.chevron.down",
      withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .medium))
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 5
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
    configuration.baseForegroundColor =
      inRow ? .secondaryLabel : (context.environment.tint ?? .accentColor).uiColor
    button.configuration = configuration
    button.menu = UIMenu(
      options: .singleSelection,
      children: titles.enumerated().map { index, title in
        UIAction(title: title, state: index == selectedIndex ? .on : .off) { _ in coordinator.onSelect(index) }
      })
    button.accessibilityLabel = accessibilityLabel
    button.accessibilityValue = selectedIndex.map { titles[$0] }
    applyEnvironment(context.environment, to: button)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIButton, context: Context) -> CGSize? {
    uiView.intrinsicContentSize
  }
}

/// A `UIPickerView` with one wheel of the picker's option titles (the wheel picker style).
struct WheelPickerControl: UIViewRepresentable {
  let titles: [String]
  let selectedIndex: Int?
  let onSelect: (Int) -> Void
  let accessibilityLabel: String

  final class Coordinator: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var titles: [String] = []
    var onSelect: (Int) -> Void = { _ in }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { titles.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      titles[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { onSelect(row) }
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UIPickerView {
    let picker = UIPickerView()
    context.coordinator.titles = titles
    picker.dataSource = context.coordinator
    picker.delegate = context.coordinator
    return picker
  }

  func updateUIView(_ picker: UIPickerView, context: Context) {
    let coordinator = context.coordinator
    coordinator.onSelect = onSelect
    if coordinator.titles != titles {
      coordinator.titles = titles
      picker.reloadAllComponents()
    }
    if let selectedIndex, picker.selectedRow(inComponent: 0) != selectedIndex {
      picker.selectRow(selectedIndex, inComponent: 0, animated: true)
    }
    picker.accessibilityLabel = accessibilityLabel
    applyLayoutDirection(context.environment, to: picker)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIPickerView, context: Context) -> CGSize? {
    CGSize(width: proposal.width ?? 320, height: 216)
  }
}
