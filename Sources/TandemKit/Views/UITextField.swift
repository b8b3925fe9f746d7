import Foundation
import TandemGraphics

/// A text field's delegate: editing and change callbacks, all optional with iOS's defaults.
@MainActor @preconcurrency public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// The default calls `textFieldDidEndEditing(_:)`, as iOS does when this variant is absent.
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single-line editable text area: tap to edit, type, delete, move the caret, return.
///
/// Metrics: 17-point system font by default; a rounded-rect field is at least 34 points tall with 7-point side
/// insets, a 5-point corner radius and a hairline border. The caret is 2 points wide in the tint color and blinks
/// once a second on the frame clock.
@MainActor @preconcurrency open class UITextField: UIControl, UIKeyInput, CaretTextInput {
  /// The border drawn around the field.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  /// When an overlay view shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

  /// The text. Set while editing, the caret moves to the end of the new text, as in UIKit.
  open var text: String? = "" {
    didSet {
      if text == nil { text = "" }
      if isEditing || selection.location + selection.length > utf16Count {
        selection = NSRange(location: isEditing ? utf16Count : min(selection.location, utf16Count), length: 0)
        selectionAnchor = nil
      }
      contentChanged()
    }
  }
  /// Styled text.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// Text shown while the field is empty.
  open var placeholder: String? { didSet { contentChanged() } }
  /// Styled placeholder.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentChanged() } }
  open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
  open var borderStyle: BorderStyle = .none { didSet { contentChanged() } }
  open weak var delegate: (any UITextFieldDelegate)?
  open var clearButtonMode: ViewMode = .never
  open var leftView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let leftView { addSubview(leftView) }
      setNeedsLayout()
    }
  }
  open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  open var rightView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let rightView { addSubview(rightView) }
      setNeedsLayout()
    }
  }
  open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  open var clearsOnBeginEditing = false
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  /// Whether the text is drawn as bullets.
  open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
  // Keyboard traits take effect when the field next becomes first responder, or at `reloadInputViews()`, as in UIKit.
  open var keyboardType: UIKeyboardType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  open var returnKeyType: UIReturnKeyType = .default
  /// The view shown in place of the keyboard while the field is edited (a picker, say); nil shows the keyboard.
  open override var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }
  /// The view shown above the keyboard while the field is edited (a toolbar with a Done button, say).
  open override var inputAccessoryView: UIView? {
    get { customInputAccessoryView }
    set { customInputAccessoryView = newValue }
  }
  private var customInputView: UIView?
  private var customInputAccessoryView: UIView?
  /// Whether the keyboard's return key is disabled while the field is empty.
  open var enablesReturnKeyAutomatically = false
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var textContentType: UITextContentType?
  /// Whether the field is being edited (it is the first responder).
  open var isEditing: Bool { isFirstResponder }

  /// Posted after the text changed through editing.
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  /// Posted when editing begins.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when editing ends.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  // MARK: Selection

  /// The selection in UTF-16 units (a caret when empty).
  package private(set) var selection = NSRange(location: 0, length: 0)

  private var utf16Count: Int { (text ?? "").utf16.count }

  /// The start of the text.
  open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
  /// The end of the text.
  open var endOfDocument: UITextPosition { UITextPosition(offset: utf16Count) }
  /// The selected range (nil when not editing).
  open var selectedTextRange: UITextRange? {
    get {
      guard isEditing else { return nil }
      return UITextRange(
        start: UITextPosition(offset: selection.location),
        end: UITextPosition(offset: selection.location + selection.length))
    }
    set {
      guard let newValue else { return }
      setSelection(newValue.nsRange)
    }
  }
  /// A position offset from another, or nil outside the text.
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.offset + offset
    return target >= 0 && target <= utf16Count ? UITextPosition(offset: target) : nil
  }
  /// The distance between two positions.
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
  /// A range between two positions.
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    UITextRange(
      start: UITextPosition(offset: min(fromPosition.offset, toPosition.offset)),
      end: UITextPosition(offset: max(fromPosition.offset, toPosition.offset)))
  }

  /// Selects a range clamped to the text, its ends moved out to whole composed characters (a selection never splits
  /// an emoji, a surrogate pair or a letter from its accents, so edits of it keep the text valid).
  private func setSelection(_ range: NSRange) {
    // Each end is clamped to the text on its own.
    let clampedLocation = min(max(range.location, 0), utf16Count)
    let clampedEnd = min(max(range.location + max(range.length, 0), 0), utf16Count)
    let string = (text ?? "") as NSString
    var start = clampedLocation
    var end = clampedEnd
    if start < string.length { start = string.rangeOfComposedCharacterSequence(at: start).location }
    if clampedEnd <= clampedLocation {
      end = start
    } else if end < string.length, string.rangeOfComposedCharacterSequence(at: end).location < end {
      end = NSMaxRange(string.rangeOfComposedCharacterSequence(at: end))
    }
    let new = NSRange(location: start, length: end - start)
    guard new != selection else { return }
    selection = new
    UIApplication.shared.keyboard.inputDidChange()
    restartCaret()
    delegate?.textFieldDidChangeSelection(self)
  }

  // MARK: Editing

  open override var canBecomeFirstResponder: Bool { isEnabled }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    return super.becomeFirstResponder()
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    return super.resignFirstResponder()
  }

  package override func didBecomeFirstResponder() {
    if clearsOnBeginEditing { text = "" }
    selection = NSRange(location: utf16Count, length: 0)
    sendActions(for: .editingDidBegin)
    delegate?.textFieldDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    restartCaret()
  }

  package override func didResignFirstResponder() {
    stopCaret()
    sendActions(for: .editingDidEnd)
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    setNeedsDisplay()
  }

  package override func touchUpInside(_ touch: UITouch) {
    if !isFirstResponder { becomeFirstResponder() } else { setSelection(NSRange(location: utf16Count, length: 0)) }
  }

  /// Whether there is text.
  open var hasText: Bool { !(text ?? "").isEmpty }

  /// The text before the caret (the keyboard capitalizes from it).
  package var textBeforeCaret: String { ((text ?? "") as NSString).substring(to: min(selection.location, utf16Count)) }

  /// Replaces the selection with `string` if the delegate agrees; returns whether it did.
  @discardableResult
  package func replaceSelection(with string: String, range: NSRange? = nil) -> Bool {
    let target = range ?? selection
    guard delegate?.textField(self, shouldChangeCharactersIn: target, replacementString: string) ?? true else {
      return false
    }
    let current = (text ?? "") as NSString
    text = current.replacingCharacters(in: target, with: string)
    selection = NSRange(location: target.location + (string as NSString).length, length: 0)
    selectionAnchor = nil
    restartCaret()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
    return true
  }

  /// Inserts typed text at the selection.
  open func insertText(_ text: String) {
    guard isEditing else { return }
    if text == "\n" || text == "\r" { return returnKeyPressed() }
    replaceSelection(with: text)
  }

  /// Deletes the character before the caret, or the selection.
  open func deleteBackward() {
    guard isEditing else { return }
    if selection.length > 0 { return _ = replaceSelection(with: "") }
    guard selection.location > 0 else { return }
    let string = (text ?? "") as NSString
    let range = string.rangeOfComposedCharacterSequence(at: selection.location - 1)
    replaceSelection(with: "", range: range)
  }

  // MARK: Edit actions

  /// The selected text, if any.
  private var selectedText: String? {
    guard isEditing, selection.length > 0 else { return nil }
    return ((text ?? "") as NSString).substring(with: selection)
  }

  /// Copies the selection to the general pasteboard (not from secure fields, as on iOS).
  open override func copy(_ sender: Any?) {
    guard let selectedText, !isSecureTextEntry else { return }
    UIPasteboard.general.string = selectedText
  }
  /// Copies the selection to the general pasteboard and deletes it (secure fields only delete).
  open override func cut(_ sender: Any?) {
    guard selectedText != nil else { return }
    copy(sender)
    replaceSelection(with: "")
  }
  /// Replaces the selection with the general pasteboard's string.
  open override func paste(_ sender: Any?) {
    guard isEditing, let string = UIPasteboard.general.string else { return }
    replaceSelection(with: string)
  }
  /// Selects all the text.
  open override func selectAll(_ sender: Any?) {
    guard isEditing else { return }
    selectionAnchor = nil
    setSelection(NSRange(location: 0, length: utf16Count))
  }
  /// Deletes the selection.
  open override func delete(_ sender: Any?) {
    guard isEditing, selection.length > 0 else { return }
    replaceSelection(with: "")
  }

  /// Deletes the character after the caret, or the selection.
  package func deleteForward() {
    guard isEditing else { return }
    if selection.length > 0 { return _ = replaceSelection(with: "") }
    guard selection.location < utf16Count else { return }
    let string = (text ?? "") as NSString
    replaceSelection(with: "", range: string.rangeOfComposedCharacterSequence(at: selection.location))
  }

  /// The fixed end of an extended selection.
  private var selectionAnchor: Int?

  private func moveCaret(by delta: Int, extending: Bool) {
    let string = (text ?? "") as NSString
    if !extending {
      selectionAnchor = nil
      if selection.length > 0 {
        return setSelection(NSRange(location: delta < 0 ? selection.location : NSMaxRange(selection), length: 0))
      }
    }
    let anchor = extending ? (selectionAnchor ?? selection.location) : selection.location
    var head =
      selection.length == 0
      ? selection.location : (selection.location == anchor ? NSMaxRange(selection) : selection.location)
    if delta < 0 && head > 0 { head = string.rangeOfComposedCharacterSequence(at: head - 1).location }
    if delta > 0 && head < string.length { head = NSMaxRange(string.rangeOfComposedCharacterSequence(at: head)) }
    if extending {
      selectionAnchor = anchor
      setSelection(NSRange(location: min(anchor, head), length: abs(head - anchor)))
    } else {
      setSelection(NSRange(location: head, length: 0))
    }
  }

  private func returnKeyPressed() {
    let proceed = delegate?.textFieldShouldReturn(self) ?? true
    guard proceed else { return }
    if allControlEvents.contains(.editingDidEndOnExit) {
      sendActions(for: .editingDidEndOnExit)
      resignFirstResponder()
    }
  }

  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isEditing, let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
    let shift = key.modifierFlags.contains(.shift)
    switch key.charactersIgnoringModifiers {
    case "\u{8}": deleteBackward()
    case "\u{7F}", UIKeyCommand.inputDelete: deleteForward()
    case "\r", "\n": returnKeyPressed()
    case UIKeyCommand.inputLeftArrow: moveCaret(by: -1, extending: shift)
    case UIKeyCommand.inputRightArrow: moveCaret(by: 1, extending: shift)
    case UIKeyCommand.inputHome, UIKeyCommand.inputUpArrow:
      setSelection(NSRange(location: 0, length: shift ? selection.location + selection.length : 0))
    case UIKeyCommand.inputEnd, UIKeyCommand.inputDownArrow:
      setSelection(
        shift
          ? NSRange(location: selection.location, length: utf16Count - selection.location)
          : NSRange(location: utf16Count, length: 0))
    case UIKeyCommand.inputEscape: resignFirstResponder()
    case "c" where key.modifierFlags.contains(.command): copy(nil)
    case "x" where key.modifierFlags.contains(.command): cut(nil)
    case "v" where key.modifierFlags.contains(.command): paste(nil)
    case "a" where key.modifierFlags.contains(.command): selectAll(nil)
    default:
      if key.modifierFlags.isDisjoint(with: [.command, .control]), !key.characters.isEmpty {
        insertText(key.characters)
      } else {
        super.pressesBegan(presses, with: event)
      }
    }
  }

  // MARK: Caret

  private lazy var caret = CaretBlink { [weak self] in self?.setNeedsDisplay() }

  private func restartCaret() {
    guard isEditing else { return }
    caret.restart()
  }

  private func stopCaret() { caret.stop() }

  /// Whether the caret is drawn now (it blinks while editing).
  package var isCaretVisible: Bool { caret.isVisible }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTextField()
  }

  /// Creates a text field from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTextField()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpTextField() {
    isOpaque = false
    contentMode = .redraw
    isAccessibilityElement = true
    accessibilityTraits = .none
  }

  private func contentChanged() {
    if isFirstResponder { UIApplication.shared.keyboard.inputDidChange() }
    accessibilityValue = text
    accessibilityLabel = placeholder
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  private var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

  private var shownText: (String, Bool) {
    if let text, !text.isEmpty { return (isSecureTextEntry ? String(repeating: "•", count: text.count) : text, false) }
    return (placeholder ?? "", true)
  }

  private var horizontalInset: CGFloat { borderStyle == .roundedRect ? 7 : borderStyle == .none ? 0 : 4 }

  open override var intrinsicContentSize: CGSize {
    let (string, _) = shownText
    let layout = TextLayout.make(StyledText(string.isEmpty ? " " : string, font: resolvedFont.engineFont))
    let height = max(
      resolvedFont.lineHeight.rounded(.up) + (borderStyle == .none ? 0 : 8), borderStyle == .roundedRect ? 34 : 0)
    return CGSize(width: (layout.size.width + 2 * horizontalInset).rounded(.up), height: height)
  }

  /// The rectangle the text is drawn in.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds.insetBy(dx: horizontalInset, dy: 0)
    if let leftView, leftViewMode == .always || leftViewMode == .unlessEditing {
      rect.origin.x += leftView.bounds.width
      rect.size.width -= leftView.bounds.width
    }
    if let rightView, rightViewMode == .always || rightViewMode == .unlessEditing {
      rect.size.width -= rightView.bounds.width
    }
    return rect
  }
  /// The rectangle the placeholder is drawn in.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if let leftView {
      leftView.isHidden = !(leftViewMode == .always || leftViewMode == .unlessEditing)
      leftView.frame.origin = CGPoint(x: horizontalInset, y: (bounds.height - leftView.bounds.height) / 2)
    }
    if let rightView {
      rightView.isHidden = !(rightViewMode == .always || rightViewMode == .unlessEditing)
      rightView.frame.origin = CGPoint(
        x: bounds.width - horizontalInset - rightView.bounds.width, y: (bounds.height - rightView.bounds.height) / 2)
    }
  }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let traits = traitCollection
    switch borderStyle {
    case .roundedRect:
      let path = CGMutablePath()
      path.addRoundedRect(in: bounds.insetBy(dx: 0.25, dy: 0.25), radius: 5, curve: .continuous)
      context.beginPath()
      context.addPath(path)
      context.setFillColor((backgroundColor ?? .systemBackground).resolvedCGColor(traits))
      context.fillPath()
      context.beginPath()
      context.addPath(path)
      context.setStrokeColor(UIColor.opaqueSeparator.resolvedCGColor(traits))
      context.setLineWidth(0.5)
      context.strokePath()
    case .line, .bezel:
      context.setStrokeColor(UIColor.label.resolvedCGColor(traits))
      context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5), width: 1)
    case .none: break
    }
    let (string, isPlaceholder) = shownText
    guard !string.isEmpty || isEditing else { return }
    let area = isPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
    let color = (isPlaceholder ? .placeholderText : (textColor ?? .label)).resolvedCGColor(traits)
    let layout = TextLayout.make(
      StyledText(string, font: resolvedFont.engineFont),
      options: TextLayoutOptions(
        width: area.width, maxLines: 1, lineBreakMode: .byTruncatingTail,
        alignment: textAlignment.resolved(rightToLeft: isRightToLeft).engineAlignment))
    context.saveGState()
    context.clip(to: area.insetBy(dx: -2, dy: 0))
    let origin = CGPoint(x: area.minX, y: area.midY - layout.size.height / 2)
    if isEditing && !isPlaceholder && selection.length > 0 {
      let from = caretX(at: selection.location)
      let to = caretX(at: selection.location + selection.length)
      context.setFillColor(tintColor.withAlphaComponent(0.2).resolvedCGColor(traits))
      context.fill(CGRect(x: origin.x + from, y: origin.y, width: to - from, height: layout.size.height))
    }
    layout.draw(in: context, at: origin, defaultColor: color)
    if isEditing && caret.isVisible && selection.length == 0 {
      let x = isPlaceholder ? 0 : caretX(at: selection.location)
      context.setFillColor(tintColor.resolvedCGColor(traits))
      context.fill(CGRect(x: origin.x + x - 1, y: origin.y, width: 2, height: layout.size.height))
    }
    context.restoreGState()
  }

  /// The caret's x offset for a UTF-16 position: the width of the text before it.
  private func caretX(at position: Int) -> CGFloat {
    let shown = shownText.0 as NSString
    guard position > 0, shown.length > 0 else { return 0 }
    let prefix = shown.substring(to: min(position, shown.length))
    return TextLayout.make(StyledText(prefix, font: resolvedFont.engineFont)).size.width
  }

  package override func firstBaselineOffset(forHeight height: CGFloat) -> CGFloat {
    let layout = TextLayout.make(StyledText("Ag", font: resolvedFont.engineFont))
    return height / 2 - layout.size.height / 2 + layout.firstBaseline
  }
}
