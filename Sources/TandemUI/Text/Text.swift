import Foundation
import TandemKit

/// Read-only text in the environment's font, color, line limit and alignment; it takes its natural width up to
/// the proposed width and wraps onto as many lines as it needs (or the line limit allows, truncating the tail).
nonisolated public struct Text: Equatable, View, PrimitiveView {
  /// How a date is shown.
  public struct DateStyle: Hashable, Sendable {
    let kind: Int
    /// The time, e.g. "10:42 AM".
    public static let time = DateStyle(kind: 0)
    /// The date, e.g. "June 5, 2024".
    public static let date = DateStyle(kind: 1)
  }

  enum Storage: Equatable {
    case string(String)
    /// A key looked up in the environment's locale when shown.
    case localized(LocalizedStringKey, table: String?, bundle: Bundle?)
    case resource(LocalizedStringResource)
    case date(Date, DateStyle)
    indirect case concatenation(Text, Text)
  }
  let storage: Storage
  var styling = TextStyling()

  /// Text from a localized string key (a literal, possibly with interpolations), looked up in `tableName` of
  /// `bundle` (the app's `Localizable` strings by default) in the environment's locale.
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    storage = .localized(key, table: tableName, bundle: bundle)
  }
  /// Text from a localized string resource, resolved in the environment's locale.
  nonisolated public init(_ resource: LocalizedStringResource) { storage = .resource(resource) }
  /// Text shown verbatim.
  nonisolated public init(verbatim content: String) { storage = .string(content) }
  /// Text from a string value.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ content: S) { storage = .string(String(content)) }
  /// A date shown in a style, in the environment's locale and time zone.
  nonisolated public init(_ date: Date, style: DateStyle) { storage = .date(date, style) }
  /// A value formatted with a format style.
  nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    storage = .string(format.format(input))
  }
  private init(storage: Storage) { self.storage = storage }

  /// Text followed by other text.
  nonisolated public static func + (lhs: Text, rhs: Text) -> Text { Text(storage: .concatenation(lhs, rhs)) }

  /// The string shown in an environment (dates use its locale and time zone).
  func string(in environment: EnvironmentValues) -> String {
    switch storage {
    case .string(let s): return s
    case .localized(let key, let table, let bundle):
      return key.resolved(locale: environment.locale, table: table, bundle: bundle)
    case .resource(let resource): return resource.resolved(locale: environment.locale)
    case .concatenation(let a, let b): return a.string(in: environment) + b.string(in: environment)
    case .date(let date, let style):
      let formatter = DateFormatter()
      formatter.locale = environment.locale
      formatter.timeZone = environment.timeZone
      formatter.dateStyle = style == .date ? .long : .none
      formatter.timeStyle = style == .time ? .short : .none
      return formatter.string(from: date)
    }
  }

  /// The string shown with the default environment (en_US, the environment's default time zone).
  package var content: String { string(in: EnvironmentValues()) }

  @MainActor package func makeContent() -> any NodeContent { TextContent() }
}

/// Lays out and draws text with Pango through the shared text engine.
final class TextContent: NodeContent, BaselineProviding, SpacingProviding {
  func spacing(node: ViewNode) -> ViewSpacing {
    let environment = node.environment
    // The largest font of the text's parts decides.
    var font = environment.resolvedFont
    if let text = node.view as? Text, !text.isPlain {
      font = text.parts(in: environment).map(\.environment.resolvedFont).max { $0.size < $1.size } ?? font
    }
    return .text(FontLibrary.shared.metrics(font), pixelLength: 1 / max(environment.displayScale, 1))
  }

  /// The styled text of the node's view and environment, made once per change of either.
  private var styledText: StyledText?
  /// The layouts of the styled text the node was measured and drawn with, newest last: a node is asked for a
  /// few widths, again and again, and finds them here without hashing its text.
  private var layouts: [(options: TextLayoutOptions, layout: TextLayout)] = []
  /// The content transition's entrance of the text shown now: its phase (0 entering, 1 in), on a track while it
  /// runs, and the effects it enters from.
  private let entrance = PresentedAttribute<Double>("SwiftUI.contentTransition")
  private var entranceEffects: AnyTransition.Effects?
  /// The string drawn and the transition in force when it was made (numeric text rolls by the value's direction).
  private var shownString: String?
  private var shownTransition: ContentTransition?
  /// For numeric text: the UTF-16 range of the new string's characters that roll in (the others, the old and new
  /// strings' common start and end, stay); nil: the whole text enters.
  private var rollingRange: Range<Int>?

