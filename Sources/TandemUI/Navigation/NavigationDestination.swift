import Foundation
import TandemKit

/// A view's node, as the view's body last saw it (what a pushed view's graph continues).
final class NodeReference: @unchecked Sendable {
  /// Written and read on the main actor only.
  weak var node: ViewNode?
  nonisolated init() {}
}

/// Records the node it is evaluated in into a reference; lays out as its content.
nonisolated struct NodeReferenceModifier: PrimitiveModifier {
  let reference: NodeReference
  @MainActor func makeContent() -> any NodeContent { NodeReferenceContent() }
}

@MainActor final class NodeReferenceContent: NodeContent, LayoutOnly {
  var isTransparent: Bool { true }
  func update(from view: any View, node: ViewNode) {
    node.modifier(as: NodeReferenceModifier.self)?.reference.node = node
  }
}

/// A `navigationDestination(for:)` declaration: the view for values of one type, and where it was declared.
struct NavigationDestinationDeclaration {
  let reference: NodeReference
  let make: @MainActor (AnyHashable) -> AnyView?
}

/// The destinations a hosting controller's content declares, in view order.
struct NavigationDestinationsKey: PreferenceKey {
  static var defaultValue: [NavigationDestinationDeclaration] { [] }
  static func reduce(
    value: inout [NavigationDestinationDeclaration], nextValue: () -> [NavigationDestinationDeclaration]
  ) {
    value += nextValue()
  }
}

/// Declares the destination of values of type `D` for the enclosing stack.
nonisolated struct NavigationDestinationDeclaring<Content: View, D: Hashable, C: View>: View {
  let content: Content
  let destination: (D) -> C
  @State private var reference = NodeReference()

  @MainActor var body: some View {
    let destination = destination
    let declaration = NavigationDestinationDeclaration(reference: reference) { value in
      guard let typed = value.base as? D ?? (value as? D) else { return nil }
      return AnyView(destination(typed))
    }
    content
      .transformPreference(NavigationDestinationsKey.self) { $0 = [declaration] + $0 }
      .modifier(NodeReferenceModifier(reference: reference))
  }
}

/// Pushes its destination on the enclosing stack while a binding says so; pops it when the binding turns false;
/// a pop by the user (back button, edge swipe, `dismiss`) sets the binding false.
nonisolated struct NavigationDestinationPresentation: PrimitiveModifier {
  let isPresented: Bool
  let setPresented: (Bool) -> Void
  let content: () -> AnyView?
  @MainActor func makeContent() -> any NodeContent { NavigationPushContent() }
}

@MainActor final class NavigationPushContent: NodeContent, LayoutOnly {
  var isTransparent: Bool { true }
  private var entry: NavigationStackModel.Entry?
  private var modifier: NavigationDestinationPresentation?
  private var scheduled = false

  func update(from view: any View, node: ViewNode) {
    guard let modifier = node.modifier(as: NavigationDestinationPresentation.self) else { return }
    self.modifier = modifier
    let model = node.environment.navigationModel
    if modifier.isPresented {
      if let entry, let model, model.contains(entry) {
        if let content = modifier.content() { model.update(entry, content: content) }
      } else if !scheduled {
        // Pushing changes the controller hierarchy: after the graph finished updating.
        scheduled = true
        node.graph.afterUpdate { [weak self, weak node] in
          self?.scheduled = false
          if let node { self?.push(node: node) }
        }
      }
    } else if let entry {
      self.entry = nil
      model?.pop(entry)
    }
  }

  private func push(node: ViewNode) {
    guard let modifier, modifier.isPresented, !node.isRemoved, let content = modifier.content() else { return }
    guard let model = node.environment.navigationModel else {
      return RuntimeWarning.report(
        "navigationDestination(isPresented:) is used outside a NavigationStack: there is no stack to push on.")
    }
    if let entry, model.contains(entry) { return }
    entry = model.push(view: content, attachedTo: node) { [weak self] in
      self?.entry = nil
      if let current = self?.modifier, current.isPresented { current.setPresented(false) }
    }
  }
}

extension View {
  /// Declares the view the enclosing stack shows for pushed values of a type (`NavigationLink(value:)`, a path).
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    NavigationDestinationDeclaring(content: self, destination: destination)
  }

  /// Pushes `destination` on the enclosing stack while `isPresented` is true.
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let view = AnyView(destination())
    return modifier(
      NavigationDestinationPresentation(
        isPresented: isPresented.wrappedValue, setPresented: { isPresented.wrappedValue = $0 }, content: { view }))
  }

  /// Pushes the destination for `item` on the enclosing stack while it is not nil; popping sets it to nil.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let current = item.wrappedValue
    return modifier(
      NavigationDestinationPresentation(
        isPresented: current != nil, setPresented: { if !$0 { item.wrappedValue = nil } },
        content: { current.map { AnyView(destination($0)) } }))
  }
}
