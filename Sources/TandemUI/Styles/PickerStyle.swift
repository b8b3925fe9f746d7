import Foundation

/// How a picker shows its options. iOS's styles only (Apple defines no way to write one).
public protocol PickerStyle {}

/// The style the context chooses: a menu on iOS 16+.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
}
/// A button showing the selected option; a tap opens a menu of the options (a `UIMenu`), the selected one checked.
public struct MenuPickerStyle: PickerStyle {
  public init() {}
}
/// A segmented control (`UISegmentedControl`) with a segment per option.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}
/// The options as rows, the selected one checked; a tap on a row selects it. Linux difference: outside lists iOS
/// 17 draws a wheel here.
public struct InlinePickerStyle: PickerStyle {
  public init() {}
}

/// A spinning wheel of the options (a `UIPickerView`), the selected one in the band.
public struct WheelPickerStyle: PickerStyle {
  public init() {}
}

/// A row showing the label and the selected option with a disclosure chevron; a tap pushes a list of the options
/// on the enclosing navigation stack, and choosing one selects it and pops back.
public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// Which built-in picker style is in effect.
enum PickerStyleKind: Sendable { case menu, segmented, inline, wheel, navigationLink }

struct PickerStyleKindKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }

extension EnvironmentValues {
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKindKey.self] }
    set { self[PickerStyleKindKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of pickers in this view.
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind: PickerStyleKind =
      switch style {
      case is SegmentedPickerStyle: .segmented
      case is InlinePickerStyle: .inline
      case is WheelPickerStyle: .wheel
      case is NavigationLinkPickerStyle: .navigationLink
      default: .menu
      }
    return environment(\.pickerStyleKind, kind)
  }
}