  func update(from view: any View, node: ViewNode) {
    // Only texts under a content transition remember their string (the common update builds no string here).
    if node.environment.contentTransition == .identity {
      (shownString, shownTransition) = (nil, nil)
    } else if let text = view as? Text {
      transitionContent(to: text.string(in: node.environment), node: node)
    }
    dropText()
  }

  /// In an animated update with a content transition, the old text leaves as a picture and the new one enters.
  private func transitionContent(to string: String, node: ViewNode) {
    let transition = node.environment.contentTransition
    defer {
      shownString = string
      shownTransition = transition
    }
    guard let old = shownString, old != string, node.frame != .zero, let parent = node.parent,
      let effects = transition.effects(height: node.frame.height, previous: shownTransition),
      let timing = node.moveAnimation(transaction: node.graph.transaction)
    else { return }
    // Numeric text rolls only the characters between the strings' common start and end.
    var leaving: [CGRect]?
    rollingRange = nil
    if case .numeric = transition.kind {
      let (oldRange, newRange) = TextContent.changedRanges(from: old, to: string)
      let (layout, origin) = placedLayout(node, in: node.frame)
      leaving = TextContent.columns(
        of: layout.selectionRects(fromUTF16: oldRange.lowerBound, to: oldRange.upperBound),
        origin: origin, frame: node.frame)
      rollingRange = newRange
    }
    DepartingView.start(node, from: parent, effects: effects.removal, timing: timing, clip: leaving)
    entranceEffects = effects.insertion
    entrance.animate(from: 0, to: 1, timing: timing, node: node)
  }

  /// The UTF-16 ranges of the old and new strings between their common start and common end (whole characters).
  static func changedRanges(from old: String, to new: String) -> (old: Range<Int>, new: Range<Int>) {
    let a = Array(old)
    let b = Array(new)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    func utf16(_ characters: ArraySlice<Character>) -> Int { characters.reduce(0) { $0 + $1.utf16.count } }
    let oldStart = utf16(a[..<prefix])
    let newStart = utf16(b[..<prefix])
    return (
      oldStart..<(oldStart + utf16(a[prefix..<(a.count - suffix)])),
      newStart..<(newStart + utf16(b[prefix..<(b.count - suffix)]))
    )
  }

  /// Full-height columns of the frame over text rectangles (layout coordinates, at `origin`): where rolling
  /// characters move.
  static func columns(of rects: [CGRect], origin: CGPoint, frame: CGRect) -> [CGRect] {
    rects.map { CGRect(x: origin.x + $0.minX, y: frame.minY, width: $0.width, height: frame.height) }
  }
  func invalidateLayout() { dropText() }
  private func dropText() {
    styledText = nil
    layouts.removeAll()
  }

  /// The layout of the node's text at `width` (nil: unwrapped lines), from the node's layouts when one of them
  /// gives the same lines.
  private func layout(_ node: ViewNode, width: CGFloat?) -> TextLayout {
    let options = options(node, width: width)
    for entry in layouts.reversed() {
      if entry.options == options { return entry.layout }
      var other = options
      other.width = entry.options.width
      if other == entry.options && entry.layout.serves(width: width) { return entry.layout }
    }
    let made = TextLayout.make(styled(node), options: options)
    if layouts.count == 4 { layouts.removeFirst() }
    layouts.append((options, made))
    return made
  }

  /// The text in the environment's font and case (its color is applied when drawing), each concatenated part
  /// in its own style.
  private func styled(_ node: ViewNode) -> StyledText {
    if let styledText { return styledText }
    let made = makeStyled(node)
    styledText = made
    return made
  }

  private func makeStyled(_ node: ViewNode) -> StyledText {
    let env = node.environment
    func cased(_ string: String) -> String {
      switch env.textCase {
      case .uppercase: string.uppercased(with: env.locale)
      case .lowercase: string.lowercased(with: env.locale)
      case nil: string
      }
    }
    guard let text = node.view as? Text else { return StyledText("", font: env.resolvedFont) }
    if text.isPlain { return StyledText(cased(text.string(in: env)), font: env.resolvedFont) }
    return StyledText(
      runs: text.parts(in: env).map { part in
        TextRun(
          cased(part.string),
          TextAttributes(
            font: part.environment.resolvedFont, color: part.environment.foreground.resolve(in: part.environment)))
      })
  }

