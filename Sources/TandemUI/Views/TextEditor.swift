import Foundation
import TandemKit

/// A scrollable, editable, multi-line text area bound two-way to a string: each keystroke writes the binding. On
/// Linux, as on iOS, the editor is a `UITextView`, so focus, the caret, selection and typing go through UIKit's text
/// system. It takes the space it is offered; where a container leaves its height open (a list row), it is as tall
/// as its text.
nonisolated public struct TextEditor: View, PrimitiveView {
  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }

  @MainActor package func makeContent() -> any NodeContent { MultilineTextContent() }
}

/// Keeps a UITextView in step with a `TextEditor`'s or vertical `TextField`'s binding and writes edits back.
final class MultilineTextContent: NodeContent, PlatformViewContent, UITextViewDelegate {
  let textView = UITextView()
  private var binding: Binding<String>?
  private var appliedTraits = TextInputTraits()
  private var registered = false
  private var focusLink: FocusLink?
  /// Whether the view is a vertical text field (it grows with its text and has a prompt) rather than an editor.
  private var isField = false
  private weak var node: ViewNode?
  /// The height the text last needed (a change lays the field out again).
  private var lastHeight: CGFloat = 0
  var platformView: UIView { textView }

  init() {
    textView.delegate = self
  }

  func textViewDidChange(_ textView: UITextView) {
    if let binding, binding.wrappedValue != textView.text { binding.wrappedValue = textView.text }
    relayOutIfHeightChanged()
  }

  func textViewDidBeginEditing(_ textView: UITextView) { focusLink?.setFocused(true) }
  func textViewDidEndEditing(_ textView: UITextView) { focusLink?.setFocused(false) }

  /// A field that grew or shrank by a line asks its container for a new layout.
  private func relayOutIfHeightChanged() {
    guard isField, textView.bounds.width > 0 else { return }
    let height = textView.intrinsicHeight(for: textView.bounds.width)
    if height != lastHeight {
      lastHeight = height
      node?.invalidateLayout()
    }
  }

  func update(from view: any View, node: ViewNode) {
    self.node = node
    if !registered {
      registered = true
      node.graph.registerPlatformNode(node)
    }
    let environment = node.environment
    if let editor = view as? TextEditor {
      isField = false
      binding = editor.text
      textView.placeholder = nil
      textView.backgroundColor = environment.scrollContentBackground == .hidden ? nil : .systemBackground
    } else if let field = view as? any TextFieldValue {
      isField = true
      binding = field.binding
      textView.placeholder = field.placeholderText
      textView.accessibilityLabel = field.placeholderText
      textView.backgroundColor = nil
      textView.textContainerInset = .zero
      textView.textContainer.lineFragmentPadding = 0
      // Past its line limit the field scrolls its text (it never bounces while the text fits).
      textView.alwaysBounceVertical = false
      textView.returnKeyType = .default
      // The field grows to the line limit, and takes at least the reserved lines' height.
      textView.maximumIntrinsicLines = environment.lineLimit ?? 0
      textView.minimumIntrinsicLines = max(environment.reservedLines, 1)
      let bordered = environment.textFieldBorderStyle == .roundedRect
      if bordered { textView.textContainerInset = UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7) }
      if textView.hasRoundedBorder != bordered { textView.hasRoundedBorder = bordered }
    }
    let text = binding?.wrappedValue ?? ""
    if textView.text != text { textView.text = text }
    textView.font = UIFont(engineFont: environment.resolvedFont)
    textView.textColor = environment.foreground.uiColor
    textView.textAlignment =
      switch environment.multilineTextAlignment {
      case .leading: .natural
      case .center: .center
      case .trailing: environment.layoutDirection == .rightToLeft ? .left : .right
      }
    textView.isEditable = environment.isEnabled
    environment.textInputTraits.apply(to: textView, applied: &appliedTraits)
    focusLink = environment.focusLink
    focusLink?.follow(with: textView, node: node)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 10
    let natural = textView.intrinsicHeight(for: width)
    if isField {
      // A text field is as tall as its lines, whatever height it is offered.
      return CGSize(width: width, height: natural)
    }
    // An editor fills the height it is offered; where the height is open, it is as tall as its text.
    return CGSize(width: width, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? natural)
  }

  func hostDidLayout(damage: CGRect?, node: ViewNode) {
    if isField { lastHeight = textView.intrinsicHeight(for: textView.bounds.width) }
  }

  /// Without a hosting view (ImageRenderer), draws the text or prompt the view would show.
  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) { drawDetached(in: context, bounds: bounds) }
}
