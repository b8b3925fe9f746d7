import Foundation

/// One alignment guide: its identity, the axis it measures along and its value when no view sets it explicitly.
/// Built-in guides at a fixed fraction of the size (leading, centre, …) carry that fraction for a fast path;
/// text baselines carry which baseline.
struct AlignmentKey: Hashable, @unchecked Sendable {
  let axis: Axis
  /// Position between 0 (leading/top) and 1 (trailing/bottom), for the fixed built-in guides.
  let fraction: CGFloat?
  /// Which text baseline, for baseline guides (where views without text align at their bottom).
  let baseline: BaselineKind?
  /// The guide type, whose `defaultValue(in:)` places the guide (a metatype: copying a key retains nothing).
  let guide: any AlignmentID.Type
  /// The guide's identity: its type.
  var id: ObjectIdentifier { ObjectIdentifier(guide) }

  static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  init<ID: AlignmentID>(_ id: ID.Type, axis: Axis, fraction: CGFloat? = nil, baseline: BaselineKind? = nil) {
    self.axis = axis
    self.fraction = fraction
    self.baseline = baseline
    guide = id
  }

  /// The guide's position in a view that does not set it explicitly.
  func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { guide.defaultValue(in: dimensions) }

  /// The length of a size along this guide's axis.
  func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
}

/// Where views line up horizontally in a VStack, ZStack or frame.
public struct HorizontalAlignment: Equatable, Sendable {
  let key: AlignmentKey
  /// An alignment whose default value comes from `id`.
  public init(_ id: any AlignmentID.Type) { key = id.horizontalKey }
  init(key: AlignmentKey) { self.key = key }

  public static let leading = HorizontalAlignment(key: AlignmentKey(LeadingGuide.self, axis: .horizontal, fraction: 0))
  public static let center = HorizontalAlignment(
    key: AlignmentKey(HorizontalCenterGuide.self, axis: .horizontal, fraction: 0.5))
  public static let trailing = HorizontalAlignment(
    key: AlignmentKey(TrailingGuide.self, axis: .horizontal, fraction: 1))
}

/// Where views line up vertically in an HStack, ZStack or frame: an edge, the centre, a text baseline or a custom
/// guide.
public struct VerticalAlignment: Equatable, Sendable {
  let key: AlignmentKey
  /// An alignment whose default value comes from `id`.
  public init(_ id: any AlignmentID.Type) { key = id.verticalKey }
  init(key: AlignmentKey) { self.key = key }

  public static let top = VerticalAlignment(key: AlignmentKey(TopGuide.self, axis: .vertical, fraction: 0))
  public static let center = VerticalAlignment(
    key: AlignmentKey(VerticalCenterGuide.self, axis: .vertical, fraction: 0.5))
  public static let bottom = VerticalAlignment(key: AlignmentKey(BottomGuide.self, axis: .vertical, fraction: 1))
  /// The first line's baseline of the text in each view (the bottom for views without text).
  public static let firstTextBaseline = VerticalAlignment(
    key: AlignmentKey(FirstBaselineGuide.self, axis: .vertical, baseline: .first))
  /// The last line's baseline of the text in each view (the bottom for views without text).
  public static let lastTextBaseline = VerticalAlignment(
    key: AlignmentKey(LastBaselineGuide.self, axis: .vertical, baseline: .last))
}

/// A text baseline: the first line's or the last line's.
enum BaselineKind: Hashable, Sendable { case first, last }

extension AlignmentID {
  static var horizontalKey: AlignmentKey { AlignmentKey(Self.self, axis: .horizontal) }
  static var verticalKey: AlignmentKey { AlignmentKey(Self.self, axis: .vertical) }
}

private enum LeadingGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum HorizontalCenterGuide: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
private enum TrailingGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
private enum TopGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum VerticalCenterGuide: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
private enum BottomGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
private enum FirstBaselineGuide: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
private enum LastBaselineGuide: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// A horizontal and a vertical alignment, for ZStack, frame and overlays.
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The rect of a `size` aligned inside `bounds` by the guides' default values.
  func place(_ size: CGSize, in bounds: CGRect) -> CGRect {
    let container = ViewDimensions(size: bounds.size, node: nil)
    let content = ViewDimensions(size: size, node: nil)
    return CGRect(
      x: bounds.minX + horizontal.key.defaultValue(container) - horizontal.key.defaultValue(content),
      y: bounds.minY + vertical.key.defaultValue(container) - vertical.key.defaultValue(content), width: size.width,
      height: size.height)
  }

  /// The frame of `child` (of `size`) placed in `bounds` so that its guides meet the container's guides (the
  /// container's guides take their default values in `bounds`).
  @MainActor func place(_ child: ViewNode, size: CGSize, in bounds: CGRect) -> CGRect {
    let container = ViewDimensions(size: bounds.size, node: nil)
    let x = horizontal.key.defaultValue(container) - AlignmentGuides.value(horizontal.key, of: child, size: size)
    let y = vertical.key.defaultValue(container) - AlignmentGuides.value(vertical.key, of: child, size: size)
    return CGRect(x: bounds.minX + x, y: bounds.minY + y, width: size.width, height: size.height)
  }
}
