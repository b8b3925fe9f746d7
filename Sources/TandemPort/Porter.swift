import Foundation

/// Ports an iOS app's folder (an Xcode project, or a folder of Swift files) to a Swift package that builds and runs
/// on Linux with Tandem: one executable target per app target and a test target per unit-test target (with a
/// launch test using Tandem's driver), each file rewritten where Linux needs it, and `PORT-REPORT.md` listing every
/// change and everything left for a person. The app's folder is only read.
public struct Porter {
  /// The app's folder (holding the `.xcodeproj`, or the Swift files).
  public var appFolder: String
  /// Where the package is written (must not exist, or be empty; not inside the app's folder).
  public var output: String
  /// The Tandem package the port depends on (a path).
  public var tandemPath: String

  public init(appFolder: String, output: String, tandemPath: String) {
    self.appFolder = URL(fileURLWithPath: appFolder).standardizedFileURL.path
    self.output = URL(fileURLWithPath: output).standardizedFileURL.path
    self.tandemPath = URL(fileURLWithPath: tandemPath).standardizedFileURL.path
  }

  /// A ported target: what goes into the package manifest.
  struct PortedTarget {
    var name: String
    var isTest: Bool
    var dependencies: [String]
    var resources: [String]
    var imports: Set<String>
    /// Folders in the target's path that are not sources (snapshot references).
    var excludes: [String] = []
    /// How an app target starts (for its launch test).
    var entry: LaunchTestWriter.Entry? = nil
  }

  /// Writes the package and its report; returns the report.
  @discardableResult
  public func run() throws(PortError) -> PortReport {
    let project = try Self.readApp(appFolder)
    try checkOutput()
    var report = PortReport(appName: project.name, source: appFolder)
    var ported: [PortedTarget] = []
    let appTargets = project.targets.filter { $0.kind == .application }
    guard !appTargets.isEmpty else { throw PortError.noAppTarget(appFolder) }
    for target in project.targets {
      switch target.kind {
      case .application:
        ported.append(try portApp(target, project: project, report: &report))
      case .unitTests:
        guard let app = appTargets.first(where: { target.dependencies.contains($0.name) }) ?? appTargets.first else {
          continue
        }
        ported.append(try portTests(target, app: app, report: &report))
      case .uiTests:
        report.skipped.append(
          "`\(target.name)` (UI tests): XCUITest needs Apple's test runner; drive the app with TandemTesting's `AppDriver` in a unit-test target instead"
        )
      case .framework, .other:
        report.skipped.append("`\(target.name)`: only app and unit-test targets are ported")
      }
    }
    // Every app gets a launch test (in its test target, or a new one).
    for app in appTargets {
      let module = app.moduleName
      let testIndex = ported.firstIndex { $0.isTest && $0.dependencies.contains(module) }
      let testModule = testIndex.map { ported[$0].name } ?? module + "Tests"
      guard let entry = ported.first(where: { !$0.isTest && $0.name == module })?.entry else {
        report.changes.append(
          PortChange(
            kind: .needsPerson, file: app.name, line: 0,
            detail: "no UIApplicationDelegate class or SwiftUI App found: write the launch test by hand"))
        continue
      }
      if testIndex == nil {
        ported.append(
          PortedTarget(name: testModule, isTest: true, dependencies: [module], resources: [], imports: []))
      }
      try write(
        LaunchTestWriter.source(module: module, entry: entry), to: "Tests/\(testModule)/\(module)LaunchTests.swift")
      report.written.append("Tests/\(testModule)/\(module)LaunchTests.swift: a launch test with Tandem's driver")
    }
    try write(ManifestWriter.manifest(name: project.name, targets: ported, tandemPath: tandemPath), to: "Package.swift")
    for target in ported {
      for module in target.imports.sorted() where !ManifestWriter.appleModules.keys.contains(module) {
        if ManifestWriter.foundationModules.contains(module) || ported.contains(where: { $0.name == module }) {
          continue
        }
        report.changes.append(
          PortChange(
            kind: .needsPerson, file: target.name, line: 0,
            detail:
              "imports `\(module)`, which Tandem does not provide on Linux: put its uses behind `#if canImport(\(module))`"
          ))
      }
    }
    try write(report.markdown(), to: "PORT-REPORT.md")
    return report
  }

  // MARK: Reading the app

