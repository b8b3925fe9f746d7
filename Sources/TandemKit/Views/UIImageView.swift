import Foundation
import TandemGraphics

/// A view showing an image; template and symbol images are drawn in the tint color.
@MainActor @preconcurrency open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage? {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The image shown while highlighted.
  open var highlightedImage: UIImage? { didSet { setNeedsDisplay() } }
  /// Whether the highlighted image is shown.
  open var isHighlighted = false { didSet { setNeedsDisplay() } }
  /// The symbol configuration applied to symbol images.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// Creates an image view sized to its image.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    commonInit()
  }

  /// Creates an image view with an image and a highlighted image.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    self.highlightedImage = highlightedImage
    commonInit()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  /// Creates an image view from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
    decodeViewProperties(from: coder, subviews: false)
  }

  private func commonInit() {
    isUserInteractionEnabled = false
    // An image view is read as an image when it is made an accessibility element, as on iOS.
    accessibilityTraits = .image
    isOpaque = false
    contentMode = .scaleToFill
    setNeedsDisplay()
  }

  private var shownImage: UIImage? {
    let base = (isHighlighted ? highlightedImage : nil) ?? image
    guard let base, let config = preferredSymbolConfiguration, base.isSymbolImage else { return base }
    return base.applyingSymbolConfiguration(config)
  }

  open override var intrinsicContentSize: CGSize {
    shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

  /// The rectangle the image is drawn in for the content mode.
  package func imageRect(for image: UIImage) -> CGRect {
    let size = image.size
    switch contentMode {
    case .scaleToFill, .redraw: return bounds
    case .scaleAspectFit: return CALayerContentsGravity.resizeAspect.rect(for: size, in: bounds)
    case .scaleAspectFill: return CALayerContentsGravity.resizeAspectFill.rect(for: size, in: bounds)
    default: return contentMode.gravity.rect(for: size, in: bounds)
    }
  }

  open override func draw(_ rect: CGRect) {
    guard let image = shownImage else { return }
    image.draw(in: imageRect(for: image), tint: tintColor.resolvedCGColor(traitCollection))
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    if shownImage?.isTemplate ?? false { setNeedsDisplay() }
  }

  package override func firstBaselineOffset(forHeight height: CGFloat) -> CGFloat {
    guard let image = shownImage, let offset = image.baselineOffsetFromBottom else { return height }
    // Symbols sit centred; their baseline lies `offset` above the image's bottom.
    let top = (height - image.size.height) / 2
    return top + image.size.height - offset
  }
}
