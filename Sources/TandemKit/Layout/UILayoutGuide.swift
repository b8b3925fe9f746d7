import Foundation

/// A rectangle that takes part in Auto Layout without being a view: a view's margins, safe area, readable area,
/// or a guide added with `addLayoutGuide`.
@MainActor @preconcurrency open class UILayoutGuide: NSObject {
  package enum Kind { case user, margins, safeArea, readable, content, frame }
  package let kind: Kind

  /// The view the guide belongs to.
  public package(set) weak var owningView: UIView?
  /// A name for debugging.
  open var identifier: String

  private lazy var anchors = AnchorSet(self)

  public override init() {
    kind = .user
    identifier = ""
    super.init()
  }

  package init(kind: Kind, owner: UIView) {
    self.kind = kind
    owningView = owner
    identifier =
      switch kind {
      case .margins: "UIViewLayoutMarginsGuide"
      case .safeArea: "UIViewSafeAreaLayoutGuide"
      case .readable: "UIViewReadableContentGuide"
      case .content: "UIScrollView-contentLayoutGuide"
      case .frame: "UIScrollView-frameLayoutGuide"
      case .user: ""
      }
    super.init()
  }

  /// The guide's rectangle in its owning view's coordinates.
  open var layoutFrame: CGRect {
    guard let owner = owningView else { return .zero }
    switch kind {
    case .margins: return owner.bounds.inset(by: owner.effectiveLayoutMargins)
    case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
    case .readable: return owner.readableFrame
    case .frame: return owner.bounds
    case .user, .content:
      owner.layoutIfNeeded()
      return LayoutEngine.solvedFrame(of: self) ?? .zero
    }
  }

  open var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
  open var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
  open var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
  open var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
  open var topAnchor: NSLayoutYAxisAnchor { anchors.top }
  open var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
  open var widthAnchor: NSLayoutDimension { anchors.width }
  open var heightAnchor: NSLayoutDimension { anchors.height }
  open var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
  open var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
}
