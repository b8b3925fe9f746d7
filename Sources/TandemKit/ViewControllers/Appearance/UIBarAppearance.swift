import Foundation
import TandemGraphics

/// Bar appearance objects (iOS 13): how a navigation bar, toolbar or tab bar draws its background, shadow, titles
/// and items, given to a bar (`standardAppearance`, `scrollEdgeAppearance`, …) or to one navigation item. The bars
/// read them each time they update, so a change shows once the object is assigned again, as on iOS.
///
/// The base: a background (an effect, a color over it, an image), and the hairline shadow below the bar. Linux
/// difference: the appearance classes are not `NSObject` subclasses, so `copy()` (typed `Self`) is unambiguous.
@MainActor @preconcurrency open class UIBarAppearance: @preconcurrency NSCopying {
  /// The idiom the appearance is for.
  public let idiom: UIUserInterfaceIdiom
  /// The blur behind the bar (nil: none).
  open var backgroundEffect: UIBlurEffect?
  /// A color over the effect (nil: none).
  open var backgroundColor: UIColor?
  /// An image over the color.
  open var backgroundImage: UIImage?
  /// How the background image fills the bar.
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
  /// The hairline's color (nil or clear: no hairline).
  open var shadowColor: UIColor?
  /// An image drawn as the hairline.
  open var shadowImage: UIImage?

  /// An appearance for the current device's idiom, with the default (material) background.
  public convenience init() {
    self.init(idiom: UIApplication.existing?.screen.traitCollection.userInterfaceIdiom ?? .phone)
  }

  /// An appearance for an idiom, with the default (material) background.
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    configureWithDefaultBackground()
  }

  /// A copy of another appearance's shared properties.
  public init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    copyBackground(from: barAppearance)
  }

  private func copyBackground(from other: UIBarAppearance) {
    backgroundEffect = other.backgroundEffect
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }

  /// The system's translucent material with a hairline.
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = Self.defaultShadowColor
    shadowImage = nil
  }

  /// An opaque background of the system background color, with a hairline.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = Self.defaultShadowColor
    shadowImage = nil
  }

  /// No background and no hairline: the content shows through.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = .clear
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  /// The hairline's color by default.
  static var defaultShadowColor: UIColor {
    .separator
  }

  /// A copy of the appearance (subclasses copy their own properties too).
  open func copy(with zone: NSZone? = nil) -> Any { UIBarAppearance(barAppearance: self) }

  /// A copy of the appearance, of its type.
  open func copy() -> Self { copy(with: nil) as! Self }

  /// Whether anything is drawn behind the bar.
  package var drawsBackground: Bool {
    backgroundEffect != nil || backgroundImage != nil
      || (backgroundColor.map { $0.cgColor.alpha > 0 } ?? false)
  }

  /// Whether the hairline shows.
  package var drawsShadow: Bool { shadowImage != nil || (shadowColor.map { $0.cgColor.alpha > 0 } ?? false) }

  /// Paints a bar's background view and hairline with this appearance (changing only what differs).
  package func paint(background: UIView, hairline: UIView) {
    if background.isHidden == drawsBackground { background.isHidden = !drawsBackground }
    let radius: CGFloat
    let color: UIColor?
    if let effect = backgroundEffect {
      let (material, dark) = effect.material
      radius = material.radius
      color = backgroundColor ?? material.tintColor(dark: dark)
    } else {
      radius = 0
      color = backgroundColor
    }
    if background.layer.backdropBlurRadius != radius { background.layer.backdropBlurRadius = radius }
    if background.backgroundColor != color { background.backgroundColor = color }
    if hairline.isHidden == drawsShadow { hairline.isHidden = !drawsShadow }
    if hairline.backgroundColor != shadowColor { hairline.backgroundColor = shadowColor }
  }
}
