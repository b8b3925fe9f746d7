import Foundation
import TandemKit
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemUI

private struct Badge: View {
  var text: String
  var body: some View {
    Text(text).font(.headline).padding(8).background(Color.orange).cornerRadius(8)
  }
}

private struct Badge_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Badge(text: "New").previewLayout(.sizeThatFits).previewDisplayName("Small")
      Badge(text: "Dark").previewLayout(.sizeThatFits).preferredColorScheme(.dark)
    }
  }
}

private struct Nowhere_Previews: PreviewProvider {
  static var previews: some View {
    Badge(text: "Lost").previewDevice(PreviewDevice(rawValue: "Nokia 3310"))
  }
}

/// What `#Preview("Badge", traits: .sizeThatFitsLayout) { … }` expands to.
private struct BadgeRegistry: PreviewRegistry {
  static let fileID = "TandemUITests/PreviewGalleryTests.swift"
  static let line = 40
  static let column = 1
  @MainActor static func makePreview() -> Preview {
    Preview("Badge", traits: .sizeThatFitsLayout) { Badge(text: "Macro") }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct PreviewGalleryTests {
  @Test func theGalleryWritesEachPreviewAndItsPage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var gallery = try PreviewGallery(folder: folder)
    gallery.add(Badge_Previews.self, source: "Badge.swift:17")
    gallery.add(BadgeRegistry.self, name: "Badge", source: "Badge.swift:40")
    gallery.add(Nowhere_Previews.self, source: "Badge.swift:26")
    try gallery.writeIndex(title: "Badges")

    #expect(gallery.entries.map(\.file) == ["Badge-Previews-1.png", "Badge-Previews-2.png", "Badge-1.png"])
    #expect(gallery.entries.map(\.colorScheme) == ["light", "dark", "light"])
    #expect(gallery.entries[0].displayName == "Small")
    for entry in gallery.entries {
      let data = try Data(contentsOf: folder.appendingPathComponent(entry.file))
      #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      #expect(entry.width > 0 && entry.width < 200)
    }
    // A preview that cannot render is listed, not dropped silently.
    #expect(gallery.failures.map(\.name) == ["Nowhere_Previews"])
    let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("<title>Badges</title>") && html.contains("<p>3 previews</p>"))
    #expect(html.contains("<img src=\"Badge-Previews-1.png\""))
    #expect(html.contains("Badge_Previews — Small"))
    #expect(
      html.contains("<p class=\"failed\">Nowhere_Previews: No device named &#39;Nokia 3310&#39;")
        || html.contains("<p class=\"failed\">Nowhere_Previews: No device named 'Nokia 3310'"))
  }
}
