import Foundation
import TandemGraphics

/// The compact look of a date picker: a pill with the date, a pill with the time, or both, per the mode.
final class CompactLook: UIView, DatePickerLook {
  unowned let picker: UIDatePicker
  private var pills: [DatePickerPill] = []
  static let spacing: CGFloat = 6

  init(picker: UIDatePicker) {
    self.picker = picker
    super.init(frame: .zero)
    let parts: [DatePickerPill.Part] =
      switch picker.datePickerMode {
      case .date: [.date]
      case .time, .countDownTimer: [.time]
      case .dateAndTime: [.date, .time]
      }
    pills = parts.map { DatePickerPill(picker: picker, part: $0) }
    for pill in pills { addSubview(pill) }
  }

  required init?(coder: NSCoder) { nil }

  var intrinsicSize: CGSize {
    let sizes = pills.map(\.intrinsicContentSize)
    return CGSize(
      width: sizes.map(\.width).reduce(0, +) + CompactLook.spacing * CGFloat(max(pills.count - 1, 0)),
      height: sizes.map(\.height).max() ?? 0)
  }

  func dateDidChange(animated: Bool) {
    for pill in pills { pill.dateDidChange() }
    picker.invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // The pills keep to the trailing edge, as in a form row.
    var x = isRightToLeft ? 0 : bounds.width - intrinsicSize.width
    for pill in isRightToLeft ? pills.reversed() : pills {
      let size = pill.intrinsicContentSize
      pill.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
      x += size.width + CompactLook.spacing
    }
  }
}

/// A rounded pill showing a date picker's date or time; a tap opens the editor for it over the screen.
///
/// Metrics: 34 points tall, 11 points of padding at the sides, 6-point corners, the 17-point body font on the
/// tertiary system fill; while its editor is open the text is in the tint color.
final class DatePickerPill: UIControl {
  enum Part { case date, time }
  unowned let picker: UIDatePicker
  let part: Part
  private var isOpen = false {
    didSet { setNeedsDisplay() }
  }

  init(picker: UIDatePicker, part: Part) {
    self.picker = picker
    self.part = part
    super.init(frame: .zero)
    isOpaque = false
    contentMode = .redraw
    isAccessibilityElement = true
    accessibilityTraits = .button
    addAction(UIAction { [weak self] _ in self?.open() }, for: .touchUpInside)
    dateDidChange()
  }

  required init?(coder: NSCoder) { nil }

  private var text: String {
    if picker.datePickerMode == .countDownTimer {
      let minutes = Int(picker.countDownDuration) / 60
      return String(format: "%d:%02d", minutes / 60, minutes % 60)
    }
    return part == .date ? picker.formattedDate : picker.formattedTime
  }

  private var font: UIFont { .preferredFont(forTextStyle: .body) }

  func dateDidChange() {
    accessibilityLabel = text
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  override var intrinsicContentSize: CGSize {
    let size = TextLayout.size(of: text, font: font.engineFont)
    return CGSize(width: (size.width + 22).rounded(.up), height: 34)
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    let path = CGMutablePath()
    path.addRoundedRect(in: bounds, radius: 6, curve: .continuous)
    context.beginPath()
    context.addPath(path)
    context.setFillColor(UIColor.tertiarySystemFill.resolvedCGColor(traits))
    context.fillPath()
    let layout = TextLayout.make(StyledText(text, font: font.engineFont))
    let color = (isOpen ? tintColor : isHighlighted ? .secondaryLabel : .label).resolvedCGColor(traits)
    layout.draw(
      in: context, at: CGPoint(x: (bounds.width - layout.size.width) / 2, y: (bounds.height - layout.size.height) / 2),
      defaultColor: color)
  }

  override func stateDidChange() {
    super.stateDidChange()
    setNeedsDisplay()
  }

  /// Opens the editor: the calendar for the date, the wheels for the time.
  private func open() {
    guard let window, var presenter = window.rootViewController else { return }
    while let presented = presenter.presentedViewController { presenter = presented }
    let editor = DatePickerPopover(source: self)
    isOpen = true
    editor.onClose = { [weak self] in self?.isOpen = false }
    presenter.present(editor, animated: true)
  }
}

/// The editor a compact date picker opens: a platter over the screen beside the pill, holding a date picker of the
/// same settings in the inline look (the calendar) or the wheels (the time); its changes go straight to the
/// compact picker. A tap outside the platter closes it.
final class DatePickerPopover: UIViewController {
  private unowned let source: DatePickerPill
  let editor = UIDatePicker()
  private let platter = UIView()
  private let platterShadow = UIView()
  var onClose: () -> Void = {}

  init(source: DatePickerPill) {
    self.source = source
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .overFullScreen
    modalTransitionStyle = .crossDissolve
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .clear
    let backdrop = UIControl(frame: view.bounds)
    backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    backdrop.accessibilityLabel = "Dismiss"
    backdrop.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
    view.addSubview(backdrop)
    let picker = source.picker
    editor.locale = picker.locale
    editor.calendar = picker.calendar
    editor.timeZone = picker.timeZone
    editor.minuteInterval = picker.minuteInterval
    editor.minimumDate = picker.minimumDate
    editor.maximumDate = picker.maximumDate
    if picker.datePickerMode == .countDownTimer {
      editor.datePickerMode = .countDownTimer
      editor.countDownDuration = picker.countDownDuration
    } else {
      editor.datePickerMode = source.part == .date ? .date : .time
      editor.preferredDatePickerStyle = source.part == .date ? .inline : .wheels
      editor.date = picker.date
    }
    editor.tintColor = picker.tintColor
    editor.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        let picker = self.source.picker
        if picker.datePickerMode == .countDownTimer {
          picker.userChose(duration: self.editor.countDownDuration)
        } else {
          picker.userChose(self.editor.date)
        }
      }, for: .valueChanged)
    for shadowed in [platterShadow, platter] {
      shadowed.backgroundColor = .secondarySystemGroupedBackground
      shadowed.layer.cornerRadius = 13
    }
    platter.clipsToBounds = true
    platterShadow.isUserInteractionEnabled = false
    platterShadow.layer.shadowColor = CGColor(gray: 0, alpha: 1)
    platterShadow.layer.shadowOpacity = 0.18
    platterShadow.layer.shadowRadius = 32
    platterShadow.layer.shadowOffset = CGSize(width: 0, height: 8)
    view.addSubview(platterShadow)
    view.addSubview(platter)
    platter.addSubview(editor)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let size = editor.intrinsicContentSize
    let width = min(max(size.width, 320), view.bounds.width - 16)
    let height = size.height + 16
    let anchor = source.convert(source.bounds, to: nil)
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    // Below the pill when it fits, else above it; centred on the pill within the screen's margins.
    var y = anchor.maxY + 8
    if y + height > safe.maxY { y = max(anchor.minY - 8 - height, safe.minY) }
    let x = min(max(anchor.midX - width / 2, 8), view.bounds.width - 8 - width)
    platter.frame = CGRect(x: x, y: y, width: width, height: height)
    platterShadow.frame = platter.frame
    platterShadow.layer.shadowPath = platterShadow.roundedOutline
    editor.frame = CGRect(x: 0, y: 8, width: width, height: size.height)
  }

  private func close() {
    onClose()
    dismiss(animated: true)
  }
}