  /// The app's project, or for a folder without one, a project of one app target holding its files.
  static func readApp(_ folder: String) throws(PortError) -> XcodeProject {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { throw .missing(folder) }
    guard isFolder.boolValue else { throw .notAnApp(folder) }
    let children: [String]
    do {
      children = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw .unreadable(folder, error.localizedDescription)
    }
    if let projectName = children.first(where: { $0.hasSuffix(".xcodeproj") }) {
      return try XcodeProject(path: URL(fileURLWithPath: folder).appendingPathComponent(projectName).path)
    }
    let files = XcodeProject.files(under: folder)
    let sources = files.filter { $0.hasSuffix(".swift") }
    guard !sources.isEmpty else { throw .notAnApp(folder) }
    let resourceKinds: Set<String> = ["storyboard", "xib", "xcassets", "json", "strings", "lproj", "png", "jpg"]
    let name = URL(fileURLWithPath: folder).lastPathComponent
    let infoPlist = files.first { $0.hasSuffix("/Info.plist") }
    var settings: [String: String] = ["PRODUCT_NAME": name]
    if let infoPlist { settings["INFOPLIST_FILE"] = String(infoPlist.dropFirst(folder.count + 1)) }
    let target = XcodeProject.Target(
      name: name, kind: .application, sources: sources,
      resources: files.filter { resourceKinds.contains(URL(fileURLWithPath: $0).pathExtension) },
      buildSettings: settings, dependencies: [])
    return XcodeProject(name: name, rootFolder: folder, targets: [target])
  }

  private func checkOutput() throws(PortError) {
    if output == appFolder || output.hasPrefix(appFolder + "/") {
      throw .unusableOutput(output, "it is inside the app's folder, which the port only reads")
    }
    if let existing = try? FileManager.default.contentsOfDirectory(atPath: output), !existing.isEmpty {
      throw .unusableOutput(output, "it exists and is not empty")
    }
  }

  // MARK: Targets

  private func portApp(_ target: XcodeProject.Target, project: XcodeProject, report: inout PortReport) throws(PortError)
    -> PortedTarget
  {
    let module = target.moduleName
    let root = Self.commonFolder(target.sources, fallback: project.rootFolder)
    let folder = "Sources/\(module)"
    let (imports, entry) = try portSources(
      target.sources, root: root, into: folder, report: &report, connections: true)
    var resources: [String] = []
    for resource in target.resources {
      // A localized file goes with its .lproj folder (SwiftPM copies the folder as it is).
      var path = resource
      if let lproj = URL(fileURLWithPath: resource).pathComponents.lastIndex(where: { $0.hasSuffix(".lproj") }) {
        path = NSString.path(withComponents: Array(URL(fileURLWithPath: resource).pathComponents[...lproj]))
      }
      let relative = Self.relative(path, to: root) ?? "Resources/" + URL(fileURLWithPath: path).lastPathComponent
      guard !resources.contains(relative) else { continue }
      try copy(path, to: "\(folder)/\(relative)")
      resources.append(relative)
    }
    if let plist = try infoPlist(of: target, project: project) {
      try write(plist, to: "\(folder)/AppInfo/Info.plist")
      resources.append("AppInfo")
      report.written.append(
        "\(folder)/AppInfo/Info.plist: the app's Info.plist, as a resource (SwiftPM forbids one at the top of a resource bundle; Tandem reads it from `AppInfo/`)"
      )
    }
    let deployment = target.buildSettings["IPHONEOS_DEPLOYMENT_TARGET"].map { ", iOS \($0) and later" } ?? ""
    report.targets.append(
      "`\(module)`: executable, from the app target `\(target.name)` (\(Self.count(target.sources.count, "Swift file")), \(Self.count(resources.count, "resource"))\(deployment); on Linux `#available(iOS …, *)` checks are true)"
    )
    return PortedTarget(
      name: module, isTest: false, dependencies: [], resources: resources.sorted(), imports: imports, entry: entry)
  }

