import Foundation

/// Modifier keys held with a key.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key on a hardware keyboard.
@MainActor @preconcurrency open class UIKey: NSObject {
  /// The text the key produces with its modifiers.
  public let characters: String
  /// The text the key produces without modifiers.
  public let charactersIgnoringModifiers: String
  /// The modifiers held.
  public let modifierFlags: UIKeyModifierFlags

  package init(characters: String, charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = []) {
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
    self.modifierFlags = modifierFlags
  }
}

/// A press of a key.
@MainActor @preconcurrency open class UIPress: NSObject {
  /// The phases of a press.
  public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
  /// The key pressed.
  public let key: UIKey?
  public package(set) var phase: Phase
  public let timestamp: TimeInterval
  package init(key: UIKey, phase: Phase, timestamp: TimeInterval) {
    self.key = key
    self.phase = phase
    self.timestamp = timestamp
  }
}

/// An event of key presses.
@MainActor @preconcurrency open class UIPressesEvent: UIEvent {
  /// The presses of the event.
  public let allPresses: Set<UIPress>
  package init(presses: Set<UIPress>, timestamp: TimeInterval) {
    allPresses = presses
    super.init(type: .presses, timestamp: timestamp)
  }
}

/// A keyboard shortcut: an input with modifiers, handled by the first responder or a responder above it.
///
/// Linux: without selectors, a key command carries a handler closure instead of an action selector.
@MainActor @preconcurrency open class UIKeyCommand: UIMenuElement {
  /// The key's input string (a character or one of the `input…` constants).
  public let input: String?
  /// The modifiers that must be held.
  public let modifierFlags: UIKeyModifierFlags
  open var discoverabilityTitle: String?
  /// Whether the command runs again while the key repeats.
  open var wantsPriorityOverSystemBehavior = false
  package let handler: @MainActor (UIKeyCommand) -> Void

  /// A key command with a handler.
  public init(
    title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
    discoverabilityTitle: String? = nil, handler: @escaping @MainActor (UIKeyCommand) -> Void
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.discoverabilityTitle = discoverabilityTitle
    self.handler = handler
    super.init(title: title, image: image)
  }

  public static let inputUpArrow = "UIKeyInputUpArrow"
  public static let inputDownArrow = "UIKeyInputDownArrow"
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  public static let inputRightArrow = "UIKeyInputRightArrow"
  public static let inputEscape = "UIKeyInputEscape"
  public static let inputPageUp = "UIKeyInputPageUp"
  public static let inputPageDown = "UIKeyInputPageDown"
  public static let inputHome = "UIKeyInputHome"
  public static let inputEnd = "UIKeyInputEnd"
  public static let inputDelete = "UIKeyInputDelete"

  /// Whether the command matches a key press (input compared case-insensitively, modifiers exactly).
  package func matches(_ key: UIKey) -> Bool {
    input?.lowercased() == key.charactersIgnoringModifiers.lowercased()
      && modifierFlags.subtracting(.alphaShift) == key.modifierFlags.subtracting([.alphaShift, .numericPad])
  }
}

extension UIViewController {
  /// Registers a key command on the controller.
  public func addKeyCommand(_ keyCommand: UIKeyCommand) { registeredKeyCommands.append(keyCommand) }
  /// Removes a key command.
  public func removeKeyCommand(_ keyCommand: UIKeyCommand) { registeredKeyCommands.removeAll { $0 === keyCommand } }
}
