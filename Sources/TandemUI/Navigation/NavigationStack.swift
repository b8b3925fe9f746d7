import Foundation
import TandemKit

/// A view that shows a root view and the views pushed above it, with a navigation bar: a `UINavigationController`
/// (see `NavigationStackModel` for how the two fit). With a path binding the pushed values are the binding's; without,
/// the stack keeps its own path.
nonisolated public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  /// The path binding as values (nil: the stack keeps its own path).
  let boundPath: (get: () -> [AnyHashable], set: ([AnyHashable]) -> Void)?
  @State private var ownPath = NavigationPath()

  /// A stack that keeps its own path.
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    boundPath = nil
  }

  /// A stack showing the values of a type-erased path.
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    boundPath = (
      get: { path.wrappedValue.values },
      set: { values in path.wrappedValue = NavigationPath(values: values, keeping: path.wrappedValue) }
    )
  }

  /// A stack showing the values of a collection.
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
  {
    self.root = root()
    boundPath = (
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) }
    )
  }

  /// The stack fills the space it is offered, reaching under the status bar and the home indicator (its bars and
  /// its content keep clear of them).
  @MainActor public var body: some View {
    let own = $ownPath
    let path =
      boundPath ?? (
        get: { own.wrappedValue.values },
        set: { own.wrappedValue = NavigationPath(values: $0, keeping: own.wrappedValue) }
      )
    NavigationStackHost(root: AnyView(root), path: path.get(), writePath: path.set)
      .ignoresSafeArea(.container)
  }
}

/// The stack's UIKit side: a navigation controller, made once, given the root view and the path on each update.
struct NavigationStackHost: UIViewControllerRepresentable {
  let root: AnyView
  let path: [AnyHashable]
  let writePath: ([AnyHashable]) -> Void

  func makeCoordinator() -> NavigationStackModel { NavigationStackModel() }

  func makeUIViewController(context: Context) -> NavigationStackController {
    context.coordinator.makeController(attachedTo: context.node)
  }

  func updateUIViewController(_ controller: NavigationStackController, context: Context) {
    let model = context.coordinator
    model.writePath = writePath
    model.setRoot(AnyView(root.environment(\.navigationModelReference, NavigationModelReference(model: model))))
    model.sync(to: path)
  }
}
