import Foundation
import TandemGraphics

/// Insets from each edge, in points.
public struct DeviceInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = DeviceInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A simulated device: screen size, scale, safe areas, idiom and size classes (../shared/reference §5).
///
/// Tandem runs apps on one preset at a time; the default is iPhone 14 (390×844 points @3x).
public struct DevicePreset: Hashable, Sendable, CustomStringConvertible {
  /// The idiom of the device.
  public enum Idiom: Hashable, Sendable { case phone, pad }
  /// A horizontal or vertical size class.
  public enum SizeClass: Hashable, Sendable { case compact, regular }

  public var name: String
  /// The portrait screen size in points.
  public var portraitSize: CGSize
  public var scale: CGFloat
  public var safeAreaPortrait: DeviceInsets
  public var safeAreaLandscape: DeviceInsets
  public var screenCornerRadius: CGFloat
  public var idiom: Idiom
  /// Size classes (horizontal, vertical) in portrait and in landscape.
  public var portraitSizeClasses: (horizontal: SizeClass, vertical: SizeClass)
  public var landscapeSizeClasses: (horizontal: SizeClass, vertical: SizeClass)
  /// Whether the device is in landscape orientation.
  public var isLandscape = false

  public init(
    name: String, portraitSize: CGSize, scale: CGFloat, safeAreaPortrait: DeviceInsets, safeAreaLandscape: DeviceInsets,
    screenCornerRadius: CGFloat, idiom: Idiom, portraitSizeClasses: (horizontal: SizeClass, vertical: SizeClass),
    landscapeSizeClasses: (horizontal: SizeClass, vertical: SizeClass)
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.safeAreaPortrait = safeAreaPortrait
    self.safeAreaLandscape = safeAreaLandscape
    self.screenCornerRadius = screenCornerRadius
    self.idiom = idiom
    self.portraitSizeClasses = portraitSizeClasses
    self.landscapeSizeClasses = landscapeSizeClasses
  }

  /// The screen size in points in the current orientation.
  public var size: CGSize {
    isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }
  /// The safe-area insets in the current orientation.
  public var safeArea: DeviceInsets { isLandscape ? safeAreaLandscape : safeAreaPortrait }
  /// The size classes in the current orientation.
  public var sizeClasses: (horizontal: SizeClass, vertical: SizeClass) {
    isLandscape ? landscapeSizeClasses : portraitSizeClasses
  }
  /// The same device turned to landscape.
  public var landscape: DevicePreset {
    var copy = self
    copy.isLandscape = true
    return copy
  }
  public var description: String { name + (isLandscape ? " (landscape)" : "") }

  public static func == (lhs: DevicePreset, rhs: DevicePreset) -> Bool {
    lhs.name == rhs.name && lhs.isLandscape == rhs.isLandscape
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isLandscape)
  }

  /// iPhone SE (3rd generation): 375×667 @2x, status bar 20 pt.
  public static let iPhoneSE = DevicePreset(
    name: "iPhone SE (3rd generation)", portraitSize: CGSize(width: 375, height: 667), scale: 2,
    safeAreaPortrait: DeviceInsets(top: 20, left: 0, bottom: 0, right: 0), safeAreaLandscape: .zero,
    screenCornerRadius: 0, idiom: .phone, portraitSizeClasses: (.compact, .regular),
    landscapeSizeClasses: (.compact, .compact))
  /// iPhone 14: 390×844 @3x (the default device).
  public static let iPhone14 = DevicePreset(
    name: "iPhone 14", portraitSize: CGSize(width: 390, height: 844), scale: 3,
    safeAreaPortrait: DeviceInsets(top: 47, left: 0, bottom: 34, right: 0),
    safeAreaLandscape: DeviceInsets(top: 0, left: 47, bottom: 21, right: 47), screenCornerRadius: 47.33,
    idiom: .phone, portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact))
  /// iPhone 14 Pro: 393×852 @3x.
  public static let iPhone14Pro = DevicePreset(
    name: "iPhone 14 Pro", portraitSize: CGSize(width: 393, height: 852), scale: 3,
    safeAreaPortrait: DeviceInsets(top: 59, left: 0, bottom: 34, right: 0),
    safeAreaLandscape: DeviceInsets(top: 0, left: 59, bottom: 21, right: 59), screenCornerRadius: 55,
    idiom: .phone, portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact))
  /// iPhone 15 Pro Max: 430×932 @3x (regular width in landscape).
  public static let iPhone15ProMax = DevicePreset(
    name: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932), scale: 3,
    safeAreaPortrait: DeviceInsets(top: 59, left: 0, bottom: 34, right: 0),
    safeAreaLandscape: DeviceInsets(top: 0, left: 59, bottom: 21, right: 59), screenCornerRadius: 55,
    idiom: .phone, portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.regular, .compact))
  /// iPad (10th generation): 820×1180 @2x, regular in both directions.
  public static let iPad = DevicePreset(
    name: "iPad (10th generation)", portraitSize: CGSize(width: 820, height: 1180), scale: 2,
    safeAreaPortrait: DeviceInsets(top: 24, left: 0, bottom: 20, right: 0),
    safeAreaLandscape: DeviceInsets(top: 24, left: 0, bottom: 20, right: 0), screenCornerRadius: 18,
    idiom: .pad, portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular))

  /// Every preset.
  public static let all: [DevicePreset] = [.iPhoneSE, .iPhone14, .iPhone14Pro, .iPhone15ProMax, .iPad]
  /// The default preset.
  public static let `default` = DevicePreset.iPhone14
}
