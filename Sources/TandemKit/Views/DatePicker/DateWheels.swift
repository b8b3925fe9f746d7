import Foundation

/// The wheels look of a date picker: a picker view whose components follow the mode and the locale's order.
final class DateWheels: UIView, DatePickerLook, UIPickerViewDataSource, UIPickerViewDelegate {
  /// What one wheel chooses.
  enum Kind: Equatable {
    case month, day, year, dayOfEra, hour, minute, meridiem, countdownHours, countdownMinutes
  }

  unowned let picker: UIDatePicker
  let wheels = UIPickerView()
  private(set) var kinds: [Kind] = []
  private let calendar: Calendar
  /// The first day of the day column (date-and-time mode): the minimum date's day, else 1 January of year 1.
  private let firstDay: Date
  private let dayCount: Int

  init(picker: UIDatePicker) {
    self.picker = picker
    calendar = picker.resolvedCalendar
    let earliest =
      picker.minimumDate ?? calendar.date(from: DateComponents(year: 1, month: 1, day: 1)) ?? .distantPast
    firstDay = calendar.startOfDay(for: earliest)
    let latest = picker.maximumDate ?? calendar.date(from: DateComponents(year: 9999, month: 12, day: 31)) ?? earliest
    dayCount = max((calendar.dateComponents([.day], from: firstDay, to: latest).day ?? 0) + 1, 1)
    super.init(frame: .zero)
    kinds = DateWheels.kinds(for: picker)
    wheels.dataSource = self
    wheels.delegate = self
    addSubview(wheels)
  }

  required init?(coder: NSCoder) { nil }

  /// The wheels for a mode, in the locale's order.
  static func kinds(for picker: UIDatePicker) -> [Kind] {
    let time: [Kind] = picker.usesTwelveHourClock ? [.hour, .minute, .meridiem] : [.hour, .minute]
    switch picker.datePickerMode {
    case .countDownTimer: return [.countdownHours, .countdownMinutes]
    case .time: return time
    case .dateAndTime: return [.dayOfEra] + time
    case .date:
      // The order the locale writes a full date in (month day year in the US, day month year in Britain).
      let format =
        DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: picker.resolvedLocale) ?? "MMMMdy"
      let positions: [(Kind, Int)] = [
        (.month, format.firstIndex(of: "M").map { format.distance(from: format.startIndex, to: $0) } ?? 0),
        (.day, format.firstIndex(of: "d").map { format.distance(from: format.startIndex, to: $0) } ?? 1),
        (.year, format.firstIndex(of: "y").map { format.distance(from: format.startIndex, to: $0) } ?? 2),
      ]
      return positions.sorted { $0.1 < $1.1 }.map(\.0)
    }
  }

  var intrinsicSize: CGSize { CGSize(width: 320, height: 216) }

  override func layoutSubviews() {
    super.layoutSubviews()
    wheels.frame = bounds
  }

  // MARK: Rows

  func numberOfComponents(in pickerView: UIPickerView) -> Int { kinds.count }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    switch kinds[component] {
    case .month: 12
    case .day: 31
    case .year: 9999
    case .dayOfEra: dayCount
    case .hour: picker.usesTwelveHourClock ? 12 : 24
    case .minute, .countdownMinutes: 60 / picker.resolvedMinuteInterval
    case .meridiem: 2
    case .countdownHours: 24
    }
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    switch kinds[component] {
    case .month: return calendar.monthSymbols[row]
    case .day: return "\(row + 1)"
    case .year: return "\(row + 1)"
    case .dayOfEra:
      guard let day = calendar.date(byAdding: .day, value: row, to: firstDay) else { return nil }
      if calendar.isDateInToday(day) { return "Today" }
      let formatter = DateFormatter()
      formatter.locale = picker.resolvedLocale
      formatter.calendar = calendar
      formatter.timeZone = calendar.timeZone
      formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
      return formatter.string(from: day)
    case .hour:
      return picker.usesTwelveHourClock ? "\(row == 0 ? 12 : row)" : String(format: "%02d", row)
    case .minute: return String(format: "%02d", row * picker.resolvedMinuteInterval)
    case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
    case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
    case .countdownMinutes: return "\(row * picker.resolvedMinuteInterval) min"
    }
  }

  /// The row each wheel shows for the picker's date (or duration).
  private func rows() -> [Int] {
    if picker.datePickerMode == .countDownTimer {
      let minutes = Int(picker.countDownDuration) / 60
      return [minutes / 60, minutes % 60 / picker.resolvedMinuteInterval]
    }
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
    let hour = parts.hour ?? 0
    return kinds.map { kind in
      switch kind {
      case .month: (parts.month ?? 1) - 1
      case .day: (parts.day ?? 1) - 1
      case .year: (parts.year ?? 1) - 1
      case .dayOfEra:
        calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: picker.date)).day ?? 0
      case .hour: picker.usesTwelveHourClock ? hour % 12 : hour
      case .minute: (parts.minute ?? 0) / picker.resolvedMinuteInterval
      case .meridiem: hour < 12 ? 0 : 1
      case .countdownHours, .countdownMinutes: 0
      }
    }
  }

  func dateDidChange(animated: Bool) {
    for (component, row) in rows().enumerated() where wheels.selectedRow(inComponent: component) != row {
      wheels.selectRow(row, inComponent: component, animated: animated)
    }
  }

  /// A wheel settled: the date (or duration) the wheels show now goes to the picker.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    let selected = kinds.indices.map { wheels.selectedRow(inComponent: $0) }
    if picker.datePickerMode == .countDownTimer {
      let minutes = selected[0] * 60 + selected[1] * picker.resolvedMinuteInterval
      // A countdown is at least one minute long.
      picker.userChose(duration: TimeInterval(max(minutes, 1) * 60))
      if minutes == 0 { dateDidChange(animated: true) }
      return
    }
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: picker.date)
    var twelveHour: Int?
    var afternoon: Bool?
    for (kind, row) in zip(kinds, selected) {
      switch kind {
      case .month: parts.month = row + 1
      case .day: parts.day = row + 1
      case .year: parts.year = row + 1
      case .dayOfEra:
        if let day = calendar.date(byAdding: .day, value: row, to: firstDay) {
          let date = calendar.dateComponents([.year, .month, .day], from: day)
          (parts.year, parts.month, parts.day) = (date.year, date.month, date.day)
        }
      case .hour: if picker.usesTwelveHourClock { twelveHour = row } else { parts.hour = row }
      case .minute: parts.minute = row * picker.resolvedMinuteInterval
      case .meridiem: afternoon = row == 1
      case .countdownHours, .countdownMinutes: break
      }
    }
    if let twelveHour {
      let isAfternoon = afternoon ?? ((parts.hour ?? 0) >= 12)
      parts.hour = twelveHour + (isAfternoon ? 12 : 0)
    } else if let afternoon, let hour = parts.hour {
      parts.hour = hour % 12 + (afternoon ? 12 : 0)
    }
    // A day past the month's end (31 February) becomes its last day.
    if let year = parts.year, let month = parts.month,
      let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
      let days = calendar.range(of: .day, in: .month, for: first), let day = parts.day, day > days.count
    {
      parts.day = days.count
    }
    guard let date = calendar.date(from: parts) else { return }
    picker.userChose(date)
  }
}
