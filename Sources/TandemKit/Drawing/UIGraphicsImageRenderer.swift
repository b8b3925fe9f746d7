import Foundation
import TandemGraphics

/// Settings of an image renderer: scale and opacity.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
  /// Pixels per point (default: the main screen's scale).
  open var scale: CGFloat
  /// Whether the image is opaque; an opaque renderer starts black, as on iOS.
  open var opaque = false
  /// The color range; Tandem renders standard sRGB.
  open var preferredRange: Range = .standard

  /// Color ranges of rendered images.
  public enum Range: Int, Sendable { case automatic = -1, unspecified = 0, standard = 1, extended = 2 }

  public override init() {
    scale = UIImage.defaultScale
    super.init()
  }
  /// The default format (main screen scale).
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  /// The preferred format for this device (the same as default).
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing context an image renderer hands to its actions.
open class UIGraphicsImageRendererContext: NSObject {
  /// The Core Graphics context (y-down, in points).
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat
  private let surface: PixelSurface

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, surface: PixelSurface) {
    self.cgContext = cgContext
    self.format = format
    self.surface = surface
  }

  /// An image of what has been drawn so far.
  open var currentImage: UIImage {
    UIImage(cgImage: CGImage(surface: surface.copy()), scale: format.scale, orientation: .up)
  }
  /// Fills a rectangle with the current fill color.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Fills a rectangle with a blend mode.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }
  /// Strokes a rectangle's outline.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  /// Intersects the clip with a rectangle.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images with UIKit drawing calls (`UIGraphicsGetCurrentContext`, `UIColor.setFill`, `UIImage.draw`…).
open class UIGraphicsImageRenderer: NSObject {
  /// The bounds drawn, in points.
  public let bounds: CGRect
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of images `size` points large with a format.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    bounds = CGRect(origin: .zero, size: size)
    self.format = format
  }
  /// A renderer of images `size` points large at the main screen's scale.
  public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
  /// A renderer of images of `bounds` (its origin maps to the image's top-left corner).
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.bounds = bounds
    self.format = format
  }

  /// Runs `actions` with a context whose pixels become the image.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let surface = PixelSurface(
      width: Int((bounds.width * format.scale).rounded(.up)), height: Int((bounds.height * format.scale).rounded(.up)),
      scale: format.scale)
    let cgContext = CGContext(surface: surface)
    if format.opaque {
      cgContext.setFillColor(.black)
      cgContext.fill(CGRect(origin: .zero, size: bounds.size))
    }
    cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
    let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format, surface: surface)
    GraphicsContextStack.with(cgContext) { actions(context) }
    return UIImage(cgImage: CGImage(surface: surface), scale: format.scale, orientation: .up)
  }

  /// Runs `actions` and returns the image as PNG.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// Runs `actions` and returns the image as JPEG.
  open func jpegData(
    withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
  )
    -> Data
  {
    image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
  }
}
