import Foundation

/// Renders a package's previews: in a scratch copy of the package (so a target of any kind, executable included,
/// can be imported with `@testable import`), a generated test target re-declares the `#Preview`s, adds every
/// `PreviewProvider`, and renders them with TandemRuntime's `PreviewGallery` into the output folder (PNGs and
/// `index.html`). The package itself is only read.
public struct PreviewHost {
  /// The package with previews.
  public var package: String
  /// The target whose previews are rendered (nil: every non-test target with previews).
  public var target: String?
  /// Where the pictures and gallery go.
  public var output: String
  /// The build folder of the copy (nil: `.build/tandem-preview/build` in the package).
  public var scratchPath: String?

  public init(package: String, target: String?, output: String, scratchPath: String?) {
    self.package = URL(fileURLWithPath: package).standardizedFileURL.path
    self.target = target
    self.output = URL(fileURLWithPath: output).standardizedFileURL.path
    self.scratchPath = scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
  }

  /// What a run rendered.
  public struct Result: Sendable {
    public var targets: [String]
    public var previews: Int
  }

  /// A target of the package, as `swift package dump-package` describes it.
  struct PackageTarget {
    var name: String
    var type: String
    var path: String
  }

  /// Renders the previews; returns what was rendered. Fails with the build's or render's output when either fails.
  public func run(log: (String) -> Void = { print($0) }) throws(PortError) -> Result {
    guard FileManager.default.fileExists(atPath: package + "/Package.swift") else {
      throw .notAnApp(package + " (no Package.swift: give a Swift package)")
    }
    let description = try Self.describe(package)
    guard let tandem = Self.tandemIdentity(description) else {
      throw .unreadable(package + "/Package.swift", "the package does not depend on Tandem by path")
    }
    var targets = Self.targets(description, package: package).filter { $0.type != "test" }
    if let target {
      targets = targets.filter { $0.name == target }
      guard !targets.isEmpty else { throw .unreadable(package, "the package has no target named \(target)") }
    }
    var discoveries: [(PackageTarget, PreviewDiscovery)] = []
    for target in targets {
      let files = XcodeProject.files(under: target.path).filter { $0.hasSuffix(".swift") }
      var texts: [(path: String, text: String)] = []
      for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { throw .unreadable(file, "cannot be read") }
        texts.append((file, String(decoding: data, as: UTF8.self)))
      }
      let found = PreviewDiscovery(module: target.name, files: texts)
      for hidden in found.unreachable {
        log("skipped \(hidden.name) (\(hidden.source)): a private provider cannot be reached from the preview host")
      }
      if !found.providers.isEmpty || !found.macros.isEmpty { discoveries.append((target, found)) }
    }
    guard !discoveries.isEmpty else { throw .unreadable(package, "no PreviewProvider or #Preview found") }

