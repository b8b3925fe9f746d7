import Foundation

/// Insets its content (16 points on each chosen edge by default, the iOS system padding).
nonisolated struct PaddingModifier: PrimitiveModifier {
  static let systemPadding: CGFloat = 16
  let insets: EdgeInsets
  @MainActor func makeContent() -> any NodeContent { PaddingContent() }
}

final class PaddingContent: NodeContent, LayoutOnly, SpacingProviding {
  /// The content's preferences, except on padded edges.
  func spacing(node: ViewNode) -> ViewSpacing {
    let e = insets(node)
    var padded: Edge.Set = []
    if e.top != 0 { padded.insert(.top) }
    if e.bottom != 0 { padded.insert(.bottom) }
    if e.leading != 0 { padded.insert(.leading) }
    if e.trailing != 0 { padded.insert(.trailing) }
    let content = node.layoutChildren.first?.spacing ?? .standard
    return content.resetting(padded)
  }

  private func insets(_ node: ViewNode) -> EdgeInsets {
    node.modifier(as: PaddingModifier.self)?.insets ?? EdgeInsets()
  }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let e = insets(node)
    let h = e.leading + e.trailing
    let v = e.top + e.bottom
    var inner = proposal
    if let width = proposal.width { inner.width = max(width - h, 0) }
    if let height = proposal.height { inner.height = max(height - v, 0) }
    let size = node.childrenUnionSize(inner)
    return CGSize(width: size.width + h, height: size.height + v)
  }
  func place(in bounds: CGRect, node: ViewNode) {
    let e = insets(node)
    let inner = CGRect(
      x: bounds.minX + e.leading, y: bounds.minY + e.top, width: max(bounds.width - e.leading - e.trailing, 0),
      height: max(bounds.height - e.top - e.bottom, 0))
    for child in node.layoutChildren { child.place(in: inner) }
  }
}

extension View {
  /// Pads the chosen edges by `length` (the system padding, 16 points, when nil).
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let l = length ?? PaddingModifier.systemPadding
    return modifier(
      PaddingModifier(
        insets: EdgeInsets(
          top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
          bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)))
  }
  /// Pads all edges by `length`.
  nonisolated public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
  /// Pads by explicit insets.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
}
