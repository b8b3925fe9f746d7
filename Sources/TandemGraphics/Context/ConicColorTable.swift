import Foundation

/// The colors of an angular gradient around one full turn, sampled at `size` evenly spaced angles from its start
/// angle, as premultiplied ARGB32 pixels (Cairo's image format).
///
/// The sweep covers `span` radians of the turn: stops are interpolated unpremultiplied across it, and the rest of
/// the turn (when the sweep is shorter) takes the last color up to its middle and the first color after it.
struct ConicColorTable {
  /// Samples per turn: finer than a device pixel along the rim of any gradient a screen shows.
  static let size = 4096
  let colors: [UInt32]

  init(_ gradient: CGGradient, span: Double) {
    var stops = zip(gradient.locations, gradient.colors).map { (location: Double(min(max($0, 0), 1)), color: $1) }
    stops.sort { $0.location < $1.location }
    let first = stops[0].color
    let last = stops[stops.count - 1].color
    let gapMiddle = span + (2 * .pi - span) / 2
    var colors = [UInt32](repeating: 0, count: ConicColorTable.size)
    var next = 0
    for index in 0..<ConicColorTable.size {
      let angle = (Double(index) + 0.5) / Double(ConicColorTable.size) * 2 * .pi
      guard angle <= span else {
        colors[index] = ConicColorTable.pixel(angle < gapMiddle ? last : first, last, 0)
        continue
      }
      let location = angle / span
      while next < stops.count && stops[next].location <= location { next += 1 }
      if next == 0 {
        colors[index] = ConicColorTable.pixel(first, first, 0)
      } else if next == stops.count {
        colors[index] = ConicColorTable.pixel(last, last, 0)
      } else {
        let below = stops[next - 1]
        let above = stops[next]
        let t = (location - below.location) / max(above.location - below.location, 1e-12)
        colors[index] = ConicColorTable.pixel(below.color, above.color, t)
      }
    }
    self.colors = colors
  }

  /// `from` mixed with `to` by `t`, unpremultiplied, then premultiplied into an ARGB32 pixel.
  private static func pixel(_ from: CGColor, _ to: CGColor, _ t: Double) -> UInt32 {
    func mix(_ a: CGFloat, _ b: CGFloat) -> Double { min(max(Double(a) + (Double(b) - Double(a)) * t, 0), 1) }
    let alpha = mix(from.alpha, to.alpha)
    func channel(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
    return channel(alpha) << 24 | channel(mix(from.red, to.red) * alpha) << 16
      | channel(mix(from.green, to.green) * alpha) << 8 | channel(mix(from.blue, to.blue) * alpha)
  }
}
