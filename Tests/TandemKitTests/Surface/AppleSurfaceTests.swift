import Foundation
import Testing

/// `import UIKit`, `SwiftUI`, `Charts` and `Combine` show Apple's API only: the modules they re-export declare no
/// public name of Tandem's own (no "tandem" in a name, no underscored member an app could see), and Tandem's own
/// API — launch options, the photo library folder, preview rendering — lives in TandemRuntime, which no
/// Apple-named module re-exports.
@Suite struct AppleSurfaceTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// The modules re-exported under Apple's names.
  private static let appleFacing = [
    "TandemGraphics", "TandemKit", "TandemUI", "TandemCharts", "TandemCombine", "TandemLocation",
  ]
  /// Underscored public types Apple declares too, and builder result types apps never name.
  private static let underscoredTypes: Set<String> = [
    "_ConditionalContent", "_ShapeView", "_ViewModifier_Content", "_UIHostingConfigurationBackgroundView",
    "_ColorLiteralType", "_ImageLiteralType", "_ToolbarContentList", "_ChartContentList", "_StyledChartContent",
    "_AxisMarkList", "_TrimmedShape", "_KeyframeSequence", "_KeyframesList", "_IgnoredByLayoutEffect",
    "_ProjectionEffect", "_TransformEffect", "_KeyValueCodingAndObservingPublishing",
  ]
  private static let declaration = try! NSRegularExpression(
    pattern:
      #"\b(public|open)\b[^=:(\n]*?\b(class|struct|enum|protocol|typealias|func|var|let|case|associatedtype)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#
  )

  /// Every public or open declaration in a module's sources: (file, kind, name).
  private static func publicDeclarations(in module: String) throws -> [(file: String, kind: String, name: String)] {
    let folder = root.appendingPathComponent("Sources/\(module)")
    guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    var found: [(String, String, String)] = []
    for case let file as URL in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        let string = String(line)
        let range = NSRange(string.startIndex..., in: string)
        for match in declaration.matches(in: string, range: range) {
          let kind = (string as NSString).substring(with: match.range(at: 2))
          let name = (string as NSString).substring(with: match.range(at: 3))
          found.append((file.lastPathComponent, kind, name))
        }
      }
    }
    return found
  }

  @Test func appleNamedModulesDeclareNoPublicNameOfTandemsOwn() throws {
    var declarations = 0
    for module in Self.appleFacing {
      for (file, kind, name) in try Self.publicDeclarations(in: module) {
        declarations += 1
        #expect(!name.lowercased().contains("tandem"), "\(module)/\(file): public \(kind) \(name)")
        if name.hasPrefix("_") {
          let isType = ["class", "struct", "enum", "protocol", "typealias"].contains(kind)
          #expect(
            isType && Self.underscoredTypes.contains(name),
            "\(module)/\(file): public \(kind) \(name) is Tandem's, not Apple's")
        }
      }
    }
    // The scan saw the modules' API (thousands of declarations), not an empty folder.
    #expect(declarations > 1000)
  }

  @Test func tandemsOwnAPILivesInTandemRuntimeWhichNoAppleModuleReExports() throws {
    let runtime = try Self.publicDeclarations(in: "TandemRuntime").map(\.name)
    for name in ["TandemLaunchOptions", "tandemPhotoLibraryFolder", "PreviewRenderer", "RenderedPreview"] {
      #expect(runtime.contains(name), "TandemRuntime declares \(name)")
    }
    let appleModules = Self.root.appendingPathComponent("Sources/AppleModules")
    for module in try FileManager.default.contentsOfDirectory(atPath: appleModules.path) {
      let folder = appleModules.appendingPathComponent(module)
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        #expect(!text.contains("import TandemRuntime"), "\(module) re-exports TandemRuntime")
        #expect(!text.contains("import TandemPlatform"), "\(module) re-exports TandemPlatform")
      }
    }
  }
}
