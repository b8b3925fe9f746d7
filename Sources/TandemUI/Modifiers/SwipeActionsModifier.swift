import Foundation
import TandemKit

/// The leading or trailing edge of a view.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable { case leading, trailing }

/// Gives a list row (a hosting configuration's cell) actions revealed by swiping it towards an edge: the buttons
/// of `content`, in order from the edge inwards; destructive buttons are red.
nonisolated struct SwipeActionsModifier: PrimitiveModifier {
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let actions: AnyView
  @MainActor func makeContent() -> any NodeContent {
    // The actions are the node's declared child: evaluated in the graph, read when the row is swiped.
    DeclaringContent<SwipeActionsKey>(
      declaring: { node in
        guard let modifier = node.modifier(as: SwipeActionsModifier.self) else { return (nil, []) }
        return ([modifier.edge: DeclaredSwipeActions(modifier: modifier, owner: node)], [modifier.actions])
      },
      combine: { own, inner in (inner ?? [:]).merging(own) { _, outer in outer } })
  }
}

/// Swipe actions as their declaring node keeps them: the modifier, and the node whose declared child shows them.
struct DeclaredSwipeActions {
  let modifier: SwipeActionsModifier
  weak var owner: ViewNode?

  /// The buttons of the actions as contextual actions.
  @MainActor func configuration() -> UISwipeActionsConfiguration? {
    guard let owner, !owner.isRemoved, let actions = owner.declaredChildren.first else { return nil }
    let contextual = ExtractedButton.buttons(under: actions).map { button in
      let action = button.action
      let item = UIContextualAction(style: button.role == .destructive ? .destructive : .normal, title: button.title) {
        _, _, completion in
        action()
        completion(true)
      }
      item.image = button.symbol.flatMap { UIImage(systemName: $0) }
      return item
    }
    guard !contextual.isEmpty else { return nil }
    let configuration = UISwipeActionsConfiguration(actions: contextual)
    configuration.performsFirstActionWithFullSwipe = modifier.allowsFullSwipe
    return configuration
  }
}

extension View {
  /// Actions revealed by swiping this list row towards an edge (in a hosting configuration's cell).
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: AnyView(erasing: content())))
  }
}

/// The swipe actions a subtree declares, by edge: an outer declaration for an edge replaces inner ones, and of
/// siblings the first wins.
struct SwipeActionsKey: PreferenceKey {
  static var defaultValue: [HorizontalEdge: DeclaredSwipeActions] { [:] }
  static func reduce(
    value: inout [HorizontalEdge: DeclaredSwipeActions], nextValue: () -> [HorizontalEdge: DeclaredSwipeActions]
  ) {
    value.merge(nextValue()) { first, _ in first }
  }
}

extension ViewGraph {
  /// The swipe actions the content declares for an edge (the outermost declaration wins).
  package func swipeActions(trailing: Bool) -> UISwipeActionsConfiguration? {
    let declared = root.preferenceValue(SwipeActionsKey.self)[trailing ? .trailing : .leading]
    return declared?.configuration()
  }
}
