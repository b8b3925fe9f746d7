import Foundation
import TandemKit

/// A point in a unit square (0,0 top-leading … 1,1 bottom-trailing).
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  func point(in rect: CGRect) -> CGPoint { CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
}

/// Colors at locations along a gradient.
public struct Gradient: Hashable, Sendable {
  /// A color at a location (0…1).
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Stop]
  /// Evenly spaced colors.
  public init(colors: [Color]) {
    let n = max(colors.count - 1, 1)
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(n)) }
  }
  public init(stops: [Stop]) { self.stops = stops }
}

/// A gradient along a line between two unit points of the frame; as a view it fills the space it is offered.
nonisolated public struct LinearGradient: ShapeStyle, GradientShapeStyle, View, PrimitiveView, Hashable {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  @MainActor func paintGradient(_ cg: CGGradient, in rect: CGRect, context: CGContext) {
    context.drawLinearGradient(
      cg, start: startPoint.point(in: rect), end: endPoint.point(in: rect),
      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
  }

  @MainActor package func makeContent() -> any NodeContent { GradientContent() }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient style.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient style between colors.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}
