import Foundation
import TandemKit

/// A view controller whose view shows a SwiftUI view; set `rootView` to replace it (its state is kept when the
/// new view has the same structure).
@MainActor open class UIHostingController<Content: View>: UIViewController {
  private let hostingView: HostingView

  /// The SwiftUI view shown.
  public var rootView: Content {
    didSet { hostingView.setRootView(rootView) }
  }

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    hostingView = HostingView(rootView: rootView)
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { nil }

  open override func loadView() { view = hostingView }

  /// The size the SwiftUI view wants inside `size`.
  open func sizeThatFits(in size: CGSize) -> CGSize { hostingView.sizeThatFits(size) }
}
