import Foundation
import TandemKit

/// A control that pushes a view, or a value, on the enclosing navigation stack. Outside a list it is a button in
/// the tint color; as a list row it is the row itself: the label in the primary color with a disclosure chevron,
/// highlighted and pushing when the row is tapped (a selected list cell, as on iOS).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  enum Target {
    case view(Destination)
    case value(AnyHashable?)
    /// The deprecated programmatic forms: the destination pushed while the binding is true.
    case bound(Destination, Binding<Bool>)
  }
  let target: Target
  let label: Label
  /// The stack the link is in (held weakly: the link's view lives in the stack's own content).
  @Environment(\.navigationModelReference) private var stack
  @Environment(\.isListRow) private var isListRow
  @Environment(\.isEnabled) private var isEnabled
  @State private var pushed = PushedLink()
  @State private var reference = NodeReference()

  /// A link pushing a destination view.
  nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    target = .view(destination())
    self.label = label()
  }

  /// A link pushing a destination view.
  @available(iOS, deprecated: 100000.0, message: "Pass a closure as the destination")
  nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
    target = .view(destination)
    self.label = label()
  }

  /// A link that pushes `destination` while `isActive` is true, and sets it when tapped.
  @available(
    iOS, deprecated: 16.0,
    message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)"
  )
  nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    target = .bound(destination, isActive)
    self.label = label()
  }

  /// A link that pushes `destination` while `selection` equals `tag`, and sets it to `tag` when tapped.
  @available(
    iOS, deprecated: 16.0,
    message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)"
  )
  nonisolated public init<V: Hashable>(
    tag: V, selection: Binding<V?>, destination: Destination, @ViewBuilder label: () -> Label
  ) {
    let active = Binding<Bool>(
      get: { selection.wrappedValue == tag },
      set: { active in
        if active {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
    target = .bound(destination, active)
    self.label = label()
  }

  @MainActor public var body: some View {
    let _ = keepDestinationCurrent()
    let action = pushAction
    let disabled = !isEnabled || action == nil
    let link = Group {
      if isListRow && disabled {
        label.frame(maxWidth: .infinity, alignment: .leading).foregroundStyle(.secondary)
      } else if isListRow {
        label
          .frame(maxWidth: .infinity, alignment: .leading)
          .preference(key: ListRowNavigationKey.self, value: ListRowNavigation(push: action ?? {}, value: linkValue))
      } else {
        Button {
          action?()
        } label: {
          label
        }
        .disabled(disabled)
      }
    }
    .modifier(NodeReferenceModifier(reference: reference))
    if case .bound(let destination, let isActive) = target {
      link.navigationDestination(isPresented: isActive) { destination }
    } else {
      link
    }
  }

  /// What a tap does (nil: the link is disabled — a nil value).
  /// A value link's value.
  private var linkValue: AnyHashable? {
    if case .value(let value) = target { return value }
    return nil
  }

  @MainActor private var pushAction: (@MainActor () -> Void)? {
    let stack = stack
    switch target {
    case .view(let destination):
      let pushed = pushed
      let reference = reference
      return {
        guard let model = stack.model else { return NavigationLinkWarning.outsideStack() }
        // In a split view's sidebar (or content column) the destination shows in the next column.
        if let next = model.nextColumn { return next.showAsRoot(AnyView(destination)) }
        pushed.entry = model.push(view: AnyView(destination), attachedTo: reference.node)
      }
    case .value(let value):
      guard let value else { return nil }
      return {
        guard let model = stack.model else { return NavigationLinkWarning.outsideStack() }
        // In a split view's sidebar (or content column) the value goes on the next column's stack.
        if let next = model.nextColumn { return next.showValue(value) }
        model.push(value: value)
      }
    case .bound(_, let isActive):
      return { isActive.wrappedValue = true }
    }
  }

  /// A destination this link pushed shows the link's current destination view (its state kept).
  @MainActor private func keepDestinationCurrent() {
    guard case .view(let destination) = target, let entry = pushed.entry, let model = stack.model,
      model.contains(entry)
    else {
      return
    }
    model.update(entry, content: AnyView(destination))
  }
}

extension NavigationLink where Destination == Never {
  /// A link pushing a value on the enclosing stack's path (its view comes from `navigationDestination(for:)`); a
  /// nil value disables the link.
  nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    target = .value(value.map { AnyHashable($0) })
    self.label = label()
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a localized string, pushing a destination view.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link titled with a string, pushing a destination view.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
  /// A link titled with a localized string, pushing a destination view.
  nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: { destination }) { Text(titleKey) }
  }
  /// A link titled with a string, pushing a destination view.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: { destination }) { Text(title) }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled with a localized string, pushing a value.
  nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }
  /// A link titled with a string, pushing a value.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

/// The entry a destination link pushed (to show its current destination while it is on the stack).
final class PushedLink: @unchecked Sendable {
  /// Written and read on the main actor only.
  weak var entry: NavigationStackModel.Entry?
  nonisolated init() {}
}

/// A list row that is a navigation link: the list shows a disclosure chevron and pushes when the row is tapped.
struct ListRowNavigation {
  let push: @MainActor () -> Void
  /// A value link's value (a list with a selection of its type selects it instead of pushing).
  var value: AnyHashable? = nil
}

struct ListRowNavigationKey: PreferenceKey {
  static var defaultValue: ListRowNavigation? { nil }
  static func reduce(value: inout ListRowNavigation?, nextValue: () -> ListRowNavigation?) {
    if value == nil { value = nextValue() }
  }
}

@MainActor enum NavigationLinkWarning {
  static func outsideStack() {
    RuntimeWarning.report(
      "A NavigationLink is used outside a NavigationStack (or NavigationView): there is no stack to push on.")
  }
}
