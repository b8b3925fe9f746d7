import Foundation
import TandemGraphics

/// A text view's delegate (also its scroll view delegate): editing, change and selection callbacks, all optional
/// with iOS's defaults.
@MainActor @preconcurrency public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  func textViewDidEndEditing(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A scrollable, multi-line, editable text area: tap to place the caret and edit, type (return starts a new line),
/// delete, move the caret by character and by line, select, cut, copy and paste.
///
/// Metrics: the text is inset 8 points at the top and bottom (`textContainerInset`) and 5 points at each side (the
/// container's line fragment padding); with no font set it draws in the 12-point system font, as UIKit does. The
/// caret is 2 points wide in the tint color and blinks once a second on the frame clock. With scrolling disabled
/// the view's intrinsic height is its text's, at its width.
@MainActor @preconcurrency open class UITextView: UIScrollView, UIKeyInput, CaretTextInput {
  /// The text view's delegate (the scroll view's `delegate`, seen as a text view delegate).
  private var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// The text.
  open var text: String! {
    get { storage.string }
    set {
      storage = NSAttributedString(string: newValue ?? "", attributes: typingAttributes)
      isPlainStorage = typingAttributes.isEmpty
      textReplaced()
    }
  }
  /// The styled text; runs without a font or color use `font` and `textColor`.
  open var attributedText: NSAttributedString! {
    get { storage }
    set {
      storage = newValue ?? NSAttributedString(string: "")
      isPlainStorage = false
      textReplaced()
    }
  }
  /// The text's storage.
  private var storage = NSAttributedString(string: "")
  /// Whether the storage has no attributes (plain text, drawn in `font` and `textColor`).
  private var isPlainStorage = true
  /// The font of text without one (nil draws the 12-point system font, as UIKit's default).
  open var font: UIFont? { didSet { styleChanged() } }
  /// The color of text without one (nil draws `.label`).
  open var textColor: UIColor? { didSet { styleChanged() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { styleChanged() } }
  /// Whether the user can edit the text.
  open var isEditable = true {
    didSet { if !isEditable && isFirstResponder { resignFirstResponder() } }
  }
  /// Whether the user can select the text (a text view that can be neither edited nor selected ignores taps).
  open var isSelectable = true
  /// Whether the user can change the text's styles.
  open var allowsEditingTextAttributes = false
  /// The attributes typed text takes.
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// The space around the text container (8 points above and below by default).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { styleChanged() } }
  /// The region the text is laid out in.
  public let textContainer = NSTextContainer()
  /// Whether the text view clears its text when editing begins.
  open var clearsOnInsertion = false
  // Keyboard traits take effect when the view next becomes first responder, or at `reloadInputViews()`.
  open var keyboardType: UIKeyboardType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  open var returnKeyType: UIReturnKeyType = .default
  /// The view shown in place of the keyboard while the view is edited (a picker, say); nil shows the keyboard.
  open override var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }
  /// The view shown above the keyboard while the view is edited (a toolbar with a Done button, say).
  open override var inputAccessoryView: UIView? {
    get { customInputAccessoryView }
    set { customInputAccessoryView = newValue }
  }
  private var customInputView: UIView?
  private var customInputAccessoryView: UIView?
  open var enablesReturnKeyAutomatically = false
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var textContentType: UITextContentType?
  open var isSecureTextEntry = false

  /// Text drawn in the placeholder color while the view is empty (SwiftUI's vertical text fields show their prompt
  /// so; UIKit's text view has no placeholder of its own).
  package var placeholder: String? { didSet { styleChanged() } }
  /// The most lines the view grows to when it sizes itself to its text (0: no limit); past it, it scrolls.
  package var maximumIntrinsicLines = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// The fewest lines the view's intrinsic height holds.
  package var minimumIntrinsicLines = 1 { didSet { invalidateIntrinsicContentSize() } }
  /// Whether the view has a rounded-rect border as a text field's (SwiftUI's `.roundedBorder` vertical fields): a
  /// hairline in the opaque separator color with 5-point corners.
  package var hasRoundedBorder = false {
    didSet {
      layer.cornerRadius = hasRoundedBorder ? 5 : 0
      layer.borderWidth = hasRoundedBorder ? 0.5 : 0
      resolveBorderColor()
    }
  }

  private func resolveBorderColor() {
    layer.borderColor = hasRoundedBorder ? UIColor.opaqueSeparator.resolvedCGColor(traitCollection) : nil
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    resolveBorderColor()
    canvas.setNeedsDisplay()
  }

  /// Posted after the text changed through editing.
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  /// Posted when editing begins.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted when editing ends.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// The view the text is drawn in: the scroll view's content.
  private let canvas = TextViewCanvas()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTextView()
  }

  /// Creates a text view with a text container (its settings are copied).
  public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
    self.init(frame: frame)
    if let textContainer {
      self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding
      self.textContainer.maximumNumberOfLines = textContainer.maximumNumberOfLines
      self.textContainer.lineBreakMode = textContainer.lineBreakMode
    }
  }

  /// Creates a text view from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTextView()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpTextView() {
    backgroundColor = .systemBackground
    alwaysBounceVertical = true
    textContainer.owner = self
    canvas.textView = self
    addDrawingCanvas(canvas)
    addGestureRecognizer(UITapGestureRecognizer { [weak self] in self?.tapped($0) })
    isAccessibilityElement = true
    accessibilityTraits = .none
  }

  // MARK: Layout

  /// The font text without one is drawn in.
  package var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }

  /// The text as engine runs, or the placeholder when empty.
  private func styledText(in traits: UITraitCollection) -> (StyledText, isPlaceholder: Bool) {
    if storage.length == 0 {
      return (
        StyledText(
          placeholder ?? "", font: resolvedFont.engineFont, color: UIColor.placeholderText.resolvedCGColor(traits)),
        true
      )
    }
    let color = textColor ?? .label
    if isPlainStorage {
      return (StyledText(storage.string, font: resolvedFont.engineFont, color: color.resolvedCGColor(traits)), false)
    }
    let (styled, _) = AttributedTextConversion.styledText(storage, font: resolvedFont, color: color, traits: traits)
    return (styled, false)
  }

  /// The width lines wrap at for a view `width` wide.
  private func lineWidth(forViewWidth width: CGFloat) -> CGFloat {
    max(width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding, 1)
  }

  /// The text laid out for a view `width` wide (`placeholder` lays out the placeholder when the text is empty).
  private func textLayout(forViewWidth width: CGFloat, placeholder: Bool = true) -> (TextLayout, isPlaceholder: Bool) {
    var (styled, isPlaceholder) = styledText(in: traitCollection)
    if isPlaceholder && !placeholder { styled = StyledText("", font: resolvedFont.engineFont) }
    let layout = TextLayout.make(
      styled,
      options: TextLayoutOptions(
        width: lineWidth(forViewWidth: width), maxLines: textContainer.maximumNumberOfLines,
        lineBreakMode: textContainer.maximumNumberOfLines > 0
          ? textContainer.lineBreakMode.engineMode : .byWordWrapping,
        alignment: textAlignment.resolved(rightToLeft: isRightToLeft).engineAlignment))
    return (layout, isPlaceholder)
  }

  /// The laid-out text at the current width (the caret and hit positions use the text, never the placeholder).
  package var currentLayout: TextLayout { textLayout(forViewWidth: bounds.width, placeholder: false).0 }

  /// The top-left corner of the text in the content.
  package var textOrigin: CGPoint {
    CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
  }

  /// One line's height in the text's font.
  private var lineHeight: CGFloat { resolvedFont.lineHeight.rounded(.up) }

  /// The height of the text, at least one line, with its insets, for a view `width` wide.
  private func contentHeight(forViewWidth width: CGFloat) -> CGFloat {
    let (layout, _) = textLayout(forViewWidth: width)
    return max(layout.size.height, lineHeight).rounded(.up) + textContainerInset.top + textContainerInset.bottom
  }

  /// The size that holds all the text at the given width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 && size.width.isFinite ? size.width : UIView.layoutFittingExpandedSize.width
    return CGSize(
      width: size.width > 0 && size.width.isFinite ? size.width : width, height: intrinsicHeight(for: width))
  }

  /// The height the view sizes itself to at `width`: its text's, between the least and most intrinsic lines.
  package func intrinsicHeight(for width: CGFloat) -> CGFloat {
    var height = contentHeight(forViewWidth: width)
    let insets = textContainerInset.top + textContainerInset.bottom
    height = max(height, heightOfLines(minimumIntrinsicLines) + insets)
    if maximumIntrinsicLines > 0 { height = min(height, heightOfLines(maximumIntrinsicLines) + insets) }
    return height.rounded(.up)
  }

  /// The height of `count` lines of text in the view's font.
  private func heightOfLines(_ count: Int) -> CGFloat {
    guard count > 0 else { return 0 }
    let lines = Array(repeating: " ", count: count).joined(separator: "\n")
    return max(TextLayout.make(StyledText(lines, font: resolvedFont.engineFont)).size.height, lineHeight).rounded(.up)
  }

  /// Without scrolling, the view is as tall as its text at its current width; with scrolling it has no intrinsic
  /// size.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled, bounds.width > 0 else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return CGSize(width: UIView.noIntrinsicMetric, height: intrinsicHeight(for: bounds.width))
  }

  open override var frame: CGRect {
    didSet { sizeMayHaveChanged(from: oldValue.size, to: frame.size) }
  }
  open override var bounds: CGRect {
    didSet { sizeMayHaveChanged(from: oldValue.size, to: bounds.size) }
  }

  /// Without scrolling, the view's height depends on its width: a new width measures it again.
  private func sizeMayHaveChanged(from old: CGSize, to new: CGSize) {
    guard old != new else { return }
    if !isScrollEnabled && old.width != new.width { invalidateIntrinsicContentSize() }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let height = contentHeight(forViewWidth: bounds.width)
    let size = CGSize(width: bounds.width, height: height)
    if contentSize != size { contentSize = size }
    let canvasFrame = CGRect(origin: .zero, size: CGSize(width: bounds.width, height: max(height, bounds.height)))
    if canvas.frame != canvasFrame {
      canvas.frame = canvasFrame
      canvas.setNeedsDisplay()
    }
  }

  private func styleChanged() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    canvas.setNeedsDisplay()
  }

  /// Called when the whole text was replaced from code: the caret goes to the end, the view lays out again.
  private func textReplaced() {
    selection = NSRange(location: storage.length, length: 0)
    selectionAnchor = nil
    contentChanged()
  }

  private func contentChanged() {
    if isFirstResponder { UIApplication.shared.keyboard.inputDidChange() }
    accessibilityValue = storage.string
    styleChanged()
  }

  // MARK: Selection

  /// The selection in UTF-16 units (a caret when empty).
  private var selection = NSRange(location: 0, length: 0)
  /// The fixed end of an extended selection.
  private var selectionAnchor: Int?

  /// The selected range (the caret when its length is 0).
  open var selectedRange: NSRange {
    get { selection }
    set { setSelection(newValue) }
  }

  /// The start of the text.
  open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
  /// The end of the text.
  open var endOfDocument: UITextPosition { UITextPosition(offset: storage.length) }
  /// The selected range as text positions.
  open var selectedTextRange: UITextRange? {
    get {
      UITextRange(
        start: UITextPosition(offset: selection.location), end: UITextPosition(offset: NSMaxRange(selection)))
    }
    set {
      guard let newValue else { return }
      setSelection(newValue.nsRange)
    }
  }
  /// A position offset from another, or nil outside the text.
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.offset + offset
    return target >= 0 && target <= storage.length ? UITextPosition(offset: target) : nil
  }
  /// The distance between two positions.
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
  /// A range between two positions.
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    UITextRange(
      start: UITextPosition(offset: min(fromPosition.offset, toPosition.offset)),
      end: UITextPosition(offset: max(fromPosition.offset, toPosition.offset)))
  }
  /// The caret's rectangle, in the view's coordinates, before a position.
  open func caretRect(for position: UITextPosition) -> CGRect {
    var rect = currentLayout.caretRect(atUTF16: position.offset)
    rect.origin.x += textOrigin.x - 1
    rect.origin.y += textOrigin.y
    rect.size.width = 2
    if rect.height <= 0 { rect.size.height = lineHeight }
    return rect
  }
  /// The text position closest to a point in the view's coordinates.
  open func closestPosition(to point: CGPoint) -> UITextPosition? {
    UITextPosition(
      offset: currentLayout.utf16Offset(closestTo: CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y)))
  }

  /// Scrolls the view until the text in `range` is visible.
  open func scrollRangeToVisible(_ range: NSRange) {
    let start = caretRect(for: UITextPosition(offset: range.location))
    let end = caretRect(for: UITextPosition(offset: NSMaxRange(range)))
    scrollRectToVisible(start.union(end).insetBy(dx: 0, dy: -textContainerInset.bottom / 2), animated: false)
  }

  /// Selects a range clamped to the text, its ends moved out to whole composed characters (unless `snapping` is
  /// false: the caret moves found ends on character boundaries already, and composed-character ranges taken at
  /// different indices of unusual text, a flag followed by a combining mark, need not agree on them).
  private func setSelection(_ range: NSRange, snapping: Bool = true) {
    let length = storage.length
    if !snapping {
      let start = Swift.min(Swift.max(range.location, 0), length)
      return applySelection(NSRange(location: start, length: Swift.min(Swift.max(range.length, 0), length - start)))
    }
    let string = storage.string as NSString
    let clampedStart = Swift.min(Swift.max(range.location, 0), length)
    var end = Swift.min(Swift.max(range.location + Swift.max(range.length, 0), 0), length)
    var start = clampedStart
    if start < length { start = string.rangeOfComposedCharacterSequence(at: start).location }
    if end <= clampedStart {
      end = start
    } else if end < length, string.rangeOfComposedCharacterSequence(at: end).location < end {
      end = NSMaxRange(string.rangeOfComposedCharacterSequence(at: end))
    }
    applySelection(NSRange(location: start, length: end - start))
  }

  private func applySelection(_ new: NSRange) {
    guard new != selection else { return }
    selection = new
    if isFirstResponder {
      UIApplication.shared.keyboard.inputDidChange()
      restartCaret()
    }
    canvas.setNeedsDisplay()
    textViewDelegate?.textViewDidChangeSelection(self)
  }

  // MARK: Editing

  open override var canBecomeFirstResponder: Bool { isEditable }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    return super.becomeFirstResponder()
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
    return super.resignFirstResponder()
  }

  package override func didBecomeFirstResponder() {
    if clearsOnInsertion { text = "" }
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    restartCaret()
  }

  package override func didResignFirstResponder() {
    stopCaret()
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    canvas.setNeedsDisplay()
  }

  /// A tap starts editing with the caret where the finger landed (or moves the caret while editing).
  private func tapped(_ recognizer: UIGestureRecognizer) {
    guard isEditable || isSelectable else { return }
    let point = recognizer.location(in: self)
    if isEditable && !isFirstResponder && !becomeFirstResponder() { return }
    guard isFirstResponder, let position = closestPosition(to: point) else { return }
    selectionAnchor = nil
    setSelection(NSRange(location: position.offset, length: 0))
  }

  /// Whether there is text.
  open var hasText: Bool { storage.length > 0 }

  /// The text before the caret (the keyboard capitalizes from it).
  package var textBeforeCaret: String {
    (storage.string as NSString).substring(to: min(selection.location, storage.length))
  }

  /// Replaces the selection (or `range`) with `string` if the delegate agrees; returns whether it did.
  @discardableResult
  package func replaceSelection(with string: String, range: NSRange? = nil) -> Bool {
    let target = range ?? selection
    guard textViewDelegate?.textView(self, shouldChangeTextIn: target, replacementText: string) ?? true else {
      return false
    }
    if isPlainStorage && typingAttributes.isEmpty {
      // Plain text is edited as a string (and Foundation on Linux is spared attribute bookkeeping it gets wrong).
      storage = NSAttributedString(
        string: (storage.string as NSString).replacingCharacters(in: target, with: string))
    } else {
      replaceAttributedCharacters(in: target, with: string)
    }
    selection = NSRange(location: target.location + (string as NSString).length, length: 0)
    selectionAnchor = nil
    contentChanged()
    restartCaret()
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    textViewDelegate?.textViewDidChangeSelection(self)
    layoutIfNeeded()
    scrollRangeToVisible(selection)
    return true
  }

  /// Replaces characters of styled text; the new text takes the typing attributes, or the style of the text before.
  private func replaceAttributedCharacters(in target: NSRange, with string: String) {
    let edited = NSMutableAttributedString(attributedString: storage)
    var attributes = typingAttributes
    if attributes.isEmpty, storage.length > 0 {
      // Typed text continues the style of the text before it, as TextKit's typing attributes do.
      let index = Swift.max(Swift.min(target.location, storage.length) - 1, 0)
      attributes = storage.attributes(at: index, effectiveRange: nil)
    }
    // (Deleting and inserting separately: Foundation on Linux corrupts an attributed string that has a range
    // replaced by an empty one.)
    if target.length > 0 { edited.deleteCharacters(in: target) }
    if !string.isEmpty {
      edited.insert(NSAttributedString(string: string, attributes: attributes), at: target.location)
    }
    storage = edited
    isPlainStorage = false
  }

  /// Inserts typed text at the selection (return inserts a line break).
  open func insertText(_ text: String) {
    guard isFirstResponder else { return }
    replaceSelection(with: text == "\r" ? "\n" : text)
  }

  /// Deletes the character before the caret, or the selection.
  open func deleteBackward() {
    guard isFirstResponder else { return }
    if selection.length > 0 { return _ = replaceSelection(with: "") }
    guard selection.location > 0 else { return }
    let range = (storage.string as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1)
    replaceSelection(with: "", range: range)
  }

  /// Deletes the character after the caret, or the selection.
  private func deleteForward() {
    if selection.length > 0 { return _ = replaceSelection(with: "") }
    guard selection.location < storage.length else { return }
    replaceSelection(
      with: "", range: (storage.string as NSString).rangeOfComposedCharacterSequence(at: selection.location))
  }

  // MARK: Edit actions

  private var selectedText: String? {
    guard selection.length > 0 else { return nil }
    return (storage.string as NSString).substring(with: selection)
  }

  /// Copies the selection to the general pasteboard.
  open override func copy(_ sender: Any?) {
    guard let selectedText else { return }
    UIPasteboard.general.string = selectedText
  }
  /// Copies the selection to the general pasteboard and deletes it.
  open override func cut(_ sender: Any?) {
    guard isEditable, selectedText != nil else { return }
    copy(sender)
    replaceSelection(with: "")
  }
  /// Replaces the selection with the general pasteboard's string.
  open override func paste(_ sender: Any?) {
    guard isFirstResponder, let string = UIPasteboard.general.string else { return }
    replaceSelection(with: string)
  }
  /// Selects all the text.
  open override func selectAll(_ sender: Any?) {
    selectionAnchor = nil
    setSelection(NSRange(location: 0, length: storage.length))
  }
  /// Deletes the selection.
  open override func delete(_ sender: Any?) {
    guard isFirstResponder, selection.length > 0 else { return }
    replaceSelection(with: "")
  }

  // MARK: Keys

  /// The moving end of the selection.
  private var selectionHead: Int {
    guard selection.length > 0, let anchor = selectionAnchor else { return selection.location }
    return anchor == selection.location ? NSMaxRange(selection) : selection.location
  }

  /// Moves the caret to `head`, or extends the selection from its anchor to it.
  private func moveHead(to head: Int, extending: Bool) {
    if extending {
      let anchor = selectionAnchor ?? selection.location
      selectionAnchor = anchor
      setSelection(NSRange(location: min(anchor, head), length: abs(head - anchor)), snapping: false)
    } else {
      selectionAnchor = nil
      setSelection(NSRange(location: head, length: 0), snapping: false)
    }
  }

  /// The caret position one character before or after `head`.
  private func characterStep(from head: Int, by delta: Int) -> Int {
    let string = storage.string as NSString
    if delta < 0 && head > 0 { return string.rangeOfComposedCharacterSequence(at: head - 1).location }
    if delta > 0 && head < string.length { return NSMaxRange(string.rangeOfComposedCharacterSequence(at: head)) }
    return head
  }

  /// The caret position one line above or below `head`, at the same x (the text's start or end past the first or
  /// last line).
  private func lineStep(from head: Int, by delta: Int) -> Int {
    let layout = currentLayout
    let caret = layout.caretRect(atUTF16: head)
    let line = layout.lineIndex(atUTF16: head)
    // Moving up and down keeps to the x the first move started from, as text editors do.
    let x = verticalGoalX ?? caret.minX
    defer { verticalGoalX = x }
    if delta < 0 && line == 0 { return 0 }
    if delta > 0 && line >= layout.lineCount - 1 { return storage.length }
    let y = delta < 0 ? caret.minY - 1 : caret.maxY + 1
    return layout.utf16Offset(closestTo: CGPoint(x: x, y: y))
  }

  /// The x up and down arrows keep to while they move the caret line by line (nil after any other move).
  private var verticalGoalX: CGFloat?

  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isFirstResponder, let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
    let shift = key.modifierFlags.contains(.shift)
    let collapsed = selection.length > 0 && !shift
    let goal = verticalGoalX
    verticalGoalX = nil
    let vertical =
      key.charactersIgnoringModifiers == UIKeyCommand.inputUpArrow
      || key.charactersIgnoringModifiers == UIKeyCommand.inputDownArrow
    if vertical { verticalGoalX = goal }
    switch key.charactersIgnoringModifiers {
    case "\u{8}": deleteBackward()
    case "\u{7F}", UIKeyCommand.inputDelete: deleteForward()
    case "\r", "\n": insertText("\n")
    case UIKeyCommand.inputLeftArrow:
      moveHead(to: collapsed ? selection.location : characterStep(from: selectionHead, by: -1), extending: shift)
    case UIKeyCommand.inputRightArrow:
      moveHead(to: collapsed ? NSMaxRange(selection) : characterStep(from: selectionHead, by: 1), extending: shift)
    case UIKeyCommand.inputUpArrow: moveHead(to: lineStep(from: selectionHead, by: -1), extending: shift)
    case UIKeyCommand.inputDownArrow: moveHead(to: lineStep(from: selectionHead, by: 1), extending: shift)
    case UIKeyCommand.inputHome: moveHead(to: 0, extending: shift)
    case UIKeyCommand.inputEnd: moveHead(to: storage.length, extending: shift)
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

  private lazy var caret = CaretBlink { [weak self] in self?.canvas.setNeedsDisplay() }

  private func restartCaret() {
    guard isFirstResponder else { return }
    caret.restart()
  }

  private func stopCaret() { caret.stop() }

  /// Whether the caret is drawn now (it blinks while editing).
  package var isCaretVisible: Bool { caret.isVisible }

  /// Draws the text (or placeholder), the selection and the caret into the content view.
  fileprivate func drawText(in context: CGContext) {
    let traits = traitCollection
    let (layout, isPlaceholder) = textLayout(forViewWidth: bounds.width)
    let origin = textOrigin
    if isFirstResponder && selection.length > 0 {
      context.setFillColor(tintColor.withAlphaComponent(0.2).resolvedCGColor(traits))
      for rect in currentLayout.selectionRects(fromUTF16: selection.location, to: NSMaxRange(selection)) {
        context.fill(rect.offsetBy(dx: origin.x, dy: origin.y))
      }
    }
    layout.draw(
      in: context, at: origin,
      defaultColor: (isPlaceholder ? UIColor.placeholderText : (textColor ?? .label)).resolvedCGColor(traits))
    if isFirstResponder && caret.isVisible && selection.length == 0 {
      context.setFillColor(tintColor.resolvedCGColor(traits))
      context.fill(caretRect(for: UITextPosition(offset: selection.location)))
    }
  }
}

/// The content of a text view's scroll view: the text, selection and caret, drawn by the text view.
final class TextViewCanvas: UIView {
  weak var textView: UITextView?

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    textView?.drawText(in: context)
  }
}
