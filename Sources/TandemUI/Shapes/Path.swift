import Foundation
import TandemKit

/// The outline of a 2D shape, built from lines, curves, rectangles and ellipses.
public struct Path: Equatable, @unchecked Sendable {
  /// The path's elements, copied on write.
  private var storage: CGMutablePath

  /// An empty path.
  public init() { storage = CGMutablePath() }
  /// A rectangle.
  public init(_ rect: CGRect) {
    self.init()
    storage.addRect(rect)
  }
  /// A path drawn by a closure.
  public init(_ callback: (inout Path) -> Void) {
    self.init()
    callback(&self)
  }
  /// A rounded rectangle (continuous corners by default, as in SwiftUI).
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init()
    storage.addRoundedRect(in: rect, radius: cornerRadius, curve: style == .continuous ? .continuous : .circular)
  }
  /// An ellipse inscribed in a rectangle.
  public init(ellipseIn rect: CGRect) {
    self.init()
    storage.addEllipse(in: rect)
  }

  private mutating func edit(_ change: (CGMutablePath) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.mutableCopy() ?? CGMutablePath() }
    change(storage)
  }

  public mutating func move(to point: CGPoint) { edit { $0.move(to: point) } }
  public mutating func addLine(to point: CGPoint) { edit { $0.addLine(to: point) } }
  public mutating func addLines(_ points: [CGPoint]) { edit { $0.addLines(between: points) } }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    edit { $0.addCurve(to: end, control1: control1, control2: control2) }
  }
  public mutating func addRect(_ rect: CGRect) { edit { $0.addRect(rect) } }
  public mutating func addEllipse(in rect: CGRect) { edit { $0.addEllipse(in: rect) } }
  public mutating func closeSubpath() { edit { $0.closeSubpath() } }
  /// Adds an arc of a circle, joined to the current point by a line. As in SwiftUI, `clockwise` is in a y-up space:
  /// on screen a `clockwise: false` arc turns clockwise.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    edit {
      $0.addArc(
        center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians,
        clockwise: clockwise, transform: transform)
    }
  }

  /// The path as a Core Graphics path.
  public var cgPath: CGPath { storage }
  /// The smallest rectangle containing the path's points.
  public var boundingRect: CGRect { storage.boundingBoxOfPath }

  public static func == (lhs: Path, rhs: Path) -> Bool { lhs.storage == rhs.storage }
}

/// How a rounded rectangle's corners curve.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }
