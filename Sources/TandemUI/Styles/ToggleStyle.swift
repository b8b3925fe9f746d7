import Foundation

/// A style that draws a toggle: its label and on/off control.
@MainActor @preconcurrency public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  /// The toggle's appearance for a configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style draws: the toggle's label and its state.
public struct ToggleStyleConfiguration {
  /// A toggle's label, type-erased.
  public struct Label: View, PrimitiveView {
    let content: any View
    package func makeContent() -> any NodeContent { PassthroughContent() }
    package var childViews: [any View] { [content] }
  }
  /// The label.
  public let label: Label
  /// Whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that are not all on or all off (drawn as off on iOS).
  public var isMixed: Bool
}

/// The label on the leading side and a switch (`UISwitch`) on the trailing side, across the width offered.
public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  public init() { tint = nil }
  /// A switch whose on track has a color.
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleRow(configuration: configuration, tint: tint)
  }
}

/// The switch style's row; the label names the switch for accessibility.
struct SwitchToggleRow: View {
  let configuration: ToggleStyleConfiguration
  let tint: Color?
  @Environment(\.tint) private var environmentTint
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    HStack(spacing: 8) {
      if !labelsHidden {
        configuration.label
        Spacer(minLength: 0)
      }
      SwitchControl(isOn: configuration.$isOn, accessibilityLabel: nil)
        .fixedSize()
        .environment(\.tint, tint ?? environmentTint)
        // A hidden label still names the switch.
        .background(alignment: .leading) {
          if labelsHidden { configuration.label.hidden().frame(width: 0, height: 0, alignment: .leading) }
        }
    }
  }
}

/// A button that shows the toggle's state: tinted and filled when on, bordered when off; a tap flips it.
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.$isOn
    if configuration.isOn {
      Button {
        isOn.wrappedValue.toggle()
      } label: {
        configuration.label
      }.buttonStyle(.borderedProminent)
    } else {
      Button {
        isOn.wrappedValue.toggle()
      } label: {
        configuration.label
      }.buttonStyle(.bordered)
    }
  }
}

/// The style the context chooses: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A toggle style stored in the environment.
struct AnyToggleStyle: @unchecked Sendable {
  let style: any ToggleStyle
  @MainActor func makeBody(_ configuration: ToggleStyleConfiguration) -> any View {
    style.makeBody(configuration: configuration)
  }
}

struct ToggleStyleKey: EnvironmentKey { static let defaultValue: AnyToggleStyle? = nil }

extension EnvironmentValues {
  var toggleStyle: AnyToggleStyle? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of toggles in this view.
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyle, AnyToggleStyle(style: style))
  }
}
