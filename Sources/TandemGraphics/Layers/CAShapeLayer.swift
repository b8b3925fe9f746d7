import Foundation

/// The fill rule of a shape layer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The line cap of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The line join of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path: filled, then stroked.
open class CAShapeLayer: CALayer {
  /// The path drawn, in the layer's coordinates.
  open var path: CGPath? { didSet { if path != oldValue { invalidate(.subtree) } } }
  /// The fill color (opaque black by default; nil: no fill).
  open var fillColor: CGColor? = .black { didSet { if fillColor != oldValue { invalidate(.own) } } }
  /// The fill rule.
  open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { if fillRule != oldValue { invalidate(.own) } } }
  /// The stroke color (nil by default: no stroke).
  open var strokeColor: CGColor? { didSet { if strokeColor != oldValue { invalidate(.own) } } }
  /// The stroke width (1 by default).
  open var lineWidth: CGFloat = 1 { didSet { if lineWidth != oldValue { invalidate(.subtree) } } }
  /// The stroke's end style.
  open var lineCap: CAShapeLayerLineCap = .butt { didSet { if lineCap != oldValue { invalidate(.own) } } }
  /// The stroke's join style.
  open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { if lineJoin != oldValue { invalidate(.own) } } }
  /// The limit on mitered joins (10 by default).
  open var miterLimit: CGFloat = 10 { didSet { if miterLimit != oldValue { invalidate(.subtree) } } }
  /// Dash lengths, alternating painted and unpainted (nil: solid).
  open var lineDashPattern: [NSNumber]? { didSet { if lineDashPattern != oldValue { invalidate(.own) } } }
  /// Where in the dash pattern the stroke starts.
  open var lineDashPhase: CGFloat = 0 { didSet { if lineDashPhase != oldValue { invalidate(.own) } } }

  package override var hasOwnContent: Bool { path != nil }

  package override var ownContentBounds: CGRect {
    guard let path, !path.isEmpty else { return .null }
    let reach = strokeColor == nil ? 0 : lineWidth / 2 * (lineJoin == .miter ? max(miterLimit, 1) : 1.5)
    return path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach)
  }

  package override func drawOwnContent(in context: CGContext) {
    guard let path else { return }
    if let fill = fillColor, fill.alpha > 0 {
      context.beginPath()
      context.addPath(path)
      context.setFillColor(fill)
      context.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
    }
    if let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0 {
      context.saveGState()
      context.setLineWidth(lineWidth)
      context.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
      context.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
      context.setMiterLimit(miterLimit)
      context.setLineDash(phase: lineDashPhase, lengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
      context.beginPath()
      context.addPath(path)
      context.setStrokeColor(stroke)
      context.strokePath()
      context.restoreGState()
    }
  }
}
