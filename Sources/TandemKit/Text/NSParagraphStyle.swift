import Foundation
import TandemGraphics

/// Horizontal text alignment.
public enum NSTextAlignment: Int, Sendable {
  case left = 0, center = 1, right = 2, justified = 3, natural = 4

  package var engineAlignment: TextAlignmentMode {
    switch self {
    case .left: .left
    case .center: .center
    case .right: .right
    case .justified: .justified
    case .natural: .natural
    }
  }

  /// Natural alignment in a right-to-left layout is right alignment (the app's writing direction), as in UIKit.
  package func resolved(rightToLeft: Bool) -> NSTextAlignment { self == .natural && rightToLeft ? .right : self }
}

/// How lines break and where text that does not fit is cut.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

  package var engineMode: LineBreakMode {
    switch self {
    case .byWordWrapping: .byWordWrapping
    case .byCharWrapping: .byCharWrapping
    case .byClipping: .byClipping
    case .byTruncatingHead: .byTruncatingHead
    case .byTruncatingTail: .byTruncatingTail
    case .byTruncatingMiddle: .byTruncatingMiddle
    }
  }
}

/// Underline and strikethrough styles.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// Paragraph attributes: alignment, line breaking and spacing.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  public internal(set) var alignment: NSTextAlignment = .natural
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  public internal(set) var lineSpacing: CGFloat = 0
  public internal(set) var paragraphSpacing: CGFloat = 0
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  public internal(set) var headIndent: CGFloat = 0
  public internal(set) var minimumLineHeight: CGFloat = 0
  public internal(set) var maximumLineHeight: CGFloat = 0

  public override init() { super.init() }

  /// The default paragraph style.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  public func copy(with zone: NSZone? = nil) -> Any { copyValues(into: NSParagraphStyle()) }
  public func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: NSMutableParagraphStyle()) }

  private func copyValues<T: NSParagraphStyle>(into copy: T) -> T {
    copy.alignment = alignment
    copy.lineBreakMode = lineBreakMode
    copy.lineSpacing = lineSpacing
    copy.paragraphSpacing = paragraphSpacing
    copy.firstLineHeadIndent = firstLineHeadIndent
    copy.headIndent = headIndent
    copy.minimumLineHeight = minimumLineHeight
    copy.maximumLineHeight = maximumLineHeight
    return copy
  }
}

/// A paragraph style whose attributes can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
}

extension NSAttributedString.Key {
  /// The font (`UIFont`) of the text.
  public static let font = NSAttributedString.Key("NSFont")
  /// The color (`UIColor`) of the text.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The color (`UIColor`) behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The paragraph style (`NSParagraphStyle`).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// Extra space after each character, in points (`NSNumber`/`CGFloat`).
  public static let kern = NSAttributedString.Key("NSKern")
  /// The underline style (`NSUnderlineStyle` raw value as `Int`/`NSNumber`).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The strikethrough style (`NSUnderlineStyle` raw value as `Int`/`NSNumber`).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// Points to raise the text above the baseline (`NSNumber`/`CGFloat`).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// Converts attributed strings into the engine's styled text.
package enum AttributedTextConversion {
  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
  }

  static func style(_ value: Any?) -> Bool {
    if let v = value as? NSUnderlineStyle { return !v.isEmpty }
    return (number(value) ?? 0) != 0
  }

  /// The styled text of `string`, with `font` and `color` where runs set none, and the first paragraph style.
  package static func styledText(
    _ string: NSAttributedString, font: UIFont, color: UIColor, traits: UITraitCollection
  ) -> (StyledText, NSParagraphStyle?) {
    var runs: [TextRun] = []
    var paragraph: NSParagraphStyle?
    let full = NSRange(location: 0, length: string.length)
    let text = string.string as NSString
    string.enumerateAttributes(in: full, options: []) { attributes, range, _ in
      let runFont = (attributes[.font] as? UIFont) ?? font
      let runColor = (attributes[.foregroundColor] as? UIColor) ?? color
      if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
      runs.append(
        TextRun(
          text.substring(with: range),
          TextAttributes(
            font: runFont.engineFont, color: runColor.resolvedCGColor(traits),
            kern: number(attributes[.kern]) ?? 0, underline: style(attributes[.underlineStyle]),
            strikethrough: style(attributes[.strikethroughStyle]),
            baselineOffset: number(attributes[.baselineOffset]) ?? 0)))
    }
    return (StyledText(runs: runs), paragraph)
  }
}
