import Foundation
import TandemKit

/// Runs the lint checks over one window of a settled screen and the screen's pixels.
@MainActor package struct ScreenLint {
  let window: UIWindow
  let screen: CGImage
  /// Screen pixels per point.
  let scale: CGFloat
  let rules: Set<LintFinding.Rule>

  package init(window: UIWindow, screen: CGImage, scale: CGFloat, rules: Set<LintFinding.Rule>) {
    self.window = window
    self.screen = screen
    self.scale = scale
    self.rules = rules
  }

  /// Text drawn on screen: a label, or a SwiftUI text element.
  struct TextOnScreen {
    var name: String
    var path: String
    /// The part of the text's frame no clipping ancestor cuts away, in screen points.
    var visible: CGRect
    var frame: CGRect
    var facts: DrawnTextFacts?
    /// Inside a disabled control (WCAG does not ask inactive components for contrast).
    var isDisabled: Bool
    /// Cut by a view that clips (not a scroll view) rather than by its own frame.
    var isCutByAncestor: Bool
    /// Inside a scroll view (its content moves under the bars as it scrolls).
    var inScrollView = false
  }

  /// Every finding, grouped by rule in the rules' order, in reading order within a rule.
  package func findings() -> [LintFinding] {
    let items = AccessibilityTree.items(in: window)
    let texts = textsOnScreen(items: items)
    var found: [LintFinding] = []
    for rule in LintFinding.Rule.allCases where rules.contains(rule) {
      switch rule {
      case .truncatedText: found += truncated(texts)
      case .clippedText: found += clipped(texts)
      case .textUnderSystemBars: found += underSystemBars(texts)
      case .overlappingTapTargets: found += overlapping(items)
      case .smallTapTarget: found += small(items)
      case .lowContrast: found += lowContrast(texts)
      case .missingAccessibilityLabel: found += missingLabels(items)
      case .offscreenAccessibleElement: found += offscreen(items)
      }
    }
    return found
  }

  private var screenBounds: CGRect {
    CGRect(x: 0, y: 0, width: CGFloat(screen.width) / scale, height: CGFloat(screen.height) / scale)
  }

  private func toScreen(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: window.frame.minX, dy: window.frame.minY) }

  // MARK: Text

  private func textsOnScreen(items: [AccessibilityTree.Item]) -> [TextOnScreen] {
    var result: [TextOnScreen] = []
    func visit(_ view: UIView, clip: CGRect, cutBy clipped: Bool, disabled: Bool, scrolled: Bool) {
      guard !view.isHidden, view.alpha > 0.01 else { return }
      let frame = toScreen(view.convert(view.bounds, to: nil))
      let disabled = disabled || ((view as? UIControl).map { !$0.isEnabled } ?? false)
      /// Text a view draws in `rect` (its own coordinates), where the clip leaves some of it on screen.
      func add(_ kind: String, _ text: String, in rect: CGRect, facts: DrawnTextFacts?) {
        let frame = toScreen(view.convert(rect, to: nil))
        let visible = frame.intersection(clip)
        guard !visible.isNull, visible.width >= 1, visible.height >= 1 else { return }
        result.append(
          TextOnScreen(
            name: "\(kind) \(AccessibilityElement.quoted(Self.short(text)))", path: Self.path(of: view),
            visible: visible, frame: frame, facts: facts, isDisabled: disabled,
            isCutByAncestor: clipped && visible.size != frame.size, inScrollView: scrolled))
      }
      if let label = view as? UILabel, let text = label.text, !text.isEmpty {
        add("UILabel", text, in: label.bounds, facts: label.drawnTextFacts)
      }
      // A button draws its title itself: the title's own rectangle is the text on screen.
      if let button = view as? UIButton, let title = button.currentTitle, !title.isEmpty,
        let titleFrame = button.drawnTitleFrame
      {
        add("UIButton", title, in: titleFrame, facts: button.drawnTextFacts)
      }
      // A view that clips cuts what it holds; a scroll view's clipping is scrolling, not a cut.
      var childClip = clip
      var childCut = clipped
      if view.clipsToBounds || view.layer.masksToBounds {
        childClip = clip.intersection(frame)
        if !(view is UIScrollView) { childCut = true }
      }
      let childScrolled = scrolled || view is UIScrollView
      for subview in AccessibilityTree.readingOrder(of: view) {
        visit(subview, clip: childClip, cutBy: childCut, disabled: disabled, scrolled: childScrolled)
      }
    }
    visit(window, clip: screenBounds, cutBy: false, disabled: false, scrolled: false)
    for item in items {
      guard let source = item.source as? TextAccessibilityElement else { continue }
      let frame = item.element.frame
      let visible = frame.intersection(screenBounds)
      guard !visible.isNull, visible.width >= 1, visible.height >= 1 else { continue }
      result.append(
        TextOnScreen(
          name: "staticText \(AccessibilityElement.quoted(Self.short(item.element.label ?? "")))",
          path: Self.path(of: item.view) + "/Text", visible: visible, frame: frame, facts: source.drawnTextFacts,
          isDisabled: !item.element.isEnabled, isCutByAncestor: false,
          inScrollView: Self.hasScrollAncestor(item.view)))
    }
    return result
  }

  private func truncated(_ texts: [TextOnScreen]) -> [LintFinding] {
    texts.compactMap { text in
      guard text.facts?.isTruncated == true else { return nil }
      return LintFinding(
        rule: .truncatedText, element: text.name, path: text.path, frame: text.frame,
        detail: "the text does not fit its \(Self.points(text.frame.width)) pt width and is cut short")
    }
  }

  private func clipped(_ texts: [TextOnScreen]) -> [LintFinding] {
    texts.compactMap { text in
      if text.facts?.isClipped == true {
        return LintFinding(
          rule: .clippedText, element: text.name, path: text.path, frame: text.frame,
          detail:
            "the text needs more room than its \(Self.points(text.frame.width))×\(Self.points(text.frame.height)) pt frame"
        )
      }
      if text.isCutByAncestor {
        return LintFinding(
          rule: .clippedText, element: text.name, path: text.path, frame: text.frame,
          detail:
            "a view that clips shows only \(Self.points(text.visible.width))×\(Self.points(text.visible.height)) pt of it"
        )
      }
      return nil
    }
  }

  private func underSystemBars(_ texts: [TextOnScreen]) -> [LintFinding] {
    let insets = window.safeAreaInsets
    let bounds = screenBounds
    let top = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: insets.top)
    let bottom = CGRect(x: bounds.minX, y: bounds.maxY - insets.bottom, width: bounds.width, height: insets.bottom)
    return texts.compactMap { text in
      // Scrolled content passes under the bars by design; what a scroll view holds is not checked.
      guard !text.inScrollView else { return nil }
      for (band, name) in [(top, "the status bar"), (bottom, "the home indicator")] where insets != .zero {
        let overlap = text.visible.intersection(band)
        if !overlap.isNull, overlap.height >= 1, overlap.width >= 1 {
          return LintFinding(
            rule: .textUnderSystemBars, element: text.name, path: text.path, frame: text.frame,
            detail: "\(Self.points(overlap.height)) pt of it lies under \(name), outside the safe area")
        }
      }
      return nil
    }
  }

  private func lowContrast(_ texts: [TextOnScreen]) -> [LintFinding] {
    // Read in place: the screen's pixels are not copied.
    screen.storage.withPixels { base, stride in
      texts.compactMap { text in
        guard !text.isDisabled, let ratio = contrast(in: text.visible, base: base, stride: stride) else { return nil }
        let large = text.facts.map { $0.pointSize >= 18 || ($0.isBold && $0.pointSize >= 14) } ?? false
        let needed: Double = large ? 3 : 4.5
        guard ratio < needed else { return nil }
        return LintFinding(
          rule: .lowContrast, element: text.name, path: text.path, frame: text.frame,
          detail: String(
            format: "contrast %.2f:1 with its background, below %.1f:1 for %@ text", ratio, needed,
            large ? "large" : "body"))
      }
    }
  }

  /// The WCAG contrast ratio of the text in a screen rectangle: its background is the commonest color along the
  /// rectangle's edge, its text the pixel inside that differs most from it (the lightest or the darkest).
  private func contrast(in rect: CGRect, base: UnsafeMutablePointer<UInt32>, stride: Int) -> Double? {
    let minX = max(0, Int((rect.minX * scale).rounded(.down)))
    let minY = max(0, Int((rect.minY * scale).rounded(.down)))
    let maxX = min(screen.width, Int((rect.maxX * scale).rounded(.up)))
    let maxY = min(screen.height, Int((rect.maxY * scale).rounded(.up)))
    guard maxX - minX >= 3, maxY - minY >= 3 else { return nil }
    var counts: [UInt32: Int] = [:]
    for x in minX..<maxX {
      counts[base[minY * stride + x], default: 0] += 1
      counts[base[(maxY - 1) * stride + x], default: 0] += 1
    }
    for y in minY..<maxY {
      counts[base[y * stride + minX], default: 0] += 1
      counts[base[y * stride + maxX - 1], default: 0] += 1
    }
    guard let background = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) })?.key
    else { return nil }
    var darkest = Self.luminance(background)
    var lightest = darkest
    for y in minY..<maxY {
      let row = base + y * stride
      for x in minX..<maxX where row[x] != background {
        let luminance = Self.luminance(row[x])
        darkest = min(darkest, luminance)
        lightest = max(lightest, luminance)
      }
    }
    let backgroundLuminance = Self.luminance(background)
    return max(Self.ratio(darkest, backgroundLuminance), Self.ratio(lightest, backgroundLuminance))
  }

  /// WCAG relative luminance of an opaque ARGB pixel.
  static func luminance(_ pixel: UInt32) -> Double {
    let linear = SRGBTransfer.linear
    return 0.2126 * linear[Int((pixel >> 16) & 0xFF)] + 0.7152 * linear[Int((pixel >> 8) & 0xFF)]
      + 0.0722 * linear[Int(pixel & 0xFF)]
  }

  /// WCAG contrast ratio of two luminances.
  static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

  // MARK: Tap targets and elements

  private func isTapTarget(_ item: AccessibilityTree.Item) -> Bool {
    guard item.element.isEnabled else { return false }
    let interactive: UIAccessibilityTraits = [.button, .link, .adjustable, .searchField]
    return !item.element.traits.intersection(interactive).isEmpty || item.source is UIControl
      || item.source is UITextField
  }

  private func name(of item: AccessibilityTree.Item) -> String {
    let label = item.element.label.map { " " + AccessibilityElement.quoted(Self.short($0)) } ?? ""
    return item.element.role + label
  }

  private func path(of item: AccessibilityTree.Item) -> String {
    item.source === item.view ? Self.path(of: item.view) : Self.path(of: item.view) + "/" + item.element.role
  }

  private func onScreen(_ frame: CGRect) -> Bool {
    let visible = frame.intersection(screenBounds)
    return !visible.isNull && visible.width >= 1 && visible.height >= 1
  }

  private func small(_ items: [AccessibilityTree.Item]) -> [LintFinding] {
    items.compactMap { item in
      let frame = item.element.frame
      guard isTapTarget(item), onScreen(frame) else { return nil }
      let narrow = frame.width < 44 - 0.01 && !reaches(item, dx: 21.5, dy: 0)
      let short = frame.height < 44 - 0.01 && !reaches(item, dx: 0, dy: 21.5)
      guard narrow || short else { return nil }
      return LintFinding(
        rule: .smallTapTarget, element: name(of: item), path: path(of: item), frame: frame,
        detail: "\(Self.points(frame.width))×\(Self.points(frame.height)) pt, less than 44×44 pt")
    }
  }

  /// Whether touches 44 points apart around the element's centre (±`dx`, ±`dy`) still reach its view: a control
  /// whose touch area is larger than its frame.
  private func reaches(_ item: AccessibilityTree.Item, dx: CGFloat, dy: CGFloat) -> Bool {
    guard let view = item.source as? UIView, let viewWindow = view.window else { return false }
    let frame = item.element.frame
    let center = CGPoint(x: frame.midX - viewWindow.frame.minX, y: frame.midY - viewWindow.frame.minY)
    for sign in [-1.0, 1.0] {
      let point = CGPoint(x: center.x + dx * sign, y: center.y + dy * sign)
      guard let hit = viewWindow.hitTest(point, with: nil), hit.isDescendant(of: view) else { return false }
    }
    return true
  }

  private func overlapping(_ items: [AccessibilityTree.Item]) -> [LintFinding] {
    let targets = items.filter { isTapTarget($0) && onScreen($0.element.frame) }
    var found: [LintFinding] = []
    for (index, item) in targets.enumerated() {
      let frame = item.element.frame
      for other in targets[..<index] {
        let otherFrame = other.element.frame
        let overlap = frame.intersection(otherFrame)
        guard !overlap.isNull, overlap.width >= 1, overlap.height >= 1, !frame.contains(otherFrame),
          !otherFrame.contains(frame)
        else { continue }
        found.append(
          LintFinding(
            rule: .overlappingTapTargets, element: name(of: item), path: path(of: item), frame: frame,
            detail: "overlaps \(name(of: other)) by \(Self.points(overlap.width))×\(Self.points(overlap.height)) pt"))
      }
    }
    return found
  }

  private func missingLabels(_ items: [AccessibilityTree.Item]) -> [LintFinding] {
    items.compactMap { item in
      let traits = item.element.traits
      guard traits.contains(.image) || traits.contains(.button) || item.source is UIButton else { return nil }
      let label = item.element.label?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
      guard label.isEmpty else { return nil }
      return LintFinding(
        rule: .missingAccessibilityLabel, element: item.element.role, path: path(of: item), frame: item.element.frame,
        detail: "VoiceOver reads it without a label (set accessibilityLabel)")
    }
  }

  private func offscreen(_ items: [AccessibilityTree.Item]) -> [LintFinding] {
    items.compactMap { item in
      let frame = item.element.frame
      guard
        !frame.intersects(screenBounds) || frame.intersection(screenBounds).width < 1
          || frame.intersection(screenBounds).height < 1
      else { return nil }
      var ancestor: UIView? = item.view
      while let view = ancestor {
        if view is UIScrollView { return nil }
        ancestor = view.superview
      }
      return LintFinding(
        rule: .offscreenAccessibleElement, element: name(of: item), path: path(of: item), frame: frame,
        detail: "VoiceOver reaches it, but it is off-screen and nothing can scroll it on")
    }
  }

  /// Whether a view is a scroll view or inside one.
  static func hasScrollAncestor(_ view: UIView) -> Bool {
    var current: UIView? = view
    while let node = current {
      if node is UIScrollView { return true }
      current = node.superview
    }
    return false
  }

  // MARK: Names

  /// The views from the window down to `view`, by class; a class that several siblings share gets its index in
  /// reading order.
  static func path(of view: UIView) -> String {
    var parts: [String] = []
    var current: UIView? = view
    while let node = current {
      var part = String(describing: type(of: node))
      if let parent = node.superview {
        let same = AccessibilityTree.readingOrder(of: parent).filter { type(of: $0) == type(of: node) && !$0.isHidden }
        if same.count > 1, let index = same.firstIndex(where: { $0 === node }) { part += "[\(index)]" }
      }
      parts.append(part)
      current = node.superview
    }
    return parts.reversed().joined(separator: "/")
  }

  /// A text shortened to 40 characters for a finding.
  static func short(_ text: String) -> String {
    let line = text.replacingOccurrences(of: "\n", with: " ")
    return line.count > 40 ? String(line.prefix(39)) + "…" : line
  }

  /// Points with at most one decimal.
  static func points(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
  }
}
