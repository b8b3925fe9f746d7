import Foundation

/// The in-flight values of a layer's animated properties: what is drawn while an animation runs, while the model
/// properties already hold their final values (as Core Animation's presentation layer does).
package struct LayerPresentation: Equatable {
  package var position: CGPoint?
  package var bounds: CGRect?
  package var opacity: Float?
  package var transform: CATransform3D?
  package var backgroundColor: CGColor?
  package var cornerRadius: CGFloat?
  package init() {}
  package var isEmpty: Bool { self == LayerPresentation() }
}

extension CALayer {
  /// The position drawn now.
  package var presentedPosition: CGPoint { presentation?.position ?? position }
  /// The bounds drawn now.
  package var presentedBounds: CGRect { presentation?.bounds ?? bounds }
  /// The opacity drawn now.
  package var presentedOpacity: Float { presentation?.opacity ?? opacity }
  /// The transform drawn now.
  package var presentedTransform: CATransform3D { presentation?.transform ?? transform }
  /// The background drawn now.
  package var presentedBackgroundColor: CGColor? { presentation?.backgroundColor ?? backgroundColor }
  /// The corner radius drawn now.
  package var presentedCornerRadius: CGFloat { presentation?.cornerRadius ?? cornerRadius }

  /// The transform from this layer's bounds to its superlayer as drawn now.
  package var presentedTransformToSuperlayer: CGAffineTransform {
    guard presentation != nil else { return transformToSuperlayer }
    let b = presentedBounds
    let anchor = CGPoint(x: b.minX + anchorPoint.x * b.width, y: b.minY + anchorPoint.y * b.height)
    let p = presentedPosition
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(CATransform3DGetAffineTransform(presentedTransform))
      .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
  }

  /// Sets the in-flight values (nil: none), repainting where the layer was and is.
  package func setPresentation(_ values: LayerPresentation?) {
    let normalized = values?.isEmpty == true ? nil : values
    guard normalized != presentation else { return }
    presentation = normalized
    invalidate(.subtree)
  }
}
