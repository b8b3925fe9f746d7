import Foundation
import TandemKit

/// The purpose of a button (destructive buttons are red).
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs its action when tapped: a touch that begins on it and ends on it (or within 20 points).
/// Its label is drawn in the accent color (red for `.destructive`, gray when disabled) and dims while pressed.
nonisolated public struct Button<Label: View>: View, PrimitiveView, ButtonValue {
  let role: ButtonRole?
  let action: () -> Void
  let label: Label

  /// A button with a custom label.
  nonisolated public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }
  /// A button with a role and a custom label.
  nonisolated public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.action = action
    self.label = label()
  }

  @MainActor package func makeContent() -> any NodeContent { ButtonContent() }
  @MainActor package var childViews: [any View] { [label] }
  @MainActor var buttonRole: ButtonRole? { role }
  @MainActor var buttonAction: () -> Void { action }
  @MainActor var buttonLabel: any View { label }
}

/// What the button's node content needs from any `Button<Label>`.
@MainActor protocol ButtonValue {
  var buttonRole: ButtonRole? { get }
  var buttonAction: () -> Void { get }
  var buttonLabel: any View { get }
}

extension Button where Label == Text {
  /// A button titled with a localized string key.
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }
  /// A button with a role, titled with a localized string key.
  nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
  /// A button titled with a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }
}

extension Button where Label == TandemUI.Label<Text, Image> {
  /// A button whose label is a localized title with an SF Symbol.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { TandemUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A button whose label is a title with an SF Symbol.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { TandemUI.Label(title, systemImage: systemImage) }
  }
  /// A button with a role whose label is a localized title with an SF Symbol.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { TandemUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A button with a role whose label is a title with an SF Symbol.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { TandemUI.Label(title, systemImage: systemImage) }
  }
}

/// Tracks the press, tints the label and runs the action; the environment's button style (borderless by
/// default) draws the label for the press state.
final class ButtonContent: NodeContent, LayoutOnly, TouchHandling, ChildViewsProviding {
  /// Whether a touch is down on the button (`ButtonStyleConfiguration.isPressed`).
  private(set) var isPressed = false

  func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var copy = environment
    if !environment.isEnabled {
      copy.foregroundColor = Color(uiColor: .tertiaryLabel)
    } else if role == .destructive {
      copy.foregroundColor = .red
    } else if environment.foregroundColor == nil {
      copy.foregroundColor = environment.resolvedTint
    }
    return copy
  }
  private var role: ButtonRole?

  func update(from view: any View, node: ViewNode) {
    role = (view as? any ButtonValue)?.buttonRole
  }

  func childViews(node: ViewNode) -> [any View] {
    guard let button = node.view as? any ButtonValue else { return [] }
    let configuration = ButtonStyleConfiguration(
      label: ButtonStyleConfiguration.Label(content: button.buttonLabel), isPressed: isPressed, role: role)
    let style = node.environment.buttonStyle ?? AnyButtonStyle(style: BorderlessButtonStyle())
    return [style.makeBody(configuration)]
  }

  private func setPressed(_ pressed: Bool, node: ViewNode) {
    guard pressed != isPressed else { return }
    isPressed = pressed
    node.invalidate()
  }

  func touchBegan(node: ViewNode) { setPressed(true, node: node) }
  func touchMoved(inside: Bool, node: ViewNode) { setPressed(inside, node: node) }
  func touchEnded(inside: Bool, node: ViewNode) {
    setPressed(false, node: node)
    guard inside, node.environment.isEnabled else { return }
    (node.view as? any ButtonValue)?.buttonAction()
  }
}
