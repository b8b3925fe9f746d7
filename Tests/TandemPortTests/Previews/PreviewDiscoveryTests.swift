import Testing

@testable import TandemPort

/// Finding a target's previews and writing the host that renders them.
@Suite struct PreviewDiscoveryTests {
  let source = """
    import SwiftUI
    import UIKit

    struct Card: View {
        var body: some View { Text("Card") }
    }

    struct Card_Previews: PreviewProvider {
        static var previews: some View { Card() }
    }

    private struct Hidden_Previews: PreviewProvider {
        static var previews: some View { Card() }
    }

    #Preview("Card, fitted", traits: .sizeThatFitsLayout) {
        Card()
    }

    #Preview {
        Card().preferredColorScheme(.dark)
    }
    """

  @Test func providersAndMacrosAreFoundWithTheirPlaces() {
    let found = PreviewDiscovery(module: "Cards", files: [("/p/Sources/Cards/Card.swift", source)])
    #expect(found.providers == [.init(name: "Card_Previews", source: "Card.swift:8")])
    #expect(found.unreachable.map(\.name) == ["Hidden_Previews"])
    #expect(found.macros.count == 2)
    #expect(found.macros[0].name == "Card, fitted")
    #expect(found.macros[0].arguments == "\"Card, fitted\", traits: .sizeThatFitsLayout")
    #expect(found.macros[0].body == "{\n    Card()\n}")
    #expect(found.macros[0].fileID == "Cards/Card.swift" && found.macros[0].line == 16 && found.macros[0].column == 1)
    #expect(found.macros[1].name == nil && found.macros[1].source == "Card.swift:20")
    #expect(found.imports == ["SwiftUI", "UIKit"])
  }

  @Test func theHostReDeclaresMacrosAndRendersEverything() {
    let found = PreviewDiscovery(module: "Cards", files: [("/p/Sources/Cards/Card.swift", source)])
    let host = PreviewHost.hostSource(module: "Cards", found: found)
    #expect(host.contains("@testable import Cards\n"))
    #expect(host.contains("import UIKit\n") && host.contains("import TandemRuntime\n"))
    #expect(host.contains("private struct CardsPreview1: PreviewRegistry {"))
    #expect(host.contains("    Preview(\"Card, fitted\", traits: .sizeThatFitsLayout) {\n    Card()\n}"))
    #expect(host.contains("    Preview {\n    Card().preferredColorScheme(.dark)\n}"))
    #expect(host.contains("gallery.add(Card_Previews.self, source: \"Card.swift:8\")"))
    #expect(host.contains("gallery.add(CardsPreview2.self, name: nil, source: \"Card.swift:20\")"))
    #expect(!host.contains("Hidden_Previews"))
    let manifest = PreviewHost.hostManifest(tandem: "tandem", targets: ["Cards"])
    #expect(
      manifest.contains(
        "dependencies: [.target(name: \"Cards\"), .product(name: \"TandemRuntime\", package: \"tandem\")"))
  }

  @Test func theCopysManifestPointsBackToThePackage() {
    let manifest = """
      let root = URL(fileURLWithPath: #filePath)
      let package = Package(name: "A", dependencies: [.package(path: "../tandem"), .package(path: "/opt/x")])
      """
    let copied = PreviewHost.absolutizingPathDependencies(manifest, from: "/work/apps/A")
    #expect(copied.contains(".package(path: \"/work/apps/tandem\")"))
    #expect(copied.contains(".package(path: \"/opt/x\")"))
  }
}
