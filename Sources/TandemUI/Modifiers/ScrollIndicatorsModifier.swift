import Foundation

/// Whether a scroll view shows its indicators.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
  private enum Kind { case automatic, visible, hidden, never }
  private let kind: Kind
  /// The platform's default: indicators show while scrolling.
  public static var automatic: ScrollIndicatorVisibility { .init(kind: .automatic) }
  /// Indicators show (on iOS, while scrolling, like `automatic`).
  public static var visible: ScrollIndicatorVisibility { .init(kind: .visible) }
  /// Indicators are hidden (where the platform allows it).
  public static var hidden: ScrollIndicatorVisibility { .init(kind: .hidden) }
  /// Indicators never show.
  public static var never: ScrollIndicatorVisibility { .init(kind: .never) }
  /// Whether a scroll view under this setting shows indicators.
  var showsIndicators: Bool { kind == .automatic || kind == .visible }
}

struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}
struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}
struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
  /// Whether vertical scroll indicators show in scroll views here.
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalScrollIndicatorVisibilityKey.self] }
    set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
  }
  /// Whether horizontal scroll indicators show in scroll views here.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalScrollIndicatorVisibilityKey.self] }
    set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
  }
  /// Whether scroll views here let the user scroll (`scrollDisabled(_:)` turns it off).
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }
}

extension View {
  /// Sets whether scroll views here show their indicators along `axes`.
  nonisolated public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    transformEnvironment(\.self) { environment in
      if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
      if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
    }
  }

  /// Stops scroll views here (scroll views, lists) from scrolling when `disabled`; programmatic scrolling still
  /// works.
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isScrollEnabled) { enabled in enabled = enabled && !disabled }
  }
}
