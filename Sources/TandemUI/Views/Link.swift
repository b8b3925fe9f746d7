import Foundation

/// A control that opens a URL: its label in the tint color, a tap hands the URL to the environment's `openURL`.
nonisolated public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link to `destination` shown as `label`.
  nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  @MainActor public var body: some View {
    let open = openURL
    let url = destination
    Button {
      open(url)
    } label: {
      label
    }
  }
}

extension Link where Label == Text {
  /// A link with a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link with a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
