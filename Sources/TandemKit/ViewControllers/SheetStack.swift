import Foundation
import TandemGraphics

/// How sheets stack on an iPhone, as iOS 15+ draws them: while a page or form sheet rests at its large detent in
/// compact width, what it covers recedes — the window's content (or the sheet below it) shrinks into a card with
/// rounded corners whose top shows just above the sheet, over black; a sheet presented over a sheet pushes each
/// card below one step further back. Medium detents, iPad cards and full-screen presentations leave the presenter
/// where it is.
///
/// Figures (Tandem's, read off iOS screenshots, no Apple source): a receded card is 16 points narrower on each side
/// per step back (its height scaled alike), its top 10 points above the top of the card in front of it, with a
/// 10-point corner radius.
@MainActor enum SheetStack {
  static let sideInset: CGFloat = 16
  static let peek: CGFloat = 10

  /// What a receded view looked like before: restored when nothing covers it any more.
  private struct Saved {
    weak var view: UIView?
    var transform: CGAffineTransform
    var cornerRadius: CGFloat
    var clips: Bool
  }
  private static var saved: [ObjectIdentifier: Saved] = [:]
  /// A window's own background color, while it shows black behind receded content.
  private struct SavedBackground {
    weak var window: UIWindow?
    var color: UIColor?
  }
  private static var windowBackgrounds: [ObjectIdentifier: SavedBackground] = [:]

  /// The sheet presentations in a window, bottom to top.
  private static func presentations(in window: UIWindow) -> [UIPresentationController] {
    window.subviews.compactMap { ($0 as? PresentationContainerView)?.presentation }
  }

  /// Whether a presentation makes what is below it recede.
  private static func recedesPresenter(_ presentation: UIPresentationController, in window: UIWindow) -> Bool {
    guard presentation.shownStyle == .pageSheet || presentation.shownStyle == .formSheet,
      presentation.wrapperView != nil, !presentation.presentedViewController.isBeingDismissedFlag
    else { return false }
    let traits = window.traitCollection
    guard traits.horizontalSizeClass == .compact, traits.verticalSizeClass != .compact else { return false }
    return ((presentation as? UISheetPresentationController)?.currentDetent.fraction ?? 1) >= 1
  }

  /// Recedes (or restores) the window's content and its sheets for the sheets resting on it now; `leaving`, a
  /// presentation being dismissed, no longer counts.
  static func update(in window: UIWindow?, leaving: UIPresentationController? = nil) {
    guard let window else { return }
    let stack = presentations(in: window).filter { $0 !== leaving }
    // The layers bottom to top: the window's content, then each sheet's card.
    var layers: [UIView] = window.rootViewController?.viewIfLoaded.map { [$0] } ?? []
    var receding: [Bool] = []
    for presentation in stack {
      receding.append(recedesPresenter(presentation, in: window))
      layers.append(presentation.wrapperView ?? presentation.presentedView ?? UIView())
    }
    // A layer's depth: how many receding sheets rest above it.
    var depths = [Int](repeating: 0, count: layers.count)
    for index in layers.indices {
      depths[index] = receding[index...].filter { $0 }.count
    }
    let safeTop = window.safeAreaInsets.top
    var anyReceded = false
    for (index, view) in layers.enumerated() {
      let depth = depths[index]
      guard depth > 0 else {
        restore(view)
        continue
      }
      anyReceded = true
      remember(view)
      // Each step back narrows the card by 16 points a side; its top rises 10 points above the card in front of it.
      let width = view.bounds.width
      let scale = max(0.5, (width - 2 * sideInset * CGFloat(depth)) / max(width, 1))
      let frontTop = safeTop + PresentationLayout.sheetTopGap - peek * CGFloat(depth - 1)
      let top = frontTop - peek
      let center = view.center.y
      let scaledTop = center - scale * view.bounds.height / 2
      let origin = view.superview?.convert(CGPoint.zero, to: window).y ?? 0
      view.transform = CGAffineTransform(translationX: 0, y: top - (scaledTop + origin)).scaledBy(x: scale, y: scale)
      view.layer.cornerRadius = PresentationLayout.sheetCornerRadius
      view.layer.cornerCurve = .continuous
      view.clipsToBounds = true
    }
    let key = ObjectIdentifier(window)
    // An entry left by a freed window whose address this window got is not this window's.
    if let entry = windowBackgrounds[key], entry.window !== window { windowBackgrounds[key] = nil }
    if anyReceded {
      if windowBackgrounds[key] == nil {
        windowBackgrounds[key] = SavedBackground(window: window, color: window.backgroundColor)
      }
      window.backgroundColor = .black
    } else if let entry = windowBackgrounds.removeValue(forKey: key) {
      window.backgroundColor = entry.color
    }
    saved = saved.filter { $0.value.view != nil }
    windowBackgrounds = windowBackgrounds.filter { $0.value.window != nil }
  }

  /// Whether a view is receded behind a sheet now.
  static func isReceded(_ view: UIView?) -> Bool { view.map { entry(for: $0) != nil } ?? false }

  /// The saved look of this very view: an entry left by a view that was freed is not this one's, even when a new
  /// view got its address (its `ObjectIdentifier`), and is dropped.
  private static func entry(for view: UIView) -> Saved? {
    let key = ObjectIdentifier(view)
    guard let entry = saved[key] else { return nil }
    guard entry.view === view else {
      saved[key] = nil
      return nil
    }
    return entry
  }

  private static func remember(_ view: UIView) {
    let key = ObjectIdentifier(view)
    guard entry(for: view) == nil else { return }
    saved[key] = Saved(
      view: view, transform: view.transform, cornerRadius: view.layer.cornerRadius, clips: view.clipsToBounds)
  }

  private static func restore(_ view: UIView) {
    guard let entry = entry(for: view) else { return }
    saved[ObjectIdentifier(view)] = nil
    view.transform = entry.transform
    view.layer.cornerRadius = entry.cornerRadius
    view.clipsToBounds = entry.clips
  }
}
