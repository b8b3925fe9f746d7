import Foundation
import TandemGraphics

// Date pickers: `UIDatePicker` in its three looks. Wheels are a `UIPickerView` whose components follow the mode and
// the locale (month, day and year; hour, minute and AM/PM; a day column for date and time; hours and minutes for
// a countdown). The inline look is a month calendar with a time pill beneath it for date and time. The compact look
// (iOS 14's default) is one pill for the date and one for the time; a tap on a pill opens a platter over the screen
// with the calendar or the time wheels. Every look writes `date` and sends `.valueChanged` when the user changes
// it, and keeps it within `minimumDate` and `maximumDate`.

/// The look of a date picker.
public enum UIDatePickerStyle: Int, Sendable {
  /// The system's choice: compact (wheels for a countdown timer).
  case automatic
  /// Spinning wheels.
  case wheels
  /// Pills showing the date and time that open an editor when tapped.
  case compact
  /// A month calendar, edited in place.
  case inline
}

/// A control for choosing a date, a time, both, or a countdown duration.
///
/// Linux difference: the wheels do not loop round (a month wheel stops at December) and the calendar has no
/// month-and-year wheel behind its title.
@MainActor @preconcurrency open class UIDatePicker: UIControl {
  /// What the picker chooses.
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer
  }

  /// What the picker chooses (date and time by default).
  open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
  /// The look asked for.
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { rebuild() } }
  /// The look in use: the preferred one, with `.automatic` resolved (compact; wheels for a countdown timer, which
  /// has no other look).
  open var datePickerStyle: UIDatePickerStyle {
    if datePickerMode == .countDownTimer { return .wheels }
    return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }
  /// The date shown (now, when the picker is made).
  open var date: Date {
    get { storedDate }
    set { setDate(newValue, animated: false) }
  }
  private var storedDate = Date()
  /// The earliest date the user can choose.
  open var minimumDate: Date? { didSet { rangeChanged() } }
  /// The latest date the user can choose.
  open var maximumDate: Date? { didSet { rangeChanged() } }
  /// The locale the picker formats and orders its components in (the current one when nil).
  open var locale: Locale? { didSet { rebuild() } }
  /// The calendar dates are read in.
  open var calendar: Calendar! = Calendar.current {
    didSet {
      if calendar == nil { calendar = .current }
      rebuild()
    }
  }
  /// The time zone dates are read in (the calendar's when nil).
  open var timeZone: TimeZone? { didSet { rebuild() } }
  /// The step of the minute wheel (1–30, a divisor of 60; other values are taken as 1, as UIKit does).
  open var minuteInterval = 1 { didSet { rebuild() } }
  /// The duration a countdown timer shows, in seconds (up to 23 hours 59 minutes).
  open var countDownDuration: TimeInterval = 0 {
    didSet {
      countDownDuration = min(max(countDownDuration, 0), 86_399)
      content?.dateDidChange(animated: false)
    }
  }
  /// The size the picker's look takes, the look resolved by `datePickerStyle`.
  open override var intrinsicContentSize: CGSize { content?.intrinsicSize ?? .zero }

  /// The view drawing the current look.
  private var content: (any DatePickerLook)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    rebuild()
  }

  /// Creates a date picker from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    decodeViewProperties(from: coder, subviews: false)
    rebuild()
  }

  /// Shows a date, turning the wheels or the calendar to it (the picker sends no action, as in UIKit).
  open func setDate(_ date: Date, animated: Bool) {
    storedDate = clamped(date)
    content?.dateDidChange(animated: animated)
    accessibilityValue = formattedValue
  }

  // MARK: Engine

  /// The calendar in the picker's time zone and locale.
  package var resolvedCalendar: Calendar {
    var calendar = self.calendar ?? .current
    if let timeZone { calendar.timeZone = timeZone }
    calendar.locale = resolvedLocale
    return calendar
  }
  package var resolvedLocale: Locale { locale ?? calendar?.locale ?? .current }
  package var resolvedMinuteInterval: Int {
    (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
  }
  /// Whether the locale writes times on a 12-hour clock with AM and PM.
  package var usesTwelveHourClock: Bool {
    (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: resolvedLocale) ?? "h a").contains("a")
  }

  /// A date kept within the minimum and maximum dates.
  package func clamped(_ date: Date) -> Date {
    var date = date
    if let minimumDate, date < minimumDate { date = minimumDate }
    if let maximumDate, date > maximumDate { date = maximumDate }
    return date
  }

  /// Takes a date the user chose: kept in range, shown, and sent as `.valueChanged` when it changed.
  package func userChose(_ date: Date) {
    let new = clamped(date)
    let changed = new != storedDate
    storedDate = new
    // A choice out of range turns the wheels back to the nearest allowed date.
    content?.dateDidChange(animated: true)
    accessibilityValue = formattedValue
    if changed { sendActions(for: .valueChanged) }
  }

  /// Takes a countdown duration the user chose.
  package func userChose(duration: TimeInterval) {
    guard duration != countDownDuration else { return }
    countDownDuration = duration
    sendActions(for: .valueChanged)
  }

  /// A formatter in the picker's locale, calendar and time zone.
  package func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = resolvedLocale
    formatter.calendar = resolvedCalendar
    formatter.timeZone = resolvedCalendar.timeZone
    formatter.dateStyle = date
    formatter.timeStyle = time
    return formatter
  }

  /// The date as the pills show it ("Dec 4, 2026").
  package var formattedDate: String { formatter(date: .medium, time: .none).string(from: storedDate) }
  /// The time as the pills show it ("9:41 AM").
  package var formattedTime: String { formatter(date: .none, time: .short).string(from: storedDate) }

  private var formattedValue: String {
    switch datePickerMode {
    case .date: formattedDate
    case .time: formattedTime
    case .dateAndTime: "\(formattedDate), \(formattedTime)"
    case .countDownTimer:
      "\(Int(countDownDuration) / 3600) hours, \(Int(countDownDuration) % 3600 / 60) minutes"
    }
  }

  private func rangeChanged() {
    storedDate = clamped(storedDate)
    rebuild()
  }

  /// Makes the view of the current look.
  private func rebuild() {
    content?.removeFromSuperview()
    let look: any DatePickerLook =
      switch datePickerStyle {
      case .wheels, .automatic: DateWheels(picker: self)
      case .inline where datePickerMode == .time: DateWheels(picker: self)
      case .inline: CalendarLook(picker: self)
      case .compact: CompactLook(picker: self)
      }
    content = look
    addSubview(look)
    look.dateDidChange(animated: false)
    accessibilityValue = formattedValue
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    content?.frame = bounds
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// The view of one look of a date picker.
@MainActor protocol DatePickerLook: UIView {
  /// The size the look takes.
  var intrinsicSize: CGSize { get }
  /// Shows the picker's date (or countdown duration) again.
  func dateDidChange(animated: Bool)
}
