import Foundation
import TandemGraphics

/// A row of segments, one of them selected: a tap on a segment selects it and sends `.valueChanged` (and runs the
/// segment's action); a momentary control only flashes the tapped segment.
///
/// Metrics (iOS 13+): 32 points tall; a `.tertiarySystemFill` capsule of 9-point corners, the selected segment a
/// white (dark: #636366) card 2 points inside with 7-point corners and a soft shadow; titles 13-point regular,
/// semibold when selected; 1-point dividers between unselected neighbours. Each segment is an accessibility button,
/// `.selected` when selected.
@MainActor @preconcurrency open class UISegmentedControl: UIControl {
  /// The index meaning no segment is selected.
  public static let noSegment = -1

  /// How a segmented control draws in bars (iOS 7+: all the same).
  public enum Segment: Int, Sendable { case any, left, center, right, alone }

  /// The selected segment (`noSegment`: none).
  open var selectedSegmentIndex: Int {
    get { selectedIndex }
    set {
      let index = newValue >= 0 && newValue < segments.count ? newValue : UISegmentedControl.noSegment
      guard index != selectedIndex else { return }
      selectedIndex = index
      updateSegments()
      setNeedsLayout()
    }
  }
  /// Whether a tap selects only while the finger is down.
  open var isMomentary = false
  /// Whether segments are as wide as their content (false: equal widths).
  open var apportionsSegmentWidthsByContent = false { didSet { invalidateSegmentSizes() } }
  /// The selected segment's color (nil: white, or #636366 in dark mode).
  open var selectedSegmentTintColor: UIColor? { didSet { updateSegments() } }
  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  static let height: CGFloat = 32
  static let cornerRadius: CGFloat = 9
  static let selectionInset: CGFloat = 2
  static let selectionCornerRadius: CGFloat = 7
  static let contentPadding: CGFloat = 14
  static let selectedColor = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
  }

  /// One segment: its content and state, drawn by a view that is its accessibility element.
  private final class SegmentView: UIView {
    let label = UILabel()
    let imageView = UIImageView()
    var title: String? {
      didSet {
        label.text = title
        accessibilityLabel = title
      }
    }
    var image: UIImage? {
      didSet {
        imageView.image = image
        if title == nil { accessibilityLabel = image?.symbolName }
      }
    }
    var action: UIAction?
    var isSegmentEnabled = true
    var fixedWidth: CGFloat = 0
    var contentOffset = CGSize.zero

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = true
      label.textAlignment = .center
      label.isAccessibilityElement = false
      imageView.contentMode = .center
      imageView.isAccessibilityElement = false
      addSubview(label)
      addSubview(imageView)
    }

    required init?(coder: NSCoder) { nil }

    var contentWidth: CGFloat {
      if title != nil { return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 32)).width }
      return image?.size.width ?? 0
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let box = bounds.offsetBy(dx: contentOffset.width, dy: contentOffset.height)
      label.frame = box.insetBy(dx: 4, dy: 0)
      imageView.frame = box
      label.isHidden = title == nil
      imageView.isHidden = title != nil || image == nil
    }
  }

  private var segments: [SegmentView] = []
  private var selectedIndex = UISegmentedControl.noSegment
  private let selection = UIView()
  private var dividers: [UIView] = []
  private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]
  /// The segment under the finger of a momentary control.
  private var flashedIndex: Int?

  /// A control with segments made of titles (`String`) and images (`UIImage`).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    setUpControl()
    for item in items ?? [] {
      let segment = SegmentView()
      if let image = item as? UIImage { segment.image = image } else { segment.title = "\(item)" }
      segments.append(segment)
      addSubview(segment)
    }
    afterSegmentsChanged()
    frame.size = intrinsicContentSize
  }

  /// A control with a segment per action (its title and image); selecting a segment runs its action.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(items: nil)
    for (index, action) in actions.enumerated() { insertSegment(action: action, at: index, animated: false) }
    self.frame = frame
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpControl()
  }

  /// Creates a segmented control from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpControl()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpControl() {
    isOpaque = false
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = UISegmentedControl.cornerRadius
    layer.cornerCurve = .continuous
    selection.isUserInteractionEnabled = false
    selection.layer.cornerRadius = UISegmentedControl.selectionCornerRadius
    selection.layer.cornerCurve = .continuous
    selection.layer.shadowColor = CGColor(gray: 0, alpha: 1)
    selection.layer.shadowOpacity = 0.12
    selection.layer.shadowRadius = 8
    selection.layer.shadowOffset = CGSize(width: 0, height: 3)
    addSubview(selection)
  }

  // MARK: Segments

  private func makeSegment(at segment: Int) -> SegmentView {
    let view = SegmentView()
    let index = min(max(segment, 0), segments.count)
    segments.insert(view, at: index)
    addSubview(view)
    if selectedIndex >= index { selectedIndex += 1 }
    return view
  }

  /// Inserts a segment with a title.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    makeSegment(at: segment).title = title
    afterSegmentsChanged()
  }

  /// Inserts a segment with an image.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    makeSegment(at: segment).image = image
    afterSegmentsChanged()
  }

  /// Inserts a segment showing an action's title (or image) that runs the action when selected.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    let view = makeSegment(at: segment)
    if action.title.isEmpty { view.image = action.image } else { view.title = action.title }
    view.action = action
    afterSegmentsChanged()
  }

  /// Removes a segment.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment).removeFromSuperview()
    if selectedIndex == segment {
      selectedIndex = UISegmentedControl.noSegment
    } else if selectedIndex > segment {
      selectedIndex -= 1
    }
    afterSegmentsChanged()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    for segment in segments { segment.removeFromSuperview() }
    segments.removeAll()
    selectedIndex = UISegmentedControl.noSegment
    afterSegmentsChanged()
  }

  /// Sets a segment's title (replacing its image).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    afterSegmentsChanged()
  }

  /// A segment's title.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets a segment's image (shown when it has no title).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = nil
    segments[segment].image = image
    afterSegmentsChanged()
  }

  /// A segment's image.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Sets a segment's action (its title and image), replacing its content.
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    let view = segments[segment]
    view.action = action
    if action.title.isEmpty {
      view.title = nil
      view.image = action.image
    } else {
      view.title = action.title
    }
    afterSegmentsChanged()
  }

  /// A segment's action.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// The index of the segment whose action has an identifier (`noSegment`: none).
  open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
  }

  /// Enables or disables one segment.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isSegmentEnabled = enabled
    updateSegments()
  }

  /// Whether a segment is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isSegmentEnabled : false
  }

  /// Fixes a segment's width (0: automatic).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].fixedWidth = max(width, 0)
    invalidateSegmentSizes()
  }

  /// A segment's fixed width (0: automatic).
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].fixedWidth : 0
  }

  /// Moves a segment's content by an offset.
  open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].contentOffset = offset
    segments[segment].setNeedsLayout()
  }

  /// A segment's content offset.
  open func contentOffsetForSegment(at segment: Int) -> CGSize {
    segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
  }

  /// Sets the title attributes (font, foreground color) for a state (`.normal`, `.selected`, `.disabled`).
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
    updateSegments()
    invalidateSegmentSizes()
  }

  /// The title attributes set for a state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  private func afterSegmentsChanged() {
    while dividers.count < max(segments.count - 1, 0) {
      let divider = UIView()
      divider.isUserInteractionEnabled = false
      divider.backgroundColor = .opaqueSeparator
      insertSubview(divider, belowSubview: selection)
      dividers.append(divider)
    }
    while dividers.count > max(segments.count - 1, 0) { dividers.removeLast().removeFromSuperview() }
    updateSegments()
    invalidateSegmentSizes()
  }

  private func invalidateSegmentSizes() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  // MARK: Appearance

  private func updateSegments() {
    let selectionShown = !isMomentary && selectedIndex != UISegmentedControl.noSegment
    selection.isHidden = !selectionShown
    selection.backgroundColor = selectedSegmentTintColor ?? UISegmentedControl.selectedColor
    for (index, segment) in segments.enumerated() {
      let selected = index == selectedIndex && !isMomentary
      let enabled = isEnabled && segment.isSegmentEnabled
      var state: UIControl.State = selected ? .selected : .normal
      if !enabled { state = .disabled }
      let attributes = titleAttributes[state.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue] ?? [:]
      segment.label.font =
        attributes[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
      let color = attributes[.foregroundColor] as? UIColor ?? .label
      segment.label.textColor = color
      segment.imageView.tintColor = color
      segment.alpha = enabled ? (index == flashedIndex ? 0.5 : 1) : 0.35
      var traits: UIAccessibilityTraits = .button
      if selected { traits.insert(.selected) }
      if !enabled { traits.insert(.notEnabled) }
      segment.accessibilityTraits = traits
    }
    setNeedsLayout()
  }

  open override func stateDidChange() {
    super.stateDidChange()
    updateSegments()
  }

  // MARK: Layout

  /// The widths of the segments filling `total` points: fixed widths first, then equal shares (or shares by
  /// content when apportioning).
  private func segmentWidths(total: CGFloat) -> [CGFloat] {
    let fixed = segments.reduce(0) { $0 + $1.fixedWidth }
    let automatic = segments.filter { $0.fixedWidth == 0 }
    let remaining = max(total - fixed, 0)
    guard !automatic.isEmpty else { return segments.map(\.fixedWidth) }
    if apportionsSegmentWidthsByContent {
      let natural = automatic.map { $0.contentWidth + 2 * UISegmentedControl.contentPadding }
      let sum = max(natural.reduce(0, +), 1)
      var shares = natural.makeIterator()
      return segments.map { $0.fixedWidth > 0 ? $0.fixedWidth : shares.next()! * remaining / sum }
    }
    let share = remaining / CGFloat(automatic.count)
    return segments.map { $0.fixedWidth > 0 ? $0.fixedWidth : share }
  }

  open override var intrinsicContentSize: CGSize {
    let natural = segments.map {
      $0.fixedWidth > 0 ? $0.fixedWidth : $0.contentWidth + 2 * UISegmentedControl.contentPadding
    }
    let width =
      apportionsSegmentWidthsByContent
      ? natural.reduce(0, +) : (natural.max() ?? 0) * CGFloat(segments.count)
    return CGSize(width: width, height: UISegmentedControl.height)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The segments' frames, leading to trailing.
  private func segmentFrames() -> [CGRect] {
    let widths = segmentWidths(total: bounds.width)
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var x: CGFloat = rtl ? bounds.maxX : bounds.minX
    return widths.map { width in
      defer { x += rtl ? -width : width }
      return CGRect(x: rtl ? x - width : x, y: bounds.minY, width: width, height: bounds.height)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let frames = segmentFrames()
    for (segment, frame) in zip(segments, frames) { segment.frame = frame }
    if selectedIndex != UISegmentedControl.noSegment, frames.indices.contains(selectedIndex) {
      let inset = UISegmentedControl.selectionInset
      selection.frame = frames[selectedIndex].insetBy(dx: inset, dy: inset)
    }
    for (index, divider) in dividers.enumerated() {
      let left = frames[index]
      let edge = effectiveUserInterfaceLayoutDirection == .rightToLeft ? left.minX : left.maxX
      divider.frame = CGRect(x: edge - 0.5, y: bounds.midY - 8, width: 1, height: 16)
      // Dividers next to the selected segment are hidden under its card.
      divider.isHidden = !isMomentary && (index == selectedIndex || index + 1 == selectedIndex)
    }
  }

  // MARK: Touches

  private func segmentIndex(at point: CGPoint) -> Int? {
    segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    if isMomentary, let index = segmentIndex(at: touch.location(in: self)), segments[index].isSegmentEnabled {
      flashedIndex = index
      updateSegments()
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    flashedIndex = nil
    updateSegments()
  }

  open override func cancelTracking(with event: UIEvent?) {
    flashedIndex = nil
    updateSegments()
  }

  package override func touchUpInside(_ touch: UITouch) {
    guard let index = segmentIndex(at: touch.location(in: self)), segments[index].isSegmentEnabled else { return }
    if isMomentary {
      selectedIndex = index
      segments[index].action?.perform(sender: self)
      sendActions(for: .valueChanged)
      return
    }
    guard index != selectedIndex else { return }
    selectedIndex = index
    updateSegments()
    UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
    segments[index].action?.perform(sender: self)
    sendActions(for: .valueChanged)
  }
}