  /// How the node's text fits its frame as drawn, for checks that read the screen (the testing toolkit's lint).
  func drawnTextFacts(node: ViewNode) -> DrawnTextFacts {
    let layout = layout(node, width: node.frame.width + 0.001)
    let font = node.environment.resolvedFont
    return DrawnTextFacts(
      isTruncated: layout.isTruncated, isClipped: !layout.isTruncated && layout.size.height > node.frame.height + 0.5,
      pointSize: font.size, isBold: font.weight >= FontWeightValue.bold)
  }

  private func options(_ node: ViewNode, width: CGFloat?) -> TextLayoutOptions {
    let env = node.environment
    let rightToLeft = env.layoutDirection == .rightToLeft
    let alignment: TextAlignmentMode =
      switch env.multilineTextAlignment {
      case .leading: rightToLeft ? .right : .left
      case .center: .center
      case .trailing: rightToLeft ? .left : .right
      }
    return TextLayoutOptions(
      width: width, maxLines: env.lineLimit ?? 0,
      lineBreakMode: env.lineLimit == nil ? .byWordWrapping : truncation(env.truncationMode),
      alignment: alignment)
  }

  private func truncation(_ mode: Text.TruncationMode) -> LineBreakMode {
    switch mode {
    case .head: .byTruncatingHead
    case .middle: .byTruncatingMiddle
    case .tail: .byTruncatingTail
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    // Laid out at the proposed width (or on unwrapped lines without one): a layout whose lines fit also serves
    // the narrower width it is drawn at, so a text is shaped once for measuring and drawing.
    var width: CGFloat?
    if let proposed = proposal.width, proposed.isFinite { width = max(proposed, 0) }
    var laidOut = layout(node, width: width).size
    let reserved = node.environment.reservedLines
    if reserved > 0 {
      // Space for the reserved lines, in the text's font, even when it shows fewer.
      let line = TextLayout.size(of: " ", font: node.environment.resolvedFont).height
      laidOut.height = max(laidOut.height, line * CGFloat(reserved))
    }
    let scale = max(node.environment.displayScale, 1)
    return CGSize(
      width: (laidOut.width * scale).rounded(.up) / scale, height: (laidOut.height * scale).rounded(.up) / scale)
  }

  /// The layout drawn in `bounds` and its top-left corner (lines centred vertically in the frame).
  private func placedLayout(_ node: ViewNode, in bounds: CGRect) -> (TextLayout, CGPoint) {
    let layout = layout(node, width: bounds.width + 0.001)
    return (layout, CGPoint(x: bounds.minX, y: bounds.minY + (bounds.height - layout.size.height) / 2))
  }

  func draw(in context: CGContext, bounds: CGRect, node: ViewNode) {
    // While the frame animates, the text keeps the lines of its model width (as on iOS, where a frame animation
    // does not lay the text out again at each step): a narrower step does not wrap it.
    let (layout, origin) = placedLayout(
      node,
      in: CGRect(origin: bounds.origin, size: CGSize(width: max(bounds.width, node.frame.width), height: bounds.height))
    )
    let color = node.environment.foreground.resolve(in: node.environment)
    // Entering by a content transition: from the transition's effects to none.
    guard let effects = entranceEffects, let phase = entrance.shown, phase < 1 else {
      return layout.draw(in: context, at: origin, defaultColor: color)
    }
    let (opacity, transform) = effects.applied(
      1 - phase, frame: bounds, rightToLeft: node.environment.layoutDirection == .rightToLeft)
    var rolling: [CGRect]?
    if let range = rollingRange {
      rolling = TextContent.columns(
        of: layout.selectionRects(fromUTF16: range.lowerBound, to: range.upperBound), origin: origin, frame: bounds)
      // The characters that stay, where they are: everything but the rolling columns.
      context.saveGState()
      context.addRect(bounds)
      for column in rolling! { context.addRect(column) }
      context.clip(using: .evenOdd)
      layout.draw(in: context, at: origin, defaultColor: color)
      context.restoreGState()
    }
    context.saveGState()
    // Within its own frame, which is what its redraws cover (the rolling characters' columns of it).
    if let rolling { context.clip(to: rolling) } else { context.clip(to: bounds) }
    if let transform { context.concatenate(transform) }
    context.beginGroup()
    layout.draw(in: context, at: origin, defaultColor: color)
    context.endGroup(alpha: CGFloat(max(opacity, 0)))
    context.restoreGState()
  }

  func baseline(_ kind: BaselineKind, node: ViewNode) -> CGFloat {
    let (layout, origin) = placedLayout(node, in: node.frame)
    return origin.y + (kind == .first ? layout.firstBaseline : layout.lastBaseline)
  }
}
