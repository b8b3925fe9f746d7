import Foundation

/// A type identifying a custom alignment guide, with the guide's value for views that do not set it.
public protocol AlignmentID {
  /// The guide's value in a view of these dimensions, when the view sets no explicit value.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}
