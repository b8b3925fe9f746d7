import Foundation

/// Progress of a task: a spinner (`UIActivityIndicatorView`) while the amount is unknown, a bar
/// (`UIProgressView`) filling to `value / total` when it is known; the label above the bar (or below the
/// spinner) and the current value label below the bar, in secondary text.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  @Environment(\.progressViewStyleKind) private var styleKind
  @Environment(\.controlSize) private var controlSize

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  @MainActor public var body: some View {
    if let fraction, styleKind != .circular {
      VStack(alignment: .leading, spacing: 4) {
        if let label { label }
        ProgressBarControl(fraction: fraction)
        if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
      }
    } else {
      VStack(spacing: 8) {
        SpinnerControl(large: controlSize == .large || controlSize == .extraLarge).fixedSize()
        if let label { label.foregroundStyle(.secondary) }
      }
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner: progress of unknown amount.
  nonisolated public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }
  /// A bar at `value / total` (a nil value: a spinner).
  nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: value.map { total > 0 ? Double($0 / total) : 0 }, label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with a label.
  nonisolated public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }
  /// A bar at `value / total` with a label.
  nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(fraction: value.map { total > 0 ? Double($0 / total) : 0 }, label: label(), currentValueLabel: nil)
  }
}

extension ProgressView {
  /// A bar at `value / total` with a label and a current value label.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: value.map { total > 0 ? Double($0 / total) : 0 }, label: label(),
      currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner with a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
  }
  /// A spinner with a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }
  /// A bar at `value / total` with a localized title.
  nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(fraction: value.map { total > 0 ? Double($0 / total) : 0 }, label: Text(titleKey), currentValueLabel: nil)
  }
  /// A bar at `value / total` with a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fraction: value.map { total > 0 ? Double($0 / total) : 0 }, label: Text(title), currentValueLabel: nil)
  }
}

/// A style of progress view.
public protocol ProgressViewStyle {}

/// The style the context chooses: a bar for known amounts, a spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
}
/// A bar (a spinner when the amount is unknown, as on iOS).
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
}
/// A spinner, whatever the amount (iOS draws determinate circular progress as a spinner too).
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// Which built-in progress style is in effect.
enum ProgressStyleKind: Sendable { case automatic, linear, circular }

struct ProgressStyleKindKey: EnvironmentKey { static let defaultValue = ProgressStyleKind.automatic }

extension EnvironmentValues {
  var progressViewStyleKind: ProgressStyleKind {
    get { self[ProgressStyleKindKey.self] }
    set { self[ProgressStyleKindKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of progress views in this view.
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let kind: ProgressStyleKind =
      switch style {
      case is LinearProgressViewStyle: .linear
      case is CircularProgressViewStyle: .circular
      default: .automatic
      }
    return environment(\.progressViewStyleKind, kind)
  }
}
