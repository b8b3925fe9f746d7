import Foundation

/// Apple's Dynamic Type text styles.
package enum TextStyleName: String, CaseIterable, Hashable, Sendable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// Apple's content size categories, smallest to largest; `.large` is the default.
package enum SizeCategoryName: String, CaseIterable, Hashable, Sendable, Comparable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  package static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Whether this is one of the five accessibility sizes (AX1–AX5).
  package var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

/// The size, leading and weights of one text style at one size category (HIG typography tables).
package struct TextStyleMetrics: Equatable, Sendable {
  package var size: CGFloat
  package var leading: CGFloat
  /// Apple weight value of the style (headline is semibold, the others regular).
  package var weight: CGFloat
  /// Apple weight value of the style's emphasized (bold trait) variant.
  package var emphasizedWeight: CGFloat
}

/// The Dynamic Type table of ../shared/reference/ios-reference.md §1 (HIG typography, iOS 16/17).
package enum DynamicType {
  // Rows: size categories xSmall … AX5; columns: largeTitle, title1, title2, title3, headline, body, callout,
  // subheadline, footnote, caption1, caption2; each entry is (size, leading).
  private static let table: [[(CGFloat, CGFloat)]] = [
    [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
    [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
    [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
    [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
    [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
    [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
    [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
    [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
    [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
    [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
    [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
    [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
  ]

  /// The metrics of `style` at `category`.
  package static func metrics(for style: TextStyleName, category: SizeCategoryName = .large) -> TextStyleMetrics {
    let row = SizeCategoryName.allCases.firstIndex(of: category)!
    let column = TextStyleName.allCases.firstIndex(of: style)!
    let (size, leading) = table[row][column]
    let weight = style == .headline ? FontWeightValue.semibold : FontWeightValue.regular
    let emphasized: CGFloat =
      switch style {
      case .largeTitle, .title1, .title2: FontWeightValue.bold
      default: FontWeightValue.semibold
      }
    return TextStyleMetrics(size: size, leading: leading, weight: weight, emphasizedWeight: emphasized)
  }

  /// How much `style` grows from one text size to another (its point sizes' ratio): what `UIFontMetrics`,
  /// text-style fonts following the text size and `@ScaledMetric` scale by.
  package static func scale(
    of style: TextStyleName, from base: SizeCategoryName = .large, to category: SizeCategoryName
  ) -> CGFloat {
    metrics(for: style, category: category).size / metrics(for: style, category: base).size
  }

  /// The system font descriptor of `style` at `category`.
  package static func font(for style: TextStyleName, category: SizeCategoryName = .large) -> FontDescriptor {
    let m = metrics(for: style, category: category)
    return FontDescriptor(size: m.size, weight: m.weight)
  }
}
