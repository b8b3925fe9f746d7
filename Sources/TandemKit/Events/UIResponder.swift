import Foundation

/// An object that can respond to events and be part of the responder chain (views, view controllers, windows,
/// the application).
///
/// Touch and key handling arrive with the Input issue; the chain (`next`) is in place now.
@MainActor @preconcurrency open class UIResponder: NSObject {
  public override init() { super.init() }

  /// Called once an object made from a storyboard or nib has all its outlets and actions connected (UIKit declares
  /// it on NSObject; Tandem on UIResponder, where views, cells and controllers override it).
  open func awakeFromNib() {}

  /// The next responder in the chain: a view's view controller or superview, a controller's view's superview or
  /// presenting controller, a window's scene/application.
  open var next: UIResponder? { nil }

  // MARK: Touches (the default forwards up the responder chain, as on iOS)

  /// Touches began in the responder.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  /// Touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  /// Touches ended.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  /// Touches were cancelled (a gesture recognizer took them, or the system interrupted).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: First responder

  /// Whether the responder can take keyboard focus (false by default).
  open var canBecomeFirstResponder: Bool { false }
  /// Whether the responder can give focus up (true by default).
  open var canResignFirstResponder: Bool { true }
  /// Whether the responder has keyboard focus.
  open var isFirstResponder: Bool { FirstResponder.current === self }

  /// Takes keyboard focus if it can (the previous first responder resigns first).
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = FirstResponder.current {
      // Focus moving from one text input to another keeps the keyboard up (it takes the new input's traits).
      FirstResponder.isPassingToKeyInput = bringsUpKeyboard
      defer { FirstResponder.isPassingToKeyInput = false }
      guard current.resignFirstResponder() else { return false }
    }
    FirstResponder.current = self
    didBecomeFirstResponder()
    // Any responder adopting UIKeyInput, or with input views of its own, brings up the keyboard, as on iOS.
    if bringsUpKeyboard { UIApplication.shared.keyboard.show() }
    return true
  }

  /// Gives up keyboard focus.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    FirstResponder.current = nil
    didResignFirstResponder()
    if UIApplication.shared.keyboard.isVisible, !FirstResponder.isPassingToKeyInput {
      UIApplication.shared.keyboard.hide()
    }
    return true
  }

  /// Whether this responder, as first responder, shows the keyboard: it takes typed text, or has input views.
  var bringsUpKeyboard: Bool { self is any UIKeyInput || inputView != nil || inputAccessoryView != nil }

  /// The view shown in place of the system keyboard while this responder is first responder (nil: the keyboard).
  open var inputView: UIView? { nil }
  /// The view shown above the keyboard (or the input view) while this responder is first responder.
  open var inputAccessoryView: UIView? { nil }

  /// Makes the keyboard take this responder's text input traits and input views again, when it is the first
  /// responder (UIKit reads them when an input becomes first responder; change them while editing and call this).
  open func reloadInputViews() {
    guard FirstResponder.current === self else { return }
    if bringsUpKeyboard { UIApplication.shared.keyboard.show() } else { UIApplication.shared.keyboard.hide() }
  }

  /// Hooks for subclasses (text fields start and end editing; the keyboard shows and hides).
  package func didBecomeFirstResponder() {}
  package func didResignFirstResponder() {}

  // MARK: Edit actions

  /// Cuts the selection to the general pasteboard (a responder that cannot passes it up the chain).
  open func cut(_ sender: Any?) { next?.cut(sender) }
  /// Copies the selection to the general pasteboard.
  open func copy(_ sender: Any?) { next?.copy(sender) }
  /// Pastes the general pasteboard's contents over the selection.
  open func paste(_ sender: Any?) { next?.paste(sender) }
  /// Selects all the content.
  open func selectAll(_ sender: Any?) { next?.selectAll(sender) }
  /// Deletes the selection.
  open func delete(_ sender: Any?) { next?.delete(sender) }

  // MARK: Keys

  /// Key commands this responder handles, matched from the first responder up the chain.
  open var keyCommands: [UIKeyCommand]? { registeredKeyCommands.isEmpty ? nil : registeredKeyCommands }
  package var registeredKeyCommands: [UIKeyCommand] = []

  /// Keys were pressed.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }
  /// Keys were released.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }
}

/// The app's keyboard focus.
@MainActor package enum FirstResponder {
  package static weak var current: UIResponder?

  /// The first responder if it is in `window` (each window has its own, as on iOS; hardware keys and typed text
  /// go to the key window's).
  static func current(in window: UIWindow?) -> UIResponder? {
    guard let current, let window else { return nil }
    let home: UIWindow? =
      switch current {
      case let responderWindow as UIWindow: responderWindow
      case let view as UIView: view.window
      case let controller as UIViewController: controller.viewIfLoaded?.window
      default: nil
      }
    return home === window ? current : nil
  }
  /// Set while the first responder resigns for another text input to take focus.
  static var isPassingToKeyInput = false
}

extension UIResponder {
  /// The controller whose view holds this responder (or this controller): the first controller up the responder
  /// chain.
  package var nearestViewController: UIViewController? {
    var responder: UIResponder? = self
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}
