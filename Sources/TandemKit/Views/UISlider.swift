import Foundation
import TandemGraphics

/// A thumb on a track choosing a value in a range: a touch that lands on the thumb drags it (the value follows the
/// finger's movement, not its position), sending `.valueChanged` as it moves (or once at the end when not
/// continuous).
///
/// Metrics (iOS's): 31 points tall; a 4-point rounded track inset 2 points from the ends, the minimum side in the
/// tint color and the maximum side `.systemFill`; a 28-point white thumb with a soft shadow. Accessibility:
/// adjustable, the value as a percentage.
@MainActor @preconcurrency open class UISlider: UIControl {
  /// The value, kept within the range.
  open var value: Float {
    get { currentValue }
    set { setValue(newValue, animated: false) }
  }
  /// The smallest value (0 by default).
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      setValue(currentValue, animated: false)
    }
  }
  /// The largest value (1 by default).
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      setValue(currentValue, animated: false)
    }
  }
  /// Whether dragging sends `.valueChanged` as the value changes (true) or once when the finger lifts.
  open var isContinuous = true
  /// The filled (minimum) side's color (nil: the tint color).
  open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
  /// The unfilled (maximum) side's color (nil: `.systemFill`).
  open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
  /// The thumb's color (nil: white).
  open var thumbTintColor: UIColor? { didSet { updateColors() } }
  /// An image before the track.
  open var minimumValueImage: UIImage? {
    didSet {
      minimumImageView.image = minimumValueImage
      setNeedsLayout()
    }
  }
  /// An image after the track.
  open var maximumValueImage: UIImage? {
    didSet {
      maximumImageView.image = maximumValueImage
      setNeedsLayout()
    }
  }

  package static let height: CGFloat = 31
  static let thumbDiameter: CGFloat = 28
  static let trackHeight: CGFloat = 4
  static let trackInset: CGFloat = 2
  /// The space between a value image and the track.
  static let imageSpacing: CGFloat = 16

  private var currentValue: Float = 0
  private let minimumTrack = UIView()
  private let maximumTrack = UIView()
  private let thumb = UIView()
  private let minimumImageView = UIImageView()
  private let maximumImageView = UIImageView()
  private var dragStart: (x: CGFloat, value: Float)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSlider()
  }

  /// Creates a slider from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSlider()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpSlider() {
    isOpaque = false
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
    for part in [minimumImageView, maximumImageView, maximumTrack, minimumTrack, thumb] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    for image in [minimumImageView, maximumImageView] { image.tintColor = .secondaryLabel }
    minimumTrack.layer.cornerRadius = UISlider.trackHeight / 2
    maximumTrack.layer.cornerRadius = UISlider.trackHeight / 2
    thumb.layer.cornerRadius = UISlider.thumbDiameter / 2
    thumb.layer.shadowColor = CGColor(gray: 0, alpha: 1)
    thumb.layer.shadowOpacity = 0.18
    thumb.layer.shadowRadius = 6
    thumb.layer.shadowOffset = CGSize(width: 0, height: 2.5)
    updateColors()
  }

  /// Sets the value (clamped to the range), sliding the thumb when animated. Sends no action.
  open func setValue(_ value: Float, animated: Bool) {
    let clamped = min(max(value, minimumValue), maximumValue)
    guard clamped != currentValue else { return }
    currentValue = clamped
    if animated && window != nil {
      UIView.animate(withDuration: 0.25) { self.placeParts() }
    } else {
      setNeedsLayout()
    }
  }

  open override var accessibilityValue: String? {
    get {
      let span = maximumValue - minimumValue
      let fraction = span > 0 ? (currentValue - minimumValue) / span : 0
      return "\(Int((fraction * 100).rounded()))%"
    }
    set {}
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISlider.height) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, UISlider.thumbDiameter + 2 * UISlider.trackInset), height: UISlider.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    placeParts()
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateColors()
  }

  open override func stateDidChange() {
    super.stateDidChange()
    updateColors()
  }

  private func updateColors() {
    minimumTrack.backgroundColor = isEnabled ? (minimumTrackTintColor ?? tintColor) : .systemFill
    maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
    thumb.backgroundColor = thumbTintColor ?? .white
  }

  /// The track's rectangle (between the value images) in the bounds; in a right-to-left layout the minimum is on
  /// the right.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    var minX = bounds.minX + UISlider.trackInset
    var maxX = bounds.maxX - UISlider.trackInset
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let leading = minimumValueImage.map { $0.size.width + UISlider.imageSpacing } ?? 0
    let trailing = maximumValueImage.map { $0.size.width + UISlider.imageSpacing } ?? 0
    minX += rtl ? trailing : leading
    maxX -= rtl ? leading : trailing
    return CGRect(
      x: minX, y: bounds.midY - UISlider.trackHeight / 2, width: max(maxX - minX, 0), height: UISlider.trackHeight)
  }

  /// The thumb's rectangle for a value, within the track.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let span = maximumValue - minimumValue
    var fraction = CGFloat(span > 0 ? (value - minimumValue) / span : 0)
    if effectiveUserInterfaceLayoutDirection == .rightToLeft { fraction = 1 - fraction }
    let d = UISlider.thumbDiameter
    let travel = max(rect.width + 2 * UISlider.trackInset - d, 0)
    let x = rect.minX - UISlider.trackInset + fraction * travel
    return CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
  }

  private func placeParts() {
    let track = trackRect(forBounds: bounds)
    let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: currentValue)
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let split = thumbFrame.midX
    let before = CGRect(x: track.minX, y: track.minY, width: max(split - track.minX, 0), height: track.height)
    let after = CGRect(x: split, y: track.minY, width: max(track.maxX - split, 0), height: track.height)
    minimumTrack.frame = rtl ? after : before
    maximumTrack.frame = rtl ? before : after
    thumb.frame = thumbFrame
    func place(_ view: UIImageView, atLeading leading: Bool) {
      guard let image = view.image else {
        view.frame = .zero
        return
      }
      let size = image.size
      let onLeft = leading != rtl
      let x = onLeft ? bounds.minX + UISlider.trackInset : bounds.maxX - UISlider.trackInset - size.width
      view.frame = CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    place(minimumImageView, atLeading: true)
    place(maximumImageView, atLeading: false)
  }

  /// The thumb takes touches a little outside its circle (44 points at least, as iOS's hit target).
  private func thumbTouchArea() -> CGRect {
    let frame = thumb.frame
    let grow = max((44 - frame.width) / 2, 0)
    return frame.insetBy(dx: -grow, dy: -grow)
  }

  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    super.point(inside: point, with: event) || thumbTouchArea().contains(point)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    guard thumbTouchArea().contains(point) else { return false }
    dragStart = (point.x, currentValue)
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard let start = dragStart else { return false }
    let track = trackRect(forBounds: bounds)
    let travel = max(track.width + 2 * UISlider.trackInset - UISlider.thumbDiameter, 1)
    var delta = (touch.location(in: self).x - start.x) / travel
    if effectiveUserInterfaceLayoutDirection == .rightToLeft { delta = -delta }
    let newValue = min(max(start.value + Float(delta) * (maximumValue - minimumValue), minimumValue), maximumValue)
    if newValue != currentValue {
      currentValue = newValue
      placeParts()
      if isContinuous { sendActions(for: .valueChanged) }
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if let touch { _ = continueTracking(touch, with: event) }
    if !isContinuous, let start = dragStart, start.value != currentValue { sendActions(for: .valueChanged) }
    dragStart = nil
  }

  open override func cancelTracking(with event: UIEvent?) { dragStart = nil }
}
