import Foundation
import Synchronization
import TandemGraphics
import TandemPlatform

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// A horizontal or vertical size class.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}

/// The kind of device interface.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The direction of the layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// The level of a view in the interface (base or elevated), which some dark colors depend on.
public enum UIUserInterfaceLevel: Int, Sendable {
  case unspecified = -1, base = 0, elevated = 1
}

/// The user's preferred text size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
    .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { engineCategory.isAccessibilityCategory }

  /// The engine's category (unspecified reads as the default, large).
  package var engineCategory: SizeCategoryName {
    guard let index = UIContentSizeCategory.ordered.firstIndex(of: self) else { return .large }
    return SizeCategoryName.allCases[index]
  }

  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: lhs) ?? 3) < (ordered.firstIndex(of: rhs) ?? 3)
  }
}

/// The traits of an interface environment: appearance, text size, size classes, scale, direction and idiom.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let preferredContentSizeCategory: UIContentSizeCategory
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let displayScale: CGFloat
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let userInterfaceLevel: UIUserInterfaceLevel

  init(
    style: UIUserInterfaceStyle = .unspecified, category: UIContentSizeCategory = .unspecified,
    horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
    scale: CGFloat = 0, direction: UITraitEnvironmentLayoutDirection = .unspecified,
    idiom: UIUserInterfaceIdiom = .unspecified, level: UIUserInterfaceLevel = .unspecified
  ) {
    userInterfaceStyle = style
    preferredContentSizeCategory = category
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    displayScale = scale
    layoutDirection = direction
    userInterfaceIdiom = idiom
    userInterfaceLevel = level
  }

  /// An empty collection: every trait unspecified.
  public override convenience init() { self.init(style: .unspecified) }
  /// A collection with only the appearance set.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
  /// A collection with only the text size set.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(category: preferredContentSizeCategory)
  }
  /// A collection with only the horizontal size class set.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
  /// A collection with only the vertical size class set.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
  /// A collection with only the display scale set.
  public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
  /// A collection with only the layout direction set.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
  /// A collection with only the idiom set.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
  /// A collection with only the interface level set.
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }

  /// Combines collections: later collections' specified traits win.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    var result = UITraitCollection()
    for c in collections { result = result.overlaid(with: c) }
    self.init(
      style: result.userInterfaceStyle, category: result.preferredContentSizeCategory,
      horizontal: result.horizontalSizeClass, vertical: result.verticalSizeClass, scale: result.displayScale,
      direction: result.layoutDirection, idiom: result.userInterfaceIdiom, level: result.userInterfaceLevel)
  }

  /// This collection with `other`'s specified traits on top.
  package func overlaid(with other: UITraitCollection) -> UITraitCollection {
    UITraitCollection(
      style: other.userInterfaceStyle != .unspecified ? other.userInterfaceStyle : userInterfaceStyle,
      category: other.preferredContentSizeCategory != .unspecified
        ? other.preferredContentSizeCategory : preferredContentSizeCategory,
      horizontal: other.horizontalSizeClass != .unspecified ? other.horizontalSizeClass : horizontalSizeClass,
      vertical: other.verticalSizeClass != .unspecified ? other.verticalSizeClass : verticalSizeClass,
      scale: other.displayScale != 0 ? other.displayScale : displayScale,
      direction: other.layoutDirection != .unspecified ? other.layoutDirection : layoutDirection,
      idiom: other.userInterfaceIdiom != .unspecified ? other.userInterfaceIdiom : userInterfaceIdiom,
      level: other.userInterfaceLevel != .unspecified ? other.userInterfaceLevel : userInterfaceLevel)
  }

  /// A copy with the appearance changed.
  package func with(style: UIUserInterfaceStyle) -> UITraitCollection {
    overlaid(with: UITraitCollection(style: style))
  }

  /// Whether every trait specified in `trait` has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return overlaid(with: trait) == self
  }

  /// Whether a color resolved for `other` could differ from one resolved for this collection.
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    userInterfaceStyle != other?.userInterfaceStyle || userInterfaceLevel != other?.userInterfaceLevel
  }

  /// The traits of a device's screen (light appearance, default text size, the app's layout direction).
  package static func screen(_ device: DevicePreset) -> UITraitCollection {
    let classes = device.sizeClasses
    return UITraitCollection(
      style: .light, category: .large, horizontal: classes.horizontal == .compact ? .compact : .regular,
      vertical: classes.vertical == .compact ? .compact : .regular, scale: device.scale,
      direction: LaunchConfiguration.layoutDirection,
      idiom: device.idiom == .pad ? .pad : .phone, level: .base)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let o = object as? UITraitCollection else { return false }
    return userInterfaceStyle == o.userInterfaceStyle && preferredContentSizeCategory == o.preferredContentSizeCategory
      && horizontalSizeClass == o.horizontalSizeClass && verticalSizeClass == o.verticalSizeClass
      && displayScale == o.displayScale && layoutDirection == o.layoutDirection
      && userInterfaceIdiom == o.userInterfaceIdiom && userInterfaceLevel == o.userInterfaceLevel
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceStyle)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(displayScale)
    return hasher.finalize()
  }

  public override var description: String {
    "<UITraitCollection: userInterfaceStyle = \(userInterfaceStyle), preferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), displayScale = \(displayScale), userInterfaceIdiom = \(userInterfaceIdiom)>"
  }

  private static let currentStorage = Mutex(UITraitCollection.screen(.default))

  /// The traits used to resolve dynamic colors and images when none are given.
  public class var current: UITraitCollection {
    get { currentStorage.withLock { $0 } }
    set { currentStorage.withLock { $0 = newValue } }
  }

  /// Runs `actions` with `current` set to this collection.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let saved = UITraitCollection.current
    UITraitCollection.current = self
    defer { UITraitCollection.current = saved }
    try actions()
  }
}

/// An object with traits that can change: views, view controllers, windows.
@MainActor @preconcurrency public protocol UITraitEnvironment: AnyObject {
  /// The environment's current traits.
  var traitCollection: UITraitCollection { get }
  /// Called after the traits changed.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
