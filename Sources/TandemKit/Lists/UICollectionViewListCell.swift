import Foundation

/// A cell of a list section: standard content and background for the list's appearance, accessories at either
/// edge, indentation, a separator aligned to the text, and rounded section corners in inset-grouped lists.
@MainActor @preconcurrency open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories, in order from the edges inwards.
  open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
  /// How many levels the content is indented.
  open var indentationLevel = 0 { didSet { setNeedsLayout() } }
  /// The width of one indentation level.
  open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
  /// Whether accessories move with the indentation.
  open var indentsAccessories = true { didSet { setNeedsLayout() } }

  private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
  let separator = UIView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    separator.isHidden = true
    addSubview(separator)
  }

  /// Creates a list cell from an archive (see `UICollectionReusableView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    separator.isHidden = true
    addSubview(separator)
  }

  /// The standard content for the cell's list: a list cell, or a header for rows styled as headers.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    guard let style = listStyle, style.isHeaderOrFooter else { return .cell() }
    return style.appearance == .plain ? .plainHeader() : .groupedHeader()
  }

  /// The list's cell background: plain or grouped by appearance; header-styled rows have none in grouped lists.
  open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    guard let style = listStyle else { return .listPlainCell() }
    if style.appearance == .plain { return style.isHeaderOrFooter ? .listPlainHeaderFooter() : .listPlainCell() }
    return style.isHeaderOrFooter ? .listGroupedHeaderFooter() : .listGroupedCell()
  }

  override func listStyleChanged() {
    super.listStyleChanged()
    setNeedsLayout()
  }

  override var editingFlag: Bool {
    didSet { if editingFlag != oldValue { rebuildAccessories() } }
  }

  /// Whether the cell's item is expanded in its section snapshot (the outline disclosure points down).
  package var isOutlineExpanded = false {
    didSet {
      if isOutlineExpanded != oldValue, hasOutlineDisclosure { rebuildAccessories() }
    }
  }

  private var hasOutlineDisclosure: Bool {
    accessories.contains { if case .outlineDisclosure = $0.kind { return true } else { return false } }
  }

  /// Whether a tap on the cell toggles its outline (its disclosure has the header style).
  var togglesOutlineOnTap: Bool {
    accessories.contains {
      if case .outlineDisclosure(.header, nil) = $0.kind { return $0.shows(editing: editingFlag) }
      return false
    }
  }

  /// Expands or collapses the cell's item through its collection view's data source.
  func toggleOutline() {
    guard let collectionView = superview as? UICollectionView, let indexPath = collectionView.indexPath(for: self)
    else { return }
    (collectionView.dataSource as? any OutlineToggling)?.toggleExpansion(at: indexPath)
  }

  // MARK: Accessories

  private func rebuildAccessories() {
    for (_, view) in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.filter { $0.shows(editing: editingFlag) }.map { ($0, makeView(for: $0)) }
    for (_, view) in accessoryViews { addSubview(view) }
    setNeedsLayout()
    contentSizeChanged()
  }

  private func makeView(for accessory: UICellAccessory) -> UIView {
    func symbol(_ name: String, _ action: (() -> Void)?) -> UIView {
      let image = UIImage(systemName: name)
      guard let action else {
        let view = UIImageView(image: image)
        view.tintColor = accessory.tintColor
        return view
      }
      let button = UIButton(type: .system)
      button.setImage(image, for: .normal)
      button.tintColor = accessory.tintColor
      button.frame.size = image?.size ?? .zero
      button.addAction(UIAction { _ in action() }, for: .touchUpInside)
      return button
    }
    switch accessory.kind {
    case .disclosureIndicator: return symbol("chevron.right", nil)
    case .checkmark: return symbol("checkmark", nil)
    case .detail(let action): return symbol("info.circle", action)
    case .delete(let action):
      return symbol("minus.circle.fill") { [weak self] in
        if let action {
          action()
        } else if let self {
          (self.superview as? UICollectionView)?.revealTrailingActions(of: self)
        }
      }
    case .outlineDisclosure(_, let action):
      let button = UIButton(type: .system)
      button.setImage(
        UIImage(
          systemName: isOutlineExpanded ? "chevron.down" : "chevron.right",
          withConfiguration: UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold)), for: .normal)
      button.tintColor = accessory.tintColor
      button.accessibilityLabel = isOutlineExpanded ? "Collapse" : "Expand"
      button.addAction(
        UIAction { [weak self] _ in
          if let action { action() } else { self?.toggleOutline() }
        }, for: .touchUpInside)
      return button
    case .reorder:
      let grip = UIImageView(image: UIImage(systemName: "line.3.horizontal"))
      grip.tintColor = accessory.tintColor
      grip.isUserInteractionEnabled = true
      grip.isAccessibilityElement = true
      grip.accessibilityLabel = "Reorder"
      let pan = UIPanGestureRecognizer()
      pan.addTarget { [weak self] recognizer in
        guard let self, let collectionView = self.superview as? UICollectionView else { return }
        collectionView.reorderDrag(self, recognizer as! UIPanGestureRecognizer)
      }
      grip.addGestureRecognizer(pan)
      return grip
    case .multiselect:
      let view = MultiselectIndicator(tint: accessory.tintColor)
      view.isChecked = isSelected
      return view
    case .label(let text, let font):
      let label = UILabel()
      label.text = text
      label.font = font ?? .preferredFont(forTextStyle: .body)
      label.textColor = accessory.tintColor
      return label
    case .custom(let view):
      if let tint = accessory.tintColor { view.tintColor = tint }
      return view
    }
  }

  /// Keeps multiple-selection controls showing whether the cell is selected.
  open override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    for (_, view) in accessoryViews { (view as? MultiselectIndicator)?.isChecked = state.isSelected }
  }

  /// An accessory's width in the row (its reserved width when larger).
  private func width(of accessory: UICellAccessory, view: UIView) -> CGFloat {
    var natural = view.sizeThatFits(.zero).width > 0 ? view.sizeThatFits(.zero).width : view.bounds.width
    // The outline chevron is narrower than a finger: it takes at least 22 points.
    if case .outlineDisclosure = accessory.kind { natural = max(natural, 22) }
    switch accessory.reservedWidth {
    case .custom(let width)?: return max(width, natural)
    case .standard?: return max(natural, 22)
    default: return natural
    }
  }

  private static let accessorySpacing: CGFloat = 16

  /// The horizontal margin of the row (the list's side margin, or 16 inside inset-grouped rows).
  private var sideMargin: CGFloat {
    guard let style = listStyle else { return 16 }
    if style.appearance == .insetGrouped { return 16 }
    return bounds.width >= 414 || traitCollection.horizontalSizeClass == .regular ? 20 : 16
  }

  /// The extents the leading and trailing accessories take (each with its spacing).
  private var accessoryExtents: (leading: CGFloat, trailing: CGFloat) {
    var leading: CGFloat = 0
    var trailing: CGFloat = 0
    for (accessory, view) in accessoryViews {
      let extent = width(of: accessory, view: view) + UICollectionViewListCell.accessorySpacing
      if accessory.isLeading { leading += extent } else { trailing += extent }
    }
    return (leading, trailing)
  }

  override func contentFrame(in size: CGSize) -> CGRect {
    let indent = CGFloat(indentationLevel) * indentationWidth
    let (leading, trailing) = accessoryExtents
    let start = leading > 0 ? sideMargin + leading - UICollectionViewListCell.accessorySpacing : 0
    let end = trailing > 0 ? sideMargin + trailing - UICollectionViewListCell.accessorySpacing : 0
    let x = start + indent
    return CGRect(x: x, y: 0, width: max(size.width - x - end, 0), height: size.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 11, leading: contentView.frame.minX > 0 ? UICollectionViewListCell.accessorySpacing : sideMargin,
      bottom: 11,
      trailing: contentView.frame.maxX < bounds.width ? UICollectionViewListCell.accessorySpacing : sideMargin)
    // Laid out left to right; mirrored at the end when right to left.
    defer {
      mirrorSubviewsForRightToLeft([contentView, separator] + accessoryViews.map(\.view))
    }
    var leadingX = sideMargin + (indentsAccessories ? CGFloat(indentationLevel) * indentationWidth : 0)
    var trailingX = bounds.width - sideMargin
    // Leading accessories go left to right in order; trailing ones too, so the last is nearest the trailing edge.
    for (accessory, view) in accessoryViews.filter({ $0.accessory.isLeading })
      + accessoryViews.filter({ !$0.accessory.isLeading }).reversed()
    {
      let width = width(of: accessory, view: view)
      let height = max(view.sizeThatFits(.zero).height, view.bounds.height)
      if accessory.isLeading {
        view.frame = CGRect(x: leadingX, y: (bounds.height - height) / 2, width: width, height: height)
        leadingX += width + UICollectionViewListCell.accessorySpacing
      } else {
        trailingX -= width
        view.frame = CGRect(x: trailingX, y: (bounds.height - height) / 2, width: width, height: height)
        trailingX -= UICollectionViewListCell.accessorySpacing
      }
    }
    guard let style = listStyle else {
      separator.isHidden = true
      return
    }
    let line = 1 / max(traitCollection.displayScale, 1)
    separator.isHidden = !style.showsSeparator || contentHost.separatorHidden
    separator.backgroundColor = contentHost.separatorTint ?? style.separatorColor
    let insets = style.separatorInsets
    let leading =
      insets == .zero ? contentHost.textLeading(in: self) ?? contentView.frame.minX + sideMargin : insets.leading
    let end = insets == .zero ? contentHost.separatorTrailing(in: self) ?? bounds.width : bounds.width - insets.trailing
    separator.frame = CGRect(x: leading, y: bounds.height - line, width: max(end - leading, 0), height: line)
    bringSubviewToFront(separator)
    if style.appearance == .insetGrouped && !style.isHeaderOrFooter {
      var corners: CACornerMask = []
      if style.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if style.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
      layer.cornerRadius = corners.isEmpty ? 0 : UITableView.insetGroupedCornerRadius
      layer.maskedCorners = corners
      clipsToBounds = !corners.isEmpty
    }
  }
}

