import Foundation

/// A control that steps a value up and down: the label on the leading side and a `UIStepper` (− and +) on the
/// trailing side. A bounded stepper disables the button at each end; a held button repeats. Assistive
/// technologies read the label, then the "Decrement" and "Increment" buttons.
nonisolated public struct Stepper<Label: View>: View {
  let label: Label
  let canIncrement: () -> Bool
  let canDecrement: () -> Bool
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  let onEditingChanged: (Bool) -> Void
  @Environment(\.labelsHidden) private var labelsHidden

  /// A stepper that calls back on each step (a nil callback disables its button).
  nonisolated public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    canIncrement = { onIncrement != nil }
    canDecrement = { onDecrement != nil }
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper over a value, by `step`, without bounds.
  nonisolated public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    canIncrement = { true }
    canDecrement = { true }
    onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper over a value kept in a range, by `step` (a step past an end stops at it).
  nonisolated public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    canIncrement = { value.wrappedValue < bounds.upperBound }
    canDecrement = { value.wrappedValue > bounds.lowerBound }
    onIncrement = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
    onDecrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
    self.onEditingChanged = onEditingChanged
  }

  @MainActor public var body: some View {
    let increment = onIncrement
    let decrement = onDecrement
    HStack(spacing: 8) {
      if labelsHidden {
        label.hidden().frame(width: 0)
      } else {
        label
        Spacer(minLength: 0)
      }
      StepperControl(
        canDecrement: canDecrement(), canIncrement: canIncrement(),
        onStep: { up in (up ? increment : decrement)?() }, onEditingChanged: onEditingChanged
      )
      .fixedSize()
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper with a localized title over a value, by `step`.
  nonisolated public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }
  /// A stepper with a localized title over a value kept in a range.
  nonisolated public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }
  /// A stepper with a title over a value, by `step`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }
  /// A stepper with a title over a value kept in a range.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }
  /// A stepper with a localized title that calls back on each step.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}
