import Foundation
import TandemKit

/// A SwiftUI view made of a UIKit view: SwiftUI makes it once, updates it when the representable's inputs or the
/// environment change, sizes it, and dismantles it when the view leaves; a coordinator lives as long as the view.
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view.
  associatedtype UIViewType: UIView
  /// An object that carries state and delegate callbacks between the UIKit view and SwiftUI.
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the UIKit view (once).
  func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view up to date with the representable's inputs.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Tears down the UIKit view when it leaves the hierarchy.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Makes the coordinator (once, before the view).
  func makeCoordinator() -> Coordinator
  /// The view's size for a proposal (nil: its intrinsic size where it has one, the proposal elsewhere).
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable and has no body") }
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// What a UIView representable's methods are given: its coordinator, the environment and the transaction.
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator made by `makeCoordinator()`.
  public let coordinator: Representable.Coordinator
  /// The environment where the view is.
  public var environment: EnvironmentValues
  /// The current state change.
  public var transaction = Transaction()
}

/// The node content of a UIView representable: the UIKit view, added by the hosting view at the node's frame.
@MainActor final class UIViewRepresentableContent<R: UIViewRepresentable>: NodeContent, PlatformViewContent {
  private var coordinator: R.Coordinator?
  private var uiView: R.UIViewType?
  private var representable: R?
  private var registered = false

  var platformView: UIView { uiView ?? UIView() }

  private func context(_ node: ViewNode) -> R.Context {
    UIViewRepresentableContext(
      coordinator: coordinator!, environment: node.environment, transaction: node.graph.transaction)
  }

  func update(from view: any View, node: ViewNode) {
    guard let new = view as? R else { return }
    representable = new
    if uiView == nil {
      coordinator = new.makeCoordinator()
      uiView = new.makeUIView(context: context(node))
    }
    // What the update reads (a binding's value, state) makes the representable depend on it, as in a body.
    ViewGraph.readingAsDependencies(of: node) { new.updateUIView(uiView!, context: context(node)) }
    if !registered {
      registered = true
      node.graph.registerPlatformNode(node)
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let uiView, let representable else { return proposal.replacingUnspecifiedDimensions() }
    if let size = representable.sizeThatFits(proposal, uiView: uiView, context: context(node)) { return size }
    return RepresentableSizing.size(of: uiView, for: proposal)
  }

  func dismantle() {
    guard let uiView, let coordinator else { return }
    R.dismantleUIView(uiView, coordinator: coordinator)
  }
}

/// How representables size UIKit views by default: the intrinsic size along axes that have one, the proposal
/// (or 10 points when unspecified) along the others.
@MainActor enum RepresentableSizing {
  static func size(of view: UIView, for proposal: ProposedViewSize) -> CGSize {
    let intrinsic = view.intrinsicContentSize
    let fallback = proposal.replacingUnspecifiedDimensions()
    return CGSize(
      width: intrinsic.width != UIView.noIntrinsicMetric ? intrinsic.width : fallback.width,
      height: intrinsic.height != UIView.noIntrinsicMetric ? intrinsic.height : fallback.height)
  }
}
