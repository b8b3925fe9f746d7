import Foundation
import TandemKit

/// A SwiftUI view made of a UIKit view controller: made once, updated when inputs or the environment change,
/// dismantled when the view leaves; the controller becomes a child of the hosting controller. A hosting
/// configuration (a cell) has no controller to contain it: there it shows nothing and says why.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The UIKit view controller.
  associatedtype UIViewControllerType: UIViewController
  /// An object that carries state and delegate callbacks between the controller and SwiftUI.
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the view controller (once).
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the view controller up to date with the representable's inputs.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Tears down the view controller when it leaves the hierarchy.
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  /// Makes the coordinator (once, before the controller).
  func makeCoordinator() -> Coordinator
  /// The controller's view's size for a proposal (nil: the proposal).
  func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize?
}

extension UIViewControllerRepresentable {
  public var body: Never { fatalError("\(Self.self) is a UIViewControllerRepresentable and has no body") }
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize? { nil }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// What a view controller representable's methods are given: its coordinator, the environment and the
/// transaction.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The coordinator made by `makeCoordinator()`.
  public let coordinator: Representable.Coordinator
  /// The environment where the view is.
  public var environment: EnvironmentValues
  /// The current state change.
  public var transaction = Transaction()
  /// The representable's node (the engine's own representables continue it from other hosts).
  var node: ViewNode? = nil
}

/// The node content of a view controller representable: its controller's view, added by the hosting view at the
/// node's frame, the controller a child of the hosting controller.
@MainActor
final class UIViewControllerRepresentableContent<R: UIViewControllerRepresentable>: NodeContent,
  PlatformViewContent
{
  private var coordinator: R.Coordinator?
  private var controller: R.UIViewControllerType?
  private var representable: R?
  private var registered = false
  /// Shown in place of the controller where there is no controller hierarchy (a hosting configuration).
  private let placeholder = UIView()
  private var refused = false

  var platformView: UIView { refused ? placeholder : controller?.view ?? placeholder }
  var containedController: UIViewController? { refused ? nil : controller }

  private func context(_ node: ViewNode) -> R.Context {
    UIViewControllerRepresentableContext(
      coordinator: coordinator!, environment: node.environment, transaction: node.graph.transaction, node: node)
  }

  func update(from view: any View, node: ViewNode) {
    guard let new = view as? R else { return }
    representable = new
    if node.graph.hostsCellContent {
      if !refused {
        refused = true
        RepresentableRefusal.report(R.self)
      }
      return
    }
    if controller == nil {
      coordinator = new.makeCoordinator()
      controller = new.makeUIViewController(context: context(node))
    }
    // What the update reads (a binding's value, state) makes the representable depend on it, as in a body.
    ViewGraph.readingAsDependencies(of: node) { new.updateUIViewController(controller!, context: context(node)) }
    if !registered {
      registered = true
      node.graph.registerPlatformNode(node)
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let controller, let representable, !refused else {
      return refused ? .zero : proposal.replacingUnspecifiedDimensions()
    }
    if let size = representable.sizeThatFits(proposal, uiViewController: controller, context: context(node)) {
      return size
    }
    return proposal.replacingUnspecifiedDimensions()
  }

  func dismantle() {
    guard let controller, let coordinator else { return }
    R.dismantleUIViewController(controller, coordinator: coordinator)
  }
}

/// The message a view controller representable in a hosting configuration prints (once per type).
@MainActor enum RepresentableRefusal {
  /// The messages printed so far (for tests).
  package static var messages: [String] = []

  static func report(_ type: Any.Type) {
    let message =
      "UIHostingConfiguration cannot host \(type): a UIViewControllerRepresentable needs a view controller to "
      + "contain it, and a cell has none. It shows nothing; use a UIViewRepresentable or a UIHostingController."
    messages.append(message)
    RuntimeWarning.report(message)
  }
}
