import Foundation
import TandemKit
import TandemPlatform
import TandemUI

/// A folder of rendered previews and the `index.html` page showing them, as `tandem preview` writes it: each preview
/// of each `PreviewProvider` and `#Preview` added is rendered with `PreviewRenderer` and saved as a PNG, and the page
/// lists them with their names, devices, color schemes and source places.
@MainActor @preconcurrency public struct PreviewGallery {
  /// One picture of the gallery.
  public struct Entry: Sendable, Equatable {
    /// The provider's type name, or the `#Preview`'s name (its place when it has none).
    public var name: String
    /// The name `.previewDisplayName` gave the picture, if any.
    public var displayName: String?
    /// Where it is declared (`File.swift:12`).
    public var source: String
    /// The PNG's file name in the folder.
    public var file: String
    /// The device, color scheme and layout it was rendered with.
    public var device: String
    public var colorScheme: String
    /// Its size in points.
    public var width: Int
    public var height: Int
  }

  /// The folder the pictures and page are written to.
  public let folder: URL
  /// The pictures written so far, in order.
  public private(set) var entries: [Entry] = []
  /// What could not be rendered: name and reason.
  public private(set) var failures: [(name: String, reason: String)] = []

  /// A gallery writing into `folder` (made if needed).
  public init(folder: URL) throws {
    self.folder = folder
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Renders and saves every preview of a provider.
  public mutating func add<Provider: PreviewProvider>(_ provider: Provider.Type, source: String) {
    let name = String(describing: provider)
    do {
      for preview in try PreviewRenderer.render(provider) { try save(preview, name: name, source: source) }
    } catch {
      failures.append((name, "\(error)"))
    }
  }

  /// Renders and saves a `#Preview`.
  public mutating func add<Registry: PreviewRegistry>(_ registry: Registry.Type, name: String?, source: String) {
    let name = name ?? "Preview at \(source)"
    do {
      try save(PreviewRenderer.render(registry), name: name, source: source)
    } catch {
      failures.append((name, "\(error)"))
    }
  }

  private mutating func save(_ preview: RenderedPreview, name: String, source: String) throws {
    let stem = name.map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce(into: "") { result, character in
      if character != "-" || result.last != "-" { result.append(character) }
    }
    var file = "\(stem)-\(preview.index + 1).png"
    var suffix = 2
    while entries.contains(where: { $0.file == file }) {
      file = "\(stem)-\(preview.index + 1)-\(suffix).png"
      suffix += 1
    }
    guard let data = preview.image.pngData() else { throw CocoaError(.fileWriteUnknown) }
    try data.write(to: folder.appendingPathComponent(file))
    entries.append(
      Entry(
        name: name, displayName: preview.displayName, source: source, file: file, device: preview.device.name,
        colorScheme: preview.colorScheme == .dark ? "dark" : "light", width: Int(preview.image.size.width),
        height: Int(preview.image.size.height)))
  }

  /// The gallery page: every picture at its size in points, captioned, with what failed listed first.
  public func indexHTML(title: String) -> String {
    func escape(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
      <style>
      body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
      .grid { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
      figure { margin: 0; background: #fff; border-radius: 12px; padding: 12px; box-shadow: 0 1px 3px #0002; }
      figure img { display: block; border: 1px solid #d1d1d6; }
      figcaption { margin-top: 8px; max-width: 400px; } .meta { color: #8e8e93; font-size: 12px; }
      .failed { color: #d70015; }
      </style></head><body>
      <h1>\(escape(title))</h1>
      <p>\(entries.count) preview\(entries.count == 1 ? "" : "s")</p>

      """
    for failure in failures {
      html += "<p class=\"failed\">\(escape(failure.name)): \(escape(failure.reason))</p>\n"
    }
    html += "<div class=\"grid\">\n"
    for entry in entries {
      let caption =
        entry.displayName.flatMap { $0 == entry.name ? nil : "\(escape(entry.name)) — \(escape($0))" }
        ?? escape(entry.name)
      html += """
        <figure><img src="\(escape(entry.file))" width="\(entry.width)" height="\(entry.height)" alt="\(caption)">
        <figcaption>\(caption)<div class="meta">\(escape(entry.device)), \(entry.colorScheme) · \(escape(entry.source))</div></figcaption></figure>

        """
    }
    html += "</div>\n</body></html>\n"
    return html
  }

  /// Writes `index.html`.
  public func writeIndex(title: String) throws {
    try Data(indexHTML(title: title).utf8).write(to: folder.appendingPathComponent("index.html"))
  }
}
