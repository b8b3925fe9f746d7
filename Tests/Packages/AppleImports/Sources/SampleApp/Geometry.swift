import CoreGraphics
import QuartzCore

/// A rotation about a point, built with Core Graphics only.
public func rotation(by degrees: CGFloat, about center: CGPoint) -> CGAffineTransform {
    CGAffineTransform(translationX: center.x, y: center.y)
        .rotated(by: degrees * .pi / 180)
        .translatedBy(x: -center.x, y: -center.y)
}

/// A rounded card outline as a shape layer.
public func cardLayer(size: CGSize) -> CAShapeLayer {
    let layer = CAShapeLayer()
    let path = CGMutablePath()
    path.addRoundedRect(in: CGRect(origin: .zero, size: size), cornerWidth: 12, cornerHeight: 12)
    layer.path = path
    layer.lineWidth = 2
    return layer
}
