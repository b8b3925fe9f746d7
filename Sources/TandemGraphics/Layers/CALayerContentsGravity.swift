import Foundation

/// How a layer's `contents` image is placed in its bounds.
///
/// Linux: positions are visual (top means the top of the screen), as for the layers of UIKit views.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = CALayerContentsGravity(rawValue: "center")
  public static let top = CALayerContentsGravity(rawValue: "top")
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  public static let left = CALayerContentsGravity(rawValue: "left")
  public static let right = CALayerContentsGravity(rawValue: "right")
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Stretch to fill the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scale to fit inside the bounds, keeping the aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scale to fill the bounds, keeping the aspect ratio (overflow is drawn unless masksToBounds).
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

  /// The rectangle an image of `size` points occupies in `bounds`.
  package func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
    switch self {
    case .resize: return bounds
    case .resizeAspect, .resizeAspectFill:
      guard size.width > 0, size.height > 0 else { return bounds }
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
      let w = size.width * s
      let h = size.height * s
      return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    default:
      let name = rawValue.lowercased()
      let x: CGFloat =
        name.hasSuffix("left")
        ? bounds.minX : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
      let y: CGFloat =
        name.hasPrefix("top")
        ? bounds.minY : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }
}
