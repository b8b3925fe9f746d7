import Foundation

/// The geometry of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Colors vary along the line from `startPoint` to `endPoint`.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Colors vary from `startPoint` outward to the ellipse through `endPoint`.
  public static let radial = CAGradientLayerType(rawValue: "radial")
}

/// A layer that fills its bounds with a color gradient.
open class CAGradientLayer: CALayer {
  /// The gradient's colors (`CGColor`s), first to last.
  open var colors: [Any]? { didSet { invalidate(.own) } }
  /// The location (0...1) of each color; nil spreads them evenly.
  open var locations: [NSNumber]? { didSet { if locations != oldValue { invalidate(.own) } } }
  /// Where the gradient starts, in unit coordinates of the bounds (default top centre).
  open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { if startPoint != oldValue { invalidate(.own) } } }
  /// Where the gradient ends, in unit coordinates of the bounds (default bottom centre).
  open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { invalidate(.own) } } }
  /// The kind of gradient.
  open var type: CAGradientLayerType = .axial { didSet { if type != oldValue { invalidate(.own) } } }

  private var gradientColors: [CGColor] { (colors ?? []).compactMap { $0 as? CGColor } }

  package override var hasOwnContent: Bool { !gradientColors.isEmpty }

  package override func drawOwnContent(in context: CGContext) {
    let colors = gradientColors
    guard
      let gradient = CGGradient(
        colorsSpace: nil, colors: colors,
        locations: locations.flatMap { $0.count == colors.count ? $0.map { CGFloat($0.doubleValue) } : nil })
    else { return }
    let b = bounds
    func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
    context.saveGState()
    context.beginPath()
    if cornerRadius > 0 {
      let path = CGMutablePath()
      path.addRoundedRect(in: b, radius: cornerRadius, corners: maskedCorners, curve: cornerCurve)
      context.addPath(path)
    } else {
      context.addRect(b)
    }
    context.clip()
    let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
    if type == .radial {
      // The end point's offset from the start gives the ellipse's radii in unit space.
      let rx = abs(endPoint.x - startPoint.x) * b.width
      let ry = abs(endPoint.y - startPoint.y) * b.height
      let center = point(startPoint)
      let radius = max(rx, ry, 1e-6)
      context.translateBy(x: center.x, y: center.y)
      context.scaleBy(x: max(rx, 1e-6) / radius, y: max(ry, 1e-6) / radius)
      context.drawRadialGradient(
        gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: radius, options: options)
    } else {
      context.drawLinearGradient(gradient, start: point(startPoint), end: point(endPoint), options: options)
    }
    context.restoreGState()
  }
}
