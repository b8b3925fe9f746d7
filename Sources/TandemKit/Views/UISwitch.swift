import Foundation
import TandemGraphics

/// An on/off switch: a tap flips it, a drag moves the thumb to the side it is released on; either sends
/// `.valueChanged` when the value changed.
///
/// Metrics (iOS's): 51 × 31 points; a 27-point white thumb 2 points inside the track, widening to 34 points while
/// pressed; the track `onTintColor` (green) when on, light gray (#E9E9EA, dark #39393D) when off. Accessibility: a
/// button whose value is "1" or "0".
@MainActor @preconcurrency open class UISwitch: UIControl {
  /// The switch's look on iOS 14+ (Mac Catalyst draws checkboxes; iOS always slides).
  public enum Style: Int, Sendable { case automatic, checkbox, sliding }

  /// Whether the switch is on.
  open var isOn: Bool {
    get { on }
    set { setOn(newValue, animated: false) }
  }
  /// The track's color when on (nil: `.systemGreen`).
  open var onTintColor: UIColor? { didSet { updateColors() } }
  /// The thumb's color (nil: white).
  open var thumbTintColor: UIColor? { didSet { updateColors() } }
  /// The look asked for.
  open var preferredStyle: Style = .automatic
  /// The look used: sliding on iOS.
  open var style: Style { .sliding }
  /// The title (shown by checkbox switches on the Mac only).
  open var title: String?

  package static let size = CGSize(width: 51, height: 31)
  static let thumbInset: CGFloat = 2
  static let pressedThumbWidth: CGFloat = 34
  static let offTrackColor = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 57 / 255, green: 57 / 255, blue: 61 / 255, alpha: 1)
      : UIColor(red: 233 / 255, green: 233 / 255, blue: 234 / 255, alpha: 1)
  }

  private var on = false
  private let track = UIView()
  private let thumb = UIView()
  /// Where the tracked touch began, and whether it has moved enough to be a drag.
  private var touchStartX: CGFloat = 0
  private var isDragging = false
  /// The side the thumb shows while dragged.
  private var dragOn = false

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    setUpSwitch()
  }

  /// Creates a switch from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSwitch()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpSwitch() {
    isOpaque = false
    // A fixed-size control: Auto Layout keeps it at its intrinsic size.
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    isAccessibilityElement = true
    accessibilityTraits = .button
    for part in [track, thumb] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    track.layer.cornerRadius = UISwitch.size.height / 2
    thumb.layer.shadowColor = CGColor(gray: 0, alpha: 1)
    thumb.layer.shadowOpacity = 0.15
    thumb.layer.shadowRadius = 8
    thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
    updateColors()
    placeParts()
  }

  /// Sets the state, sliding the thumb and fading the track when animated (0.25 s). Sends no action.
  open func setOn(_ on: Bool, animated: Bool) {
    guard on != self.on else { return }
    self.on = on
    dragOn = on
    refresh(animated: animated && window != nil, duration: 0.25)
  }

  /// Brings the track's color and the thumb's place up to date, sliding them over `duration` when animated.
  private func refresh(animated: Bool, duration: TimeInterval = 0.2) {
    guard animated else {
      updateColors()
      placeParts()
      return
    }
    UIView.animate(withDuration: duration) {
      self.updateColors()
      self.placeParts()
    }
  }

  open override var accessibilityValue: String? {
    get { on ? "1" : "0" }
    set {}
  }

  open override var intrinsicContentSize: CGSize { UISwitch.size }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

  open override func layoutSubviews() {
    super.layoutSubviews()
    placeParts()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateColors()
  }

  open override func stateDidChange() {
    super.stateDidChange()
    placeParts()
    alpha = isEnabled ? 1 : 0.5
  }

  /// The side the thumb shows: the value, or while dragged the side the finger is on.
  private var shownOn: Bool { isTracking && isDragging ? dragOn : on }

  private func updateColors() {
    track.backgroundColor = shownOn ? (onTintColor ?? .systemGreen) : UISwitch.offTrackColor
    thumb.backgroundColor = thumbTintColor ?? .white
  }

  /// Places the track (51 × 31 at the view's origin: UIKit keeps a switch at its own size whatever frame it is
  /// given, so a stretched switch shows at its top left) and the thumb at its side, wider while pressed.
  private func placeParts() {
    let size = UISwitch.size
    let origin = CGPoint.zero
    track.frame = CGRect(origin: origin, size: size)
    let inset = UISwitch.thumbInset
    let diameter = size.height - 2 * inset
    let width = isHighlighted ? UISwitch.pressedThumbWidth : diameter
    // The on side is the trailing side.
    let trailing = shownOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let x = trailing ? origin.x + size.width - inset - width : origin.x + inset
    thumb.frame = CGRect(x: x, y: origin.y + inset, width: width, height: diameter)
    thumb.layer.cornerRadius = diameter / 2
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    touchStartX = touch.location(in: self).x
    isDragging = false
    dragOn = on
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let x = touch.location(in: self).x
    if abs(x - touchStartX) > 6 { isDragging = true }
    if isDragging {
      let rightSide = x > bounds.midX
      let newOn = rightSide != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
      if newOn != dragOn {
        dragOn = newOn
        refresh(animated: true)
      }
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    let inside = touch.map(isWithinTouchSlop) ?? false
    let target: Bool
    if isDragging {
      target = dragOn
    } else {
      target = inside ? !on : on
    }
    isDragging = false
    if target != on {
      setOn(target, animated: true)
      sendActions(for: .valueChanged)
    } else {
      refresh(animated: true)
    }
  }

  open override func cancelTracking(with event: UIEvent?) {
    isDragging = false
    refresh(animated: false)
  }
}
