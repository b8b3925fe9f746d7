import Foundation
import TandemGraphics

/// A view showing one or more lines of read-only text.
@MainActor @preconcurrency open class UILabel: UIView {
  /// The text shown.
  open var text: String? {
    get { plainStorage ?? attributedStorage?.string }
    set {
      plainStorage = newValue
      attributedStorage = nil
      textChanged()
    }
  }
  /// The text when set as a plain string (drawn in `font` and `textColor` without an attributed string).
  private var plainStorage: String?
  private var attributedStorage: NSAttributedString?
  /// The styled text shown; runs without a font or color use `font` and `textColor`.
  open var attributedText: NSAttributedString? {
    get { attributedStorage ?? plainStorage.map { NSAttributedString(string: $0) } }
    set {
      attributedStorage = newValue
      plainStorage = nil
      textChanged()
    }
  }
  /// The font (default: the 17-point system font).
  open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
    didSet {
      if font == nil { font = UIFont.systemFont(ofSize: 17) }
      textChanged()
    }
  }
  /// The text color (default: `.label`).
  open var textColor: UIColor! = .label {
    didSet {
      if textColor == nil { textColor = .label }
      styleMemo = nil
      setNeedsDisplay()
    }
  }
  /// The color of highlighted text.
  open var highlightedTextColor: UIColor?
  /// Whether the label draws highlighted.
  open var isHighlighted = false { didSet { setNeedsDisplay() } }
  /// Whether the label draws enabled (disabled text is dimmed).
  open var isEnabled = true { didSet { setNeedsDisplay() } }
  /// Horizontal alignment.
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
  /// The most lines shown (0: no limit; default 1).
  open var numberOfLines = 1 { didSet { textChanged() } }
  /// How lines break and where text that does not fit is cut (default: truncating the tail).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textChanged() } }
  /// The width multi-line text wraps at for the intrinsic size (0: the current width).
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textChanged() } }
  /// Whether the font follows the text size setting (the font must come from a text style).
  open var adjustsFontForContentSizeCategory = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpLabel()
  }

  /// Creates a label from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpLabel()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpLabel() {
    isUserInteractionEnabled = false
    isOpaque = false
    contentMode = .redraw
    // UILabel's own drawing is text drawn over what is below: it needs no backing store. A subclass may draw
    // anything (clear, copy), so it keeps one.
    layer.drawsInPlace = type(of: self) == UILabel.self
    setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  open override var frame: CGRect {
    didSet { widthMayHaveChanged(from: oldValue.width, to: frame.width) }
  }
  open override var bounds: CGRect {
    didSet { widthMayHaveChanged(from: oldValue.width, to: bounds.width) }
  }

  /// A wrapping label's height depends on its width: a new width re-measures it (what iOS does by setting the
  /// preferred layout width from the layout pass).
  private func widthMayHaveChanged(from old: CGFloat, to new: CGFloat) {
    if old != new && numberOfLines != 1 && preferredMaxLayoutWidth == 0 { invalidateIntrinsicContentSize() }
  }

  private func textChanged() {
    styleMemo = nil
    accessibilityLabel = text
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// The engine's styled text of the label's text in some traits, kept until the text, font, color or traits
  /// change; with the last layout made from it.
  private struct StyleMemo {
    let traits: UITraitCollection
    let styled: StyledText
    let paragraph: NSParagraphStyle?
    var layout: TextLayout?
  }
  private var styleMemo: StyleMemo?

  /// The label's text as engine runs (a plain string is one run in `font` and `textColor`).
  private func styledText(in traits: UITraitCollection) -> StyleMemo {
    if let styleMemo, styleMemo.traits === traits { return styleMemo }
    let memo: StyleMemo
    if let attributedStorage {
      let (styled, paragraph) = AttributedTextConversion.styledText(
        attributedStorage, font: font, color: textColor, traits: traits)
      memo = StyleMemo(
        traits: traits, styled: styled.runs.isEmpty ? StyledText("", font: font.engineFont) : styled,
        paragraph: paragraph)
    } else if let plainStorage, !plainStorage.isEmpty {
      memo = StyleMemo(
        traits: traits,
        styled: StyledText(plainStorage, font: font.engineFont, color: textColor.resolvedCGColor(traits)),
        paragraph: nil)
    } else {
      memo = StyleMemo(traits: traits, styled: StyledText("", font: font.engineFont), paragraph: nil)
    }
    styleMemo = memo
    return memo
  }

  /// The engine text and paragraph options for a width.
  package func layout(width: CGFloat?) -> TextLayout {
    let memo = styledText(in: traitCollection)
    let paragraph = memo.paragraph
    var options = TextLayoutOptions(
      width: numberOfLines == 1 && lineBreakMode != .byTruncatingTail && lineBreakMode != .byTruncatingHead
        && lineBreakMode != .byTruncatingMiddle ? nil : width,
      maxLines: numberOfLines, lineBreakMode: lineBreakMode.engineMode,
      alignment: (paragraph?.alignment ?? textAlignment).resolved(rightToLeft: isRightToLeft).engineAlignment,
      lineSpacing: paragraph?.lineSpacing ?? 0)
    if numberOfLines != 1 { options.width = width }
    if let last = memo.layout, last.options == options { return last }
    let made = TextLayout.make(memo.styled, options: options)
    styleMemo?.layout = made
    return made
  }

  private func pixelCeil(_ value: CGFloat) -> CGFloat {
    let scale = max(traitCollection.displayScale, 1)
    return (value * scale - 1e-9).rounded(.up) / scale
  }

  /// The text's size, rounded up to the pixel grid.
  package func measuredSize(width: CGFloat?) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let measured = layout(width: width).size
    return CGSize(width: pixelCeil(measured.width), height: pixelCeil(measured.height))
  }

  open override var intrinsicContentSize: CGSize {
    var width: CGFloat? = nil
    if numberOfLines != 1 {
      width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : nil)
    }
    return measuredSize(width: width)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    measuredSize(width: numberOfLines == 1 ? nil : (size.width > 0 ? size.width : nil))
  }

  /// The rectangle the text is drawn in: vertically centred in `bounds`, at most `numberOfLines` lines.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let size = layout(width: bounds.width).size
    let height = min(size.height, bounds.height)
    return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: bounds.width, height: height)
  }

  /// Draws the text in `rect`.
  open func drawText(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
    let textLayout = layout(width: rect.width)
    let area = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
    var color = (isHighlighted ? highlightedTextColor : nil) ?? textColor!
    if !isEnabled { color = color.withAlphaComponent(0.44) }
    context.saveGState()
    context.clip(to: rect)
    // Alignment without a container width (single unwrapped line) is done here.
    var x = area.minX
    if textLayout.options.width == nil {
      let free = rect.width - textLayout.size.width
      switch textAlignment {
      case .center: x += free / 2
      case .right: x += free
      default: break
      }
    }
    textLayout.draw(in: context, at: CGPoint(x: x, y: area.minY), defaultColor: color.resolvedCGColor(traitCollection))
    context.restoreGState()
  }

  open override func draw(_ rect: CGRect) { drawText(in: bounds) }

  package override func firstBaselineOffset(forHeight height: CGFloat) -> CGFloat {
    let textLayout = layout(width: bounds.width > 0 ? bounds.width : nil)
    return (height - min(textLayout.size.height, height)) / 2 + textLayout.firstBaseline
  }

  package override var lastBaselineOffsetFromBottom: CGFloat {
    let area = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    return bounds.maxY - (area.minY + layout(width: bounds.width).lastBaseline)
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if adjustsFontForContentSizeCategory,
      previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
    {
      let adjusted = font.adjusted(to: traitCollection)
      if adjusted !== font { font = adjusted }
    }
  }
}
