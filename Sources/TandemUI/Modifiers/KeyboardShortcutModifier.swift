import Foundation
import TandemKit

/// A key on the keyboard, for shortcuts.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character.
  public let character: Character
  /// The key of a character.
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let space = KeyEquivalent(" ")
  public static let delete = KeyEquivalent("\u{8}")
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")

  /// The input string UIKit key commands match.
  @MainActor var input: String {
    switch self {
    case .escape: UIKeyCommand.inputEscape
    case .upArrow: UIKeyCommand.inputUpArrow
    case .downArrow: UIKeyCommand.inputDownArrow
    case .leftArrow: UIKeyCommand.inputLeftArrow
    case .rightArrow: UIKeyCommand.inputRightArrow
    case .delete: UIKeyCommand.inputDelete
    default: String(character)
    }
  }
}

/// Modifier keys held with a shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let all: EventModifiers = [.shift, .control, .option, .command]

  @MainActor var flags: UIKeyModifierFlags {
    var flags: UIKeyModifierFlags = []
    if contains(.shift) { flags.insert(.shift) }
    if contains(.control) { flags.insert(.control) }
    if contains(.option) { flags.insert(.alternate) }
    if contains(.command) { flags.insert(.command) }
    return flags
  }
}

/// Gives the buttons of the modified view a keyboard shortcut: the hosting controller (in the view controller
/// hierarchy) registers it as a key command that runs the button's action.
nonisolated struct KeyboardShortcutModifier: PrimitiveModifier {
  let key: KeyEquivalent
  let modifiers: EventModifiers
  @MainActor func makeContent() -> any NodeContent {
    DeclaringContent<KeyboardShortcutsKey>(
      own: { node in
        node.modifier(as: KeyboardShortcutModifier.self).map { [DeclaredShortcut(shortcut: $0, node: node)] }
      },
      combine: { own, inner in own + (inner ?? []) })
  }
}

/// A keyboard shortcut as declared: the modifier and its node (the buttons under it run).
struct DeclaredShortcut {
  let shortcut: KeyboardShortcutModifier
  weak var node: ViewNode?
}

/// The keyboard shortcuts a subtree declares, in view order.
struct KeyboardShortcutsKey: PreferenceKey {
  static var defaultValue: [DeclaredShortcut] { [] }
  static func reduce(value: inout [DeclaredShortcut], nextValue: () -> [DeclaredShortcut]) { value += nextValue() }
}

extension View {
  /// A keyboard shortcut for the button this modifies (⌘ by default).
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    modifier(KeyboardShortcutModifier(key: key, modifiers: modifiers))
  }
}

extension ViewGraph {
  /// The key commands the graph's shortcuts declare, each running its button's action.
  func keyCommands() -> [UIKeyCommand] {
    var commands: [UIKeyCommand] = []
    for declared in root.preferenceValue(KeyboardShortcutsKey.self) {
      guard let node = declared.node, !node.isRemoved else { continue }
      let shortcut = declared.shortcut
      for button in ExtractedButton.buttons(under: node).prefix(1) {
        let action = button.action
        commands.append(
          UIKeyCommand(
            title: button.title ?? "", input: shortcut.key.input, modifierFlags: shortcut.modifiers.flags,
            discoverabilityTitle: button.title
          ) { _ in action() })
      }
    }
    return commands
  }
}
