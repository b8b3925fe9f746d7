import Foundation
import TandemKit

/// Which field has the keyboard focus, as a value a view owns: set it to move focus (a field marked with
/// `.focused(_:)` or `.focused(_:equals:)` becomes first responder, or all give it up); it changes as the user taps
/// fields and dismisses the keyboard.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// A focus state for one field, unfocused at first.
  nonisolated public init() where Value == Bool { state = State(wrappedValue: false) }
  /// A focus state over several fields, none focused at first.
  nonisolated public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

  /// The focus: true / the focused field's value, or false / nil when no marked field is focused.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// The focus state to pass to `.focused`.
  public var projectedValue: Binding {
    Binding(binding: state.projectedValue)
  }

  /// A reference to a focus state, for `.focused`.
  @propertyWrapper
  public struct Binding {
    let binding: TandemUI.Binding<Value>
    /// The focus.
    public var wrappedValue: Value {
      get { binding.wrappedValue }
      nonmutating set { binding.wrappedValue = newValue }
    }
    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: NodeBindable {
  package func bind(to node: ViewNode, key: String) { state.bind(to: node, key: key) }
}

/// A field's link to a focus state: whether the state says it is focused, and how to tell the state it gained or
/// lost focus. (Its closures run on the main actor, where fields gain and lose focus.)
struct FocusLink: @unchecked Sendable {
  let isFocused: () -> Bool
  let setFocused: (Bool) -> Void
}

struct FocusLinkKey: EnvironmentKey { static let defaultValue: FocusLink? = nil }

extension EnvironmentValues {
  /// The focus state the text fields here are linked to.
  var focusLink: FocusLink? {
    get { self[FocusLinkKey.self] }
    set { self[FocusLinkKey.self] = newValue }
  }
}

extension View {
  /// Links the text field here to a Boolean focus state: focused while it is true.
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    let binding = condition.binding
    return environment(
      \.focusLink,
      FocusLink(
        isFocused: { binding.wrappedValue },
        setFocused: { focused in if binding.wrappedValue != focused { binding.wrappedValue = focused } }))
  }

  /// Links the text field here to a focus state: focused while the state equals `value`.
  nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    let state = binding.binding
    return environment(
      \.focusLink,
      FocusLink(
        isFocused: { state.wrappedValue == value },
        setFocused: { focused in
          if focused {
            if state.wrappedValue != value { state.wrappedValue = value }
          } else if state.wrappedValue == value, let optional = Value.self as? any ExpressibleByNilLiteral.Type,
            let none = optional.init(nilLiteral: ()) as? Value
          {
            // Losing focus clears an optional state that still names this field.
            state.wrappedValue = none
          }
        }))
  }
}

extension FocusLink {
  /// Makes `responder` first responder while the focus state says so, and resigns it when it stops. The state is
  /// read as the node's dependency (setting it updates the node); the change happens after the update, once the
  /// responder is placed in its window.
  @MainActor func follow(with responder: UIResponder, node: ViewNode) {
    var wanted = false
    ViewGraph.readingAsDependencies(of: node) { wanted = isFocused() }
    guard wanted != responder.isFirstResponder else { return }
    node.graph.afterUpdate { [weak responder] in
      guard let responder, wanted != responder.isFirstResponder else { return }
      if wanted { _ = responder.becomeFirstResponder() } else { _ = responder.resignFirstResponder() }
    }
  }
}
