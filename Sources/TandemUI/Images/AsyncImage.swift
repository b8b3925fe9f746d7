import Foundation
import TandemKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A view that loads an image from a URL and shows it, with a placeholder until it has loaded. File and data URLs
/// are read directly; other URLs go through `URLSession` (without a network the failure phase shows).
nonisolated public struct AsyncImage<Content: View>: View, PrimitiveView {
  let url: URL?
  let scale: CGFloat
  let build: @MainActor (AsyncImagePhase) -> any View

  /// Shows the image at its size once loaded, and a gray placeholder filling the space until then (or when
  /// loading fails).
  nonisolated public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    self.scale = scale
    build = { phase in
      if let image = phase.image { return image }
      return Color(uiColor: .secondarySystemFill)
    }
  }

  /// Shows `content` with the loaded image, and `placeholder` until then (or when loading fails).
  nonisolated public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping @MainActor (Image) -> I,
    @ViewBuilder placeholder: @escaping @MainActor () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    self.scale = scale
    build = { phase in
      if let image = phase.image { return content(image) }
      return placeholder()
    }
  }

  /// Shows what `content` builds for each phase of the load: empty, success with the image, or failure.
  nonisolated public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping @MainActor (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    build = { content($0) }
  }

  @MainActor package func makeContent() -> any NodeContent { AsyncImageContent() }
}

/// Where the load of an `AsyncImage` is. (Linux: not `Sendable`, as Tandem's `Image` holds a `UIImage`.)
public enum AsyncImagePhase {
  /// Not loaded yet.
  case empty
  /// Loaded: the image.
  case success(Image)
  /// The load failed.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  /// The error, when the load failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// Any AsyncImage, for its node content.
@MainActor protocol AsyncImageValue {
  var imageURL: URL? { get }
  var imageScale: CGFloat { get }
  func view(for phase: AsyncImagePhase) -> any View
}

extension AsyncImage: AsyncImageValue {
  var imageURL: URL? { url }
  var imageScale: CGFloat { scale }
  @MainActor func view(for phase: AsyncImagePhase) -> any View { build(phase) }
}

/// Why an image could not be loaded.
struct AsyncImageLoadingError: Error, CustomStringConvertible {
  let description: String
}

/// Loads the image of its URL in a task when the URL changes, and shows the content for the current phase.
final class AsyncImageContent: NodeContent, LayoutOnly, ChildViewsProviding {
  private var loadedURL: URL?
  private var phase = AsyncImagePhase.empty
  private var task: Task<Void, Never>?
  var isTransparent: Bool { true }

  func update(from view: any View, node: ViewNode) {
    guard let value = view as? any AsyncImageValue, value.imageURL != loadedURL || task == nil else { return }
    loadedURL = value.imageURL
    task?.cancel()
    phase = .empty
    guard let url = value.imageURL else {
      task = Task {}
      return
    }
    let scale = value.imageScale
    task = Task { @MainActor [weak self, weak node] in
      let result: AsyncImagePhase
      do {
        let data = try await AsyncImageContent.data(at: url)
        guard let image = UIImage(data: data, scale: scale) else {
          throw AsyncImageLoadingError(description: "The data at \(url) is not an image.")
        }
        result = .success(Image(uiImage: image))
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled, let self, let node, !node.isRemoved, self.loadedURL == url else { return }
      self.phase = result
      node.invalidate()
    }
  }

  func childViews(node: ViewNode) -> [any View] {
    guard let value = node.view as? any AsyncImageValue else { return [] }
    return [value.view(for: phase)]
  }

  /// The bytes at a URL: a file, a `data:` URL, or a download.
  nonisolated static func data(at url: URL) async throws -> Data {
    if url.isFileURL {
      return try await Task.detached { try Data(contentsOf: url) }.value
    }
    if url.scheme == "data" {
      let text = url.absoluteString
      guard let comma = text.firstIndex(of: ",") else {
        throw AsyncImageLoadingError(description: "The data URL has no data.")
      }
      let header = text[..<comma]
      let payload = String(text[text.index(after: comma)...])
      if header.hasSuffix(";base64") {
        guard let data = Data(base64Encoded: payload.removingPercentEncoding ?? payload) else {
          throw AsyncImageLoadingError(description: "The data URL's base64 data is malformed.")
        }
        return data
      }
      return Data((payload.removingPercentEncoding ?? payload).utf8)
    }
    let (data, response) = try await URLSession.shared.data(from: url)
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      throw AsyncImageLoadingError(description: "The server answered \(http.statusCode) for \(url).")
    }
    return data
  }
}
