import Foundation
import TandemKit

/// An editable single line of text bound two-way to a string: each keystroke writes the binding. On Linux, as on
/// iOS, the field is a UITextField, so focus, the caret and typing go through UIKit's text system.
nonisolated public struct TextField<Label: View>: View, PrimitiveView, TextFieldValue {
  let text: Binding<String>
  let placeholder: String
  let label: Label
  /// The axis the text grows along: `.vertical` wraps onto more lines as it grows (up to the line limit).
  var axis: Axis = .horizontal

  @MainActor package func makeContent() -> any NodeContent {
    axis == .vertical ? MultilineTextContent() : TextFieldContent()
  }
  @MainActor var binding: Binding<String> { text }
  @MainActor var placeholderText: String { placeholder }
}

extension TextField where Label == Text {
  /// A field whose title is also its placeholder.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, placeholder: titleKey.text, label: Text(titleKey))
  }
  /// A field with a title and a placeholder prompt (the title is shown when there is no prompt).
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt?.content ?? titleKey.text, label: Text(titleKey))
  }
  /// A field whose title is also its placeholder.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, placeholder: String(title), label: Text(title))
  }
  /// A field that grows along `axis`: a vertical one wraps its text onto more lines (see `lineLimit`), and its
  /// return key starts a new line, as on iOS.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, placeholder: titleKey.text, label: Text(titleKey), axis: axis)
  }
  /// A field with a placeholder prompt that grows along `axis`.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, placeholder: prompt?.content ?? titleKey.text, label: Text(titleKey), axis: axis)
  }
  /// A field whose title is also its placeholder, growing along `axis`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, placeholder: String(title), label: Text(title), axis: axis)
  }
  /// A field with a placeholder prompt, growing along `axis`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, placeholder: prompt?.content ?? String(title), label: Text(title), axis: axis)
  }
}

extension TextField {
  /// A field with a label view and an optional placeholder prompt.
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, placeholder: prompt?.content ?? "", label: label())
  }
  /// A field with a label view and an optional placeholder prompt, growing along `axis`.
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, placeholder: prompt?.content ?? "", label: label(), axis: axis)
  }
}

@MainActor protocol TextFieldValue {
  var binding: Binding<String> { get }
  var placeholderText: String { get }
  /// Whether the field hides what is typed (`SecureField`).
  var isSecure: Bool { get }
}

extension TextFieldValue {
  var isSecure: Bool { false }
}

/// A field for passwords and other secrets: a text field whose characters show as dots, with no capitalization,
/// correction or copying; each keystroke writes the binding.
nonisolated public struct SecureField<Label: View>: View, PrimitiveView, TextFieldValue {
  let text: Binding<String>
  let placeholder: String
  let label: Label

  @MainActor package func makeContent() -> any NodeContent { TextFieldContent() }
  @MainActor var binding: Binding<String> { text }
  @MainActor var placeholderText: String { placeholder }
  @MainActor var isSecure: Bool { true }
}

extension SecureField where Label == Text {
  /// A secure field whose title is also its placeholder.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, placeholder: titleKey.text, label: Text(titleKey))
  }
  /// A secure field with a title and a placeholder prompt.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt?.content ?? titleKey.text, label: Text(titleKey))
  }
  /// A secure field whose title is also its placeholder.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, placeholder: String(title), label: Text(title))
  }
}

extension SecureField {
  /// A secure field with a label view and an optional placeholder prompt.
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, placeholder: prompt?.content ?? "", label: label())
  }
}

/// A style of text field.
public protocol TextFieldStyle: Sendable {}

/// A text field style drawn as a UIKit text field border.
protocol BorderedTextFieldStyle {
  var borderStyle: UITextField.BorderStyle { get }
}

/// A field with no border.
public struct PlainTextFieldStyle: TextFieldStyle, BorderedTextFieldStyle {
  public init() {}
  var borderStyle: UITextField.BorderStyle { .none }
}

/// A field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BorderedTextFieldStyle {
  public init() {}
  var borderStyle: UITextField.BorderStyle { .roundedRect }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

struct TextFieldBorderKey: EnvironmentKey { static let defaultValue = UITextField.BorderStyle.none }

extension EnvironmentValues {
  package var textFieldBorderStyle: UITextField.BorderStyle {
    get { self[TextFieldBorderKey.self] }
    set { self[TextFieldBorderKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of text fields in this view.
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldBorderStyle, (style as? any BorderedTextFieldStyle)?.borderStyle ?? .none)
  }
}

/// Keeps a UITextField in step with the binding and writes edits back.
final class TextFieldContent: NodeContent, PlatformViewContent {
  let field = UITextField()
  private var binding: Binding<String>?
  private var submitActions: [SubmitAction] = []
  private var appliedTraits = TextInputTraits()
  private var registered = false
  /// The focus state the field is linked to (`.focused`).
  private var focusLink: FocusLink?
  var platformView: UIView { field }

  init() {
    field.addAction(
      UIAction { [weak self] _ in
        guard let self, let binding = self.binding else { return }
        let text = self.field.text ?? ""
        if binding.wrappedValue != text { binding.wrappedValue = text }
      }, for: .editingChanged)
    // Focus reported to a linked focus state.
    field.addAction(UIAction { [weak self] _ in self?.focusLink?.setFocused(true) }, for: .editingDidBegin)
    field.addAction(UIAction { [weak self] _ in self?.focusLink?.setFocused(false) }, for: .editingDidEnd)
    // Return submits: the environment's onSubmit actions run, innermost first, and the field gives up focus.
    field.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        for submit in self.submitActions.reversed() where submit.triggers.contains(.text) { submit.action() }
      }, for: .editingDidEndOnExit)
  }

  func update(from view: any View, node: ViewNode) {
    guard let value = view as? any TextFieldValue else { return }
    if !registered {
      registered = true
      node.graph.registerPlatformNode(node)
    }
    binding = value.binding
    let text = value.binding.wrappedValue
    if field.text != text { field.text = text }
    field.placeholder = value.placeholderText
    let environment = node.environment
    field.font = UIFont(engineFont: environment.resolvedFont)
    field.textColor = environment.foreground.uiColor
    field.borderStyle = environment.textFieldBorderStyle
    field.isEnabled = environment.isEnabled
    environment.textInputTraits.apply(to: field, applied: &appliedTraits)
    submitActions = environment.submitActions
    if field.isSecureTextEntry != value.isSecure { field.isSecureTextEntry = value.isSecure }
    focusLink = environment.focusLink
    focusLink?.follow(with: field, node: node)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let natural = field.intrinsicContentSize
    return CGSize(width: proposal.width ?? max(natural.width, 0), height: natural.height)
  }

  /// Without a hosting view (ImageRenderer), draws the text or placeholder the field would show.
  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) { drawDetached(in: context, bounds: bounds) }
}
