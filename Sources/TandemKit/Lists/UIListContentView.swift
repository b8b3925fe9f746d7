import Foundation

/// The view of a `UIListContentConfiguration`: an image and two texts laid out inside the configuration's margins
/// (stacked, or side by side for value cells). It can be used on its own, outside lists.
@MainActor @preconcurrency open class UIListContentView: UIView, UIContentView, SeparatorAligning {
  private let imageView: UIImageView
  private let textLabel: UILabel
  private let secondaryTextLabel: UILabel
  private var listConfiguration: UIListContentConfiguration
  /// For a cell's `textLabel`, `detailTextLabel` and `imageView`: the configuration their current properties make,
  /// read again before each measurement and layout (they are changed directly, not through a configuration).
  private var partsSource: (() -> UIListContentConfiguration)?

  /// A view showing a configuration.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    (imageView, textLabel, secondaryTextLabel) = (UIImageView(), UILabel(), UILabel())
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply()
  }

  /// A view laying out views it is given (a cell's legacy labels and image view), styled first by `configuration`
  /// and afterwards by whatever their properties are, as `source` reads them.
  package init(
    configuration: UIListContentConfiguration, textLabel: UILabel, secondaryTextLabel: UILabel,
    imageView: UIImageView, source: @escaping () -> UIListContentConfiguration
  ) {
    listConfiguration = configuration
    (self.imageView, self.textLabel, self.secondaryTextLabel) = (imageView, textLabel, secondaryTextLabel)
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply()
    partsSource = source
  }

  /// Takes the configuration the given parts' properties make now (see `partsSource`).
  private func readParts() {
    guard let partsSource else { return }
    let read = partsSource()
    guard read != listConfiguration else { return }
    listConfiguration = read
    apply()
  }
  /// Creates a list content view from an archive, showing a plain cell configuration (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    (imageView, textLabel, secondaryTextLabel) = (UIImageView(), UILabel(), UILabel())
    super.init(coder: coder)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
    apply()
  }

  /// The configuration shown (a `UIListContentConfiguration`).
  open var configuration: UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let new = newValue as? UIListContentConfiguration else {
        preconditionFailure("UIListContentView can only show a UIListContentConfiguration, not \(type(of: newValue))")
      }
      listConfiguration = new
      apply()
    }
  }

  /// Whether a configuration can be shown in place: any list content configuration can.
  public func supports(_ configuration: UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  private func apply() {
    let c = listConfiguration
    imageView.image = c.image.map { image in
      guard image.isSymbolImage else { return image }
      guard let configuration = c.imageProperties.preferredSymbolConfiguration else {
        // A symbol whose configuration names no size takes the text's.
        if let own = image.symbolConfiguration, own.pointSize != nil || own.textStyle != nil { return image }
        return image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(font: textFont(c.textProperties)))
          ?? image
      }
      return image.applyingSymbolConfiguration(configuration) ?? image
    }
    imageView.isHidden = c.image == nil
    imageView.tintColor = c.imageProperties.tintColor
    imageView.layer.cornerRadius = c.imageProperties.cornerRadius
    imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
    configure(textLabel, text: c.text, attributed: c.attributedText, properties: c.textProperties)
    configure(
      secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText,
      properties: c.secondaryTextProperties)
    if c.prefersSideBySideTextAndSecondaryText { secondaryTextLabel.numberOfLines = 1 }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func configure(
    _ label: UILabel, text: String?, attributed: NSAttributedString?,
    properties: UIListContentConfiguration.TextProperties
  ) {
    // A text-style font follows the text size (now, and as the label's traits change).
    label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
    label.font = textFont(properties)
    label.textColor = properties.resolvedColor()
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.textAlignment = properties.labelAlignment
    if let attributed {
      label.attributedText = attributed
    } else {
      label.text = text.map(properties.shown)
    }
    label.isHidden = (label.text ?? "").isEmpty
  }

  /// A text's font at the view's text size (when it follows the text size).
  private func textFont(_ properties: UIListContentConfiguration.TextProperties) -> UIFont {
    properties.adjustsFontForContentSizeCategory ? properties.font.adjusted(to: traitCollection) : properties.font
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // A new text size re-sizes the texts and the symbol that follows them.
    if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
      apply()
    }
  }

  /// The frames of the image and texts in a width, and the height they need.
  private func arrangement(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
    let c = listConfiguration
    var margins = c.directionalLayoutMargins
    if c.axesPreservingSuperviewLayoutMargins.contains(.horizontal), let host = superview {
      let hostMargins = host.effectiveLayoutMargins
      margins.leading = max(margins.leading, hostMargins.left)
      margins.trailing = max(margins.trailing, hostMargins.right)
    }
    var x = margins.leading
    let right = width - margins.trailing
    var imageSize = CGSize.zero
    var imageSlot: CGFloat = 0
    if let image = imageView.image {
      imageSize = image.size
      let limit = c.imageProperties.maximumSize
      if limit.width > 0 && imageSize.width > limit.width || limit.height > 0 && imageSize.height > limit.height {
        let factor = min(
          limit.width > 0 ? limit.width / imageSize.width : .infinity,
          limit.height > 0 ? limit.height / imageSize.height : .infinity)
        imageSize = CGSize(width: imageSize.width * factor, height: imageSize.height * factor)
      }
      var reserved = c.imageProperties.reservedLayoutSize.width
      // Symbols keep a standard width (the text's line height) so texts of rows with different symbols line up.
      if reserved == UIListContentConfiguration.ImageProperties.standardDimension
        || (reserved == 0 && image.isSymbolImage)
      {
        reserved = textLabel.font.lineHeight.rounded(.up)
      }
      imageSlot = max(reserved, imageSize.width)
      x += imageSlot + c.imageToTextPadding
    }
    let available = max(right - x, 0)
    let hasText = !textLabel.isHidden
    let hasSecondary = !secondaryTextLabel.isHidden
    var textFrame = CGRect.zero
    var secondaryFrame = CGRect.zero
    if c.prefersSideBySideTextAndSecondaryText && hasSecondary {
      let secondarySize = secondaryTextLabel.sizeThatFits(CGSize(width: available, height: 0))
      let secondaryWidth = min(secondarySize.width, available)
      let textWidth = max(available - secondaryWidth - (hasText ? c.textToSecondaryTextHorizontalPadding : 0), 0)
      let textSize = hasText ? textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)) : .zero
      let line = max(textSize.height, secondarySize.height)
      textFrame = CGRect(x: x, y: 0, width: textWidth, height: textSize.height)
      secondaryFrame = CGRect(
        x: right - secondaryWidth, y: (line - secondarySize.height) / 2, width: secondaryWidth,
        height: secondarySize.height)
      textFrame.origin.y = (line - textSize.height) / 2
    } else {
      let textSize = hasText ? textLabel.sizeThatFits(CGSize(width: available, height: 0)) : .zero
      textFrame = CGRect(x: x, y: 0, width: available, height: textSize.height)
      if hasSecondary {
        let secondarySize = secondaryTextLabel.sizeThatFits(CGSize(width: available, height: 0))
        let gap = hasText ? c.textToSecondaryTextVerticalPadding : 0
        secondaryFrame = CGRect(x: x, y: textFrame.maxY + gap, width: available, height: secondarySize.height)
      }
    }
    let textsHeight = max(textFrame.maxY, secondaryFrame.maxY)
    let contentHeight = max(textsHeight, imageSize.height)
    let top = margins.top
    textFrame.origin.y += top + (contentHeight - textsHeight) / 2
    secondaryFrame.origin.y += top + (contentHeight - textsHeight) / 2
    let imageFrame = CGRect(
      x: margins.leading + (imageSlot - imageSize.width) / 2, y: top + (contentHeight - imageSize.height) / 2,
      width: imageSize.width,
      height: imageSize.height)
    return (imageFrame, textFrame, secondaryFrame, top + contentHeight + margins.bottom)
  }

  // MARK: Layout guides

  /// The layout guide of the text (nil while the configuration has none), to align other views with it.
  open var textLayoutGuide: UILayoutGuide? {
    textLabel.isHidden ? nil : guide(\.textGuide, "UIListContentView-textLayoutGuide") { $0.text }
  }
  /// The layout guide of the secondary text (nil while the configuration has none).
  open var secondaryTextLayoutGuide: UILayoutGuide? {
    secondaryTextLabel.isHidden
      ? nil : guide(\.secondaryTextGuide, "UIListContentView-secondaryTextLayoutGuide") { $0.secondary }
  }
  /// The layout guide of the image (nil while the configuration has none).
  open var imageLayoutGuide: UILayoutGuide? {
    imageView.image == nil ? nil : guide(\.imageGuide, "UIListContentView-imageLayoutGuide") { $0.image }
  }
  private var textGuide: UILayoutGuide?
  private var secondaryTextGuide: UILayoutGuide?
  private var imageGuide: UILayoutGuide?

  /// A guide following one part of the arrangement (mirrored right to left, as the parts are), made once.
  private func guide(
    _ key: ReferenceWritableKeyPath<UIListContentView, UILayoutGuide?>, _ identifier: String,
    part: @escaping ((image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat)) -> CGRect
  ) -> UILayoutGuide {
    if let existing = self[keyPath: key] { return existing }
    let made = UILayoutGuide(identifier: identifier, owner: self) { view in
      guard let content = view as? UIListContentView else { return .zero }
      let rect = part(content.arrangement(width: content.bounds.width))
      return content.isRightToLeft
        ? CGRect(x: content.bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }
    addLayoutGuide(made)
    self[keyPath: key] = made
    return made
  }

  /// Where the primary text starts (separators align to it).
  var textLeading: CGFloat { arrangement(width: bounds.width).text.minX }
  package var separatorLeading: CGFloat? { textLeading }

  open override func layoutSubviews() {
    readParts()
    super.layoutSubviews()
    let frames = arrangement(width: bounds.width)
    imageView.frame = frames.image
    textLabel.frame = frames.text
    secondaryTextLabel.frame = frames.secondary
    // Right to left, the image leads on the right and the texts end at it.
    mirrorSubviewsForRightToLeft([imageView, textLabel, secondaryTextLabel])
    if textGuide != nil || secondaryTextGuide != nil || imageGuide != nil { providedGuidesChanged() }
  }

  /// The size the content needs: its height at the given width, or with a zero width its natural size (texts on
  /// as few lines as they take).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    readParts()
    let width = size.width > 0 ? size.width : naturalWidth
    return CGSize(width: width, height: arrangement(width: width).height)
  }

  /// The width that shows the image and the texts unwrapped inside the margins.
  private var naturalWidth: CGFloat {
    let c = listConfiguration
    let text = textLabel.isHidden ? 0 : textLabel.sizeThatFits(.zero).width
    let secondary = secondaryTextLabel.isHidden ? 0 : secondaryTextLabel.sizeThatFits(.zero).width
    let content =
      c.prefersSideBySideTextAndSecondaryText && text > 0 && secondary > 0
      ? text + c.textToSecondaryTextHorizontalPadding + secondary : max(text, secondary)
    // Where the texts start: after the leading margin and the image's slot.
    let start = arrangement(width: .greatestFiniteMagnitude / 4).text.minX
    return (start + content + c.directionalLayoutMargins.trailing).rounded(.up)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: arrangement(width: bounds.width).height)
  }
}
