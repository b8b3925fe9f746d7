import Foundation
import TandemKit

/// A style that draws a button from its label and press state.
@MainActor @preconcurrency public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  /// The button's appearance for a configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style draws: the label, whether a touch is down on the button, and the role.
public struct ButtonStyleConfiguration {
  /// The button's label, type-erased.
  public struct Label: View, PrimitiveView {
    let content: any View
    package func makeContent() -> any NodeContent { PassthroughContent() }
    package var childViews: [any View] { [content] }
  }
  /// The label.
  public let label: Label
  /// Whether the button is pressed.
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}

/// The default look: the label in the tint color, dimmed while pressed.
public struct BorderlessButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(configuration.isPressed ? 0.2 : 1)
  }
}

/// The label as is (no tint), dimmed while pressed.
public struct PlainButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.foregroundColor(.primary).opacity(configuration.isPressed ? 0.2 : 1)
  }
}

/// The tinted label on a light tinted rounded rectangle (12 × 7 point insets).
public struct BorderedButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, 12).padding(.vertical, 7)
      .background(RoundedRectangle(cornerRadius: 8).fill(Color.accentColor.opacity(0.15)))
      .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

/// A white label on a tint-filled rounded rectangle (12 × 7 point insets).
public struct BorderedProminentButtonStyle: ButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundColor(.white)
      .padding(.horizontal, 12).padding(.vertical, 7)
      .background(RoundedRectangle(cornerRadius: 8).fill(configuration.role == .destructive ? Color.red : .accentColor))
      .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
  public static var automatic: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A button style stored in the environment.
struct AnyButtonStyle: @unchecked Sendable {
  let style: any ButtonStyle
  @MainActor func makeBody(_ configuration: ButtonStyleConfiguration) -> any View {
    style.makeBody(configuration: configuration)
  }
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue: AnyButtonStyle? = nil }

extension EnvironmentValues {
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of buttons in this view.
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle(style: style))
  }
}
