import Foundation

/// The rule that decides which points a filled or clipped path covers.
public enum CGPathFillRule: Int, Sendable {
  /// A point is inside when the path winds around it a non-zero number of times.
  case winding
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd
}

/// The style of the ends of stroked open subpaths.
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// The style of the joins between stroked segments.
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}

/// The kinds of element a path is made of.
public enum CGPathElementType: Int32, Sendable {
  case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path: its type and its points (end point last).
package struct PathElement: Equatable, Sendable {
  package var type: CGPathElementType
  package var points: [CGPoint]
}

/// An immutable graphics path: lines, curves and shapes in a 2D coordinate space.
public class CGPath: Equatable, Hashable, @unchecked Sendable {
  package var elements: [PathElement] = []

  package init(elements: [PathElement]) { self.elements = elements }

  /// Creates a path of a rectangle, optionally transformed.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Creates a path of the ellipse inscribed in a rectangle, optionally transformed.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Creates a path of a rounded rectangle, optionally transformed.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end point of the last element, or `.zero` for an empty path.
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element.type {
      case .moveToPoint:
        start = element.points[0]
        current = start
      case .closeSubpath: current = start
      default: current = element.points.last!
      }
    }
    return current
  }

  /// The smallest rectangle containing every point of the path, control points included.
  public var boundingBox: CGRect {
    let points = elements.flatMap(\.points)
    guard let first = points.first else { return .null }
    var rect = CGRect(origin: first, size: .zero)
    for p in points.dropFirst() { rect = rect.union(CGRect(origin: p, size: .zero)) }
    return rect
  }

  /// The smallest rectangle containing the path's curves themselves, control points excluded.
  public var boundingBoxOfPath: CGRect {
    var xs: [CGFloat] = []
    var ys: [CGFloat] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element.type {
      case .moveToPoint:
        current = element.points[0]
        start = current
        xs.append(current.x)
        ys.append(current.y)
      case .addLineToPoint:
        current = element.points[0]
        xs.append(current.x)
        ys.append(current.y)
      case .addQuadCurveToPoint:
        let (c, e) = (element.points[0], element.points[1])
        for t in BezierMath.quadExtrema(current.x, c.x, e.x) {
          xs.append(BezierMath.quad(current.x, c.x, e.x, t))
        }
        for t in BezierMath.quadExtrema(current.y, c.y, e.y) {
          ys.append(BezierMath.quad(current.y, c.y, e.y, t))
        }
        xs.append(e.x)
        ys.append(e.y)
        current = e
      case .addCurveToPoint:
        let (c1, c2, e) = (element.points[0], element.points[1], element.points[2])
        for t in BezierMath.cubicExtrema(current.x, c1.x, c2.x, e.x) {
          xs.append(BezierMath.cubic(current.x, c1.x, c2.x, e.x, t))
        }
        for t in BezierMath.cubicExtrema(current.y, c1.y, c2.y, e.y) {
          ys.append(BezierMath.cubic(current.y, c1.y, c2.y, e.y, t))
        }
        xs.append(e.x)
        ys.append(e.y)
        current = e
      case .closeSubpath:
        current = start
      }
    }
    guard let minX = xs.min(), let minY = ys.min() else { return .null }
    return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }

  /// Whether `point` lies inside the area the path fills under `rule`, after applying `transform` to the path.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
  ) -> Bool {
    let p = point.applying(transform.inverted())
    var winding = 0
    var crossings = 0
    for polygon in flattened(tolerance: 0.05) where polygon.count > 1 {
      for i in polygon.indices {
        let a = polygon[i]
        let b = polygon[(i + 1) % polygon.count]
        guard (a.y <= p.y) != (b.y <= p.y) else { continue }
        let x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
        if x > p.x {
          crossings += 1
          winding += b.y > a.y ? 1 : -1
        }
      }
    }
    return rule == .winding ? winding != 0 : crossings % 2 == 1
  }

  /// An immutable copy of the path, transformed by `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    let t = transform?.pointee ?? .identity
    return CGPath(elements: elements.map { PathElement(type: $0.type, points: $0.points.map { $0.applying(t) }) })
  }

  /// An immutable copy of the path.
  public func copy() -> CGPath? { CGPath(elements: elements) }

  /// A mutable copy of the path.
  public func mutableCopy() -> CGMutablePath? {
    let copy = CGMutablePath()
    copy.elements = elements
    return copy
  }

  /// Calls `body` with each element of the path in order.
  package func forEachElement(_ body: (PathElement) -> Void) { elements.forEach(body) }

  /// The path as closed polygons: curves subdivided until they deviate from their chords by under `tolerance`.
  package func flattened(tolerance: CGFloat) -> [[CGPoint]] {
    flattenedSubpaths(tolerance: tolerance).map(\.points)
  }

  /// Each subpath as a polyline (curves subdivided until they deviate from their chords by under `tolerance`), and
  /// whether it was closed.
  package func flattenedSubpaths(tolerance: CGFloat) -> [(points: [CGPoint], closed: Bool)] {
    var subpaths: [(points: [CGPoint], closed: Bool)] = []
    var current: [CGPoint] = []
    var last = CGPoint.zero
    func finish(closed: Bool) {
      if !current.isEmpty { subpaths.append((current, closed)) }
      current = []
    }
    for element in elements {
      switch element.type {
      case .moveToPoint:
        finish(closed: false)
        last = element.points[0]
        current = [last]
      case .addLineToPoint:
        if current.isEmpty { current = [last] }
        last = element.points[0]
        current.append(last)
      case .addQuadCurveToPoint:
        if current.isEmpty { current = [last] }
        let (c, e) = (element.points[0], element.points[1])
        let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
        let c2 = CGPoint(x: e.x + 2 / 3 * (c.x - e.x), y: e.y + 2 / 3 * (c.y - e.y))
        BezierMath.flattenCubic(last, c1, c2, e, tolerance: tolerance, into: &current)
        last = e
      case .addCurveToPoint:
        if current.isEmpty { current = [last] }
        let (c1, c2, e) = (element.points[0], element.points[1], element.points[2])
        BezierMath.flattenCubic(last, c1, c2, e, tolerance: tolerance, into: &current)
        last = e
      case .closeSubpath:
        if let first = current.first { last = first }
        finish(closed: true)
      }
    }
    finish(closed: false)
    return subpaths
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements.count)
    for e in elements {
      hasher.combine(e.type)
      for p in e.points {
        hasher.combine(p.x)
        hasher.combine(p.y)
      }
    }
  }
}

