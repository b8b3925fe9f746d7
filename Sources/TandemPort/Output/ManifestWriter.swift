/// Writes the ported package's `Package.swift`: Tandem as a path dependency, Apple's framework names as its
/// products, Swift 5 language mode as Xcode projects build.
enum ManifestWriter {
  /// The Apple modules Tandem provides, by import name, with the product each needs.
  static let appleModules: [String: String] = [
    "UIKit": "UIKit", "SwiftUI": "SwiftUI", "Charts": "Charts", "Combine": "Combine",
    "CoreGraphics": "CoreGraphics", "QuartzCore": "QuartzCore", "CoreLocation": "CoreLocation",
    "TandemTesting": "TandemTesting",
  ]
  /// Modules the Swift toolchain has on Linux (nothing to add).
  static let foundationModules: Set<String> = [
    "Foundation", "Swift", "Dispatch", "XCTest", "Testing", "Observation", "os", "FoundationNetworking",
    "FoundationXML", "_Concurrency",
  ]

  static func manifest(name: String, targets: [Porter.PortedTarget], tandemPath: String) -> String {
    var lines: [String] = [
      "// swift-tools-version: 6.0",
      "// Written by `tandem port` from the iOS app \(name): see PORT-REPORT.md for what was changed.",
      "import Foundation",
      "import PackageDescription",
      "",
      "// Tandem, which provides UIKit, SwiftUI, Charts and Combine on Linux (a path or a URL dependency).",
      "let tandemPath = \(swiftLiteral(tandemPath))",
      "let tandem = URL(fileURLWithPath: tandemPath).lastPathComponent",
      "",
      "let package = Package(",
      "  name: \(swiftLiteral(name)),",
      "  dependencies: [.package(path: tandemPath)],",
      "  targets: [",
    ]
    for target in targets {
      var products = Set(target.imports.compactMap { appleModules[$0] })
      products.insert("UIKit")
      if target.isTest { products.insert("TandemTesting") }
      let dependencies =
        target.dependencies.map(swiftLiteral)
        + products.sorted().map { ".product(name: \(swiftLiteral($0)), package: tandem)" }
      let kind = target.isTest ? "testTarget" : "executableTarget"
      let folder = target.isTest ? "Tests" : "Sources"
      lines.append("    .\(kind)(")
      lines.append("      name: \(swiftLiteral(target.name)),")
      lines.append("      dependencies: [\(dependencies.joined(separator: ", "))],")
      lines.append("      path: \(swiftLiteral("\(folder)/\(target.name)")),")
      if !target.excludes.isEmpty {
        lines.append("      exclude: [\(target.excludes.map(swiftLiteral).joined(separator: ", "))],")
      }
      if !target.resources.isEmpty {
        lines.append(
          "      resources: [\(target.resources.map { ".copy(\(swiftLiteral($0)))" }.joined(separator: ", "))],")
      }
      lines.append("      swiftSettings: [.swiftLanguageMode(.v5)]),")
    }
    lines.append("  ]")
    lines.append(")")
    return lines.joined(separator: "\n") + "\n"
  }
}
