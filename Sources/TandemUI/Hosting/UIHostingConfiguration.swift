import Foundation
import TandemKit

/// A cell's content as a SwiftUI view: set it as the `contentConfiguration` of a table or collection view cell.
/// The content sits inside the cell's layout margins (unless `margins` says otherwise) and sizes the cell; the
/// background fills the cell edge to edge. State inside the content (`@State`, `@ObservedObject`, `@Observable`)
/// updates the cell in place and re-sizes it, without a reload.
@MainActor @preconcurrency public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration
{
  let content: Content
  let background: Background
  /// Margins set per edge (the others follow the cell's layout margins).
  var margins = EdgeLengths()
  var minWidth: CGFloat?
  var minHeight: CGFloat?

  init(content: Content, background: Background) {
    self.content = content
    self.background = background
  }

  /// A configuration showing `content`.
  public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    self.init(content: content(), background: EmptyView())
  }

  /// Sets the margins of edges (the others keep the cell's layout margins).
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
    var copy = self
    for edge in EdgeLengths.edges where edges.contains(Edge.Set(edge)) { copy.margins[edge] = length }
    return copy
  }

  /// Sets the margins of edges from insets.
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
    var copy = self
    let lengths = EdgeLengths(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    for edge in EdgeLengths.edges where edges.contains(Edge.Set(edge)) { copy.margins[edge] = lengths[edge] }
    return copy
  }

  /// A background filling the cell with a style.
  public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<
    Content, _UIHostingConfigurationBackgroundView<S>
  > {
    var copy = UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>(
      content: content, background: _UIHostingConfigurationBackgroundView(style: style))
    copy.margins = margins
    copy.minWidth = minWidth
    copy.minHeight = minHeight
    return copy
  }

  /// A background view filling the cell.
  public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
    var copy = UIHostingConfiguration<Content, B>(content: self.content, background: content())
    copy.margins = margins
    copy.minWidth = minWidth
    copy.minHeight = minHeight
    return copy
  }

  /// The smallest size the cell takes (nil: no limit on that axis).
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
    var copy = self
    copy.minWidth = width
    copy.minHeight = height
    return copy
  }

  /// A view hosting the content and background.
  @MainActor public func makeContentView() -> UIView & UIContentView { HostingConfigurationView(configuration: self) }

  /// The same configuration: the content reads the cell's state where the configuration is built (in a
  /// `configurationUpdateHandler`).
  public func updated(for state: UIConfigurationState) -> Self { self }

  /// A hosting configuration set from UIKit keeps a graph of its own, as on iOS.
  var sharedGraph: ViewGraph? { nil }

  /// The root view for margins resolved against the cell's layout margins: the content inside the margins, leading
  /// and centred vertically in a frame that fills the cell (at least the minimum size), over the background, which
  /// fills the cell to its edges as on iOS. One frame rather than a width frame inside a minimum-size frame (the
  /// content sits where it did), and no background node for an `EmptyView`: a hosted row is as few nodes as it can be.
  @MainActor func hostedRoot(defaultMargins: EdgeInsets) -> any View {
    let insets = EdgeInsets(
      top: margins[.top] ?? defaultMargins.top, leading: margins[.leading] ?? defaultMargins.leading,
      bottom: margins[.bottom] ?? defaultMargins.bottom, trailing: margins[.trailing] ?? defaultMargins.trailing)
    let laidOut =
      content
      .padding(insets)
      .frame(minWidth: minWidth, maxWidth: .infinity, minHeight: minHeight, maxHeight: .infinity, alignment: .leading)
    if Background.self == EmptyView.self { return laidOut }
    return laidOut.background(background)
  }
}

/// A length per edge, each optional (a hosting configuration's margins: unset edges follow the cell's).
struct EdgeLengths: Equatable, Sendable {
  var top: CGFloat?
  var leading: CGFloat?
  var bottom: CGFloat?
  var trailing: CGFloat?

  /// The four edges (a constant: `Edge.allCases` makes its array at each call).
  static let edges: [Edge] = [.top, .leading, .bottom, .trailing]

  subscript(edge: Edge) -> CGFloat? {
    get {
      switch edge {
      case .top: top
      case .leading: leading
      case .bottom: bottom
      case .trailing: trailing
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .leading: leading = newValue
      case .bottom: bottom = newValue
      case .trailing: trailing = newValue
      }
    }
  }
}

/// The background view a hosting configuration makes from a shape style.
nonisolated public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
  let style: S
  @MainActor public var body: some View { Rectangle().fill(style) }
}

/// A cell content configuration shown by a SwiftUI host: a hosting configuration (the content view's own graph)
/// or a row of a SwiftUI collection (the row's graph, attached to the collection and kept by the row's id).
@MainActor protocol HostedCellConfiguration: UIContentConfiguration {
  /// The graph to show when it belongs to someone else (nil: the content view's own graph).
  var sharedGraph: ViewGraph? { get }
  /// The root view for margins resolved against the cell's layout margins.
  func hostedRoot(defaultMargins: EdgeInsets) -> any View
}

extension UIHostingConfiguration: HostedCellConfiguration {}

/// The content view of a hosted cell configuration: a SwiftUI graph hosted inside the cell's content view. Its
/// fitting height is the content's; when the content's height changes (a model change re-lays the graph) it tells
/// the cell to re-size.
@MainActor final class HostingConfigurationView: UIView, UIContentView, SeparatorAligning, SwipeActionsProviding {
  private let hosting: HostingView
  private var current: any HostedCellConfiguration
  /// The content view's own graph, shown for configurations that have none of their own.
  private var ownGraph: ViewGraph?
  /// The margins the root was last built with.
  private var builtMargins: EdgeInsets?

