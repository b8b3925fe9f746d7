import Foundation

/// A preview `#Preview` declares: a name, traits and the view it shows.
public struct Preview {
  /// The kind of traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
  public struct ViewTraits {}

  package let traits: PreviewTraits
  package let body: @MainActor () -> any View

  /// A preview of a view.
  public init(_ name: String? = nil, body: @escaping @MainActor () -> any View) {
    self.traits = PreviewTraits(displayName: name)
    self.body = body
  }

  /// A preview of a view with traits (layout, orientation).
  public init(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor () -> any View
  ) {
    var collected = PreviewTraits(displayName: name)
    for trait in [traits] + additionalTraits { trait.change(&collected) }
    self.traits = collected
    self.body = body
  }
}

/// A setting of a preview: its layout or orientation.
public struct PreviewTrait<T>: @unchecked Sendable {
  let change: (inout PreviewTraits) -> Void
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The whole screen of the preview's device.
  public static var defaultLayout: PreviewTrait { PreviewTrait { $0.layout = .device } }
  /// The view's own size when offered the device's screen.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait { $0.layout = .sizeThatFits } }
  /// A container of a fixed size, the view centred in it.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait { $0.layout = .fixed(width: width, height: height) }
  }
  /// Upright.
  public static var portrait: PreviewTrait { PreviewTrait { $0.orientation = .portrait } }
  /// Upside down.
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait { $0.orientation = .portraitUpsideDown } }
  /// Turned so the top of the interface is at the device's left.
  public static var landscapeLeft: PreviewTrait { PreviewTrait { $0.orientation = .landscapeLeft } }
  /// Turned so the top of the interface is at the device's right.
  public static var landscapeRight: PreviewTrait { PreviewTrait { $0.orientation = .landscapeRight } }
}

/// A type `#Preview` generates: where the preview is declared and how to make it.
public protocol PreviewRegistry {
  /// The file the preview is in (`Module/File.swift`).
  static var fileID: String { get }
  /// The line of the `#Preview`.
  static var line: Int { get }
  /// The column of the `#Preview`.
  static var column: Int { get }
  /// Makes the preview.
  @MainActor static func makePreview() throws -> Preview
}

#if os(Linux)
  /// Declares a preview of a view for Xcode's canvas (on Linux, for `PreviewRenderer`). At run time it does
  /// nothing, as on iOS.
  @freestanding(declaration)
  public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TandemMacros", type: "PreviewMacro")

  /// Declares a preview of a view with traits (layout, orientation). At run time it does nothing, as on iOS.
  @freestanding(declaration)
  public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor () -> any View
  ) = #externalMacro(module: "TandemMacros", type: "PreviewMacro")
#endif
