import Foundation
import TandemGraphics

/// Supplies a picker view's components and their row counts.
@MainActor @preconcurrency public protocol UIPickerViewDataSource: AnyObject {
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Supplies a picker view's rows (titles, styled titles or views) and sizes, and hears about selections; every
/// method is optional.
@MainActor @preconcurrency public protocol UIPickerViewDelegate: AnyObject {
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
    -> NSAttributedString?
  func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
    -> UIView
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// Not implemented: components share the width.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
  /// Not implemented: 32-point rows.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    nil
  }
  public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
    -> NSAttributedString?
  { nil }
  /// Not implemented: the row shows its title.
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
  ) -> UIView { PickerRowTitleMarker() }
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// The view the default `viewForRow` returns: the row shows its title instead.
final class PickerRowTitleMarker: UIView {}

/// A spinning-wheel picker: one wheel per component, each a column of rows that scrolls under a selection band.
/// Drag a wheel and it decelerates and settles on the row nearest where it stops; tap a row above or below the band
/// to turn it there. The delegate hears `didSelectRow` once a wheel settles on a new row.
///
/// Metrics: 216 points tall by default, rows 32 points, titles in the 21-point system font; the selection band is a
/// rounded rectangle (8-point corners) in the tertiary system fill, 8 points in from the sides. Rows away from the
/// band lean back on the wheel: they are drawn shorter and fainter with their angle, as the iPhone's cylinder.
@MainActor @preconcurrency open class UIPickerView: UIView {
  open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
  open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }

  /// The number of components (wheels).
  open var numberOfComponents: Int { wheels.count }

  private var wheels: [PickerWheel] = []
  private let selectionBand = UIView()

  /// The default row height.
  static let defaultRowHeight: CGFloat = 32
  /// The font of titles from `titleForRow`.
  static let titleFont = UIFont.systemFont(ofSize: 21)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpPicker()
  }

  /// Creates a picker view from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpPicker()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func setUpPicker() {
    clipsToBounds = true
    selectionBand.backgroundColor = .tertiarySystemFill
    selectionBand.layer.cornerRadius = 8
    selectionBand.isUserInteractionEnabled = false
    addSubview(selectionBand)
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 216) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 && size.width.isFinite ? size.width : 320, height: 216)
  }

  // MARK: Data

  /// Reads every component's row count again and redraws the rows (selections are kept where still in range).
  open func reloadAllComponents() {
    let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
    while wheels.count > count { wheels.removeLast().removeFromSuperview() }
    while wheels.count < count {
      let wheel = PickerWheel(picker: self, component: wheels.count)
      wheels.append(wheel)
      insertSubview(wheel, aboveSubview: selectionBand)
    }
    for component in wheels.indices { reloadComponent(component) }
    setNeedsLayout()
  }

  /// Reads one component's row count again and redraws its rows.
  open func reloadComponent(_ component: Int) {
    guard wheels.indices.contains(component) else { return }
    wheels[component].reload(rowCount: max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0))
  }

  /// The number of rows in a component.
  open func numberOfRows(inComponent component: Int) -> Int {
    wheels.indices.contains(component) ? wheels[component].rowCount : 0
  }

  /// The selected row of a component (-1 when it has no rows).
  open func selectedRow(inComponent component: Int) -> Int {
    guard wheels.indices.contains(component) else { return -1 }
    return wheels[component].rowCount > 0 ? wheels[component].selectedRow : -1
  }

  /// Turns a component's wheel to a row (the delegate is not told, as in UIKit).
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard wheels.indices.contains(component) else { return }
    layoutIfNeeded()
    wheels[component].select(row: row, animated: animated, notify: false)
  }

  /// The size of a component's rows.
  open func rowSize(forComponent component: Int) -> CGSize {
    guard wheels.indices.contains(component) else { return .zero }
    layoutIfNeeded()
    return CGSize(width: wheels[component].bounds.width, height: rowHeight(forComponent: component))
  }

  /// The view a row shows when the delegate supplies views (nil for titles, or rows off the wheel).
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    guard wheels.indices.contains(component) else { return nil }
    return wheels[component].rowViews[row]
  }

  func rowHeight(forComponent component: Int) -> CGFloat {
    let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
    return height > 0 ? height : UIPickerView.defaultRowHeight
  }

  func didSettle(_ wheel: PickerWheel) {
    delegate?.pickerView(self, didSelectRow: wheel.selectedRow, inComponent: wheel.component)
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    let inset: CGFloat = 8
    let spacing: CGFloat = 5
    let available = max(bounds.width - 2 * inset - spacing * CGFloat(max(wheels.count - 1, 0)), 0)
    // Components the delegate sizes take their width; the rest share what is left, and the columns are centred.
    let asked = wheels.indices.map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
    let fixed = asked.filter { $0 > 0 }.reduce(0, +)
    let flexibleCount = asked.filter { $0 <= 0 }.count
    let share = flexibleCount > 0 ? max(available - fixed, 0) / CGFloat(flexibleCount) : 0
    let widths = asked.map { $0 > 0 ? $0 : share }
    let total = widths.reduce(0, +) + spacing * CGFloat(max(wheels.count - 1, 0))
    var x = isRightToLeft ? (bounds.width + total) / 2 : (bounds.width - total) / 2
    let band = rowHeight(forComponent: 0)
    for (index, wheel) in wheels.enumerated() {
      let width = widths[index]
      if isRightToLeft { x -= width }
      wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      x += isRightToLeft ? -spacing : width + spacing
    }
    selectionBand.frame = CGRect(x: inset, y: (bounds.height - band) / 2, width: bounds.width - 2 * inset, height: band)
  }
}

