import Foundation

/// The attributes of one run of text.
package struct TextAttributes: Hashable, Sendable {
  package var font: FontDescriptor
  /// The run's color; nil draws with the color the caller passes to `TextLayout.draw`.
  package var color: CGColor?
  /// Extra space after each character, in points (NSAttributedString.Key.kern).
  package var kern: CGFloat = 0
  package var underline: Bool = false
  package var strikethrough: Bool = false
  /// Points to raise the run above the baseline.
  package var baselineOffset: CGFloat = 0

  package init(
    font: FontDescriptor, color: CGColor? = nil, kern: CGFloat = 0, underline: Bool = false,
    strikethrough: Bool = false, baselineOffset: CGFloat = 0
  ) {
    self.font = font
    self.color = color
    self.kern = kern
    self.underline = underline
    self.strikethrough = strikethrough
    self.baselineOffset = baselineOffset
  }
}

/// One run of text with uniform attributes.
package struct TextRun: Hashable, Sendable {
  package var text: String
  package var attributes: TextAttributes
  package init(_ text: String, _ attributes: TextAttributes) {
    self.text = text
    self.attributes = attributes
  }
}

/// Attributed text as the engine sees it: runs in order (what NSAttributedString and SwiftUI Text lower to).
package struct StyledText: Hashable, Sendable {
  package var runs: [TextRun]
  package init(runs: [TextRun]) { self.runs = runs }
  /// Plain text in one font and color.
  package init(_ text: String, font: FontDescriptor, color: CGColor? = nil) {
    runs = [TextRun(text, TextAttributes(font: font, color: color))]
  }
  package var string: String { runs.map(\.text).joined() }
}

/// How lines are broken and where text that does not fit is cut (NSLineBreakMode).
package enum LineBreakMode: Int, Hashable, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Horizontal alignment of lines (NSTextAlignment); `natural` is left-aligned for left-to-right text.
package enum TextAlignmentMode: Int, Hashable, Sendable {
  case left, center, right, justified, natural
}

/// The container text is laid out in.
package struct TextLayoutOptions: Hashable, Sendable {
  /// The width lines wrap at; nil lays out each paragraph on one line.
  package var width: CGFloat?
  /// The most lines shown; 0 means no limit.
  package var maxLines: Int
  package var lineBreakMode: LineBreakMode
  package var alignment: TextAlignmentMode
  /// Extra points between lines (NSParagraphStyle.lineSpacing).
  package var lineSpacing: CGFloat

  package init(
    width: CGFloat? = nil, maxLines: Int = 0, lineBreakMode: LineBreakMode = .byWordWrapping,
    alignment: TextAlignmentMode = .natural, lineSpacing: CGFloat = 0
  ) {
    self.width = width
    self.maxLines = maxLines
    self.lineBreakMode = lineBreakMode
    self.alignment = alignment
    self.lineSpacing = lineSpacing
  }
}
