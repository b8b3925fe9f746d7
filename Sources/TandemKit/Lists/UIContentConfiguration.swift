import Foundation

/// The content of a cell (or any view that hosts configurations) as a value: it makes the view that shows it and
/// derives itself for a state (selected, highlighted …).
@MainActor @preconcurrency public protocol UIContentConfiguration {
  /// A new view showing this configuration.
  func makeContentView() -> UIView & UIContentView
  /// This configuration adjusted for a state.
  func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration and takes new ones in place.
@MainActor @preconcurrency public protocol UIContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: UIContentConfiguration { get set }
  /// Whether the view can show a configuration in place (otherwise the host makes a new view).
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
