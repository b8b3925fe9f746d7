import Foundation

/// The region a text view lays its text out in: the width lines wrap at (less the line fragment padding at each
/// end), the most lines, and how the last line is cut.
///
/// Linux difference: the container describes the layout the text view makes with Pango; there is no TextKit layout
/// manager behind it, and exclusion paths are not supported.
@MainActor @preconcurrency open class NSTextContainer: NSObject {
  /// The container's size; a zero or infinite dimension follows the text view (see `widthTracksTextView`).
  open var size: CGSize { didSet { changed() } }
  /// The blank space at each end of every line (5 points by default, as TextKit's).
  open var lineFragmentPadding: CGFloat = 5 { didSet { changed() } }
  /// The most lines laid out; 0 means no limit.
  open var maximumNumberOfLines = 0 { didSet { changed() } }
  /// How the last line is cut when `maximumNumberOfLines` stops the text.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { changed() } }
  /// Whether the width follows the text view's width.
  open var widthTracksTextView = true { didSet { changed() } }
  /// Whether the height follows the text view's height.
  open var heightTracksTextView = false { didSet { changed() } }

  /// The text view laying its text out here (it lays out again when the container changes).
  package weak var owner: UIView?

  /// A container of the given size.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  public override convenience init() { self.init(size: .zero) }

  private func changed() {
    owner?.invalidateIntrinsicContentSize()
    owner?.setNeedsLayout()
    owner?.setNeedsDisplay()
  }
}
