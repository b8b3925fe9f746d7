import Foundation

/// A bar's background as a controller's content asks for it (SwiftUI's `toolbarBackground`): a color in place of
/// the material (nil: the material), and whether it always shows (true), never shows (false) or shows as the bar
/// decides at its content's edge (nil).
package struct BarBackground: Equatable {
  package var color: UIColor?
  package var visibility: Bool?
  package init(color: UIColor?, visibility: Bool?) {
    self.color = color
    self.visibility = visibility
  }
}

/// What a controller's content asks of the bars of its containers while it is shown (SwiftUI's `toolbar(_:for:)`,
/// `navigationBarHidden` and `toolbarBackground`): navigation and tab controllers read the shown controller's.
package struct BarPreferences: Equatable {
  package var navigationBarHidden = false
  package var toolbarHidden = false
  package var tabBarHidden = false
  package var navigationBarBackground: BarBackground?
  package var toolbarBackground: BarBackground?
  package var tabBarBackground: BarBackground?
  /// The interface style of each bar's content and background (SwiftUI's `toolbarColorScheme`).
  package var navigationBarStyle = UIUserInterfaceStyle.unspecified
  package var toolbarStyle = UIUserInterfaceStyle.unspecified
  package var tabBarStyle = UIUserInterfaceStyle.unspecified
  package init() {}
}

extension UIView {
  /// Fills this view as a bar's background: a color, or (nil) the blurred chrome material of iOS's default bars.
  package func fillAsBarBackground(_ color: UIColor?) {
    if let color {
      layer.backdropBlurRadius = 0
      backgroundColor = color
    } else {
      layer.backdropBlurRadius = BlurMaterial.chrome.radius
      backgroundColor = BlurMaterial.chrome.tintColor()
    }
  }
}
