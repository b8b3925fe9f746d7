import Foundation
import TandemGraphics

/// The on-screen keyboard's keys: drawn as iOS draws them, picked by touch, typing into the first responder through
/// `UIKeyInput` (`insertText(_:)`, `deleteBackward()`), so delegates, change actions and bindings see every key.
///
/// Behaviour as on iOS: letters show lowercase until shift; shift capitalizes one letter, a double tap on it locks
/// caps; capitalization turns on by the input's `autocapitalizationType` (sentences by default; never for secure
/// entry); characters type when the finger lifts, on the key under it; delete acts on touch-down and repeats every
/// 0.1 s after 0.5 s held (on the frame clock); "123" and "#+=" switch planes, and space, return or an apostrophe go
/// back to letters; two spaces after a word type ". ". The return key is titled by `returnKeyType`, blue for an
/// action, disabled while empty with `enablesReturnKeyAutomatically`; `keyboardType` picks the plane and extra keys
/// (email "@" and ".", URL "/" and ".com", number, decimal and phone pads). On iPhones with a home indicator the
/// emoji and dictation icons are drawn below the letter keys, as on iOS: the smiley turns to a page of emoji (Smileys
/// & People; Linux difference: one page, without the other categories or search) and back; the microphone takes no
/// touches (there is no dictation).
@MainActor final class KeyboardView: UIView {
  /// Shift's state.
  enum Shift { case off, on, locked }

  private(set) var plane: KeyboardPlane = .letters
  private(set) var shift: Shift = .off
  private(set) var keys: [KeyboardKey] = []
  /// The height of the rows of keys (the rest, below, is the emoji/dictation area and the home indicator's).
  var keysAreaHeight: CGFloat = 216 { didSet { setNeedsLayout() } }
  /// Whether the emoji and dictation icons are drawn below the keys.
  var showsBottomIcons = false {
    didSet {
      setNeedsDisplay()
      setNeedsLayout()
    }
  }

  private var layout = KeyboardLayout()
  private var autocapitalization: UITextAutocapitalizationType = .sentences
  private var enablesReturnKeyAutomatically = false
  /// The key under the finger (by what it does: shift and plane keys rebuild the keys while pressed). Only the keys
  /// whose highlight changes are drawn again.
  private var pressed: KeyboardKey.Action? {
    didSet {
      guard pressed != oldValue else { return }
      for key in keys where key.action == pressed || key.action == oldValue { setNeedsDisplay(Self.drawnRect(key)) }
      updatePopup()
    }
  }
  /// The balloon over the pressed character key (iPhone letter, number and symbol keys).
  private let popup = KeyPopupView()

  private func updatePopup() {
    // iPad keys darken instead.
    guard !plane.isPad, !layout.isPad, case .character? = pressed,
      let key = keys.first(where: { $0.action == pressed && $0.style == .character })
    else { return popup.show(nil, keyboardWidth: bounds.width) }
    popup.show((key.frame, key.label), keyboardWidth: bounds.width)
  }

