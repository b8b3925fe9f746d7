import Foundation

/// A view a collection view places and reuses: cells and supplementary views (headers, footers). It takes its
/// layout attributes and, when its size is estimated, reports the size that fits its content.
@MainActor @preconcurrency open class UICollectionReusableView: UIView {
  /// The identifier the view is reused under.
  open internal(set) var reuseIdentifier: String?

  public override init(frame: CGRect) { super.init(frame: frame) }
  /// The view a registered class makes for a reuse identifier: `init(frame:)` of the registered class (Linux: how
  /// registration creates views; a subclass inherits it when it overrides `init(frame:)` or declares no
  /// initializers).
  public required convenience init(_registeredReuseIdentifier identifier: String) {
    self.init(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    reuseIdentifier = identifier
  }
  /// Creates a view from an archive: its reuse identifier, then the view properties (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    reuseIdentifier = InterfaceCoding.value(String.self, InterfaceCoding.ListKey.reuseIdentifier, in: coder)
  }

  /// Prepares the view for its next element.
  open func prepareForReuse() {}

  /// Takes the layout's attributes for the view's element (the collection view sets the frame).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view wants: for estimated dimensions, the size that fits its content.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred = layoutAttributes.duplicate()
    let axes = layoutAttributes.estimatedAxes
    guard !axes.isEmpty else { return preferred }
    preferred.size = fittingSize(for: layoutAttributes.size, axes: axes)
    return preferred
  }

  /// The size that fits the content, keeping the dimensions that are not estimated.
  func fittingSize(for size: CGSize, axes: UIAxis) -> CGSize {
    let fitted = systemLayoutSizeFitting(
      size, withHorizontalFittingPriority: axes.contains(.horizontal) ? .fittingSizeLevel : .required,
      verticalFittingPriority: axes.contains(.vertical) ? .fittingSizeLevel : .required)
    return CGSize(
      width: axes.contains(.horizontal) ? fitted.width : size.width,
      height: axes.contains(.vertical) ? fitted.height : size.height)
  }
}