/// One component of a picker view: a scroll view of rows whose content offset is the wheel's turn, snapping to rows.
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
  unowned let picker: UIPickerView
  let component: Int
  private(set) var rowCount = 0
  private(set) var selectedRow = 0
  private let canvas = PickerWheelCanvas()
  /// Views the delegate supplied for rows on the wheel now, by row.
  private(set) var rowViews: [Int: UIView] = [:]
  /// Whether the delegate supplies views rather than titles.
  private var usesViews: Bool?

  init(picker: UIPickerView, component: Int) {
    self.picker = picker
    self.component = component
    super.init(frame: .zero)
    showsVerticalScrollIndicator = false
    showsHorizontalScrollIndicator = false
    alwaysBounceVertical = true
    contentInsetAdjustmentBehavior = .never
    clipsToBounds = false
    decelerationRate = .fast
    delegate = self
    canvas.wheel = self
    addDrawingCanvas(canvas)
    addGestureRecognizer(UITapGestureRecognizer { [weak self] in self?.tapped($0) })
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
  }

  required init?(coder: NSCoder) { nil }

  var rowHeight: CGFloat { picker.rowHeight(forComponent: component) }

  func reload(rowCount: Int) {
    self.rowCount = rowCount
    selectedRow = min(selectedRow, max(rowCount - 1, 0))
    for view in rowViews.values { view.removeFromSuperview() }
    rowViews = [:]
    usesViews = nil
    setNeedsLayout()
    canvas.setNeedsDisplay()
    updateAccessibility()
  }

  /// The content offset that puts a row in the band.
  private func offset(forRow row: Int) -> CGFloat { CGFloat(row) * rowHeight - contentInset.top }

  /// The row nearest the band at a content offset.
  private func row(atOffset y: CGFloat) -> Int {
    guard rowCount > 0 else { return 0 }
    return min(max(Int(((y + contentInset.top) / rowHeight).rounded()), 0), rowCount - 1)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let inset = (bounds.height - rowHeight) / 2
    if contentInset.top != inset {
      contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
      setContentOffset(CGPoint(x: 0, y: offset(forRow: selectedRow)), animated: false)
    }
    let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
    if contentSize != size { contentSize = size }
    placeCanvas()
  }

  /// The canvas covers the visible part of the wheel wherever it has turned.
  private func placeCanvas() {
    let frame = CGRect(origin: CGPoint(x: 0, y: contentOffset.y), size: bounds.size)
    if canvas.frame != frame { canvas.frame = frame }
    canvas.setNeedsDisplay()
    if usesViews == true { placeRowViews() }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { placeCanvas() }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee.y = offset(forRow: row(atOffset: targetContentOffset.pointee.y))
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { settle() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

  /// Takes the row in the band as the selection, telling the delegate when it changed.
  private func settle() {
    let row = row(atOffset: contentOffset.y)
    let target = offset(forRow: row)
    if abs(contentOffset.y - target) > 0.5 { return setContentOffset(CGPoint(x: 0, y: target), animated: true) }
    guard rowCount > 0, row != selectedRow else { return }
    selectedRow = row
    updateAccessibility()
    picker.didSettle(self)
  }

  func select(row: Int, animated: Bool, notify: Bool) {
    guard rowCount > 0 else { return }
    let row = min(max(row, 0), rowCount - 1)
    if !notify { selectedRow = row }
    // Before the wheel is laid out there is nothing to turn: layout puts the row in the band.
    guard bounds.height > 0 else { return updateAccessibility() }
    setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: animated)
    if !animated { settle() }
    updateAccessibility()
  }

  /// A tap on a row above or below the band turns the wheel to it.
  private func tapped(_ recognizer: UIGestureRecognizer) {
    let visibleY = recognizer.location(in: self).y - contentOffset.y
    guard let row = row(atVisibleY: visibleY), row != selectedRow else { return }
    setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: true)
  }

  // MARK: Rows

  /// A row's title from the delegate.
  func title(forRow row: Int) -> NSAttributedString? {
    guard let delegate = picker.delegate else { return nil }
    if let attributed = delegate.pickerView(picker, attributedTitleForRow: row, forComponent: component) {
      return attributed
    }
    return delegate.pickerView(picker, titleForRow: row, forComponent: component).map {
      NSAttributedString(string: $0)
    }
  }

  /// The rows on the wheel now: those within a quarter turn of the band (the visible half of the cylinder).
  var visibleRows: ClosedRange<Int>? {
    guard rowCount > 0, rowHeight > 0 else { return nil }
    let middle = contentOffset.y + bounds.height / 2
    let reach = radius * .pi / 2
    let first = max(Int(floor((middle - reach) / rowHeight)), 0)
    let last = min(Int(ceil((middle + reach) / rowHeight)), rowCount - 1)
    return first <= last ? first...last : nil
  }

  /// The radius of the wheel's cylinder.
  private var radius: CGFloat { bounds.height / 2 * 1.3 }

  /// Where a row's middle shows on the wheel (from the top of the visible wheel) and how much the cylinder squashes
  /// it: a row `d` points from the band along the wheel's surface is at angle d/r, shown at r·sin(angle) from the
  /// middle and cos(angle) as tall.
  func placement(ofRow row: Int) -> (middle: CGFloat, squash: CGFloat) {
    let distance = CGFloat(row) * rowHeight + rowHeight / 2 - contentOffset.y - bounds.height / 2
    let angle = min(max(distance / radius, -.pi / 2), .pi / 2)
    return (bounds.height / 2 + radius * sin(angle), max(cos(angle), 0))
  }

  /// The row shown at a height of the visible wheel (nil off the rows).
  private func row(atVisibleY y: CGFloat) -> Int? {
    let sine = (y - bounds.height / 2) / radius
    guard abs(sine) <= 1, rowHeight > 0 else { return nil }
    let along = asin(sine) * radius + bounds.height / 2 + contentOffset.y
    let row = Int(floor(along / rowHeight))
    return (0..<rowCount).contains(row) ? row : nil
  }

  /// Asks the delegate for views of the visible rows when it supplies views, and places them on the wheel.
  private func placeRowViews() {
    guard let visible = visibleRows else { return }
    for (row, view) in rowViews where !visible.contains(row) {
      view.removeFromSuperview()
      rowViews[row] = nil
    }
    for row in visible {
      let reused = rowViews[row]
      let view = picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component, reusing: reused)
      guard let view, !(view is PickerRowTitleMarker) else { return }
      if view !== reused {
        reused?.removeFromSuperview()
        rowViews[row] = view
        addSubview(view)
      }
      let (middle, squash) = placement(ofRow: row)
      view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
      view.center = CGPoint(x: bounds.width / 2, y: contentOffset.y + middle)
      view.transform = CGAffineTransform(scaleX: 1, y: max(squash, 0.01))
      view.alpha = pow(squash, 4)
    }
  }

  /// Whether the delegate supplies views (asked once per reload, with the first row).
  func decideUsesViews() -> Bool {
    if let usesViews { return usesViews }
    let view =
      rowCount > 0 ? picker.delegate?.pickerView(picker, viewForRow: 0, forComponent: component, reusing: nil) : nil
    let uses = view != nil && !(view is PickerRowTitleMarker)
    usesViews = uses
    if uses { placeRowViews() }
    return uses
  }

  /// A wheel without a label of its own is named by its picker (SwiftUI names a picker's wheel by the label).
  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? picker.accessibilityLabel }
    set { super.accessibilityLabel = newValue }
  }

  private func updateAccessibility() {
    accessibilityValue =
      rowCount > 0 ? "\(title(forRow: selectedRow)?.string ?? ""), \(selectedRow + 1) of \(rowCount)" : nil
  }
}

