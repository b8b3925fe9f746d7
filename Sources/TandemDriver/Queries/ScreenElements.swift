import Foundation
import TandemKit

/// Finds elements of a kind on the driven screen and scrolls scroll views to bring them on.
@MainActor enum ScreenElements {
  /// One element found: what it is, the view that is it or holds it.
  struct Match {
    var element: AccessibilityElement
    var view: UIView
  }

  /// The elements of a kind whose label, identifier or shown text is `key` (every one for nil), in reading order:
  /// in the driven window, then the windows above it (a sheet's, the keyboard's).
  static func matches(kind: DriverElementQuery.Kind, key: String?, in driver: AppDriver) -> [Match] {
    let windows =
      [driver.window]
      + driver.application.windows.reversed().filter {
        $0 !== driver.window && !$0.isHidden && $0.windowLevel < KeyboardManager.windowLevel
      }
    var found: [Match] = []
    for window in windows {
      if kind == .cell {
        found += cells(in: window).filter { key == nil || $0.names.contains(key!) }.map(\.match)
        continue
      }
      for item in AccessibilityTree.items(in: window) where isKind(kind, item) {
        if let key, !names(of: item).contains(key) { continue }
        found.append(Match(element: item.element, view: item.view))
      }
    }
    return found
  }

  private static func isKind(_ kind: DriverElementQuery.Kind, _ item: AccessibilityTree.Item) -> Bool {
    let traits = item.element.traits
    switch kind {
    case .any: return true
    case .button: return traits.contains(.button) && !(item.source is UISwitch) && !traits.contains(.keyboardKey)
    case .staticText: return traits.contains(.staticText)
    case .textField: return item.source is UITextField || item.source is UITextView || traits.contains(.searchField)
    case .switch: return item.source is UISwitch
    case .image: return traits.contains(.image)
    case .cell: return false
    }
  }

  /// What an element can be found by: its label, identifier and shown text.
  private static func names(of item: AccessibilityTree.Item) -> Set<String> {
    var names = Set<String>()
    if let label = item.element.label { names.insert(label) }
    if let identifier = item.element.identifier { names.insert(identifier) }
    if let text = (item.source as? UILabel)?.text { names.insert(text) }
    if let title = (item.source as? UIButton)?.currentTitle { names.insert(title) }
    if let placeholder = (item.source as? UITextField)?.placeholder { names.insert(placeholder) }
    return names
  }