  private func portTests(_ target: XcodeProject.Target, app: XcodeProject.Target, report: inout PortReport)
    throws(PortError) -> PortedTarget
  {
    let module = target.moduleName
    let root = Self.commonFolder(target.sources, fallback: appFolder)
    let folder = "Tests/\(module)"
    let (imports, _) = try portSources(
      target.sources, root: root, into: folder, report: &report, connections: false)
    // Snapshot tests keep their references beside the test files: `Goldens` (TandemTesting's) and `__Snapshots__`
    // (swift-snapshot-testing's).
    var excludes: [String] = []
    for source in target.sources {
      for name in ["Goldens", "__Snapshots__"] {
        let snapshots = URL(fileURLWithPath: source).deletingLastPathComponent().appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: snapshots.path),
          let relative = Self.relative(snapshots.path, to: root), !excludes.contains(relative)
        else { continue }
        try copy(snapshots.path, to: "\(folder)/\(relative)")
        excludes.append(relative)
      }
    }
    report.targets.append(
      "`\(module)`: tests of `\(app.moduleName)`, from `\(target.name)` (\(Self.count(target.sources.count, "Swift file")))"
    )
    return PortedTarget(
      name: module, isTest: true, dependencies: [app.moduleName], resources: [], imports: imports, excludes: excludes)
  }

  /// Rewrites a target's Swift files into `folder` (keeping their paths below `root`); returns their imports and how
  /// their app starts.
  private func portSources(
    _ sources: [String], root: String, into folder: String, report: inout PortReport, connections: Bool
  ) throws(PortError) -> (imports: Set<String>, entry: LaunchTestWriter.Entry?) {
    var texts: [String] = []
    for source in sources {
      guard let data = FileManager.default.contents(atPath: source) else {
        throw .unreadable(source, "the file cannot be read")
      }
      texts.append(String(decoding: data, as: UTF8.self))
    }
    let names = sources.map { Self.relative($0, to: appFolder) ?? $0 }
    let result = SourcePort.rewrite(texts: texts, names: names, connections: connections)
    report.changes += result.changes
    for (position, source) in sources.enumerated() {
      let relative = Self.relative(source, to: root) ?? URL(fileURLWithPath: source).lastPathComponent
      try write(result.texts[position], to: "\(folder)/\(relative)")
      report.rewrittenFiles.append(
        PortReport.RewrittenFile(
          name: names[position], original: source,
          written: URL(fileURLWithPath: output).appendingPathComponent("\(folder)/\(relative)").path))
    }
    if let adoptions = result.adoptions {
      try write(adoptions, to: "\(folder)/InterfaceBuilderConnections.swift")
      report.written.append(
        "\(folder)/InterfaceBuilderConnections.swift: the classes that adopt `InterfaceBuilderConnectable`")
    }
    return (result.imports, result.entry)
  }

  /// The app's Info.plist with the keys Xcode generates from build settings (`INFOPLIST_KEY_…`) merged in, as XML.
  private func infoPlist(of target: XcodeProject.Target, project: XcodeProject) throws(PortError) -> String? {
    var values: [String: Any] = [:]
    if let file = target.buildSettings["INFOPLIST_FILE"] {
      let path = URL(fileURLWithPath: project.rootFolder).appendingPathComponent(file).path
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .unreadable(path, "the Info.plist cannot be read")
      }
      do {
        values = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] ?? [:]
      } catch {
        throw .unreadable(path, "it is not a property list (\(error.localizedDescription))")
      }
    }
    for (key, value) in target.buildSettings where key.hasPrefix("INFOPLIST_KEY_") {
      let name = String(key.dropFirst("INFOPLIST_KEY_".count))
      if name == "UIMainStoryboardFile" || name == "CFBundleDisplayName" { values[name] = value }
    }
    guard !values.isEmpty else { return nil }
    do {
      let data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
      return String(decoding: data, as: UTF8.self)
    } catch {
      throw .writeFailed("Info.plist", error.localizedDescription)
    }
  }

  // MARK: Files

  private func write(_ text: String, to relative: String) throws(PortError) {
    let url = URL(fileURLWithPath: output).appendingPathComponent(relative)
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    } catch {
      throw .writeFailed(url.path, error.localizedDescription)
    }
  }

  private func copy(_ path: String, to relative: String) throws(PortError) {
    let url = URL(fileURLWithPath: output).appendingPathComponent(relative)
    guard FileManager.default.fileExists(atPath: path) else { throw .unreadable(path, "the resource is missing") }
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: path, toPath: url.path)
    } catch {
      throw .writeFailed(url.path, error.localizedDescription)
    }
  }

  /// "1 Swift file", "2 Swift files".
  static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

  /// A path relative to a folder (nil when it is not inside).
  static func relative(_ path: String, to folder: String) -> String? {
    path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
  }

  /// The deepest folder holding all the files.
  static func commonFolder(_ files: [String], fallback: String) -> String {
    guard let first = files.first else { return fallback }
    var common = URL(fileURLWithPath: first).deletingLastPathComponent().pathComponents
    for file in files.dropFirst() {
      let components = URL(fileURLWithPath: file).deletingLastPathComponent().pathComponents
      var shared = 0
      while shared < min(common.count, components.count) && common[shared] == components[shared] { shared += 1 }
      common = Array(common.prefix(shared))
    }
    return NSString.path(withComponents: common)
  }
}
