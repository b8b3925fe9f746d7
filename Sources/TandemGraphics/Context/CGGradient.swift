import CPangoCairo
import Foundation

/// A smooth transition between colors at given locations (0...1), drawn by `CGContext`.
public final class CGGradient: @unchecked Sendable {
  package let colors: [CGColor]
  package let locations: [CGFloat]

  /// Creates a gradient from colors and their locations (evenly spaced when `locations` is nil).
  ///
  /// Linux: `colors` is a Swift array of `CGColor` rather than a `CFArray`.
  public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
    guard !colors.isEmpty else { return nil }
    if let locations, locations.count != colors.count { return nil }
    self.colors = colors
    self.locations =
      locations ?? (colors.count == 1 ? [0] : colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) })
  }

  /// Creates a gradient from flat RGBA component values (four per color) and their locations.
  public convenience init?(
    colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int
  ) {
    guard components.count >= count * 4 else { return nil }
    let colors = (0..<count).map {
      CGColor(
        red: components[$0 * 4], green: components[$0 * 4 + 1], blue: components[$0 * 4 + 2],
        alpha: components[$0 * 4 + 3])
    }
    self.init(colorsSpace: space, colors: colors, locations: locations.map { Array($0.prefix(count)) })
  }

  func addStops(to pattern: OpaquePointer) {
    for (color, location) in zip(colors, locations) {
      cairo_pattern_add_color_stop_rgba(
        pattern, Double(location), Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }
  }
}

/// Whether a gradient fills beyond its start and end locations.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Extend the start color before the start point.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  /// Extend the end color past the end point.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
