import Foundation
import TandemGraphics

/// Corners of a rectangle.
public struct UIRectCorner: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1)
  public static let topRight = UIRectCorner(rawValue: 2)
  public static let bottomLeft = UIRectCorner(rawValue: 4)
  public static let bottomRight = UIRectCorner(rawValue: 8)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves with stroke settings, drawn into the current graphics context.
open class UIBezierPath: NSObject {
  private var path = CGMutablePath()
  /// The stroke width (1 by default).
  open var lineWidth: CGFloat = 1
  open var lineCapStyle: CGLineCap = .butt
  open var lineJoinStyle: CGLineJoin = .miter
  open var miterLimit: CGFloat = 10
  /// Whether fills use the even-odd rule.
  open var usesEvenOddFillRule = false
  private var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])

  public override init() { super.init() }

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }
  /// The ellipse inscribed in a rectangle.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }
  /// A rounded rectangle with continuous corners, as UIKit draws them.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(in: rect, radius: cornerRadius, curve: .continuous)
  }
  /// A rectangle with some corners rounded.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    var mask: CACornerMask = []
    if corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
    if corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
    if corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
    if corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
    path.addRoundedRect(in: rect, radius: cornerRadii.width, corners: mask, curve: .continuous)
  }
  /// An arc of a circle (`clockwise` in UIKit's y-down sense).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  /// A path from a CGPath.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// The path as a CGPath.
  open var cgPath: CGPath {
    get { path.copy()! }
    set { path = newValue.mutableCopy()! }
  }
  /// The bounds of the path, control points included.
  open var bounds: CGRect { path.boundingBox }
  /// The current point.
  open var currentPoint: CGPoint { path.currentPoint }
  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }
  /// Adds an arc; UIKit's `clockwise` is clockwise on screen (the opposite of CGPath's flag).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  open func close() { path.closeSubpath() }
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
  open func removeAllPoints() { path = CGMutablePath() }
  open func apply(_ transform: CGAffineTransform) {
    var t = transform
    path = path.copy(using: &t)!.mutableCopy()!
  }
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    dash = (phase, pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
  }

  /// Fills the path in the current context with its fill color.
  open func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(path)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Strokes the path in the current context with its stroke color and this path's line settings.
  open func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dash.phase, lengths: dash.lengths)
    context.beginPath()
    context.addPath(path)
    context.strokePath()
    context.restoreGState()
  }

  /// Intersects the current context's clip with the path.
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(path)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}
