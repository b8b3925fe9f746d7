import Foundation
import TandemGraphics

/// A pair of − and + buttons stepping a value through a range: a tap steps once, a held button repeats (after
/// 0.5 s, every 0.1 s) when `autorepeat` is on; each step sends `.valueChanged` (or one at the end when not
/// continuous). With `wraps`, stepping past an end continues from the other.
///
/// Metrics (iOS 13+): 94 × 32 points, a `.tertiarySystemFill` capsule of 9-point corners split by a 1 × 18-point
/// divider; a button at its end of the range is disabled. Accessibility: an "Increment" and a "Decrement" button.
@MainActor @preconcurrency open class UIStepper: UIControl {
  /// The value (0 by default), kept within the range.
  open var value: Double = 0 {
    didSet {
      let clamped = min(max(value, minimumValue), maximumValue)
      if clamped != value { value = clamped }
      if value != oldValue { updateButtons() }
    }
  }
  /// The smallest value (0 by default). Apple traps when it is not below the maximum.
  open var minimumValue: Double = 0 {
    didSet {
      precondition(minimumValue < maximumValue, "minimumValue must be less than maximumValue")
      value = max(value, minimumValue)
      updateButtons()
    }
  }
  /// The largest value (100 by default). Apple traps when it is not above the minimum.
  open var maximumValue: Double = 100 {
    didSet {
      precondition(maximumValue > minimumValue, "maximumValue must be greater than minimumValue")
      value = min(value, maximumValue)
      updateButtons()
    }
  }
  /// The step (1 by default). Apple traps when it is not positive.
  open var stepValue: Double = 1 {
    didSet { precondition(stepValue > 0, "stepValue must be greater than 0") }
  }
  /// Whether a held button repeats (true by default).
  open var autorepeat = true
  /// Whether each step sends `.valueChanged` (true) or only the last when the finger lifts.
  open var isContinuous = true
  /// Whether stepping past an end wraps to the other end (false by default).
  open var wraps = false { didSet { updateButtons() } }

  static let size = CGSize(width: 94, height: 32)
  static let cornerRadius: CGFloat = 9

  private let decrementButton = StepperHalf(symbol: "minus", label: "Decrement")
  private let incrementButton = StepperHalf(symbol: "plus", label: "Increment")
  private let divider = UIView()
  /// The half being held (−1 or +1), and the value when the touch began.
  private var heldDirection: Double?
  private var valueAtTouchDown: Double = 0
  private lazy var stepRepeat = PressRepeat { [weak self] in self?.repeatStep() }

  /// One half of the stepper: its symbol, pressed and disabled looks, and its accessibility button.
  private final class StepperHalf: UIView {
    let imageView = UIImageView()
    var isPressed = false { didSet { updateLook() } }
    var isAvailable = true { didSet { updateLook() } }

    init(symbol: String, label: String) {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isAccessibilityElement = true
      accessibilityLabel = label
      imageView.image = UIImage(
        systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .medium))
      imageView.contentMode = .center
      imageView.isAccessibilityElement = false
      addSubview(imageView)
      updateLook()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      super.layoutSubviews()
      imageView.frame = bounds
    }

    func updateLook() {
      imageView.tintColor = isAvailable ? .label : .tertiaryLabel
      backgroundColor = isPressed && isAvailable ? .tertiarySystemFill : nil
      accessibilityTraits = isAvailable ? .button : [.button, .notEnabled]
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
    setUpStepper()
  }

  /// Creates a stepper from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpStepper()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpStepper() {
    isOpaque = false
    // A fixed-size control: Auto Layout keeps it at its intrinsic size.
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = UIStepper.cornerRadius
    layer.cornerCurve = .continuous
    clipsToBounds = true
    divider.isUserInteractionEnabled = false
    divider.backgroundColor = .opaqueSeparator
    for part in [decrementButton, incrementButton, divider] { addSubview(part) }
    updateButtons()
  }

  open override var intrinsicContentSize: CGSize { UIStepper.size }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let half = bounds.width / 2
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let left = CGRect(x: bounds.minX, y: bounds.minY, width: half, height: bounds.height)
    let right = CGRect(x: bounds.minX + half, y: bounds.minY, width: half, height: bounds.height)
    decrementButton.frame = rtl ? right : left
    incrementButton.frame = rtl ? left : right
    divider.frame = CGRect(x: bounds.midX - 0.5, y: bounds.midY - 9, width: 1, height: 18)
  }

  open override func stateDidChange() {
    super.stateDidChange()
    updateButtons()
  }

  /// Which buttons the owner allows, over the range's own limits (SwiftUI's stepper owns its value and bounds).
  package var allowedSteps: (decrement: Bool, increment: Bool) = (true, true) { didSet { updateButtons() } }

  private func updateButtons() {
    decrementButton.isAvailable = isEnabled && allowedSteps.decrement && (wraps || value > minimumValue)
    incrementButton.isAvailable = isEnabled && allowedSteps.increment && (wraps || value < maximumValue)
  }

  /// Steps once in a direction; false when at the end (without wrapping).
  @discardableResult private func step(_ direction: Double) -> Bool {
    var next = value + direction * stepValue
    if next > maximumValue {
      guard wraps else {
        if value == maximumValue { return false }
        next = maximumValue
        value = next
        return true
      }
      next = minimumValue
    } else if next < minimumValue {
      guard wraps else {
        if value == minimumValue { return false }
        next = minimumValue
        value = next
        return true
      }
      next = maximumValue
    }
    value = next
    return true
  }

  private func repeatStep() {
    guard let direction = heldDirection, (direction > 0 ? incrementButton : decrementButton).isAvailable,
      step(direction)
    else { return }
    if isContinuous { sendActions(for: .valueChanged) }
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let half = decrementButton.frame.contains(touch.location(in: self)) ? decrementButton : incrementButton
    guard half.isAvailable else { return false }
    let direction: Double = half === incrementButton ? 1 : -1
    heldDirection = direction
    valueAtTouchDown = value
    half.isPressed = true
    if step(direction), isContinuous { sendActions(for: .valueChanged) }
    if autorepeat { stepRepeat.start() }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishPress() }
  open override func cancelTracking(with event: UIEvent?) { finishPress() }

  private func finishPress() {
    stepRepeat.stop()
    heldDirection = nil
    decrementButton.isPressed = false
    incrementButton.isPressed = false
    if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
  }
}