    let copy = try makeCopy(tandem: tandem, discoveries: discoveries)
    var rendered = 0
    for (target, found) in discoveries {
      let folder = discoveries.count == 1 ? output : output + "/" + target.name
      log("rendering \(found.providers.count + found.macros.count) preview declaration(s) of \(target.name)…")
      try Self.runTests(
        copy: copy, filter: "TandemPreviewHost.\(Self.suiteName(target.name))", output: folder,
        scratch: scratchPath ?? package + "/.build/tandem-preview/build")
      let index = folder + "/index.html"
      guard FileManager.default.fileExists(atPath: index) else {
        throw .writeFailed(index, "the host wrote no gallery")
      }
      rendered +=
        (try? FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.count) ?? 0
    }
    return Result(targets: discoveries.map(\.0.name), previews: rendered)
  }

  // MARK: The package

  static func describe(_ package: String) throws(PortError) -> [String: Any] {
    let (status, output, error) = Subprocess.run(["swift", "package", "--package-path", package, "dump-package"])
    guard status == 0, let data = output.data(using: .utf8),
      let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { throw .unreadable(package + "/Package.swift", "swift package dump-package failed: \(error)") }
    return json
  }

  /// The identity of the package's path dependency on Tandem (the one with a TandemRuntime product).
  static func tandemIdentity(_ description: [String: Any]) -> String? {
    for dependency in description["dependencies"] as? [[String: Any]] ?? [] {
      for entry in dependency["fileSystem"] as? [[String: Any]] ?? [] {
        guard let path = entry["path"] as? String, let identity = entry["identity"] as? String,
          FileManager.default.fileExists(atPath: path + "/Sources/TandemRuntime")
        else { continue }
        return identity
      }
    }
    return nil
  }

  static func targets(_ description: [String: Any], package: String) -> [PackageTarget] {
    (description["targets"] as? [[String: Any]] ?? []).compactMap { target in
      guard let name = target["name"] as? String, let type = target["type"] as? String else { return nil }
      let folder = type == "test" ? "Tests" : "Sources"
      let path = (target["path"] as? String).map { package + "/" + $0 } ?? "\(package)/\(folder)/\(name)"
      return PackageTarget(name: name, type: type, path: path)
    }
  }

  // MARK: The host

  /// Copies the package (without its build folders) and adds the host test target; returns the copy's path.
  private func makeCopy(tandem: String, discoveries: [(PackageTarget, PreviewDiscovery)]) throws(PortError) -> String {
    let copy = package + "/.build/tandem-preview/" + URL(fileURLWithPath: package).lastPathComponent
    let manager = FileManager.default
    do {
      try? manager.removeItem(atPath: copy)
      try manager.createDirectory(atPath: copy, withIntermediateDirectories: true)
      for item in try manager.contentsOfDirectory(atPath: package) where ![".build", ".git", ".swiftpm"].contains(item)
      {
        try manager.copyItem(atPath: package + "/" + item, toPath: copy + "/" + item)
      }
      // The copy's manifest: paths it computes from its own place, or gives relative, point to the original.
      var manifest = try String(contentsOfFile: copy + "/Package.swift", encoding: .utf8)
      manifest = manifest.replacingOccurrences(of: "#filePath", with: "\"\(package)/Package.swift\"")
      manifest = Self.absolutizingPathDependencies(manifest, from: package)
      manifest += Self.hostManifest(tandem: tandem, targets: discoveries.map(\.0.name))
      try manifest.write(toFile: copy + "/Package.swift", atomically: true, encoding: .utf8)
      try manager.createDirectory(atPath: copy + "/TandemPreviewHost", withIntermediateDirectories: true)
      for (target, found) in discoveries {
        try Self.hostSource(module: target.name, found: found).write(
          toFile: copy + "/TandemPreviewHost/\(target.name)Previews.swift", atomically: true, encoding: .utf8)
      }
    } catch {
      throw .writeFailed(copy, error.localizedDescription)
    }
    return copy
  }

  /// `.package(path: "relative")` made absolute from the package's folder.
  static func absolutizingPathDependencies(_ manifest: String, from package: String) -> String {
    var result = ""
    var rest = Substring(manifest)
    while let range = rest.range(of: ".package(path: \"") {
      result += rest[..<range.upperBound]
      rest = rest[range.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      let path = String(rest[..<end])
      result +=
        path.hasPrefix("/") ? path : URL(fileURLWithPath: package).appendingPathComponent(path).standardized.path
      rest = rest[end...]
    }
    return result + rest
  }

  static func hostManifest(tandem: String, targets: [String]) -> String {
    let dependencies =
      targets.map { ".target(name: \"\($0)\")" }
      + ["TandemRuntime", "SwiftUI", "UIKit"].map { ".product(name: \"\($0)\", package: \"\(tandem)\")" }
    return """

      // Added by `tandem preview` to this scratch copy: the test target rendering the previews.
      package.targets.append(
        .testTarget(
          name: "TandemPreviewHost", dependencies: [\(dependencies.joined(separator: ", "))],
          path: "TandemPreviewHost", swiftSettings: [.swiftLanguageMode(.v5)]))

      """
  }

  static func suiteName(_ module: String) -> String { "\(module)PreviewGallery" }

  /// The host's test file for one module: its `#Preview`s re-declared as registries, and one test rendering all.
  public static func hostSource(module: String, found: PreviewDiscovery) -> String {
    var lines = ["// Written by `tandem preview`: renders the previews of \(module) into TANDEM_PREVIEW_OUTPUT."]
    let imports = found.imports.union(["Foundation", "SwiftUI", "Testing", "TandemRuntime"]).subtracting([module])
    lines += imports.sorted().map { "import \($0)" }
    lines.append("@testable import \(module)")
    lines.append("")
    for (number, macro) in found.macros.enumerated() {
      lines.append("private struct \(module)Preview\(number + 1): PreviewRegistry {")
      lines.append("  static let fileID = \(swiftLiteral(macro.fileID))")
      lines.append("  static let line = \(macro.line)")
      lines.append("  static let column = \(macro.column)")
      let call = macro.arguments.isEmpty ? "Preview" : "Preview(\(macro.arguments))"
      lines.append("  @MainActor static func makePreview() -> Preview {")
      lines.append("    \(call) \(macro.body)")
      lines.append("  }")
      lines.append("}")
      lines.append("")
    }
    lines.append("@MainActor @Suite(.serialized) struct \(suiteName(module)) {")
    lines.append("  @Test func render() throws {")
    lines.append("    let output = ProcessInfo.processInfo.environment[\"TANDEM_PREVIEW_OUTPUT\"] ?? \"previews\"")
    lines.append("    var gallery = try PreviewGallery(folder: URL(fileURLWithPath: output))")
    for provider in found.providers {
      lines.append("    gallery.add(\(provider.name).self, source: \(swiftLiteral(provider.source)))")
    }
    for (number, macro) in found.macros.enumerated() {
      let name = macro.name.map(swiftLiteral) ?? "nil"
      lines.append(
        "    gallery.add(\(module)Preview\(number + 1).self, name: \(name), source: \(swiftLiteral(macro.source)))")
    }
    lines.append("    try gallery.writeIndex(title: \(swiftLiteral(module + " previews")))")
    lines.append("    for failure in gallery.failures { Issue.record(\"\\(failure.name): \\(failure.reason)\") }")
    lines.append("  }")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: Processes

  private static func runTests(copy: String, filter: String, output: String, scratch: String) throws(PortError) {
    try? FileManager.default.removeItem(atPath: output)
    let (status, out, error) = Subprocess.run(
      [
        "swift", "test", "--package-path", copy, "--scratch-path", scratch, "--filter", filter,
        "--disable-xctest", "--disable-build-manifest-caching",
      ],
      environment: ["TANDEM_PREVIEW_OUTPUT": output])
    guard status == 0 else {
      let lines = (out + error).split(separator: "\n").filter { $0.contains("error") || $0.contains("✘") }
      throw .writeFailed(output, "rendering failed:\n" + lines.prefix(20).joined(separator: "\n"))
    }
  }
}
