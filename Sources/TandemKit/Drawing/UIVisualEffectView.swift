import Foundation
import TandemGraphics

/// The blur materials iOS draws behind bars, sheets and effect views: a Gaussian blur of what is behind, then a
/// tint that makes it lighter (light appearance) or darker (dark), thinner materials letting more through.
///
/// Figures (Tandem's, read off iOS screenshots; Apple publishes none): every material blurs with a 20-point standard
/// deviation; the tint over it is white at 30 / 50 / 70 / 82 / 92 % (ultra-thin … ultra-thick) in light, and
/// rgb(28, 28, 30) at 45 / 60 / 72 / 84 / 92 % in dark; the bar (chrome) material is rgb(249, 249, 249) at 80 % in
/// light and rgb(29, 29, 29) at 80 % in dark.
package enum BlurMaterial: Sendable, Hashable {
  case ultraThin, thin, regular, thick, ultraThick, chrome

  /// The blur's standard deviation, in points.
  package var radius: CGFloat { 20 }

  /// The tint laid over the blurred backdrop.
  package func tint(dark: Bool) -> CGColor {
    if self == .chrome {
      return dark
        ? CGColor(red: 29 / 255, green: 29 / 255, blue: 29 / 255, alpha: 0.8)
        : CGColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.8)
    }
    let (light, darkAlpha): (CGFloat, CGFloat) =
      switch self {
      case .ultraThin: (0.3, 0.45)
      case .thin: (0.5, 0.6)
      case .regular, .chrome: (0.7, 0.72)
      case .thick: (0.82, 0.84)
      case .ultraThick: (0.92, 0.92)
      }
    return dark
      ? CGColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: darkAlpha) : CGColor(gray: 1, alpha: light)
  }
}

extension BlurMaterial {
  /// The tint as a color: fixed light or dark, or (nil) following the interface style.
  package func tintColor(dark: Bool? = nil) -> UIColor {
    if let dark { return UIColor(cgColor: tint(dark: dark)) }
    return UIColor { UIColor(cgColor: self.tint(dark: $0.userInterfaceStyle == .dark)) }
  }
}

/// A visual effect a `UIVisualEffectView` shows.
@MainActor @preconcurrency open class UIVisualEffect: NSObject {}

/// A blur of what is behind the effect view, in one of iOS's materials.
@MainActor @preconcurrency open class UIBlurEffect: UIVisualEffect {
  /// The material: adaptive system materials (light or dark with the interface style), their fixed light and dark
  /// variants, and the older styles.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark
  }

  /// The style.
  public let style: Style

  /// A blur in a style.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The material and, for fixed styles, the appearance it always has (nil: the interface style's).
  package var material: (BlurMaterial, dark: Bool?) {
    switch style {
    case .extraLight: (.thick, false)
    case .light: (.regular, false)
    case .dark: (.regular, true)
    case .regular: (.regular, nil)
    case .prominent: (.thick, nil)
    case .systemUltraThinMaterial: (.ultraThin, nil)
    case .systemThinMaterial: (.thin, nil)
    case .systemMaterial: (.regular, nil)
    case .systemThickMaterial: (.thick, nil)
    case .systemChromeMaterial: (.chrome, nil)
    case .systemUltraThinMaterialLight: (.ultraThin, false)
    case .systemThinMaterialLight: (.thin, false)
    case .systemMaterialLight: (.regular, false)
    case .systemThickMaterialLight: (.thick, false)
    case .systemChromeMaterialLight: (.chrome, false)
    case .systemUltraThinMaterialDark: (.ultraThin, true)
    case .systemThinMaterialDark: (.thin, true)
    case .systemMaterialDark: (.regular, true)
    case .systemThickMaterialDark: (.thick, true)
    case .systemChromeMaterialDark: (.chrome, true)
    }
  }
}

/// The kinds of content a vibrancy effect draws, from the most to the least prominent.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator

  /// How much of the vibrant color the content keeps (Tandem's figures, close to the system label and fill
  /// colors' opacities).
  var opacity: CGFloat {
    switch self {
    case .label: 0.85
    case .secondaryLabel: 0.55
    case .tertiaryLabel: 0.32
    case .quaternaryLabel: 0.2
    case .fill: 0.22
    case .secondaryFill: 0.17
    case .tertiaryFill: 0.12
    case .separator: 0.26
    }
  }
}

/// Vibrancy for content over a blur: whatever the content view's subviews draw takes one vibrant color (their
/// shapes keep their alpha), dark over light materials and light over dark ones. Put the vibrancy effect view in
/// the blur effect view's `contentView`. Linux difference: the color is composited normally over the blur, where
/// iOS blends it with the backdrop (plus-darker / plus-lighter).
@MainActor @preconcurrency open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the content sits on.
  package let blurEffect: UIBlurEffect
  /// The kind of content.
  package let style: UIVibrancyEffectStyle

  /// Vibrancy for labels over `blurEffect`.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  /// Vibrancy for content of a style over `blurEffect`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }

  /// The color content takes: black over light materials, white over dark ones, at the style's opacity.
  package var color: UIColor {
    let opacity = style.opacity
    if let fixed = blurEffect.material.dark { return UIColor(white: fixed ? 1 : 0, alpha: opacity) }
    return UIColor { UIColor(white: $0.userInterfaceStyle == .dark ? 1 : 0, alpha: opacity) }
  }
}

/// A view showing a visual effect behind its `contentView`: a blur effect blurs what is behind the view (the
/// compositor blurs the pixels already drawn there, clipped to the view's corners) and tints it; a vibrancy effect
/// draws the content view's subviews in its vibrant color. Put subviews in `contentView`.
@MainActor @preconcurrency open class UIVisualEffectView: UIView {
  /// The effect (nil: none, the view is clear).
  open var effect: UIVisualEffect? { didSet { applyEffect() } }
  /// The view to add subviews to; it sits above the effect.
  public let contentView = UIView()
  private let backdrop = UIView()

  /// An effect view with an effect.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    setUp()
  }

  /// Creates an effect view from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backdrop.isUserInteractionEnabled = false
    backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    backdrop.frame = bounds
    contentView.frame = bounds
    super.addSubview(backdrop)
    super.addSubview(contentView)
    applyEffect()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backdrop.frame = bounds
    contentView.frame = bounds
    // The backdrop follows the view's rounded corners.
    backdrop.layer.cornerRadius = layer.cornerRadius
    backdrop.layer.cornerCurve = layer.cornerCurve
    backdrop.layer.maskedCorners = layer.maskedCorners
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if effect is UIVibrancyEffect { applyEffect() }
  }

  private func applyEffect() {
    let vibrancy = effect as? UIVibrancyEffect
    contentView.layer.sublayerFillColor = vibrancy.map { $0.color.resolvedColor(with: traitCollection).cgColor }
    guard let blur = effect as? UIBlurEffect else {
      backdrop.layer.backdropBlurRadius = 0
      backdrop.backgroundColor = nil
      return
    }
    let (material, fixed) = blur.material
    backdrop.layer.backdropBlurRadius = material.radius
    backdrop.backgroundColor = material.tintColor(dark: fixed)
  }
}
