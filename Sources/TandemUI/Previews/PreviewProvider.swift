// Previews: the types Xcode's canvas reads — `PreviewProvider`, `PreviewDevice`, `PreviewLayout`,
// `InterfaceOrientation` and the `.preview…` modifiers. As on iOS, they change nothing when the app runs: a
// previewed view draws and behaves exactly as it would without them. `PreviewRenderer` plays Xcode's part here: it
// renders each preview of a provider to an image, on its device, in its layout and color scheme.
import Foundation

/// A type that produces view previews for Xcode's canvas (on Linux, for `PreviewRenderer`).
@MainActor @preconcurrency public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews: each view a top-level `Group` or `ForEach` lists is one preview.
  @ViewBuilder static var previews: Previews { get }
  /// The platform the previews run on (nil: the target's).
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform given: the target's.
  public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can run on.
public enum PreviewPlatform: Hashable, Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS
}
