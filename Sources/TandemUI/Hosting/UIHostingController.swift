import Foundation
import TandemKit

/// Which sizes a hosting controller keeps equal to its SwiftUI content's ideal size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// `preferredContentSize` follows the content (a popover or form sheet fits it).
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
  /// The view's `intrinsicContentSize` follows the content (Auto Layout sizes the view to it).
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// A view controller whose view shows a SwiftUI view; set `rootView` to replace it (its state is kept when the
/// new view has the same structure).
@MainActor open class UIHostingController<Content: View>: UIViewController {
  private let hostingView: HostingView

  /// The SwiftUI view shown.
  public var rootView: Content {
    didSet {
      hostingView.setRootView(rootView)
      updateSizes()
    }
  }

  /// Which sizes follow the content's ideal size whenever it changes (none by default).
  public var sizingOptions: UIHostingControllerSizingOptions = [] { didSet { updateSizes() } }

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    hostingView = HostingView(rootView: rootView)
    super.init(nibName: nil, bundle: nil)
    // After every layout of the content (a state change re-lays it out), its ideal size may have changed.
    hostingView.onLayout = { [weak self] in self?.updateSizes() }
  }

  /// A controller showing `rootView`, as a storyboard makes it (Linux: there are no storyboards; the coder is
  /// not read).
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    hostingView = HostingView(rootView: rootView)
    super.init(nibName: nil, bundle: nil)
    hostingView.onLayout = { [weak self] in self?.updateSizes() }
  }

  public required init?(coder: NSCoder) { nil }

  open override func loadView() { view = hostingView }

  /// The size the SwiftUI view wants inside `size`.
  open func sizeThatFits(in size: CGSize) -> CGSize { hostingView.sizeThatFits(size) }

  /// The content's ideal size.
  private var idealSize: CGSize { hostingView.graph.sizeThatFits(.unspecified) }

  /// Keeps the sizes the options name equal to the content's ideal size.
  private func updateSizes() {
    guard !sizingOptions.isEmpty else { return }
    let ideal = idealSize
    if sizingOptions.contains(.preferredContentSize), preferredContentSize != ideal { preferredContentSize = ideal }
    if sizingOptions.contains(.intrinsicContentSize), hostingView.reportedIntrinsicSize != ideal {
      hostingView.reportedIntrinsicSize = ideal
      hostingView.invalidateIntrinsicContentSize()
    }
  }
}
