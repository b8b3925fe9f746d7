import Foundation
import TandemGraphics

/// The inline look of a date picker: the month's title with buttons to the months before and after, the weekday
/// initials, and the days in a grid; a tap on a day chooses it. For date and time a row beneath holds a time pill.
/// A tap on the title turns to month and year wheels in place of the grid (the title in the tint color, its
/// chevron pointing down); turning them shows that month, and a tap on the title turns back.
///
/// Metrics: a 44-point header with the month in the 17-point semibold font, 13-point semibold weekday symbols in
/// the tertiary label color, 44-point day rows with the numbers in the 20-point font; today in the tint color, the
/// chosen day on a pale tint circle (a solid one, with white text, when it is today); days out of range dimmed.
final class CalendarLook: UIView, DatePickerLook {
  unowned let picker: UIDatePicker
  private let title = CalendarMonthTitle()
  private var monthYearWheels: MonthYearWheels?
  private let previousMonth = UIButton(type: .system)
  private let nextMonth = UIButton(type: .system)
  private let grid: CalendarGrid
  private let timeLabel = UILabel()
  private var timePill: DatePickerPill?
  /// The first day of the month shown.
  private(set) var shownMonth: Date

  static let headerHeight: CGFloat = 44
  static let weekdayHeight: CGFloat = 26
  static let rowHeight: CGFloat = 44
  static let timeRowHeight: CGFloat = 52

  init(picker: UIDatePicker) {
    self.picker = picker
    let calendar = picker.resolvedCalendar
    shownMonth = calendar.dateInterval(of: .month, for: picker.date)?.start ?? picker.date
    grid = CalendarGrid(picker: picker)
    super.init(frame: .zero)
    title.addAction(UIAction { [weak self] _ in self?.toggleMonthYearWheels() }, for: .touchUpInside)
    previousMonth.setImage(UIImage(systemName: "chevron.left"), for: .normal)
    nextMonth.setImage(UIImage(systemName: "chevron.right"), for: .normal)
    previousMonth.accessibilityLabel = "Previous Month"
    nextMonth.accessibilityLabel = "Next Month"
    previousMonth.addAction(UIAction { [weak self] _ in self?.showMonth(by: -1) }, for: .touchUpInside)
    nextMonth.addAction(UIAction { [weak self] _ in self?.showMonth(by: 1) }, for: .touchUpInside)
    for view in [title, previousMonth, nextMonth, grid] as [UIView] { addSubview(view) }
    if picker.datePickerMode == .dateAndTime {
      timeLabel.text = "Time"
      timeLabel.font = .preferredFont(forTextStyle: .body)
      addSubview(timeLabel)
      let pill = DatePickerPill(picker: picker, part: .time)
      timePill = pill
      addSubview(pill)
    }
    showMonth(by: 0)
  }

  required init?(coder: NSCoder) { nil }

  var intrinsicSize: CGSize {
    let calendar = CalendarLook.headerHeight + CalendarLook.weekdayHeight + 6 * CalendarLook.rowHeight
    return CGSize(width: 320, height: calendar + (timePill == nil ? 0 : CalendarLook.timeRowHeight))
  }

  /// Shows the month `delta` months from the one shown (0: shows it again).
  private func showMonth(by delta: Int) {
    let calendar = picker.resolvedCalendar
    shownMonth = calendar.date(byAdding: .month, value: delta, to: shownMonth) ?? shownMonth
    let formatter = DateFormatter()
    formatter.locale = picker.resolvedLocale
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.setLocalizedDateFormatFromTemplate("MMMMy")
    title.label.text = formatter.string(from: shownMonth)
    title.accessibilityLabel = title.label.text
    title.invalidateIntrinsicContentSize()
    title.isOpen = monthYearWheels != nil
    // The months before the minimum and after the maximum cannot be shown.
    if let minimum = picker.minimumDate, let start = calendar.dateInterval(of: .month, for: minimum)?.start {
      previousMonth.isEnabled = shownMonth > start
    }
    if let maximum = picker.maximumDate, let start = calendar.dateInterval(of: .month, for: maximum)?.start {
      nextMonth.isEnabled = shownMonth < start
    }
    grid.month = shownMonth
  }

