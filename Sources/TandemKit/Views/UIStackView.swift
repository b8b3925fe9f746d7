import Foundation
import TandemGraphics

/// Lays out a row or column of arranged views with a distribution, an alignment and spacing.
///
/// Arranged views use Auto Layout sizing (`systemLayoutSizeFitting`), so intrinsic sizes and size constraints
/// count; hidden arranged views collapse. Fill stretches the view with the lowest hugging priority (the first on a
/// tie) and shrinks the one with the lowest compression resistance (the last on a tie).
@MainActor @preconcurrency open class UIStackView: UIView {
  /// How arranged views share the space along the axis.
  public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
  /// How arranged views are placed across the axis.
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }
  /// The space `UIStackView.spacingUseDefault` asks for (the system spacing).
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The space `UIStackView.spacingUseSystem` asks for.
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude

  /// The views laid out, in order (each is also a subview).
  public private(set) var arrangedSubviews: [UIView] = []
  /// The layout axis.
  open var axis: NSLayoutConstraintAxis = .horizontal { didSet { arrangementChanged() } }
  open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
  open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
  /// The space between adjacent arranged views.
  open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
  /// Whether views are laid out inside the layout margins.
  open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
  /// Whether vertical spacing is measured between baselines.
  open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
  private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

  /// Creates a stack view of views.
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    views.forEach(addArrangedSubview)
  }

  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Creates a stack view from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Adds a view at the end of the arrangement.
  open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

  /// Inserts a view into the arrangement.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementChanged()
  }

  /// Removes a view from the arrangement (it stays a subview).
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacing[ObjectIdentifier(view)] = nil
    arrangementChanged()
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
  }

  /// Sets the space after one arranged view.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
    arrangementChanged()
  }
  /// The space after one arranged view.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  package override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
    if arrangedSubviews.contains(where: { $0 === subview }) { arrangementChanged() }
  }

  package override func subviewVisibilityChanged(_ subview: UIView) {
    if arrangedSubviews.contains(where: { $0 === subview }) { arrangementChanged() }
  }

  private func arrangementChanged() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private var visible: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

  private func gap(after view: UIView) -> CGFloat {
    let custom = customSpacing[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault
    return custom == UIStackView.spacingUseDefault ? spacing : custom == UIStackView.spacingUseSystem ? 8 : custom
  }

  private func fittingSize(_ view: UIView) -> CGSize {
    view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
  }

  private func along(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
  private func across(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

  private var contentArea: CGRect {
    isLayoutMarginsRelativeArrangement ? bounds.inset(by: effectiveLayoutMargins) : bounds
  }

  open override var intrinsicContentSize: CGSize {
    let views = visible
    guard !views.isEmpty else { return .zero }
    let sizes = views.map(fittingSize)
    let gaps = views.dropLast().map(gap(after:)).reduce(0, +)
    var main = sizes.map(along).reduce(0, +) + gaps
    if distribution == .fillEqually { main = (sizes.map(along).max() ?? 0) * CGFloat(views.count) + gaps }
    let cross = sizes.map(across).max() ?? 0
    var margins = UIEdgeInsets.zero
    if isLayoutMarginsRelativeArrangement { margins = effectiveLayoutMargins }
    return axis == .horizontal
      ? CGSize(width: main + margins.left + margins.right, height: cross + margins.top + margins.bottom)
      : CGSize(width: cross + margins.left + margins.right, height: main + margins.top + margins.bottom)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let views = visible
    guard !views.isEmpty else { return }
    let rightToLeft = isRightToLeft
    let area = contentArea
    let available = along(area.size)
    let sizes = views.map(fittingSize)
    var lengths = sizes.map(along)
    let gaps = views.dropLast().map(gap(after:))
    let totalGaps = gaps.reduce(0, +)
    var spacings = gaps

    switch distribution {
    case .fill:
      let extra = available - totalGaps - lengths.reduce(0, +)
      if extra > 0 {
        let i = views.indices.min {
          (views[$0].contentHuggingPriority(for: axis), $0) < (views[$1].contentHuggingPriority(for: axis), $1)
        }!
        lengths[i] += extra
      } else if extra < 0 {
        // Shrink the least resistant views, last first, never below zero.
        var deficit = -extra
        let order = views.indices.sorted {
          (views[$0].contentCompressionResistancePriority(for: axis), -$0)
            < (views[$1].contentCompressionResistancePriority(for: axis), -$1)
        }
        for i in order where deficit > 0 {
          let cut = min(lengths[i], deficit)
          lengths[i] -= cut
          deficit -= cut
        }
      }
    case .fillEqually:
      let each = max(0, (available - totalGaps) / CGFloat(views.count))
      lengths = lengths.map { _ in each }
    case .fillProportionally:
      let total = lengths.reduce(0, +)
      let room = max(0, available - totalGaps)
      lengths = lengths.map { total > 0 ? room * $0 / total : room / CGFloat(views.count) }
    case .equalSpacing:
      let free = available - lengths.reduce(0, +)
      if views.count > 1 {
        let each = max(free / CGFloat(views.count - 1), 0)
        spacings = gaps.map { max($0, each) }
      }
    case .equalCentering:
      if views.count > 1 {
        let first = lengths.first! / 2
        let last = lengths.last! / 2
        let step = (available - first - last) / CGFloat(views.count - 1)
        spacings = (0..<(views.count - 1)).map { max(gaps[$0], step - lengths[$0] / 2 - lengths[$0 + 1] / 2) }
      }
    }

    let crossAvailable = across(area.size)
    let maxBaseline = views.map { $0.firstBaselineOffset(forHeight: across(fittingSize($0))) }.max() ?? 0
    var position = axis == .horizontal ? area.minX : area.minY
    for (i, view) in views.enumerated() {
      let crossNatural = across(sizes[i])
      var crossLength = min(crossNatural, crossAvailable)
      var crossOrigin: CGFloat
      let crossStart = axis == .horizontal ? area.minY : area.minX
      switch alignment {
      case .fill:
        crossLength = crossAvailable
        crossOrigin = crossStart
      case .leading: crossOrigin = crossStart
      case .center: crossOrigin = crossStart + (crossAvailable - crossLength) / 2
      case .trailing: crossOrigin = crossStart + crossAvailable - crossLength
      case .firstBaseline, .lastBaseline:
        if axis == .horizontal {
          crossOrigin = crossStart + maxBaseline - view.firstBaselineOffset(forHeight: crossLength)
        } else {
          crossOrigin = alignment == .firstBaseline ? crossStart : crossStart + crossAvailable - crossLength
        }
      }
      // Edges snap to the pixel grid, as Auto Layout's frames do.
      let start = snap(position)
      let end = snap(position + lengths[i])
      let crossStartSnapped = snap(crossOrigin)
      let crossEnd = snap(crossOrigin + crossLength)
      var frame =
        axis == .horizontal
        ? CGRect(x: start, y: crossStartSnapped, width: end - start, height: crossEnd - crossStartSnapped)
        : CGRect(x: crossStartSnapped, y: start, width: crossEnd - crossStartSnapped, height: end - start)
      // Right to left, a horizontal stack runs from the right and leading alignment is on the right.
      if rightToLeft { frame.origin.x = bounds.minX + bounds.maxX - frame.maxX }
      view.setFrameFromEngine(frame)
      position += lengths[i] + (i < spacings.count ? spacings[i] : 0)
    }
  }

  private func snap(_ value: CGFloat) -> CGFloat {
    let scale = max(traitCollection.displayScale, 1)
    return (value * scale).rounded() / scale
  }

  package override func firstBaselineOffset(forHeight height: CGFloat) -> CGFloat {
    guard let first = visible.first else { return height }
    return first.frame.minY + first.firstBaselineOffsetFromTop
  }
}
