import Foundation
import TandemGraphics

/// The keyboard to show for text input.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
  case twitter, webSearch, asciiCapableNumberPad
}
/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
/// Automatic capitalization.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
/// Automatic correction.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// The semantic kind of text expected.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// A text field's delegate: editing and change callbacks, all optional with iOS's defaults.
@MainActor public protocol UITextFieldDelegate: AnyObject {
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

/// A single-line editable text area. Display, placeholder and borders are here; editing arrives with the Input
/// issue.
///
/// Metrics: 17-point system font by default; a rounded-rect field is at least 34 points tall with 7-point side
/// insets, a 5-point corner radius and a hairline border.
@MainActor open class UITextField: UIControl {
  /// The border drawn around the field.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  /// When an overlay view shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

  /// The text.
  open var text: String? = "" {
    didSet {
      if text == nil { text = "" }
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
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var textContentType: UITextContentType?
  /// Whether the field is being edited (Input issue).
  open var isEditing: Bool { false }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentMode = .redraw
    isAccessibilityElement = true
    accessibilityTraits = .none
  }

  public required init?(coder: NSCoder) { return nil }

  private func contentChanged() {
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
    guard !string.isEmpty else { return }
    let area = isPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
    let color = (isPlaceholder ? .placeholderText : (textColor ?? .label)).resolvedCGColor(traits)
    let layout = TextLayout.make(
      StyledText(string, font: resolvedFont.engineFont),
      options: TextLayoutOptions(
        width: area.width, maxLines: 1, lineBreakMode: .byTruncatingTail, alignment: textAlignment.engineAlignment))
    context.saveGState()
    context.clip(to: area)
    layout.draw(in: context, at: CGPoint(x: area.minX, y: area.midY - layout.size.height / 2), defaultColor: color)
    context.restoreGState()
  }

  package override func firstBaselineOffset(forHeight height: CGFloat) -> CGFloat {
    let layout = TextLayout.make(StyledText("Ag", font: resolvedFont.engineFont))
    return height / 2 - layout.size.height / 2 + layout.firstBaseline
  }
}