/// Draws a wheel's visible rows: each title centred in its row, leaning back with its angle from the band.
final class PickerWheelCanvas: UIView {
  weak var wheel: PickerWheel?

  override func draw(_ rect: CGRect) {
    guard let wheel, let context = UIGraphicsGetCurrentContext(), !wheel.decideUsesViews(),
      let visible = wheel.visibleRows
    else { return }
    let traits = traitCollection
    for row in visible {
      guard let title = wheel.title(forRow: row) else { continue }
      let (y, squash) = wheel.placement(ofRow: row)
      guard squash > 0.05 else { continue }
      // Rows fade as they turn away (text without a color of its own).
      let color = UIColor.label.withAlphaComponent(pow(squash, 4))
      let (styled, _) = AttributedTextConversion.styledText(
        title, font: UIPickerView.titleFont, color: color, traits: traits)
      let layout = TextLayout.make(
        styled, options: TextLayoutOptions(width: bounds.width - 8, maxLines: 1, lineBreakMode: .byTruncatingTail))
      context.saveGState()
      context.translateBy(x: 0, y: y)
      context.scaleBy(x: 1, y: squash)
      let x = (bounds.width - layout.size.width) / 2
      layout.draw(
        in: context, at: CGPoint(x: x, y: -layout.size.height / 2), defaultColor: color.resolvedCGColor(traits))
      context.restoreGState()
    }
  }
}
