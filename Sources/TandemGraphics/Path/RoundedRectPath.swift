import Foundation

/// Which corners of a layer are rounded.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner (minimum x, minimum y in UIKit's y-down space).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
  static let all: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

/// The curve used for a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A quarter circle.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// A continuous-curvature ("squircle") corner, as on iOS app icons and sheets.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CGMutablePath {
  /// Adds a rounded rectangle whose selected corners have `radius`, with circular or continuous curves.
  ///
  /// Continuous corners start 1.528665 radii from the corner (Apple's figure) and are drawn as one cubic
  /// per corner whose midpoint meets the circular arc's midpoint; the radius is limited so two corners never
  /// overlap along an edge.
  package func addRoundedRect(
    in rect: CGRect, radius: CGFloat, corners: CACornerMask = CACornerMask.all,
    curve: CALayerCornerCurve = .circular
  ) {
    let r = rect.standardized
    let continuous = curve == .continuous
    let extent: CGFloat = continuous ? 1.528_665 : 1
    let limit = min(r.width, r.height) / 2
    let radius = max(0, min(radius, limit / extent))
    guard radius > 0, !corners.isEmpty else { return addRect(r) }
    let e = radius * extent
    // Control-point distance from the corner along each edge.
    // (chosen so the cubic's midpoint lies on the circular arc's midpoint, 1 − 1/√2 radii in from the corner).
    let near = radius * (8 * (1 - 0.5.squareRoot()) - extent) / 3

    func corner(
      _ on: Bool, _ corner: CGPoint, from a: CGPoint, to b: CGPoint, towardA: CGVector, towardB: CGVector
    ) {
      guard on else { return addLine(to: corner) }
      addLine(to: a)
      addCurve(
        to: b, control1: CGPoint(x: corner.x + towardA.dx * near, y: corner.y + towardA.dy * near),
        control2: CGPoint(x: corner.x + towardB.dx * near, y: corner.y + towardB.dy * near))
    }
    let tl = corners.contains(.layerMinXMinYCorner)
    let tr = corners.contains(.layerMaxXMinYCorner)
    let bl = corners.contains(.layerMinXMaxYCorner)
    let br = corners.contains(.layerMaxXMaxYCorner)
    move(to: CGPoint(x: tl ? r.minX + e : r.minX, y: r.minY))
    corner(
      tr, CGPoint(x: r.maxX, y: r.minY), from: CGPoint(x: r.maxX - e, y: r.minY),
      to: CGPoint(x: r.maxX, y: r.minY + e), towardA: CGVector(dx: -1, dy: 0), towardB: CGVector(dx: 0, dy: 1))
    corner(
      br, CGPoint(x: r.maxX, y: r.maxY), from: CGPoint(x: r.maxX, y: r.maxY - e),
      to: CGPoint(x: r.maxX - e, y: r.maxY), towardA: CGVector(dx: 0, dy: -1), towardB: CGVector(dx: -1, dy: 0))
    corner(
      bl, CGPoint(x: r.minX, y: r.maxY), from: CGPoint(x: r.minX + e, y: r.maxY),
      to: CGPoint(x: r.minX, y: r.maxY - e), towardA: CGVector(dx: 1, dy: 0), towardB: CGVector(dx: 0, dy: -1))
    corner(
      tl, CGPoint(x: r.minX, y: r.minY), from: CGPoint(x: r.minX, y: r.minY + e),
      to: CGPoint(x: r.minX + e, y: r.minY), towardA: CGVector(dx: 0, dy: 1), towardB: CGVector(dx: 1, dy: 0))
    closeSubpath()
  }
}
