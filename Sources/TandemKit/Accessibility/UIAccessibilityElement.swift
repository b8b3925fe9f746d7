import Foundation

/// An accessibility element that is not a view (e.g. a part of a view that draws several items itself),
/// listed in its container's `accessibilityElements`.
@MainActor @preconcurrency open class UIAccessibilityElement: NSObject {
  /// The view (or element) containing this element.
  open weak var accessibilityContainer: AnyObject?
  /// Whether assistive technologies see this element (true by default).
  open var isAccessibilityElement = true
  /// A short description of the element.
  open var accessibilityLabel: String?
  /// The element's value.
  open var accessibilityValue: String?
  /// A hint of what activating the element does.
  open var accessibilityHint: String?
  /// The element's traits.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// An identifier for UI tests.
  open var accessibilityIdentifier: String?
  /// The element's frame in window coordinates.
  open var accessibilityFrame: CGRect = .zero

  /// An element inside `container`.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }

  /// The frame in the container view's coordinates; setting it sets `accessibilityFrame` in window coordinates.
  open var accessibilityFrameInContainerSpace: CGRect {
    get {
      guard let view = accessibilityContainer as? UIView else { return accessibilityFrame }
      return view.convert(accessibilityFrame, from: nil)
    }
    set {
      guard let view = accessibilityContainer as? UIView else { return accessibilityFrame = newValue }
      accessibilityFrame = view.convert(newValue, to: nil)
    }
  }
}