  /// Shows month and year wheels in place of the grid, or the grid again.
  private func toggleMonthYearWheels() {
    if let wheels = monthYearWheels {
      wheels.wheel.removeFromSuperview()
      monthYearWheels = nil
      grid.isHidden = false
      previousMonth.isHidden = false
      nextMonth.isHidden = false
    } else {
      let wheels = MonthYearWheels(look: self)
      monthYearWheels = wheels
      addSubview(wheels.wheel)
      grid.isHidden = true
      previousMonth.isHidden = true
      nextMonth.isHidden = true
    }
    title.isOpen = monthYearWheels != nil
    setNeedsLayout()
  }

  /// The wheels turned to a month: show it.
  fileprivate func showMonth(_ month: Date) {
    shownMonth = month
    showMonth(by: 0)
  }

  func dateDidChange(animated: Bool) {
    let calendar = picker.resolvedCalendar
    if let month = calendar.dateInterval(of: .month, for: picker.date)?.start, month != shownMonth {
      shownMonth = month
      showMonth(by: 0)
      monthYearWheels?.select(month, animated: animated)
    }
    grid.setNeedsDisplay()
    timePill?.dateDidChange()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let rtl = isRightToLeft
    let header = CalendarLook.headerHeight
    let titleWidth = min(title.intrinsicContentSize.width, max(width - 16 - 96, 0))
    title.frame = CGRect(x: rtl ? width - 16 - titleWidth : 16, y: 0, width: titleWidth, height: header)
    // The month buttons at the trailing edge, in reading order (mirrored right to left).
    let buttons = rtl ? [nextMonth, previousMonth] : [previousMonth, nextMonth]
    let first = rtl ? 4 : width - 4 - 88
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: first + CGFloat(index) * 44, y: 0, width: 44, height: header)
    }
    let gridHeight = CalendarLook.weekdayHeight + 6 * CalendarLook.rowHeight
    grid.frame = CGRect(x: 8, y: header, width: max(width - 16, 0), height: gridHeight)
    monthYearWheels?.wheel.frame = CGRect(x: 8, y: header, width: max(width - 16, 0), height: gridHeight)
    if let timePill {
      let y = header + gridHeight + (CalendarLook.timeRowHeight - 34) / 2
      let size = timePill.intrinsicContentSize
      timeLabel.frame = CGRect(x: rtl ? width - 16 - 120 : 16, y: y, width: 120, height: 34)
      timeLabel.textAlignment = rtl ? .right : .left
      timePill.frame = CGRect(x: rtl ? 16 : width - 16 - size.width, y: y, width: size.width, height: size.height)
    }
  }
}

/// The title of an inline date picker's month: the month and year in the 17-point semibold font with a tinted
/// chevron after it, pointing down and with the text in the tint color too while the month and year wheels show.
/// A button for accessibility.
final class CalendarMonthTitle: UIControl {
  let label = UILabel()
  private let chevron = UIImageView()
  private static let chevronWidth: CGFloat = 14
  private static let gap: CGFloat = 4

  var isOpen = false {
    didSet { update() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .systemFont(ofSize: 17, weight: .semibold)
    chevron.contentMode = .center
    addSubview(label)
    addSubview(chevron)
    isAccessibilityElement = true
    accessibilityTraits = .button
    update()
  }

  required init?(coder: NSCoder) { nil }

  private func update() {
    label.textColor = isOpen ? tintColor : .label
    let name = isOpen ? "chevron.down" : (isRightToLeft ? "chevron.left" : "chevron.right")
    chevron.image = UIImage(systemName: name)?
      .applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold))
    chevron.tintColor = tintColor
    setNeedsLayout()
  }

  override var intrinsicContentSize: CGSize {
    let text = label.intrinsicContentSize
    return CGSize(width: text.width + Self.gap + Self.chevronWidth, height: text.height)
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    update()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    update()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let textWidth = max(bounds.width - Self.gap - Self.chevronWidth, 0)
    let rtl = isRightToLeft
    label.frame = CGRect(x: rtl ? bounds.width - textWidth : 0, y: 0, width: textWidth, height: bounds.height)
    label.textAlignment = rtl ? .right : .left
    chevron.frame = CGRect(
      x: rtl ? 0 : textWidth + Self.gap, y: 0, width: Self.chevronWidth, height: bounds.height)
  }
}

