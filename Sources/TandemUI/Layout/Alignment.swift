import Foundation

/// Where views line up horizontally in a VStack or frame.
public struct HorizontalAlignment: Hashable, Sendable {
  let fraction: CGFloat
  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where views line up vertically in an HStack or frame: an edge, the centre, or a text baseline.
public struct VerticalAlignment: Hashable, Sendable {
  /// Position between top (0) and bottom (1); for baseline alignments, where a view without text aligns.
  let fraction: CGFloat
  /// Which text baseline lines up, for baseline alignments.
  let baseline: BaselineKind?
  init(fraction: CGFloat, baseline: BaselineKind? = nil) {
    self.fraction = fraction
    self.baseline = baseline
  }
  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 0.5)
  public static let bottom = VerticalAlignment(fraction: 1)
  /// The first line's baseline of the text in each view (the bottom for views without text).
  public static let firstTextBaseline = VerticalAlignment(fraction: 1, baseline: .first)
  /// The last line's baseline of the text in each view (the bottom for views without text).
  public static let lastTextBaseline = VerticalAlignment(fraction: 1, baseline: .last)
}

/// A text baseline: the first line's or the last line's.
enum BaselineKind: Hashable, Sendable { case first, last }

/// A horizontal and a vertical alignment, for ZStack, frame and overlays.
public struct Alignment: Hashable, Sendable {
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

  /// The rect of a `size` aligned inside `bounds`.
  func place(_ size: CGSize, in bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX + (bounds.width - size.width) * horizontal.fraction,
      y: bounds.minY + (bounds.height - size.height) * vertical.fraction, width: size.width, height: size.height)
  }
}
