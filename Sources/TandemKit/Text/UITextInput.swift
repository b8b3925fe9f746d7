import Foundation

/// A position in a text input's content (an offset in UTF-16 units).
@MainActor @preconcurrency open class UITextPosition: NSObject {
  package let offset: Int
  package init(offset: Int) { self.offset = offset }
}

/// A range of a text input's content.
@MainActor @preconcurrency open class UITextRange: NSObject {
  public let start: UITextPosition
  public let end: UITextPosition
  /// Whether the range is a caret.
  open var isEmpty: Bool { start.offset == end.offset }
  package init(start: UITextPosition, end: UITextPosition) {
    self.start = start
    self.end = end
  }
  package var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }
}

/// A responder that takes typed text: insertion and backward deletion; the on-screen keyboard serves it by its
/// text input traits.
@MainActor @preconcurrency public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is any text.
  var hasText: Bool { get }
  /// Inserts text at the selection.
  func insertText(_ text: String)
  /// Deletes the character before the caret (or the selection).
  func deleteBackward()
}

extension NSValue {
  /// A value boxing a rectangle (as UIKit's `NSValue(cgRect:)`).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// The rectangle boxed in the value.
  public var cgRectValue: CGRect { rectValue }
}

/// A text input that knows the text before its caret (the keyboard capitalizes and ends sentences from it).
@MainActor package protocol CaretTextInput: AnyObject {
  var textBeforeCaret: String { get }
}