/// The month and year wheels of an inline date picker: the months of the locale and the years the picker's range
/// allows (a century each way from the shown month without one); turning them shows that month in the calendar.
@MainActor final class MonthYearWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  unowned let look: CalendarLook
  let wheel = UIPickerView()
  private let months: [String]
  private let years: ClosedRange<Int>

  init(look: CalendarLook) {
    self.look = look
    let picker = look.picker
    let calendar = picker.resolvedCalendar
    let formatter = DateFormatter()
    formatter.locale = picker.resolvedLocale
    formatter.calendar = calendar
    months = formatter.standaloneMonthSymbols
    let shownYear = calendar.component(.year, from: look.shownMonth)
    let first = picker.minimumDate.map { calendar.component(.year, from: $0) } ?? shownYear - 100
    let last = picker.maximumDate.map { calendar.component(.year, from: $0) } ?? shownYear + 100
    years = first...max(first, last)
    super.init()
    wheel.dataSource = self
    wheel.delegate = self
    select(look.shownMonth, animated: false)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    component == 0 ? months.count : years.count
  }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    component == 0 ? months[row] : String(years.lowerBound + row)
  }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    let calendar = look.picker.resolvedCalendar
    var parts = DateComponents()
    parts.year = years.lowerBound + pickerView.selectedRow(inComponent: 1)
    parts.month = pickerView.selectedRow(inComponent: 0) + 1
    parts.day = 1
    guard var month = calendar.date(from: parts) else { return }
    // A month out of the picker's range turns the wheels back to the nearest one in it.
    if let minimum = look.picker.minimumDate, let first = calendar.dateInterval(of: .month, for: minimum)?.start,
      month < first
    {
      month = first
    }
    if let maximum = look.picker.maximumDate, let last = calendar.dateInterval(of: .month, for: maximum)?.start,
      month > last
    {
      month = last
    }
    select(month, animated: true)
    look.showMonth(month)
  }

  /// Turns the wheels to `month`.
  func select(_ month: Date, animated: Bool) {
    let calendar = look.picker.resolvedCalendar
    let year = calendar.component(.year, from: month)
    wheel.selectRow(calendar.component(.month, from: month) - 1, inComponent: 0, animated: animated)
    wheel.selectRow(
      min(max(year, years.lowerBound), years.upperBound) - years.lowerBound, inComponent: 1, animated: animated)
  }
}

/// The weekday initials and the day grid of a month; a tap on a day in range chooses it.
final class CalendarGrid: UIView {
  unowned let picker: UIDatePicker
  /// The first day of the month shown.
  var month = Date() {
    didSet { setNeedsDisplay() }
  }

  init(picker: UIDatePicker) {
    self.picker = picker
    super.init(frame: .zero)
    isOpaque = false
    contentMode = .redraw
    addGestureRecognizer(UITapGestureRecognizer { [weak self] in self?.tapped($0) })
  }

  required init?(coder: NSCoder) { nil }

  private var columnWidth: CGFloat { bounds.width / 7 }

  /// The days of the month shown with their grid cells.
  private func days() -> [(date: Date, day: Int, cell: CGRect)] {
    let calendar = picker.resolvedCalendar
    guard let range = calendar.range(of: .day, in: .month, for: month) else { return [] }
    let weekday = calendar.component(.weekday, from: month)
    let lead = (weekday - calendar.firstWeekday + 7) % 7
    return range.compactMap { day in
      guard let date = calendar.date(byAdding: .day, value: day - 1, to: month) else { return nil }
      let index = lead + day - 1
      var column = CGFloat(index % 7)
      if isRightToLeft { column = 6 - column }
      let cell = CGRect(
        x: column * columnWidth, y: CalendarLook.weekdayHeight + CGFloat(index / 7) * CalendarLook.rowHeight,
        width: columnWidth, height: CalendarLook.rowHeight)
      return (date, day, cell)
    }
  }

