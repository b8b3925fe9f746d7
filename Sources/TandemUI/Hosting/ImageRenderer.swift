import Foundation
import TandemCombine
import TandemKit

/// Renders a SwiftUI view to an image: the view is sized for `proposedSize` and drawn at `scale` pixels per point,
/// through the same graph, layout and text engine as on screen.
@MainActor @preconcurrency public final class ImageRenderer<Content: View>: ObservableObject {
  /// The view rendered.
  public var content: Content
  /// The size offered to the view (unspecified: its ideal size).
  public var proposedSize: ProposedViewSize = .unspecified
  /// Pixels per point (1 by default, as on Apple platforms).
  public var scale: CGFloat = 1
  /// Whether the image has no alpha channel (transparent pixels become black).
  public var isOpaque = false
  /// The environment the view sees (light appearance, large text by default).
  package var environment = EnvironmentValues()

  /// A renderer of `content`.
  public init(content: Content) { self.content = content }

  /// The rendered image, or nil when the view's size is empty.
  public var cgImage: CGImage? {
    var environment = environment
    environment.displayScale = scale
    let graph = ViewGraph(rootView: content, environment: environment)
    let size = graph.sizeThatFits(proposedSize)
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
    graph.layout(in: CGRect(origin: .zero, size: size))
    let surface = PixelSurface(
      width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)), scale: scale)
    let context = CGContext(surface: surface)  // user space in points
    if isOpaque {
      context.setFillColor(.black)
      context.fill(CGRect(origin: .zero, size: size))
    }
    graph.draw(in: context)
    return CGImage(surface: surface)
  }

  /// The rendered image as a UIImage at `scale`.
  public var uiImage: UIImage? { cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: .up) } }
}
