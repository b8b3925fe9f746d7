import Foundation
import TandemKit

/// Read-only text in the environment's font, color, line limit and alignment; it takes its natural width up to
/// the proposed width and wraps onto as many lines as it needs (or the line limit allows, truncating the tail).
public struct Text: Equatable, View, PrimitiveView {
  package let content: String

  /// Text from a localized string key (a literal, possibly with interpolations).
  public init(_ key: LocalizedStringKey) { content = key.text }
  /// Text shown verbatim.
  public init(verbatim content: String) { self.content = content }
  /// Text from a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  package func makeContent() -> any NodeContent { TextContent() }
}

/// Lays out and draws text with Pango through the shared text engine.
final class TextContent: NodeContent {
  private func styled(_ node: ViewNode) -> (StyledText, CGColor) {
    let env = node.environment
    let font = (env.font ?? .body).resolve(env.dynamicTypeSize)
    let color = (env.foregroundColor ?? .primary).resolve(in: env)
    return (StyledText((node.view as? Text)?.content ?? "", font: font), color)
  }

  private func options(_ node: ViewNode, width: CGFloat?) -> TextLayoutOptions {
    let env = node.environment
    let alignment: TextAlignmentMode =
      switch env.multilineTextAlignment {
      case .leading: .left
      case .center: .center
      case .trailing: .right
      }
    return TextLayoutOptions(
      width: width, maxLines: env.lineLimit ?? 0,
      lineBreakMode: env.lineLimit == nil ? .byWordWrapping : .byTruncatingTail,
      alignment: alignment)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let (text, _) = styled(node)
    let natural = TextLayout.make(text, options: options(node, width: nil)).size
    let width = proposal.width.map { min($0, natural.width) } ?? natural.width
    let laidOut =
      width < natural.width ? TextLayout.make(text, options: options(node, width: max(width, 0))).size : natural
    let scale = max(node.environment.displayScale, 1)
    return CGSize(
      width: (laidOut.width * scale).rounded(.up) / scale, height: (laidOut.height * scale).rounded(.up) / scale)
  }

  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {
    let (text, color) = styled(node)
    let layout = TextLayout.make(text, options: options(node, width: bounds.width + 0.001))
    let y = bounds.minY + (bounds.height - layout.size.height) / 2
    layout.draw(in: context, at: CGPoint(x: bounds.minX, y: y), defaultColor: color)
  }
}