  /// What a key's drawing covers: its cap and the shadow below it.
  private static func drawnRect(_ key: KeyboardKey) -> CGRect { key.frame.insetBy(dx: -1, dy: -2) }
  private var lastShiftOn: TimeInterval?
  private var lastTypedSpace = false
  private lazy var deleteRepeat = PressRepeat { [weak self] in self?.deleteBackward() }

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
    // The background follows the keyboard's own appearance (`keyboardAppearance`), not the window's.
    backgroundColor = UIColor {
      $0.userInterfaceStyle == .dark
        ? UIColor(white: 0.17, alpha: 1) : UIColor(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1)
    }
    addSubview(popup)
  }
  required init?(coder: NSCoder) { return nil }

  private var input: (any UIKeyInput)? { FirstResponder.current as? any UIKeyInput }

  // MARK: Configuration

  /// Takes the traits of the input being edited: its plane, return key, appearance and capitalization.
  func configure(for input: (any UIKeyInput)?) {
    layout.isPad = UIApplication.shared.screen.device.idiom == .pad
    layout.keyboardType = input?.keyboardType ?? .default
    layout.returnKeyType = input?.returnKeyType ?? .default
    enablesReturnKeyAutomatically = input?.enablesReturnKeyAutomatically ?? false
    autocapitalization = input.map { $0.isSecureTextEntry ? .none : $0.autocapitalizationType } ?? .none
    plane = KeyboardPlane(keyboardType: layout.keyboardType)
    shift = .off
    lastTypedSpace = false
    switch input?.keyboardAppearance ?? .default {
    case .dark: overrideUserInterfaceStyle = .dark
    case .light: overrideUserInterfaceStyle = .light
    case .default: overrideUserInterfaceStyle = (input as? UIView)?.traitCollection.userInterfaceStyle ?? .unspecified
    }
    inputDidChange()
    rebuild()
  }

  /// The input's text or caret moved: capitalization and the return key follow.
  func inputDidChange() {
    if shift != .locked { shift = automaticShift ? .on : .off }
    layout.isReturnKeyEnabled = !enablesReturnKeyAutomatically || (input?.hasText ?? false)
    rebuild()
  }

  /// Whether capitalization turns shift on at the caret.
  private var automaticShift: Bool {
    guard plane == .letters, let input else { return false }
    let before = (input as? any CaretTextInput)?.textBeforeCaret ?? (input.hasText ? "x" : "")
    switch autocapitalization {
    case .none: return false
    case .allCharacters: return true
    case .words: return before.last.map(\.isWhitespace) ?? true
    case .sentences:
      guard let last = before.last else { return true }
      if last.isNewline { return true }
      guard last.isWhitespace else { return false }
      let trimmed = before.trimmingCharacters(in: .whitespaces)
      return trimmed.last.map { ".!?\n".contains($0) } ?? true
    }
  }

  private func rebuild() {
    layout.isUppercase = shift != .off
    var new = layout.keys(for: plane, in: CGSize(width: bounds.width, height: keysAreaHeight))
    if let emoji = emojiKey { new.append(emoji) }
    guard new != keys else { return }
    keys = new
    updateAccessibilityElements()
    setNeedsDisplay()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    rebuild()
  }

  /// The smiley below an iPhone's keys (with a home indicator): it turns to the emoji page and back.
  private var emojiKey: KeyboardKey? {
    guard showsBottomIcons, !plane.isPad, bounds.height > keysAreaHeight else { return nil }
    let y = bottomIconsCenterY
    var key = KeyboardKey(
      .emoji, "face.smiling", symbol: true, style: .bare, frame: CGRect(x: 14, y: y - 17, width: 34, height: 34))
    key.touchFrame = CGRect(x: 0, y: keysAreaHeight, width: 62, height: bounds.height - keysAreaHeight)
    return key
  }
  /// The vertical centre of the emoji and dictation icons below the keys.
  private var bottomIconsCenterY: CGFloat { keysAreaHeight + (bounds.height - keysAreaHeight - 34) / 2 }

  // MARK: Touches

  private func keyIndex(at point: CGPoint) -> Int? { keys.firstIndex { $0.touchFrame.contains(point) } }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    press(keyIndex(at: touch.location(in: self)), at: touch.timestamp)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let index = keyIndex(at: touch.location(in: self))
    let action = index.map { keys[$0].action }
    guard action != pressed else { return }
    // Sliding onto another key picks it, as on iOS; sliding off delete stops its repeat.
    deleteRepeat.stop()
    pressed = action.flatMap { isTypingKey($0) ? $0 : nil }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    deleteRepeat.stop()
    if let action = pressed, isTypingKey(action) { type(action) }
    pressed = nil
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    deleteRepeat.stop()
    pressed = nil
  }

  /// Keys that act when the finger lifts (the others act on touch-down).
  private func isTypingKey(_ action: KeyboardKey.Action) -> Bool {
    switch action {
    case .character, .space, .returnKey, .dismiss: true
    case .shift, .delete, .plane, .emoji: false
    }
  }

  private func press(_ index: Int?, at time: TimeInterval) {
    pressed = index.map { keys[$0].action }
    guard let index else { return }
    let key = keys[index]
    switch key.action {
    case .shift:
      switch shift {
      case .locked: shift = .off
      case .on: shift = lastShiftOn.map { time - $0 < 0.35 } == true ? .locked : .off
      case .off:
        shift = .on
        lastShiftOn = time
      }
      rebuild()
    case .delete:
      deleteBackward()
      deleteRepeat.start()
    case .plane(let target):
      plane = target
      inputDidChange()
    case .emoji:
      plane = plane == .emoji ? KeyboardPlane(keyboardType: layout.keyboardType) : .emoji
      inputDidChange()
    case .character, .space, .returnKey, .dismiss:
      if key.action == .returnKey && !layout.isReturnKeyEnabled { pressed = nil }
    }
  }

  private func type(_ action: KeyboardKey.Action) {
    guard let input else { return }
    switch action {
    case .character(let text):
      input.insertText(text)
      lastTypedSpace = false
      if (plane == .numbers || plane == .symbols) && text == "'" { plane = .letters }
    case .space:
      if lastTypedSpace, plane == .letters, let before = (input as? any CaretTextInput)?.textBeforeCaret,
        before.hasSuffix(" "), before.dropLast().last.map({ $0.isLetter || $0.isNumber }) == true
      {
        input.deleteBackward()
        input.insertText(". ")
        lastTypedSpace = false
      } else {
        input.insertText(" ")
        lastTypedSpace = true
      }
      if plane == .numbers || plane == .symbols { plane = .letters }
    case .returnKey:
      guard layout.isReturnKeyEnabled else { return }
      lastTypedSpace = false
      input.insertText("\n")
      if plane == .numbers || plane == .symbols { plane = .letters }
    case .dismiss:
      // Editing ends: the input resigns, and the keyboard goes down with it.
      _ = (input as? UIResponder)?.resignFirstResponder()
      return
    case .shift, .delete, .plane, .emoji:
      return
    }
    // Capitalization follows the new text (shift capitalizes one letter; caps lock stays).
    inputDidChange()
    UIApplication.shared.requestCommit()
  }

  private func deleteBackward() {
    input?.deleteBackward()
    lastTypedSpace = false
    inputDidChange()
    UIApplication.shared.requestCommit()
  }

  // MARK: Accessibility

  private func updateAccessibilityElements() {
    // Frames on the screen: the keyboard's window starts part-way down it.
    let inWindow = convert(CGPoint.zero, to: nil)
    let origin = CGPoint(x: inWindow.x + (window?.frame.minX ?? 0), y: inWindow.y + (window?.frame.minY ?? 0))
    accessibilityElements = keys.map { key in
      let element = UIAccessibilityElement(accessibilityContainer: self)
      element.accessibilityLabel = key.accessibilityLabel
      element.accessibilityIdentifier = key.accessibilityIdentifier
      var traits: UIAccessibilityTraits = .keyboardKey
      if key.action == .shift && shift != .off { traits.insert(.selected) }
      if key.action == .returnKey && !layout.isReturnKeyEnabled { traits.insert(.notEnabled) }
      element.accessibilityTraits = traits
      element.accessibilityFrame = key.frame.offsetBy(dx: origin.x, dy: origin.y)
      return element
    }
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    updateAccessibilityElements()
  }

  // MARK: Drawing

  /// The key colors of the keyboard's appearance.
  struct Palette {
    var character: CGColor
    var function: CGColor
    var shadow: CGColor
    var label: CGColor
    var disabledLabel: CGColor
    var prominent: CGColor

    init(_ traits: UITraitCollection) {
      let dark = traits.userInterfaceStyle == .dark
      character = dark ? CGColor(gray: 0.42, alpha: 1) : CGColor(gray: 1, alpha: 1)
      function =
        dark ? CGColor(gray: 0.275, alpha: 1) : CGColor(red: 171 / 255, green: 177 / 255, blue: 187 / 255, alpha: 1)
      shadow =
        dark ? CGColor(gray: 0, alpha: 0.45) : CGColor(red: 136 / 255, green: 138 / 255, blue: 142 / 255, alpha: 1)
      label = dark ? CGColor(gray: 1, alpha: 1) : CGColor(gray: 0, alpha: 1)
      disabledLabel = dark ? CGColor(gray: 1, alpha: 0.35) : CGColor(gray: 0, alpha: 0.3)
      prominent = UIColor.systemBlue.resolvedCGColor(traits)
    }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let palette = Palette(traitCollection)
    for key in keys where Self.drawnRect(key).intersects(rect) {
      draw(key, pressed: key.action == pressed, palette: palette, in: context)
    }
    if showsBottomIcons && !plane.isPad && rect.maxY > keysAreaHeight {
      let center = CGPoint(x: bounds.width - 31, y: bottomIconsCenterY)
      drawSymbol("mic", size: 23, center: center, color: palette.label, in: context)
    }
    if plane == .emoji && rect.minY < KeyboardLayout.emojiTitleHeight {
      let title = TextLayout.make(
        StyledText("SMILEYS & PEOPLE", font: FontDescriptor(size: 12, weight: UIFont.Weight.semibold.rawValue)))
      title.draw(
        in: context, at: CGPoint(x: 12, y: (KeyboardLayout.emojiTitleHeight - title.size.height) / 2 + 2),
        defaultColor: palette.disabledLabel)
    }
  }

  private func draw(_ key: KeyboardKey, pressed: Bool, palette: Palette, in context: CGContext) {
    var cap: CGColor?
    var label = palette.label
    switch key.style {
    // A character key under the finger shows its balloon (over the key) on iPhone; on the pads it darkens.
    case .character: cap = pressed && (plane.isPad || layout.isPad) ? palette.function : palette.character
    case .function:
      // Shift, when on, is a white cap with a black arrow in light and dark alike.
      let lit = key.action == .shift && shift != .off
      cap = lit ? CGColor(gray: 1, alpha: 1) : pressed ? palette.character : palette.function
      if lit { label = CGColor(gray: 0, alpha: 1) }
    case .returnKey:
      if layout.isReturnKeyEnabled {
        cap = pressed ? palette.character : palette.prominent
        label = pressed ? palette.label : CGColor(gray: 1, alpha: 1)
      } else {
        cap = palette.function
        label = palette.disabledLabel
      }
    case .bare: cap = pressed ? palette.character : nil
    }
    if let cap {
      let path = CGMutablePath()
      path.addRoundedRect(in: key.frame.offsetBy(dx: 0, dy: 1), radius: 5, curve: .continuous)
      context.beginPath()
      context.addPath(path)
      context.setFillColor(palette.shadow)
      context.fillPath()
      let capPath = CGMutablePath()
      capPath.addRoundedRect(in: key.frame, radius: 5, curve: .continuous)
      context.beginPath()
      context.addPath(capPath)
      context.setFillColor(cap)
      context.fillPath()
    }
    let center = CGPoint(x: key.frame.midX, y: key.frame.midY)
    if key.isSymbol {
      var name = key.label
      if key.action == .shift { name = shift == .locked ? "capslock.fill" : shift == .on ? "shift.fill" : "shift" }
      drawSymbol(name, size: key.action == .emoji ? 25 : 20, center: center, color: label, in: context)
      return
    }
    let size: CGFloat
    switch key.action {
    case .character where plane == .emoji: size = 30
    case .character(let text) where text.count == 1:
      size = plane.isPad ? 25 : text.first!.isLowercase ? 24 : 22
    default: size = 16
    }
    let title = TextLayout.make(StyledText(key.label, font: FontDescriptor(size: size)))
    if let subtitle = key.subtitle {
      let letters = TextLayout.make(StyledText(subtitle, font: FontDescriptor(size: 10, weight: 0.4)))
      let top = center.y - (title.size.height + letters.size.height - 4) / 2
      title.draw(in: context, at: CGPoint(x: center.x - title.size.width / 2, y: top), defaultColor: label)
      letters.draw(
        in: context, at: CGPoint(x: center.x - letters.size.width / 2, y: top + title.size.height - 4),
        defaultColor: label)
    } else {
      title.draw(
        in: context, at: CGPoint(x: center.x - title.size.width / 2, y: center.y - title.size.height / 2),
        defaultColor: label)
    }
  }

  private func drawSymbol(_ name: String, size: CGFloat, center: CGPoint, color: CGColor, in context: CGContext) {
    guard let image = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: size))
    else { return }
    let rect = CGRect(
      x: center.x - image.size.width / 2, y: center.y - image.size.height / 2, width: image.size.width,
      height: image.size.height)
    image.draw(in: rect, tint: color)
  }
}
