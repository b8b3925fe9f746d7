import Foundation

/// The guide list rows align their separator's leading edge to (by default the row content's leading edge; a
/// hosting configuration's separator starts at its first text unless a view sets this guide).
enum ListRowSeparatorLeadingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
}

/// The guide list rows align their separator's trailing edge to.
enum ListRowSeparatorTrailingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.trailing] }
}

extension HorizontalAlignment {
  /// Where a list row's separator starts.
  public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingGuide.self)
  /// Where a list row's separator ends.
  public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingGuide.self)
}

extension ViewGraph {
  /// Where a row hosting this graph starts its separator (graph coordinates): a view's explicit
  /// `listRowSeparatorLeading` guide, or else the first text's leading edge; nil when there is neither.
  package var separatorLeading: CGFloat? {
    guard let root else { return nil }
    if let explicit = explicitGuide(.listRowSeparatorLeading) { return explicit }
    var leading: CGFloat?
    root.forEach { node in
      if leading == nil, node.view is Text { leading = node.displayFrame.minX }
    }
    return leading
  }

  /// Where a row hosting this graph ends its separator (graph coordinates): a view's explicit
  /// `listRowSeparatorTrailing` guide, or nil (the row's trailing edge).
  package var separatorTrailing: CGFloat? { explicitGuide(.listRowSeparatorTrailing) }

  /// The x of a horizontal guide some view of the graph sets explicitly, or nil.
  private func explicitGuide(_ alignment: HorizontalAlignment) -> CGFloat? {
    guard let root, root.explicitGuideKeys.contains(alignment.key) else { return nil }
    let frame = root.frame
    return AlignmentGuides.explicitValue(alignment.key, of: root, size: frame.size).map { $0 + frame.minX }
  }
}
