import Foundation

/// An object that can respond to events and be part of the responder chain (views, view controllers, windows,
/// the application).
///
/// Touch and key handling arrive with the Input issue; the chain (`next`) is in place now.
@MainActor open class UIResponder: NSObject {
  public override init() { super.init() }

  /// Creates a responder from an archive. A responder has no archived state, so this always succeeds.
  ///
  /// Linux: `required` here (on iOS only views and controllers require it) because UIKit instantiates the app and
  /// scene delegates from their classes, which Swift allows only through a required initializer. A responder
  /// subclass that declares its own designated initializer must also implement `required init?(coder:)`.
  public required init?(coder: NSCoder) { super.init() }

  /// The next responder in the chain: a view's view controller or superview, a controller's view's superview or
  /// presenting controller, a window's scene/application.
  open var next: UIResponder? { nil }
}
