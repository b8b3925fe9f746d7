import Foundation

/// A simulator device a preview runs on, by its name ("iPhone 14", "iPad (10th generation)").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The device's name.
  public let rawValue: String
  /// A device by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device by name.
  public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// How a preview is sized.
public enum PreviewLayout: Hashable, Sendable {
  /// The whole screen of the preview's device.
  case device
  /// The view's own size when offered the device's screen.
  case sizeThatFits
  /// A container of a fixed size, the view centred in it.
  case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of the interface relative to the device.
public struct InterfaceOrientation: Hashable, Identifiable, Sendable {
  /// The orientation's name.
  public let id: String
  /// Upright.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// Turned so the top of the interface is at the device's left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// Turned so the top of the interface is at the device's right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  package var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
