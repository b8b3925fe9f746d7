import Foundation
import TandemKit

/// Presents SwiftUI content through UIKit's presentation machinery while a binding says so (`sheet`,
/// `fullScreenCover`, `popover`): the content is shown by a hosting controller presented from the nearest view
/// controller, with UIKit's styles and adaptivity. Dismissing — by the binding, by `@Environment(\.dismiss)` in the
/// content, or by UIKit — sets the binding false and runs `onDismiss`.
nonisolated struct PresentationModifier: PrimitiveModifier {
  enum Style {
    case sheet, fullScreenCover
    case popover(anchor: PopoverAttachmentAnchor, arrowEdge: Edge)
  }
  let style: Style
  let isPresented: Bool
  let setPresented: (Bool) -> Void
  let onDismiss: (() -> Void)?
  /// The content while presented (nil when there is none to show).
  let content: () -> AnyView?
  @MainActor func makeContent() -> any NodeContent { PresentationContent() }
}

/// The hosting controller of presented SwiftUI content: it reports its dismissal, however it happens.
@MainActor final class PresentedHostingController: UIHostingController<AnyView> {
  var onDismissed: (() -> Void)?

  /// A sheet takes the detents its content asks for with `presentationDetents` (a preference of the content,
  /// kept until it changes, so reading it each layout costs nothing).
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard let sheet = sheetPresentationController, let asked = contentGraph.presentationDetents else { return }
    let detents = [PresentationDetent.medium, .large].filter(asked.contains).map(\.uiKit)
    if sheet.detents.map(\.identifier) != detents.map(\.identifier) { sheet.detents = detents }
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed || presentingViewController == nil { onDismissed?() }
  }
}

/// Lays out as its content; presents and dismisses the modifier's content as its binding changes.
@MainActor final class PresentationContent: NodeContent, LayoutOnly {
  var isTransparent: Bool { true }
  private var presented: PresentedHostingController?
  private var modifier: PresentationModifier?
  private var scheduled = false

  func update(from view: any View, node: ViewNode) {
    guard let modifier = node.modifier(as: PresentationModifier.self) else { return }
    self.modifier = modifier
    if modifier.isPresented {
      if let presented, let content = modifier.content() {
        presented.rootView = wrap(content)
      } else if presented == nil, !scheduled {
        // Presenting changes the controller hierarchy: after the graph finished updating.
        scheduled = true
        node.graph.afterUpdate { [weak self, weak node] in
          self?.scheduled = false
          if let node { self?.present(node: node) }
        }
      }
    } else if let presented {
      presented.dismiss(animated: true)
    }
  }

  /// The content with `dismiss` in its environment.
  private func wrap(_ content: AnyView) -> AnyView {
    AnyView(content.environment(\.dismiss, DismissAction { [weak self] in self?.presented?.dismiss(animated: true) }))
  }

  private func present(node: ViewNode) {
    guard let modifier, modifier.isPresented, presented == nil, !node.isRemoved,
      let content = modifier.content(), let host = node.graph.presentingController?()
    else { return }
    let controller = PresentedHostingController(rootView: AnyView(EmptyView()))
    // The content continues the presenting view's graph: its environment (environment objects, fonts, locale)
    // and transactions flow into the sheet, as in SwiftUI.
    controller.contentGraph.attach(to: node)
    controller.rootView = wrap(content)
    switch modifier.style {
    case .sheet: controller.modalPresentationStyle = .pageSheet
    case .fullScreenCover: controller.modalPresentationStyle = .fullScreen
    case .popover:
      controller.modalPresentationStyle = .popover
      controller.sizingOptions = .preferredContentSize
      if let popover = controller.popoverPresentationController, let source = node.graph.hostView?(),
        case .popover(let anchor, _) = modifier.style
      {
        popover.sourceView = source
        popover.sourceRect = anchor.rect(in: node.frame)
      }
    }
    controller.onDismissed = { [weak self, weak controller] in
      guard let self, let controller, self.presented === controller else { return }
      self.presented = nil
      let current = self.modifier
      if current?.isPresented == true { current?.setPresented(false) }
      current?.onDismiss?()
    }
    presented = controller
    // The presenter may itself be presenting: present from the topmost controller, as SwiftUI does.
    var presenter = host
    while let above = presenter.presentedViewController, above !== controller { presenter = above }
    presenter.present(controller, animated: true)
  }
}

extension View {
  /// Presents `content` as a sheet while `isPresented` is true.
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        style: .sheet, isPresented: isPresented.wrappedValue, setPresented: { isPresented.wrappedValue = $0 },
        onDismiss: onDismiss, content: { AnyView(erasing: content()) }))
  }

  /// Presents a sheet for an item while it is not nil.
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        style: .sheet, isPresented: item.wrappedValue != nil,
        setPresented: { if !$0 { item.wrappedValue = nil } }, onDismiss: onDismiss,
        content: { item.wrappedValue.map { AnyView(erasing: content($0)) } }))
  }

  /// Presents `content` covering the screen while `isPresented` is true.
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        style: .fullScreenCover, isPresented: isPresented.wrappedValue,
        setPresented: { isPresented.wrappedValue = $0 }, onDismiss: onDismiss,
        content: { AnyView(erasing: content()) }))
  }

  /// Presents `content` in a popover pointing at this view (or a point of it) while `isPresented` is true (a sheet
  /// in compact width). Linux: the arrow edge is chosen by the popover's layout.
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        style: .popover(anchor: attachmentAnchor, arrowEdge: arrowEdge), isPresented: isPresented.wrappedValue,
        setPresented: { isPresented.wrappedValue = $0 }, onDismiss: nil, content: { AnyView(erasing: content()) }))
  }
}

/// What a popover points at: the view's bounds, or a point of it.
public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)

  /// The rectangle pointed at, for a view of a frame.
  func rect(in frame: CGRect) -> CGRect {
    switch self {
    case .rect(let source): source.resolve(frame)
    case .point(let point):
      CGRect(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height, width: 0, height: 0)
    }
  }
}
