import Foundation
import TandemGraphics
import TandemKit

/// A blur material as a shape style (`.background(.ultraThinMaterial)`): what is drawn behind the shape, blurred,
/// under a light or dark tint that follows the color scheme; thinner materials let more through.
///
/// The host draws in place over what the compositor painted before it, so the blur takes everything behind: the
/// host's own content and the UIKit views under the host. Linux difference: a host that has drawn blurred shadows
/// keeps a backing store, and its materials then blur only what that host drew.
public struct Material: ShapeStyle, PaintedShapeStyle, Sendable {
  let material: BlurMaterial
  init(_ material: BlurMaterial) { self.material = material }

  /// The thinnest material: most of the backdrop shows through.
  public static let ultraThinMaterial = Material(.ultraThin)
  public static let thinMaterial = Material(.thin)
  public static let regularMaterial = Material(.regular)
  public static let thickMaterial = Material(.thick)
  /// The thickest material: the backdrop barely shows.
  public static let ultraThickMaterial = Material(.ultraThick)
  /// The material of bars (navigation and tab bars, toolbars).
  public static let bar = Material(.chrome)

  func color(in environment: EnvironmentValues) -> Color {
    Color(uiColor: UIColor(cgColor: material.tint(dark: environment.colorScheme == .dark)))
  }

  @MainActor func fill(_ path: CGPath, in rect: CGRect, context: CGContext, environment: EnvironmentValues) {
    context.blurBackdrop(
      in: path.boundingBoxOfPath.intersection(rect.insetBy(dx: -1, dy: -1)), radius: material.radius, clip: path)
    context.setFillColor(material.tint(dark: environment.colorScheme == .dark))
    context.addPath(path)
    context.fillPath()
  }
}

extension ShapeStyle where Self == Material {
  /// The ultra-thin blur material.
  public static var ultraThinMaterial: Material { Material(.ultraThin) }
  /// The thin blur material.
  public static var thinMaterial: Material { Material(.thin) }
  /// The regular blur material.
  public static var regularMaterial: Material { Material(.regular) }
  /// The thick blur material.
  public static var thickMaterial: Material { Material(.thick) }
  /// The ultra-thick blur material.
  public static var ultraThickMaterial: Material { Material(.ultraThick) }
  /// The bar material.
  public static var bar: Material { Material(.chrome) }
}