/// A mutable graphics path.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// Creates an empty path.
  public init() { super.init(elements: []) }

  private func append(_ type: CGPathElementType, _ points: [CGPoint], _ t: CGAffineTransform) {
    elements.append(PathElement(type: type, points: t.isIdentity ? points : points.map { $0.applying(t) }))
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(.moveToPoint, [point], transform)
  }

  /// Adds a straight line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(.addLineToPoint, [point], transform)
  }

  /// Adds a sequence of connected straight lines starting a new subpath at the first point.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for p in points.dropFirst() { addLine(to: p, transform: transform) }
  }

  /// Adds a quadratic Bézier curve to `end` with one control point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    append(.addQuadCurveToPoint, [control, end], transform)
  }

  /// Adds a cubic Bézier curve to `end` with two control points.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    append(.addCurveToPoint, [control1, control2, end], transform)
  }

  /// Closes the current subpath with a line back to its start.
  public func closeSubpath() {
    elements.append(PathElement(type: .closeSubpath, points: []))
  }

  /// Adds a closed rectangular subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
    closeSubpath()
  }

  /// Adds a closed rectangular subpath for each rectangle.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for r in rects { addRect(r, transform: transform) }
  }

  /// Adds the ellipse inscribed in `rect` as four cubic curves, clockwise on screen from the right-most point.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    let k = BezierMath.circleKappa
    move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k),
      control2: CGPoint(x: cx + rx * k, y: cy + ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ry * k), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k),
      control2: CGPoint(x: cx - rx * k, y: cy - ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ry * k), transform: transform)
    closeSubpath()
  }

  /// Adds a rounded rectangle with elliptical corners of the given radii.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let rx = min(max(cornerWidth, 0), r.width / 2)
    let ry = min(max(cornerHeight, 0), r.height / 2)
    guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
    let k = 1 - BezierMath.circleKappa
    move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx * k, y: r.minY),
      control2: CGPoint(x: r.maxX, y: r.minY + ry * k), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
    addCurve(
      to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry * k),
      control2: CGPoint(x: r.maxX - rx * k, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx * k, y: r.maxY),
      control2: CGPoint(x: r.minX, y: r.maxY - ry * k), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
    addCurve(
      to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry * k),
      control2: CGPoint(x: r.minX + rx * k, y: r.minY), transform: transform)
    closeSubpath()
  }

  /// Adds an arc of a circle from `startAngle` to `endAngle` (radians), joined to the current point by a line.
  ///
  /// `clockwise` is in a y-up space, as in CoreGraphics: on a y-down screen a `clockwise: true` arc turns
  /// counter-clockwise.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if elements.isEmpty || elements.last?.type == .closeSubpath {
      move(to: start, transform: transform)
    } else {
      addLine(to: start, transform: transform)
    }
    var sweep = endAngle - startAngle
    let full = 2 * CGFloat.pi
    // CoreGraphics "clockwise" decreases the angle in a y-down space.
    if clockwise {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - (sweep >= full ? 0 : full) }
      if sweep > 0 { sweep -= full }
    } else {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + (sweep <= -full ? 0 : full) }
      if sweep < 0 { sweep += full }
    }
    guard radius > 0, sweep != 0 else { return }
    let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(segments)
    var a0 = startAngle
    for _ in 0..<segments {
      let a1 = a0 + step
      let h = 4 / 3 * tan(step / 4) * radius
      let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
      let p3 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
      let c1 = CGPoint(x: p0.x - h * sin(a0), y: p0.y + h * cos(a0))
      let c2 = CGPoint(x: p3.x + h * sin(a1), y: p3.y - h * cos(a1))
      addCurve(to: p3, control1: c1, control2: c2, transform: transform)
      a0 = a1
    }
  }

  /// Adds an arc of a circle from `startAngle` turning by `delta` radians (positive: increasing angles),
  /// joined to the current point by a line.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0,
      transform: transform)
  }

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from
  /// there to `tangent2End`, joined to the current point by a line (a line to `tangent1End` when the three points
  /// are in line).
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    guard !elements.isEmpty else { return }
    // The current point in the path's own (untransformed) space.
    let inverse = transform.inverted()
    let p0 = currentPoint.applying(inverse)
    let (t1, t2) = (tangent1End, tangent2End)
    func normalized(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
      let length = (x * x + y * y).squareRoot()
      return length > 1e-9 ? CGPoint(x: x / length, y: y / length) : nil
    }
    guard radius > 0, let v1 = normalized(p0.x - t1.x, p0.y - t1.y), let v2 = normalized(t2.x - t1.x, t2.y - t1.y)
    else { return addLine(to: t1, transform: transform) }
    let cross = v1.x * v2.y - v1.y * v2.x
    let cosine = max(-1, min(1, v1.x * v2.x + v1.y * v2.y))
    let angle = acos(cosine)
    guard abs(cross) > 1e-9, angle > 1e-9 else { return addLine(to: t1, transform: transform) }
    let distance = radius / tan(angle / 2)
    let start = CGPoint(x: t1.x + v1.x * distance, y: t1.y + v1.y * distance)
    let end = CGPoint(x: t1.x + v2.x * distance, y: t1.y + v2.y * distance)
    guard let bisector = normalized(v1.x + v2.x, v1.y + v2.y) else { return addLine(to: t1, transform: transform) }
    let reach = radius / sin(angle / 2)
    let center = CGPoint(x: t1.x + bisector.x * reach, y: t1.y + bisector.y * reach)
    addLine(to: start, transform: transform)
    let a0 = atan2(start.y - center.y, start.x - center.x)
    let a1 = atan2(end.y - center.y, end.x - center.x)
    // The short way round.
    var sweep = a1 - a0
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    addArc(
      center: center, radius: radius, startAngle: a0, endAngle: a0 + sweep, clockwise: sweep < 0, transform: transform)
  }

  /// Appends the elements of another path.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    for e in path.elements { append(e.type, e.points, transform) }
  }
}
