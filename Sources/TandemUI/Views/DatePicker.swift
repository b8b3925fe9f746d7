import Foundation
import TandemKit

/// The parts of a date a `DatePicker` shows and edits.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control choosing a date, a time or both, bound to a `Date`, optionally within a range. On Linux, as on iOS, it
/// is a `UIDatePicker` drawn by the environment's date picker style: compact pills beside the label (the default),
/// a graphical calendar, or wheels.
nonisolated public struct DatePicker<Label: View>: View {
  public typealias Components = DatePickerComponents
  let selection: Binding<Date>
  let range: (lower: Date?, upper: Date?)
  let components: Components
  let label: Label
  @Environment(\.datePickerStyleKind) private var style
  @Environment(\.labelsHidden) private var labelsHidden

  /// A picker of the given components with a label made of views.
  nonisolated public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: (nil, nil), components: displayedComponents, label: label())
  }
  /// A picker of dates within a closed range.
  nonisolated public init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: (range.lowerBound, range.upperBound), components: displayedComponents,
      label: label())
  }
  /// A picker of dates from a first date on.
  nonisolated public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: (range.lowerBound, nil), components: displayedComponents, label: label())
  }
  /// A picker of dates up to a last date.
  nonisolated public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: (nil, range.upperBound), components: displayedComponents, label: label())
  }

  nonisolated init(selection: Binding<Date>, range: (lower: Date?, upper: Date?), components: Components, label: Label)
  {
    self.selection = selection
    self.range = range
    self.components = components
    self.label = label
  }

  @MainActor public var body: some View {
    let control = DatePickerControl(
      selection: selection, range: range, components: components, style: style,
      accessibilityLabel: nil)
    switch style {
    case .compact:
      HStack(spacing: 8) {
        if !labelsHidden {
          label
          Spacer(minLength: 8)
        }
        control.fixedSize()
      }
    case .graphical, .wheel:
      // The calendar and the wheels take the width; the label names them for assistive technologies.
      control
        .background(alignment: .leading) { label.hidden().frame(width: 0, height: 0, alignment: .leading) }
    }
  }
}

extension DatePicker where Label == Text {
  /// A picker with a localized title.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A picker with a localized title, of dates within a closed range.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A picker with a localized title, of dates from a first date on.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A picker with a localized title, of dates up to a last date.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A picker with a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  /// A picker with a title, of dates within a closed range.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
  /// A picker with a title, of dates from a first date on.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
  /// A picker with a title, of dates up to a last date.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// How a date picker looks. iOS's styles only.
public protocol DatePickerStyle {}

/// The style the context chooses: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
  public init() {}
}
/// Pills showing the date and time beside the label; a tap opens the calendar or the time wheels.
public struct CompactDatePickerStyle: DatePickerStyle {
  public init() {}
}
/// A month calendar (with a time pill when the time is shown too).
public struct GraphicalDatePickerStyle: DatePickerStyle {
  public init() {}
}
/// Spinning wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// Which built-in date picker style is in effect.
enum DatePickerStyleKind: Sendable { case compact, graphical, wheel }

struct DatePickerStyleKindKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.compact }

extension EnvironmentValues {
  var datePickerStyleKind: DatePickerStyleKind {
    get { self[DatePickerStyleKindKey.self] }
    set { self[DatePickerStyleKindKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of date pickers in this view.
  nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    let kind: DatePickerStyleKind =
      switch style {
      case is GraphicalDatePickerStyle: .graphical
      case is WheelDatePickerStyle: .wheel
      default: .compact
      }
    return environment(\.datePickerStyleKind, kind)
  }
}

/// A `UIDatePicker` bound to a date: its mode from the components, its look from the style, its range, locale,
/// calendar and time zone from the environment.
struct DatePickerControl: UIViewRepresentable {
  let selection: Binding<Date>
  let range: (lower: Date?, upper: Date?)
  let components: DatePickerComponents
  let style: DatePickerStyleKind
  let accessibilityLabel: String?

  final class Coordinator {
    var selection: Binding<Date>?
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UIDatePicker {
    let picker = UIDatePicker()
    let coordinator = context.coordinator
    picker.addAction(
      UIAction { [weak picker] _ in
        guard let picker, let binding = coordinator.selection else { return }
        if binding.wrappedValue != picker.date { binding.wrappedValue = picker.date }
      }, for: .valueChanged)
    return picker
  }

  func updateUIView(_ picker: UIDatePicker, context: Context) {
    context.coordinator.selection = selection
    let environment = context.environment
    let mode: UIDatePicker.Mode =
      components.contains(.date) ? (components.contains(.hourAndMinute) ? .dateAndTime : .date) : .time
    let look: UIDatePickerStyle =
      switch style {
      case .compact: .compact
      case .graphical: .inline
      case .wheel: .wheels
      }
    if picker.datePickerMode != mode { picker.datePickerMode = mode }
    if picker.preferredDatePickerStyle != look { picker.preferredDatePickerStyle = look }
    if picker.locale != environment.locale { picker.locale = environment.locale }
    if picker.calendar != environment.calendar { picker.calendar = environment.calendar }
    if picker.timeZone != environment.timeZone { picker.timeZone = environment.timeZone }
    if picker.minimumDate != range.lower { picker.minimumDate = range.lower }
    if picker.maximumDate != range.upper { picker.maximumDate = range.upper }
    if picker.date != selection.wrappedValue { picker.setDate(selection.wrappedValue, animated: true) }
    if let tint = environment.tint { picker.tintColor = tint.uiColor }
    picker.isEnabled = environment.isEnabled
    picker.semanticContentAttribute =
      environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIDatePicker, context: Context) -> CGSize? {
    let natural = uiView.intrinsicContentSize
    switch style {
    case .compact: return natural
    case .graphical, .wheel: return CGSize(width: proposal.width ?? natural.width, height: natural.height)
    }
  }
}
