import Foundation
import TandemKit

/// Whether an element shows.
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

/// Presents an alert or confirmation dialog (a `UIAlertController`) while a binding says so: its buttons become
/// the alert's actions (`.cancel` and `.destructive` roles keep their styles; without buttons there is an OK);
/// choosing one runs it and sets the binding false.
nonisolated struct AlertModifier: PrimitiveModifier {
  let style: UIAlertController.Style
  let title: String?
  let isPresented: Bool
  let setPresented: (Bool) -> Void
  let actions: AnyView
  let message: AnyView?
  @MainActor func makeContent() -> any NodeContent { AlertContent() }
}

/// Lays out as its content; presents and dismisses the alert as the binding changes.
/// The actions and message are the node's declared children: evaluated in the graph, read when it presents.
@MainActor final class AlertContent: NodeContent, LayoutOnly, DeclaredViewsProviding {
  var isTransparent: Bool { true }
  private weak var presented: UIAlertController?
  private var modifier: AlertModifier?
  private var scheduled = false

  func update(from view: any View, node: ViewNode) {
    guard let modifier = node.modifier(as: AlertModifier.self) else { return }
    self.modifier = modifier
    if modifier.isPresented, presented == nil, !scheduled {
      scheduled = true
      node.graph.afterUpdate { [weak self, weak node] in
        self?.scheduled = false
        if let node { self?.present(node: node) }
      }
    } else if !modifier.isPresented, let presented {
      presented.dismiss(animated: true)
      self.presented = nil
    }
  }

  func declaredViews(node: ViewNode) -> [any View] {
    guard let modifier else { return [] }
    return [modifier.actions] + (modifier.message.map { [$0] } ?? [])
  }

  private func present(node: ViewNode) {
    guard let modifier, modifier.isPresented, presented == nil, !node.isRemoved,
      let host = node.graph.presentingController?()
    else { return }
    let declared = node.declaredChildren
    let message =
      modifier.message == nil || declared.count < 2
      ? nil : AccessibilityNodes.texts(in: declared[1]).joined(separator: " ")
    let alert = UIAlertController(title: modifier.title, message: message, preferredStyle: modifier.style)
    let setPresented = modifier.setPresented
    var buttons = declared.first.map(ExtractedButton.buttons(under:)) ?? []
    if buttons.isEmpty { buttons = [ExtractedButton(title: "OK", symbol: nil, role: .cancel, action: {})] }
    for button in buttons {
      let style: UIAlertAction.Style =
        button.role == .cancel ? .cancel : button.role == .destructive ? .destructive : .default
      let action = button.action
      alert.addAction(
        UIAlertAction(title: button.title, style: style) { [weak self] _ in
          self?.presented = nil
          setPresented(false)
          action()
        })
    }
    presented = alert
    var presenter = host
    while let above = presenter.presentedViewController { presenter = above }
    presenter.present(alert, animated: true)
  }
}

extension View {
  /// Shows an alert with a title and buttons while `isPresented` is true.
  nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      AlertModifier(
        style: .alert, title: String(title), isPresented: isPresented.wrappedValue,
        setPresented: { isPresented.wrappedValue = $0 }, actions: AnyView(actions()), message: nil))
  }

  /// Shows an alert with a title, a message and buttons while `isPresented` is true.
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      AlertModifier(
        style: .alert, title: String(title), isPresented: isPresented.wrappedValue,
        setPresented: { isPresented.wrappedValue = $0 }, actions: AnyView(actions()), message: AnyView(message())))
  }

  /// Shows a confirmation dialog (an action sheet) with buttons while `isPresented` is true.
  nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      AlertModifier(
        style: .actionSheet, title: titleVisibility == .visible ? String(title) : nil,
        isPresented: isPresented.wrappedValue, setPresented: { isPresented.wrappedValue = $0 },
        actions: AnyView(actions()), message: nil))
  }
}
