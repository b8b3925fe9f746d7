import Foundation
import TandemKit

/// A shape style that fills with an image, repeated from the top-leading corner of what it fills: the part of the
/// image `sourceRect` selects (in unit coordinates), at `scale` times its size.
public struct ImagePaint: ShapeStyle, PaintedShapeStyle, @unchecked Sendable {
  /// The image repeated.
  public var image: Image
  /// The part of the image used, in unit coordinates (all of it by default).
  public var sourceRect: CGRect
  /// How much the image is scaled.
  public var scale: CGFloat

  /// A style repeating `image`.
  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  /// Where one color must stand for the image (text, symbols): the foreground color.
  func color(in environment: EnvironmentValues) -> Color { environment.foreground }

  /// The tile: the image drawn by the view engine at the environment's scale, cropped to `sourceRect`, and its
  /// size in points.
  @MainActor private func tile(in environment: EnvironmentValues) -> (image: CGImage, size: CGSize)? {
    let renderer = ImageRenderer(content: image.environment(\.self, environment))
    let pixelScale = max(environment.displayScale, 1)
    renderer.scale = pixelScale
    guard var picture = renderer.cgImage else { return nil }
    let unit = sourceRect.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
    if unit != CGRect(x: 0, y: 0, width: 1, height: 1), !unit.isEmpty {
      let pixels = CGRect(
        x: unit.minX * CGFloat(picture.width), y: unit.minY * CGFloat(picture.height),
        width: unit.width * CGFloat(picture.width), height: unit.height * CGFloat(picture.height))
      picture = picture.cropping(to: pixels) ?? picture
    }
    let size = CGSize(
      width: CGFloat(picture.width) / pixelScale * scale, height: CGFloat(picture.height) / pixelScale * scale)
    guard size.width > 0, size.height > 0 else { return nil }
    return (picture, size)
  }

  /// Paints the tiles over the clip, from `origin`.
  @MainActor private func paintTiles(from origin: CGPoint, context: CGContext, environment: EnvironmentValues) {
    guard let (picture, size) = tile(in: environment) else { return }
    context.fillTiled(with: picture, tile: CGRect(origin: origin, size: size))
  }

  @MainActor func fill(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues) {
    context.saveGState()
    context.addPath(path)
    context.clip()
    paintTiles(from: rect.origin, context: context, environment: environment)
    context.restoreGState()
  }

  @MainActor func stroke(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues) {
    context.addPath(path)
    context.strokePath { paintTiles(from: rect.origin, context: context, environment: environment) }
  }
}

extension ShapeStyle where Self == ImagePaint {
  /// A style repeating an image (the part `sourceRect` selects, scaled by `scale`).
  public static func image(
    _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}
