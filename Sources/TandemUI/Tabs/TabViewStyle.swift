import Foundation
import TandemKit

/// How a `TabView` shows its tabs. iOS's styles only (Apple defines no way to write one).
public protocol TabViewStyle {}

/// The system's choice: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
}

/// Pages swiped sideways (a `UIPageViewController`), with page dots at the bottom.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page dots show.
  public struct IndexDisplayMode: Sendable, Hashable {
    let shows: Bool
    /// Shown when there is more than one page.
    public static let automatic = IndexDisplayMode(shows: true)
    /// Always shown.
    public static let always = IndexDisplayMode(shows: true)
    /// Never shown.
    public static let never = IndexDisplayMode(shows: false)
  }
  let indexDisplayMode: IndexDisplayMode
  /// A page style with the dots shown as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// A tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages with dots.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Pages, the dots shown as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// The tab view style in effect: nil for the tab bar, or the page style's dots.
struct TabViewStyleKey: EnvironmentKey {
  static var defaultValue: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension EnvironmentValues {
  var pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of tab views in this view.
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.pageIndexDisplayMode, (style as? PageTabViewStyle)?.indexDisplayMode)
  }
}

/// The page style's UIKit side: a page view controller of the tabs' hosting controllers.
struct PagedTabViewHost: UIViewControllerRepresentable {
  let tabs: [TabModel]
  let selectedID: AnyHashable?
  let select: (TabModel) -> Void
  let showsDots: Bool

  func makeCoordinator() -> PagedTabViewModel { PagedTabViewModel() }

  func makeUIViewController(context: Context) -> UIPageViewController {
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.dataSource = context.coordinator
    pages.delegate = context.coordinator
    pages.view.backgroundColor = nil
    return pages
  }

  func updateUIViewController(_ pages: UIPageViewController, context: Context) {
    context.coordinator.update(
      pages, tabs: tabs, selectedID: selectedID, select: select, showsDots: showsDots, node: context.node)
  }
}

/// The pages' hosting controllers, one per tab id, and the page view controller's data source.
@MainActor final class PagedTabViewModel: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  private let hosts = TabHosts(transparent: true)
  private var select: (TabModel) -> Void = { _ in }
  private var showsDots = true

  func update(
    _ pages: UIPageViewController, tabs: [TabModel], selectedID: AnyHashable?, select: @escaping (TabModel) -> Void,
    showsDots: Bool, node: ViewNode?
  ) {
    self.select = select
    self.showsDots = showsDots
    let controllers = hosts.update(tabs, node: node)
    guard let id = selectedID ?? tabs.first?.id, let target = tabs.firstIndex(where: { $0.id == id }) else { return }
    let host = controllers[target]
    if pages.viewControllers?.first !== host {
      let current = pages.viewControllers?.first.flatMap(hosts.index(of:)) ?? 0
      pages.setViewControllers(
        [host], direction: target >= current ? .forward : .reverse, animated: pages.viewControllers != nil)
    }
  }

  /// The page `offset` places from a page.
  private func page(_ offset: Int, from controller: UIViewController) -> UIViewController? {
    guard let index = hosts.index(of: controller), hosts.tabs.indices.contains(index + offset) else { return nil }
    return hosts.host(for: hosts.tabs[index + offset].id)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? { page(-1, from: viewController) }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? { page(1, from: viewController) }

  func presentationCount(for pageViewController: UIPageViewController) -> Int { showsDots ? hosts.tabs.count : 0 }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pageViewController.viewControllers?.first.flatMap(hosts.index(of:)) ?? 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    guard completed, let shown = pageViewController.viewControllers?.first, let index = hosts.index(of: shown) else {
      return
    }
    select(hosts.tabs[index])
  }
}
