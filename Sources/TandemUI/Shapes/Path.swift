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

  /// Adds a quadratic Bézier curve to `end` with one control point.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    edit { $0.addQuadCurve(to: end, control: control) }
  }
  /// Adds a rectangle, transformed.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
    edit { $0.addRect(rect, transform: transform) }
  }
  /// Adds rectangles, transformed.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    edit { $0.addRects(rects, transform: transform) }
  }
  /// Adds lines through points, transformed.
  public mutating func addLines(_ points: [CGPoint], transform: CGAffineTransform) {
    edit { $0.addLines(between: points, transform: transform) }
  }
  /// Adds an ellipse inscribed in a rectangle, transformed.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
    edit { $0.addEllipse(in: rect, transform: transform) }
  }
  /// Adds a rounded rectangle with corners of the given size (continuous corners by default).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    if cornerSize.width == cornerSize.height {
      var rounded = Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
      if transform != .identity { rounded = rounded.applying(transform) }
      addPath(rounded)
    } else {
      edit {
        $0.addRoundedRect(
          in: rect, cornerWidth: cornerSize.width, cornerHeight: cornerSize.height, transform: transform)
      }
    }
  }
  /// Adds an arc of `radius` tangent to the lines from the current point to `tangent1End` and on to
  /// `tangent2End`.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    edit { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform) }
  }
  /// Adds an arc from `startAngle` turning by `delta`.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
  ) {
    edit {
      $0.addRelativeArc(
        center: center, radius: radius, startAngle: startAngle.radians, delta: delta.radians, transform: transform)
    }
  }
  /// Appends another path, transformed.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    edit { $0.addPath(path.cgPath, transform: transform) }
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { storage.isEmpty }
  /// The last point the path reached (nil when empty).
  public var currentPoint: CGPoint? { storage.isEmpty ? nil : storage.currentPoint }
  /// Whether a point lies inside the filled path.
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    storage.contains(p, using: eoFill ? .evenOdd : .winding)
  }
  /// The path transformed.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var copy = Path()
    copy.addPath(self, transform: transform)
    return copy
  }
  /// The path moved by an offset.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

  /// The part of the path between two fractions of its length (0 the start, 1 the end), curves followed
  /// closely by short lines; empty when `from` is not below `to`.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let (start, end) = (max(0, min(1, from)), max(0, min(1, to)))
    guard start < end else { return Path() }
    let runs = PathLengths(storage)
    guard runs.total > 0 else { return Path() }
    if start == 0 && end == 1 { return self }
    return runs.trimmed(from: start * runs.total, to: end * runs.total)
  }

  /// The path as a Core Graphics path.
  public var cgPath: CGPath { storage }
  /// The smallest rectangle containing the path's points.
  public var boundingRect: CGRect { storage.boundingBoxOfPath }

  public static func == (lhs: Path, rhs: Path) -> Bool { lhs.storage == rhs.storage }
}

/// How a rounded rectangle's corners curve.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A path as polylines with their lengths (closed subpaths include their closing line), for trimming.
private struct PathLengths {
  /// Each subpath's points in order.
  private var polylines: [[CGPoint]] = []
  private(set) var total: CGFloat = 0

  init(_ path: CGPath) {
    // Closed subpaths run back to their start.
    polylines = path.flattenedSubpaths(tolerance: 0.05).map { subpath in
      guard subpath.closed, let first = subpath.points.first, subpath.points.last != first else {
        return subpath.points
      }
      return subpath.points + [first]
    }
    for line in polylines {
      for (a, b) in zip(line, line.dropFirst()) { total += hypot(b.x - a.x, b.y - a.y) }
    }
  }

  /// The polylines' part between two distances along them.
  func trimmed(from start: CGFloat, to end: CGFloat) -> Path {
    var path = Path()
    var travelled: CGFloat = 0
    for line in polylines {
      var open = false
      for (a, b) in zip(line, line.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        defer { travelled += length }
        let (from, to) = (travelled, travelled + length)
        guard to > start, from < end, length > 0 else { continue }
        func point(_ distance: CGFloat) -> CGPoint {
          let t = max(0, min(1, (distance - from) / length))
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if !open {
          path.move(to: point(max(start, from)))
          open = true
        }
        path.addLine(to: point(min(end, to)))
      }
    }
    return path
  }
}

extension Path: Shape {
  /// The path itself, whatever the rectangle (a path draws where its points are).
  nonisolated public func path(in _: CGRect) -> Path { self }
}
