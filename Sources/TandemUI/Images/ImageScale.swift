import Foundation

extension Image {
  /// The size of symbol images relative to the font they sit next to.
  public enum Scale: Hashable, Sendable { case small, medium, large }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
  /// The scale of symbol images (medium by default).
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// Scales symbol images in this view relative to their font.
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
