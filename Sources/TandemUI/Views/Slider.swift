import Foundation

/// A control choosing a value from a range by dragging a thumb: a `UISlider`, between the minimum and maximum
/// value labels when given. The label names the slider for assistive technologies (iOS does not draw it). With a
/// step, the value moves in whole steps from the range's lower bound.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View, LabeledControlValue {
  let fraction: () -> Double
  let setFraction: (Double) -> Void
  let label: Label
  let minimumValueLabel: ValueLabel
  let maximumValueLabel: ValueLabel
  let hasValueLabels: Bool
  let onEditingChanged: (Bool) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, hasValueLabels: Bool, onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = {
      span > 0
        ? (Double(min(max(value.wrappedValue, bounds.lowerBound), bounds.upperBound) - bounds.lowerBound)) / span : 0
    }
    setFraction = { fraction in
      var newValue = bounds.lowerBound + V(fraction * span)
      if let step, step > 0 {
        let steps = (Double(newValue - bounds.lowerBound) / Double(step)).rounded()
        newValue = min(bounds.lowerBound + V(steps * Double(step)), bounds.upperBound)
      }
      if value.wrappedValue != newValue { value.wrappedValue = newValue }
    }
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.hasValueLabels = hasValueLabels
    self.onEditingChanged = onEditingChanged
  }

  @MainActor public var body: some View {
    HStack(spacing: 8) {
      if hasValueLabels { minimumValueLabel.accessibilityHidden(true) }
      SliderControl(
        fraction: fraction(), setFraction: setFraction, onEditingChanged: onEditingChanged, accessibilityLabel: nil)
      if hasValueLabels { maximumValueLabel.accessibilityHidden(true) }
    }
    // The label names the slider for accessibility only: hidden, and placed at the leading edge (where the row's
    // separator starts).
    .background(alignment: .leading) { label.hidden().frame(width: 0, height: 0, alignment: .leading) }
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over a range.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), hasValueLabels: false, onEditingChanged: onEditingChanged)
  }
  /// A slider over a range in steps.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), hasValueLabels: false, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label naming it.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), hasValueLabels: false, onEditingChanged: onEditingChanged)
  }
  /// A slider in steps with a label naming it.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), hasValueLabels: false, onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// A slider with a label and views at the minimum and maximum ends.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), hasValueLabels: true, onEditingChanged: onEditingChanged)
  }
  /// A slider in steps with a label and views at the minimum and maximum ends.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), hasValueLabels: true, onEditingChanged: onEditingChanged)
  }
}