  init(configuration: any HostedCellConfiguration) {
    current = configuration
    let shared = configuration.sharedGraph
    // A content view is made outside any cell and window: its own graph is built at once for the default margins
    // in the traits of the key window, which the list it joins usually shares (so joining rebuilds nothing).
    let traits = shared == nil ? UIApplication.existing?.keyWindowStorage?.traitCollection : nil
    let built = traits.map {
      ViewGraph(
        rootView: AnyView(erasing: configuration.hostedRoot(defaultMargins: Self.marginsOutsideCell)), hostTraits: $0,
        hostsCellContent: true)
    }
    let own = shared == nil ? built ?? Self.makeCellGraph() : nil
    ownGraph = own
    hosting = HostingView(graph: shared ?? own!, appliedTraits: traits)
    hosting.ignoresSafeArea = true
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    hosting.backgroundColor = .clear
    hosting.frame = bounds
    hosting.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(hosting)
    // A content update that changes the height re-sizes the cell before the list lays out; a layout at a new
    // width may too.
    hosting.onUpdate = { [weak self] in self?.checkHeight() }
    hosting.onLayout = { [weak self] in self?.checkHeight() }
    if built != nil {
      builtMargins = Self.marginsOutsideCell
    } else {
      rebuild()
    }
  }
  required init?(coder: NSCoder) { nil }

  var configuration: any UIContentConfiguration {
    get { current }
    set {
      guard let hosted = newValue as? any HostedCellConfiguration else {
        preconditionFailure("A SwiftUI cell content view cannot show a \(type(of: newValue))")
      }
      current = hosted
      rebuild()
    }
  }

  /// The cell's layout margins as SwiftUI insets.
  private var cellMargins: EdgeInsets {
    guard let m = superview?.effectiveLayoutMargins else { return Self.marginsOutsideCell }
    return EdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
  }
  /// The margins of a content view not in a cell yet (a cell's default layout margins).
  private static let marginsOutsideCell = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

  /// A graph of a cell's own content (it has no view controller to contain controller representables).
  private static func makeCellGraph() -> ViewGraph {
    let graph = ViewGraph(rootView: AnyView(EmptyView()), environment: EnvironmentValues())
    graph.hostsCellContent = true
    return graph
  }

  /// Shows the configuration's graph (or the own one, made when first needed) with its root built for the cell's
  /// margins.
  private func rebuild() {
    if let shared = current.sharedGraph {
      hosting.show(shared)
    } else {
      let own = ownGraph ?? Self.makeCellGraph()
      ownGraph = own
      hosting.show(own)
    }
    let margins = cellMargins
    builtMargins = margins
    // A cell not in a window yet is evaluated in the traits of the key window, which the list it joins usually
    // shares, so joining re-evaluates nothing (the traits it has there are applied as it joins).
    hosting.applyTraitsIfChanged(
      expected: hosting.window == nil ? UIApplication.existing?.keyWindowStorage?.traitCollection : nil)
    hosting.setRootView(current.hostedRoot(defaultMargins: margins))
  }

  override func layoutSubviews() {
    // The cell's margins may have changed since the root was built (the list sets them as it lays out).
    if builtMargins != cellMargins { rebuild() }
    super.layoutSubviews()
  }

  /// The content's height at a width (the background does not count).
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    if builtMargins != cellMargins { rebuild() }
    let width = size.width > 0 ? size.width : nil
    let fitted = hosting.graph.sizeThatFits(ProposedViewSize(width: width, height: nil))
    return CGSize(width: width ?? fitted.width, height: fitted.height)
  }

  /// After the graph updated or re-laid out: a content whose height no longer matches the cell re-sizes the cell.
  private func checkHeight() {
    // A row of fixed height (or content outside a cell) keeps its size whatever the content's height.
    guard bounds.width > 0, enclosingCellIsSizedByContent else { return }
    let height = sizeThatFits(CGSize(width: bounds.width, height: 0)).height
    if abs(height - bounds.height) > 0.01 { invalidateEnclosingCellSize() }
  }

  /// Separators start at the content's first text (or where `listRowSeparatorLeading` says).
  /// (The cell places its separator as it lays out, before its content's own layout: the content is laid out
  /// first, so the separator follows where the text is placed now.)
  var separatorLeading: CGFloat? {
    hosting.layoutIfNeeded()
    return hosting.graph.separatorLeading.map { hosting.convert(CGPoint(x: $0, y: 0), to: self).x }
  }
  /// Separators end where `listRowSeparatorTrailing` says (otherwise at the row's edge).
  var separatorTrailing: CGFloat? {
    hosting.layoutIfNeeded()
    return hosting.graph.separatorTrailing.map { hosting.convert(CGPoint(x: $0, y: 0), to: self).x }
  }

  /// Whether the content hides its separator (`listRowSeparator(.hidden)`).
  var separatorHidden: Bool { hosting.graph.separatorHidden }
  /// The separator color the content sets (`listRowSeparatorTint`).
  var separatorTint: UIColor? { hosting.graph.separatorTint }

  /// The actions the content declares with `swipeActions(edge:)`.
  func swipeActionsConfiguration(trailing: Bool) -> UISwipeActionsConfiguration? {
    hosting.graph.swipeActions(trailing: trailing)
  }
}
