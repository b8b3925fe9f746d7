import Foundation

/// A rectangle that takes part in Auto Layout without being a view: a view's margins, safe area, readable area,
/// or a guide added with `addLayoutGuide`.
@MainActor @preconcurrency open class UILayoutGuide: NSObject {
  package enum Kind { case user, margins, safeArea, readable, content, frame, keyboard, provided }
  package let kind: Kind
  /// The rectangle of a guide its view places itself (a list content view's text), in the view's coordinates.
  private var frameProvider: (@MainActor (UIView) -> CGRect)?

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
      case .keyboard: "UIViewKeyboardLayoutGuide"
      case .user, .provided: ""
      }
    super.init()
  }

  /// A guide whose rectangle `frame` gives (the view keeps it current and tells its layout engine when it moves).
  package convenience init(identifier: String, owner: UIView, frame: @escaping @MainActor (UIView) -> CGRect) {
    self.init(kind: .provided, owner: owner)
    self.identifier = identifier
    frameProvider = frame
  }

  /// The guide's rectangle in its owning view's coordinates.
  open var layoutFrame: CGRect {
    guard let owner = owningView else { return .zero }
    switch kind {
    case .margins: return owner.bounds.inset(by: owner.effectiveLayoutMargins)
    case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
    case .readable: return owner.readableFrame
    case .frame: return owner.bounds
    case .provided: return frameProvider?(owner) ?? .zero
    case .keyboard:
      let guide = self as? UIKeyboardLayoutGuide
      let safeBottom =
        guide?.usesBottomSafeArea == false ? owner.bounds.maxY : owner.bounds.maxY - owner.safeAreaInsets.bottom
      let top = min(UIApplication.shared.keyboard.coveredRect(in: owner)?.minY ?? safeBottom, safeBottom)
      return CGRect(x: owner.bounds.minX, y: top, width: owner.bounds.width, height: owner.bounds.maxY - top)
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

/// A layout guide that tracks something moving over the view (the keyboard).
///
/// Linux difference: the constraints that switch on near an edge (`setConstraints(_:activeWhenNearEdge:)`) are not
/// here yet; the keyboard is always docked at the bottom.
@MainActor @preconcurrency open class UITrackingLayoutGuide: UILayoutGuide {}

/// The keyboard's layout guide of a view (`keyboardLayoutGuide`): its top is the keyboard's top while the keyboard
/// covers the view, the top of the bottom safe area (or the view's bottom) while it does not.
@MainActor @preconcurrency open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows a floating or undocked keyboard (iPhone keyboards are always docked; false by
  /// default).
  open var followsUndockedKeyboard = false
  /// Whether, with the keyboard hidden, the guide's top is the bottom safe area's top (true, iOS 17's default) or
  /// the view's bottom.
  open var usesBottomSafeArea = true {
    didSet { owningView?.keyboardFrameDidChange() }
  }

  init(owner: UIView) { super.init(kind: .keyboard, owner: owner) }
}