  /// The visible cells of the window's tables and collection views, in reading order, with what names them: the
  /// cell's own label and identifier, and the labels and identifiers of the elements inside it.
  private static func cells(in window: UIWindow) -> [(match: Match, names: Set<String>)] {
    var result: [(Match, Set<String>)] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      if view is UITableViewCell || view is UICollectionViewCell {
        let inner = AccessibilityTree.items(in: view)
        var names = Set(inner.flatMap { Self.names(of: $0) })
        if let identifier = view.accessibilityIdentifier { names.insert(identifier) }
        let label = view.accessibilityLabel ?? inner.compactMap(\.element.label).joined(separator: ", ")
        names.insert(label)
        let frame = view.convert(view.bounds, to: nil).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        let element = AccessibilityElement(
          role: "cell", label: label.isEmpty ? nil : label, value: view.accessibilityValue,
          identifier: view.accessibilityIdentifier, frame: frame,
          isEnabled: (view as? UITableViewCell)?.isUserInteractionEnabled ?? true,
          traits: view.accessibilityTraits.union((view as? UITableViewCell)?.isSelected == true ? .selected : []))
        result.append((Match(element: element, view: view), names))
        return
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(window)
    return result.sorted {
      ($0.0.element.frame.minY, $0.0.element.frame.minX) < ($1.0.element.frame.minY, $1.0.element.frame.minX)
    }
  }

  /// Where a tap reaches the element: its centre, checked to hit its view.
  static func touchPoint(for match: Match, in driver: AppDriver) throws(DriverError) -> CGPoint {
    let frame = match.element.frame
    guard frame != match.view.accessibilityFrame || match.view is UITableViewCell || match.view is UICollectionViewCell
    else { return try driver.tapPoint(for: match.view) }
    let point = CGPoint(x: frame.midX, y: frame.midY)
    guard let window = match.view.window else {
      throw DriverError(description: "\(match.element) is not in a window on screen")
    }
    let local = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
    guard let hit = window.hitTest(local, with: nil),
      hit.isDescendant(of: match.view) || match.view.isDescendant(of: hit)
    else {
      throw DriverError(description: "a tap on \(match.element) would not reach it")
    }
    return point
  }

  /// The scroll view holding a view, innermost first.
  private static func scrollViews(holding view: UIView) -> [UIScrollView] {
    var result: [UIScrollView] = []
    var current = view.superview
    while let ancestor = current {
      if let scroll = ancestor as? UIScrollView { result.append(scroll) }
      current = ancestor.superview
    }
    return result
  }

  /// The part of a scroll view the user sees, in screen points (inside its adjusted insets: not under bars).
  private static func visibleRect(of scroll: UIScrollView) -> CGRect {
    let insets = scroll.adjustedContentInset
    let inside = scroll.bounds.inset(by: insets)
    guard let window = scroll.window else { return .null }
    return scroll.convert(inside, to: nil).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
      .intersection(window.frame)
  }

  /// Whether the element lies wholly where the user can see it (inside each scroll view that holds it).
  private static func isFullyVisible(_ match: Match, in driver: AppDriver) -> Bool {
    let frame = match.element.frame.insetBy(dx: 0.5, dy: 0.5)
    return scrollViews(holding: match.view).allSatisfy { visibleRect(of: $0).contains(frame) }
  }

  /// The element `find` finds, scrolled wholly into view: found on screen, or by scrolling the window's scroll views
  /// a page at a time (`scrollUntil`), then centred in its scroll view when partly hidden; nil when it is nowhere.
  static func scrollIntoView(in driver: AppDriver, _ find: () -> Match?) -> Match? {
    if let match = find(), isFullyVisible(match, in: driver) { return match }
    guard scrollUntil(in: driver, { find() != nil }), let match = find() else { return nil }
    bringIntoView(match, in: driver)
    try? driver.settle()
    return find()
  }

  /// Turns the mouse wheel over the element's innermost scroll view until it lies wholly in view (centred when it
  /// was partly hidden).
  private static func bringIntoView(_ match: Match, in driver: AppDriver) {
    guard
      let scroll = scrollViews(holding: match.view).first(where: { !visibleRect(of: $0).contains(match.element.frame) })
    else { return }
    let visible = visibleRect(of: scroll)
    guard !visible.isNull else { return }
    let delta = match.element.frame.midY - visible.midY
    if abs(delta) > 0.5 { driver.scroll(at: CGPoint(x: visible.midX, y: visible.midY), by: CGVector(dx: 0, dy: delta)) }
  }

  /// Whether a scroll view holds content a search may scroll through: not a picker's wheel (scrolling it picks a
  /// value) and not a text view (scrolling it shows more of the same text).
  private static func isSearchable(_ scroll: UIScrollView) -> Bool {
    guard scroll.isScrollEnabled, scroll.canScrollVertically, !(scroll is UITextView) else { return false }
    var ancestor: UIView? = scroll
    while let view = ancestor {
      if view is UIPickerView || view is UIDatePicker { return false }
      ancestor = view.superview
    }
    return true
  }

  /// Turns the mouse wheel over each vertical scroll view of the driven window (tables, collection views, lists,
  /// scroll views — not pickers or text views), a page at a time — down to its end, then up to its top — until
  /// `found` holds; whether it did. When nothing is found, each scroll view is wheeled back where it was, so a
  /// failed lookup leaves the screen as it found it.
  static func scrollUntil(in driver: AppDriver, _ found: () -> Bool) -> Bool {
    if found() { return true }
    var scrolls: [UIScrollView] = []
    func collect(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      if let scroll = view as? UIScrollView, isSearchable(scroll) { scrolls.append(scroll) }
      for subview in view.subviews { collect(subview) }
    }
    collect(driver.window)
    let start = scrolls.map(\.contentOffset)
    for scroll in scrolls {
      for direction in [1.0, -1.0] {
        while true {
          let visible = visibleRect(of: scroll)
          guard !visible.isNull, visible.height > 1 else { break }
          let before = scroll.contentOffset
          driver.scroll(
            at: CGPoint(x: visible.midX, y: visible.midY), by: CGVector(dx: 0, dy: direction * visible.height * 0.75))
          try? driver.settle()
          if found() { return true }
          if scroll.contentOffset == before || scroll.window == nil { break }
        }
      }
    }
    for (scroll, offset) in zip(scrolls, start) where scroll.window != nil && scroll.contentOffset != offset {
      let visible = visibleRect(of: scroll)
      guard !visible.isNull else { continue }
      driver.scroll(
        at: CGPoint(x: visible.midX, y: visible.midY),
        by: CGVector(dx: offset.x - scroll.contentOffset.x, dy: offset.y - scroll.contentOffset.y))
    }
    try? driver.settle()
    return false
  }

  /// Why an element was not found, with what the screen shows.
  static func notFound(_ element: DriverElement, in driver: AppDriver) -> String {
    let same = matches(kind: element.kind, key: nil, in: driver)
    var message = "no \(element) on screen, nor in any scroll view"
    if element.kind != .any {
      let listed = same.map { $0.element.description }.joined(separator: "\n  ")
      message +=
        same.isEmpty
        ? "; there are no \(element.kind.rawValue) elements"
        : "; \(element.kind.rawValue) elements on screen:\n  \(listed)"
    }
    return message + "\nthe screen has:\n" + driver.accessibilityTree()
  }
}
