import Foundation

/// A style that arranges a label's title and icon.
@MainActor @preconcurrency public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  /// The label's appearance for a configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label style arranges: the label's title and icon views.
public struct LabelStyleConfiguration {
  /// A label's title, type-erased.
  public struct Title: View, PrimitiveView {
    let content: any View
    package func makeContent() -> any NodeContent { PassthroughContent() }
    package var childViews: [any View] { [content] }
  }
  /// A label's icon, type-erased.
  public struct Icon: View, PrimitiveView {
    let content: any View
    package func makeContent() -> any NodeContent { PassthroughContent() }
    package var childViews: [any View] { [content] }
  }
  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// The icon before the title, on the title's first baseline, 8 points apart (the automatic style in lists and
/// stacks).
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The style the context chooses: title and icon; in a list row the icon is centred in a 24-point column so the
/// titles of rows line up.
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DefaultLabelBody(configuration: configuration)
  }
}

/// The default label's look for where it is.
struct DefaultLabelBody: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.isListRow) private var isListRow

  var body: some View {
    if isListRow {
      HStack(alignment: .firstTextBaseline, spacing: 12) {
        configuration.icon.frame(width: 24)
        configuration.title
      }
    } else {
      TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style stored in the environment.
struct AnyLabelStyle: @unchecked Sendable {
  let style: any LabelStyle
  @MainActor func makeBody(_ configuration: LabelStyleConfiguration) -> any View {
    style.makeBody(configuration: configuration)
  }
}

struct LabelStyleKey: EnvironmentKey { static let defaultValue: AnyLabelStyle? = nil }

extension EnvironmentValues {
  var labelStyle: AnyLabelStyle? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of labels in this view.
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, AnyLabelStyle(style: style))
  }
}
