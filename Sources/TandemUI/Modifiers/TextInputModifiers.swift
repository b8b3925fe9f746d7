import Foundation
import TandemKit

/// The title of the keyboard's return key for text fields (`.submitLabel(_:)`).
public struct SubmitLabel: Sendable, Hashable {
  let returnKeyType: UIReturnKeyType
  public static let done = SubmitLabel(returnKeyType: .done)
  public static let go = SubmitLabel(returnKeyType: .go)
  public static let send = SubmitLabel(returnKeyType: .send)
  public static let join = SubmitLabel(returnKeyType: .join)
  public static let route = SubmitLabel(returnKeyType: .route)
  public static let search = SubmitLabel(returnKeyType: .search)
  /// The plain return key (the default).
  public static let `return` = SubmitLabel(returnKeyType: .default)
  public static let next = SubmitLabel(returnKeyType: .next)
  public static let `continue` = SubmitLabel(returnKeyType: .continue)
}

/// How the keyboard capitalizes what is typed into text fields (`.textInputAutocapitalization(_:)`).
public struct TextInputAutocapitalization: Sendable, Hashable {
  let type: UITextAutocapitalizationType
  public static let never = TextInputAutocapitalization(type: .none)
  public static let words = TextInputAutocapitalization(type: .words)
  public static let sentences = TextInputAutocapitalization(type: .sentences)
  public static let characters = TextInputAutocapitalization(type: .allCharacters)
}

/// What triggers an `onSubmit` action: text fields' return key.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The return key of a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Submitting a search (a `searchable` field's Search key).
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The text input traits text fields take from the environment.
package struct TextInputTraits: Sendable, Equatable {
  package var keyboardType: UIKeyboardType = .default
  package var returnKeyType: UIReturnKeyType = .default
  package var autocapitalization: UITextAutocapitalizationType = .sentences
  package var autocorrection: UITextAutocorrectionType = .default
  package var contentType: UITextContentType?
}

/// An action run when a text field inside submits (the user presses return).
package struct SubmitAction: @unchecked Sendable {
  let triggers: SubmitTriggers
  let action: () -> Void
}

struct TextInputTraitsKey: EnvironmentKey { static let defaultValue = TextInputTraits() }
struct SubmitActionsKey: EnvironmentKey { static let defaultValue: [SubmitAction] = [] }

extension EnvironmentValues {
  package var textInputTraits: TextInputTraits {
    get { self[TextInputTraitsKey.self] }
    set { self[TextInputTraitsKey.self] = newValue }
  }
  /// Submit actions, innermost first.
  package var submitActions: [SubmitAction] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

extension View {
  /// Sets the keyboard text fields in this view show.
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
    transformEnvironment(\.textInputTraits) { $0.keyboardType = type }
  }

  /// Sets the title of the keyboard's return key for text fields in this view.
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    transformEnvironment(\.textInputTraits) { $0.returnKeyType = submitLabel.returnKeyType }
  }

  /// Sets how the keyboard capitalizes text typed into fields in this view (nil: the default, sentences).
  nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    transformEnvironment(\.textInputTraits) { $0.autocapitalization = autocapitalization?.type ?? .sentences }
  }

  /// Sets how the keyboard capitalizes text typed into fields in this view (iOS 13's spelling).
  nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    transformEnvironment(\.textInputTraits) { $0.autocapitalization = style }
  }

  /// Turns autocorrection off (or back on) for text fields in this view.
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    transformEnvironment(\.textInputTraits) { $0.autocorrection = disable ? .no : .default }
  }

  /// Turns autocorrection off or on for text fields in this view (iOS 13's spelling; nil: the default).
  nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
    transformEnvironment(\.textInputTraits) { $0.autocorrection = disable.map { $0 ? .no : .yes } ?? .default }
  }

  /// Tells the system what kind of text fields in this view take (for autofill).
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
    transformEnvironment(\.textInputTraits) { $0.contentType = textContentType }
  }

  /// Runs `action` when a text field in this view submits: the user presses the keyboard's return key (the field
  /// then gives up focus, as in SwiftUI). Several `onSubmit` around a field all run, the innermost first.
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    transformEnvironment(\.submitActions) { $0.append(SubmitAction(triggers: triggers, action: action)) }
  }
}

/// A UIKit text input whose keyboard traits SwiftUI sets (`UITextField`, `UITextView`).
@MainActor protocol SettableTextInputTraits: UIResponder {
  var keyboardType: UIKeyboardType { get set }
  var returnKeyType: UIReturnKeyType { get set }
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  var autocorrectionType: UITextAutocorrectionType { get set }
  var textContentType: UITextContentType? { get set }
}

extension UITextField: SettableTextInputTraits {}
extension UITextView: SettableTextInputTraits {}

extension TextInputTraits {
  /// Gives `input` these traits when they differ from the ones last `applied`; an input being edited shows them at
  /// once (as SwiftUI reloads its input views).
  @MainActor func apply(to input: some SettableTextInputTraits, applied: inout TextInputTraits) {
    guard self != applied else { return }
    applied = self
    input.keyboardType = keyboardType
    input.returnKeyType = returnKeyType
    input.autocapitalizationType = autocapitalization
    input.autocorrectionType = autocorrection
    input.textContentType = contentType
    if input.isFirstResponder { input.reloadInputViews() }
  }
}
