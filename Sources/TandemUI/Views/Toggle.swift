import Foundation

/// A control that turns a Boolean on and off, drawn by the environment's toggle style: on iOS a switch
/// (`UISwitch`) trailing the label. Assistive technologies see one element: the switch, named by the label.
nonisolated public struct Toggle<Label: View>: View, LabeledControlValue {
  let isOn: Binding<Bool>
  let label: Label
  @Environment(\.toggleStyle) private var style

  /// A toggle with a label made of views.
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  @MainActor public var body: some View {
    let configuration = ToggleStyleConfiguration(
      label: .init(content: label), isOn: isOn, isMixed: false)
    if let style {
      AnyView(erasing: style.makeBody(configuration))
    } else {
      DefaultToggleStyle().makeBody(configuration: configuration)
    }
  }
}

extension Toggle where Label == Text {
  /// A toggle with a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  /// A toggle with a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == TandemUI.Label<Text, Image> {
  /// A toggle with a localized title and an SF Symbol.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { TandemUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle made from a style's configuration (to wrap another style).
  nonisolated public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

/// A control made of a UIKit control and a label (Toggle, Slider): one accessibility element, the control
/// named by the label's text.
@MainActor protocol LabeledControlValue {}
