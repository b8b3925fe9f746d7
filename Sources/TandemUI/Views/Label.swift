import Foundation

/// A title with an icon, arranged by the environment's label style (by default the icon sits on the title's
/// first baseline, 8 points before it).
nonisolated public struct Label<Title: View, Icon: View>: View, LabelValue {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// A label from views.
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  @MainActor public var body: some View {
    let configuration = LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))
    if let style {
      AnyView(erasing: style.makeBody(configuration))
    } else {
      DefaultLabelStyle().makeBody(configuration: configuration)
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and an SF Symbol.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  /// A label with a title and an SF Symbol.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

/// Any `Label`, for the accessibility tree (one element named by its title).
@MainActor protocol LabelValue {}
