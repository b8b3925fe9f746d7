import Foundation
import TandemGraphics

/// What the engine knows about text as it is drawn — whether it fits and how big it is — for checks that read the
/// screen (the testing toolkit's lint). UIKit labels and SwiftUI text elements provide it.
package struct DrawnTextFacts: Sendable, Equatable {
  /// Lines were cut short with an ellipsis, or dropped past the line limit.
  package var isTruncated: Bool
  /// The text needs more room than its frame has (it is drawn cut off at the frame's edge).
  package var isClipped: Bool
  /// The font's size in points.
  package var pointSize: CGFloat
  /// Whether the font is bold (weight bold or heavier), as WCAG counts bold for large text.
  package var isBold: Bool

  package init(isTruncated: Bool, isClipped: Bool, pointSize: CGFloat, isBold: Bool) {
    self.isTruncated = isTruncated
    self.isClipped = isClipped
    self.pointSize = pointSize
    self.isBold = isBold
  }
}

/// Something on screen that draws text and can say how it fits.
@MainActor package protocol DrawnTextSource: AnyObject {
  /// The facts of the text as drawn now (nil when there is none).
  var drawnTextFacts: DrawnTextFacts? { get }
}

/// An accessibility element standing for text drawn by a view that is not a label (SwiftUI's Text), which knows
/// how its text fits.
package final class TextAccessibilityElement: UIAccessibilityElement, DrawnTextSource {
  /// Computes the facts when asked (the element keeps no copy that could go stale).
  package var facts: (() -> DrawnTextFacts?)?
  package var drawnTextFacts: DrawnTextFacts? { facts?() }
}

extension UILabel: DrawnTextSource {
  package var drawnTextFacts: DrawnTextFacts? {
    guard let text, !text.isEmpty, bounds.width > 0 else { return nil }
    let layout = layout(width: bounds.width)
    let needed = measuredSize(width: numberOfLines == 1 ? nil : bounds.width)
    let descriptor = font.engineFont
    return DrawnTextFacts(
      isTruncated: layout.isTruncated,
      isClipped: !layout.isTruncated
        && (needed.height > bounds.height + 0.5 || (numberOfLines == 1 && needed.width > bounds.width + 0.5)),
      pointSize: descriptor.size, isBold: descriptor.weight >= FontWeightValue.bold)
  }
}
