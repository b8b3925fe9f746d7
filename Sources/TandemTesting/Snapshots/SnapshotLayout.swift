import Foundation
import TandemKit

/// How big an image snapshot of a view is.
public enum SnapshotLayout: Sendable, Equatable {
  /// The device's whole screen, status bar and home indicator included, the view filling it.
  case device
  /// The view's own size: a SwiftUI view's size for the screen's size offered; a `UIView`'s frame, or its
  /// Auto Layout fitting size when it has none.
  case sizeThatFits
  /// A size in points.
  case fixed(width: CGFloat, height: CGFloat)
}
