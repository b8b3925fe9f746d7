import Foundation
import TandemGraphics

/// How a navigation bar looks: the bar appearance's background and hairline, the titles' attributes, and the look
/// of its plain, done and back buttons.
@MainActor @preconcurrency open class UINavigationBarAppearance: UIBarAppearance {
  /// The inline title's attributes (`.foregroundColor`, `.font`).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// An offset of the inline title.
  open var titlePositionAdjustment = UIOffset.zero
  /// Plain buttons.
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
  /// Done buttons.
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
  /// The back button.
  open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
  /// The back chevron's image (nil: the system chevron).
  open private(set) var backIndicatorImage: UIImage?
  /// The mask of the back chevron during transitions.
  open private(set) var backIndicatorTransitionMaskImage: UIImage?

  /// Sets the back chevron's image and its transition mask.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    self.backIndicatorImage = backIndicatorImage
    backIndicatorTransitionMaskImage = transitionMaskImage
  }

  public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let other = barAppearance as? UINavigationBarAppearance {
      titleTextAttributes = other.titleTextAttributes
      largeTitleTextAttributes = other.largeTitleTextAttributes
      titlePositionAdjustment = other.titlePositionAdjustment
      buttonAppearance = other.buttonAppearance.copy()
      doneButtonAppearance = other.doneButtonAppearance.copy()
      backButtonAppearance = other.backButtonAppearance.copy()
      backIndicatorImage = other.backIndicatorImage
      backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }
  }

  open override func copy(with zone: NSZone? = nil) -> Any { UINavigationBarAppearance(barAppearance: self) }

  /// The same appearance with no background and no hairline (a bar's scroll-edge look when it has none).
  package var transparentCopy: UINavigationBarAppearance {
    let copy = UINavigationBarAppearance(barAppearance: self)
    copy.configureWithTransparentBackground()
    return copy
  }
}

/// How a toolbar looks: the bar appearance's background and hairline, and its plain and done buttons.
@MainActor @preconcurrency open class UIToolbarAppearance: UIBarAppearance {
  /// Plain buttons.
  open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
  /// Done buttons.
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

  public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let other = barAppearance as? UIToolbarAppearance {
      buttonAppearance = other.buttonAppearance.copy()
      doneButtonAppearance = other.doneButtonAppearance.copy()
    }
  }

  open override func copy(with zone: NSZone? = nil) -> Any { UIToolbarAppearance(barAppearance: self) }
}
