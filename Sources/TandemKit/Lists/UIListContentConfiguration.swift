import Foundation

/// The standard content of a list cell, header or footer: an image, a text and a secondary text with their styling
/// and layout metrics. Its view is a `UIListContentView`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// How a text of the configuration looks.
  public struct TextProperties: Hashable, Sendable {
    /// A change of letter case applied to the text when it shows.
    public enum TextTransform: Int, Hashable, Sendable { case none, capitalized, lowercase, uppercase }
    /// How a text aligns in its width.
    public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }

    /// The font.
    public var font: UIFont
    /// The color.
    public var color: UIColor
    /// How the text aligns.
    public var alignment = TextAlignment.natural
    /// How lines break and truncate.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The most lines shown (0: as many as needed).
    public var numberOfLines = 0
    /// The letter case shown.
    public var transform = TextTransform.none
    /// Whether the font follows the content size category.
    public var adjustsFontForContentSizeCategory = true

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }

    /// The color for drawing.
    public func resolvedColor() -> UIColor { color }

    /// The label alignment this alignment draws as.
    var labelAlignment: NSTextAlignment {
      switch alignment {
      case .natural: .natural
      case .center: .center
      case .justified: .justified
      }
    }

    /// Takes a label's font, color, lines and alignment (a cell's legacy labels are styled through them).
    @MainActor mutating func take(from label: UILabel) {
      font = label.font
      color = label.textColor
      numberOfLines = label.numberOfLines
      lineBreakMode = label.lineBreakMode
      adjustsFontForContentSizeCategory = label.adjustsFontForContentSizeCategory
      alignment =
        switch label.textAlignment {
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }

    /// A text as shown: the transform applied.
    func shown(_ text: String) -> String {
      switch transform {
      case .none: text
      case .capitalized: text.capitalized
      case .lowercase: text.lowercased()
      case .uppercase: text.uppercased()
      }
    }
  }

  /// How the image of the configuration looks.
  public struct ImageProperties: Hashable, Sendable {
    /// The tint of template and symbol images (nil: the view's tint).
    public var tintColor: UIColor?
    /// The image's corner radius.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image shows at (zero in an axis: no limit).
    public var maximumSize = CGSize.zero
    /// The size kept for the image whatever its own size, so texts of rows with different images line up (zero:
    /// the image's size).
    public var reservedLayoutSize = CGSize.zero
    /// A value for `reservedLayoutSize` meaning the system's standard size (for symbols, the text's line height).
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    /// The configuration of a symbol image (nil: one made from the text's font, so the symbol follows the text's
    /// size; a symbol image with a configuration of its own keeps it).
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The tint for drawing given the view's tint.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
  }

  /// The image (nil: none).
  public var image: UIImage?
  /// The primary text.
  public var text: String?
  /// The primary text with attributes (takes the place of `text`).
  nonisolated(unsafe) public var attributedText: NSAttributedString?
  /// The secondary text.
  public var secondaryText: String?
  /// The secondary text with attributes (takes the place of `secondaryText`).
  nonisolated(unsafe) public var secondaryAttributedText: NSAttributedString?
  /// The image's styling.
  public var imageProperties = ImageProperties()
  /// The primary text's styling.
  public var textProperties: TextProperties
  /// The secondary text's styling.
  public var secondaryTextProperties: TextProperties
  /// The margins around the content.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// The axes along which the margins are widened to the hosting view's own layout margins.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
  /// The space between the image and the texts.
  public var imageToTextPadding: CGFloat = 16
  /// The space between the text and the secondary text when side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between the text and the secondary text when stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// Whether the texts go side by side (value cells) rather than stacked.
  public var prefersSideBySideTextAndSecondaryText = false

  init(
    text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets,
    sideBySide: Bool = false
  ) {
    textProperties = text
    secondaryTextProperties = secondary
    directionalLayoutMargins = margins
    prefersSideBySideTextAndSecondaryText = sideBySide
  }

  static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

  /// A list cell: body text, secondary text stacked under it.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
      margins: cellMargins)
  }
  /// A cell with a secondary text in a smaller font under the text.
  public static func subtitleCell() -> UIListContentConfiguration {
    var configuration = cell()
    configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
    return configuration
  }
  /// A cell with the secondary text at the trailing edge, on the text's line.
  public static func valueCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
      margins: cellMargins, sideBySide: true)
  }
  /// The header of a plain list: a bold text.
  public static func plainHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label),
      secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
  }
  /// The footer of a plain list: a small secondary text.
  public static func plainFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
  }
  /// The header of a grouped list: a small uppercase secondary text above the section.
  public static func groupedHeader() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(
      text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    configuration.textProperties.transform = .uppercase
    return configuration
  }
  /// The footer of a grouped list: a small secondary text under the section.
  public static func groupedFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
  }
  /// A header for the list it is used in (the plain header; a cell or view of a grouped list makes the grouped one).
  public static func header() -> UIListContentConfiguration { plainHeader() }
  /// A footer for the list it is used in (the plain footer; a grouped list's view makes the grouped one).
  public static func footer() -> UIListContentConfiguration { plainFooter() }

  /// A new `UIListContentView` showing this configuration.
  public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

  /// The configuration for a state: disabled content dims its texts; otherwise it is unchanged.
  public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
    var configuration = self
    if let cellState = state as? UICellConfigurationState, cellState.isDisabled {
      configuration.textProperties.color = .tertiaryLabel
      configuration.secondaryTextProperties.color = .tertiaryLabel
    }
    return configuration
  }
}