  /// Whether a day can be chosen: some of it lies within the picker's range.
  private func isInRange(_ day: Date) -> Bool {
    let calendar = picker.resolvedCalendar
    let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
    if let minimum = picker.minimumDate, end <= minimum { return false }
    if let maximum = picker.maximumDate, day > maximum { return false }
    return true
  }

  private func tapped(_ recognizer: UIGestureRecognizer) {
    let point = recognizer.location(in: self)
    guard let hit = days().first(where: { $0.cell.contains(point) }), isInRange(hit.date) else { return }
    choose(hit.date)
  }

  /// Chooses a day, keeping the picker's time of day.
  private func choose(_ day: Date) {
    let calendar = picker.resolvedCalendar
    let time = calendar.dateComponents([.hour, .minute, .second], from: picker.date)
    var parts = calendar.dateComponents([.year, .month, .day], from: day)
    (parts.hour, parts.minute, parts.second) = (time.hour, time.minute, time.second)
    if let date = calendar.date(from: parts) { picker.userChose(date) }
  }

  /// One button element per day, named as VoiceOver reads dates ("Friday, December 4"), made when asked for (so
  /// their frames are where the days are drawn now), unless elements were set.
  override var accessibilityElements: [Any]? {
    get {
      if let set = super.accessibilityElements { return set }
      let calendar = picker.resolvedCalendar
      let formatter = DateFormatter()
      formatter.locale = picker.resolvedLocale
      formatter.calendar = calendar
      formatter.timeZone = calendar.timeZone
      formatter.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
      return days().map { day in
        let element = UIAccessibilityElement(accessibilityContainer: self)
        element.accessibilityLabel = formatter.string(from: day.date)
        var traits: UIAccessibilityTraits = .button
        if calendar.isDate(day.date, inSameDayAs: picker.date) { traits.insert(.selected) }
        if !isInRange(day.date) { traits.insert(.notEnabled) }
        element.accessibilityTraits = traits
        element.accessibilityFrameInContainerSpace = day.cell
        return element
      }
    }
    set { super.accessibilityElements = newValue }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    let calendar = picker.resolvedCalendar
    // Weekday symbols, starting on the calendar's first weekday.
    let symbols = calendar.shortStandaloneWeekdaySymbols
    for column in 0..<7 {
      let symbol = symbols[(column + calendar.firstWeekday - 1) % 7].uppercased()
      let x = CGFloat(isRightToLeft ? 6 - column : column) * columnWidth
      drawCentered(
        symbol, font: .systemFont(ofSize: 13, weight: .semibold), color: .tertiaryLabel,
        in: CGRect(x: x, y: 0, width: columnWidth, height: CalendarLook.weekdayHeight), context: context)
    }
    let tint = tintColor.resolvedCGColor(traits)
    for day in days() {
      let isChosen = calendar.isDate(day.date, inSameDayAs: picker.date)
      let isToday = calendar.isDateInToday(day.date)
      let diameter = min(day.cell.height, day.cell.width) - 4
      let circle = CGRect(
        x: day.cell.midX - diameter / 2, y: day.cell.midY - diameter / 2, width: diameter, height: diameter)
      var color: UIColor = .label
      var weight: UIFont.Weight = .regular
      if !isInRange(day.date) {
        color = .tertiaryLabel
      } else if isChosen && isToday {
        context.setFillColor(tint)
        context.fillEllipse(in: circle)
        color = .white
        weight = .semibold
      } else if isChosen {
        context.setFillColor(tintColor.withAlphaComponent(0.12).resolvedCGColor(traits))
        context.fillEllipse(in: circle)
        color = tintColor
        weight = .semibold
      } else if isToday {
        color = tintColor
        weight = .semibold
      }
      drawCentered(
        "\(day.day)", font: .systemFont(ofSize: 20, weight: weight), color: color, in: day.cell, context: context)
    }
  }

  private func drawCentered(_ string: String, font: UIFont, color: UIColor, in cell: CGRect, context: CGContext) {
    let layout = TextLayout.make(StyledText(string, font: font.engineFont))
    layout.draw(
      in: context,
      at: CGPoint(x: cell.midX - layout.size.width / 2, y: cell.midY - layout.size.height / 2),
      defaultColor: color.resolvedCGColor(traitCollection))
  }
}
