import Foundation

/// How a view's content follows the layout direction: `.unspecified` follows it (right to left in an RTL language),
/// `.playback` and `.spatial` (media controls, directional pads) always lay out left to right, `.force…` pick one.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// The direction of the user interface: which side is leading.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0, rightToLeft
}

extension UIView {
  /// The direction to lay out a view with `attribute` in this app (the app's language direction unless forced).
  public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    switch attribute {
    case .forceRightToLeft: .rightToLeft
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .unspecified: LaunchConfiguration.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// The direction to lay out this view in: its semantic content attribute, else its traits' layout direction.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: .rightToLeft
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .unspecified: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// Whether the view lays out right to left.
  package var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// Mirrors the subviews' frames across the view's width (for Tandem's own views, whose `layoutSubviews` places
  /// subviews left to right): called at the end of their layout when the view lays out right to left, so leading
  /// content lands on the right as in UIKit.
  package func mirrorSubviewsForRightToLeft(_ views: [UIView]? = nil) {
    guard isRightToLeft else { return }
    let width = bounds.width
    for view in views ?? subviews {
      let frame = view.frame
      view.frame.origin.x = bounds.minX + width - (frame.maxX - bounds.minX)
    }
  }
}
