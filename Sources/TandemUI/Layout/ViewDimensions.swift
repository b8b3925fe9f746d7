import Foundation

/// A view's size and its alignment guides, as seen by an alignment guide computation.
public struct ViewDimensions {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  /// The node measured (nil for a container's own dimensions, which have only default guides).
  let node: ViewNode?
  let size: CGSize

  init(size: CGSize, node: ViewNode?) {
    width = size.width
    height = size.height
    self.size = size
    self.node = node
  }

  /// The value of a horizontal guide: set explicitly in the view, or its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
  /// The value of a vertical guide: set explicitly in the view, or its default.
  public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
  /// The explicit value of a horizontal guide, or nil when the view does not set it.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
  /// The explicit value of a vertical guide, or nil when the view does not set it.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

  // Guide closures run during layout, on the main actor (AlignmentID's defaults are nonisolated, as on Apple).
  private func value(_ key: AlignmentKey) -> CGFloat {
    guard let node else { return key.defaultValue(self) }
    let size = size
    return MainActor.assumeIsolated { AlignmentGuides.value(key, of: node, size: size) }
  }
  private func explicitValue(_ key: AlignmentKey) -> CGFloat? {
    guard let node else { return nil }
    let size = size
    return MainActor.assumeIsolated { AlignmentGuides.explicitValue(key, of: node, size: size) }
  }
}