/// The circle of a multiple-selection accessory: gray and empty, or filled in the tint color with a checkmark.
final class MultiselectIndicator: UIImageView {
  private let tint: UIColor?
  var isChecked = false {
    didSet { if isChecked != oldValue { refresh() } }
  }

  init(tint: UIColor?) {
    self.tint = tint
    super.init(frame: .zero)
    contentMode = .center
    refresh()
  }
  required init?(coder: NSCoder) { nil }

  private static let configuration = UIImage.SymbolConfiguration(pointSize: 22, weight: .regular)
  private static let checked = UIImage(systemName: "checkmark.circle.fill", withConfiguration: configuration)
  private static let unchecked = UIImage(systemName: "circle", withConfiguration: configuration)

  private func refresh() {
    image = isChecked ? MultiselectIndicator.checked : MultiselectIndicator.unchecked
    tintColor = isChecked ? tint : UIColor.systemGray3
    frame.size = sizeThatFits(.zero)
    accessibilityTraits = isChecked ? [.selected] : []
  }

  /// One size checked or not (the symbols' widths differ slightly), so the row's content does not move.
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let a = MultiselectIndicator.checked?.size ?? .zero
    let b = MultiselectIndicator.unchecked?.size ?? .zero
    return CGSize(width: max(a.width, b.width), height: max(a.height, b.height))
  }
}

/// A data source whose items expand and collapse (a diffable data source with section snapshots).
@MainActor protocol OutlineToggling: AnyObject {
  func toggleExpansion(at indexPath: IndexPath)
}

/// A data source that shows a move the user made itself (a diffable data source applies it as a snapshot), so the
/// collection view does not move the item again.
@MainActor protocol ItemReordering: AnyObject {}
