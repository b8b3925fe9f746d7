import Foundation

/// An Xcode project's `project.pbxproj` read into what a port needs: its targets, their kind, their Swift files and
/// resources (paths resolved through the project's groups), and their build settings.
///
/// The file is an old-style (OpenStep) property list, which Foundation's `PropertyListSerialization` reads. Folders
/// that Xcode 16 synchronizes with the file system (`PBXFileSystemSynchronizedRootGroup`) contribute every file
/// inside them.
public struct XcodeProject: Sendable {
  /// One target of the project.
  public struct Target: Sendable, Equatable {
    /// What the target builds.
    public enum Kind: String, Sendable { case application, unitTests, uiTests, framework, other }
    public var name: String
    public var kind: Kind
    /// The Swift files compiled, as absolute paths.
    public var sources: [String]
    /// The resources copied into the app (storyboards, xibs, asset catalogs, JSON, strings), as absolute paths.
    public var resources: [String]
    /// The build settings of the target's first configuration (Debug, usually).
    public var buildSettings: [String: String]
    /// Other targets this one depends on (a test target's app), by name.
    public var dependencies: [String]

    /// The module name Xcode gives it (`PRODUCT_MODULE_NAME`, else the product name made an identifier).
    public var moduleName: String {
      if let module = buildSettings["PRODUCT_MODULE_NAME"], !module.contains("$") { return module }
      var product = buildSettings["PRODUCT_NAME"] ?? name
      if product.contains("$") { product = name }
      return XcodeProject.identifier(from: product)
    }
  }

  /// The project's name (the `.xcodeproj` folder's name without extension).
  public let name: String
  /// The folder holding the `.xcodeproj` (where `SOURCE_ROOT` paths start).
  public let rootFolder: String
  /// The targets, in the project's order.
  public let targets: [Target]

  /// A project made of given targets (a folder of Swift files without a project).
  init(name: String, rootFolder: String, targets: [Target]) {
    self.name = name
    self.rootFolder = rootFolder
    self.targets = targets
  }

  /// Reads the project at `path` (a `.xcodeproj` folder).
  public init(path: String) throws(PortError) {
    let projectURL = URL(fileURLWithPath: path)
    let file = projectURL.appendingPathComponent("project.pbxproj")
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw PortError.unreadable(file.path, "the file cannot be read")
    }
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw PortError.unreadable(file.path, "it is not a property list (\(error.localizedDescription))")
    }
    guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: [String: Any]],
      let rootID = root["rootObject"] as? String, let project = objects[rootID]
    else {
      throw PortError.unreadable(file.path, "it has no objects or root object, so it is not an Xcode project")
    }
    name = projectURL.deletingPathExtension().lastPathComponent
    rootFolder = projectURL.deletingLastPathComponent().path
    let paths = PathResolver(objects: objects, rootFolder: rootFolder, mainGroup: project["mainGroup"] as? String)
    var targets: [Target] = []
    for id in project["targets"] as? [String] ?? [] {
      guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget" else { continue }
      targets.append(Self.target(target, objects: objects, paths: paths))
    }
    self.targets = targets
  }

  private static func target(_ target: [String: Any], objects: [String: [String: Any]], paths: PathResolver) -> Target {
    let name = target["name"] as? String ?? "App"
    let kind: Target.Kind =
      switch target["productType"] as? String ?? "" {
      case "com.apple.product-type.application": .application
      case "com.apple.product-type.bundle.unit-test": .unitTests
      case "com.apple.product-type.bundle.ui-testing": .uiTests
      case "com.apple.product-type.framework": .framework
      default: .other
      }
    var sources: [String] = []
    var resources: [String] = []
    for phaseID in target["buildPhases"] as? [String] ?? [] {
      guard let phase = objects[phaseID] else { continue }
      let isa = phase["isa"] as? String
      guard isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
      for buildFileID in phase["files"] as? [String] ?? [] {
        guard let reference = objects[buildFileID]?["fileRef"] as? String else { continue }
        for path in paths.files(of: reference) {
          if isa == "PBXSourcesBuildPhase" {
            if path.hasSuffix(".swift") { sources.append(path) }
          } else {
            resources.append(path)
          }
        }
      }
    }
    // Xcode 16's synchronized folders: every file inside belongs to the target.
    for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
      guard let folder = paths.path(of: groupID) else { continue }
      for file in Self.files(under: folder) {
        if file.hasSuffix(".swift") {
          sources.append(file)
        } else if !file.hasSuffix("Info.plist") && !file.hasSuffix(".entitlements") {
          resources.append(file)
        }
      }
    }
    var settings: [String: String] = [:]
    if let listID = target["buildConfigurationList"] as? String,
      let configurationID = (objects[listID]?["buildConfigurations"] as? [String])?.first,
      let values = objects[configurationID]?["buildSettings"] as? [String: Any]
    {
      for (key, value) in values {
        if let text = value as? String { settings[key] = text }
      }
    }
    var dependencies: [String] = []
    for dependencyID in target["dependencies"] as? [String] ?? [] {
      guard let targetID = objects[dependencyID]?["target"] as? String,
        let dependencyName = objects[targetID]?["name"] as? String
      else { continue }
      dependencies.append(dependencyName)
    }
    return Target(
      name: name, kind: kind, sources: sources, resources: resources, buildSettings: settings,
      dependencies: dependencies)
  }

  /// The files under a folder (asset catalogs and localization folders count as one file each), sorted.
  static func files(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let url = URL(fileURLWithPath: folder).appendingPathComponent(relative)
      if ["xcassets", "lproj", "xcdatamodeld", "bundle"].contains(url.pathExtension) {
        found.append(url.path)
        enumerator.skipDescendants()
        continue
      }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
        !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
      {
        found.append(url.path)
      }
    }
    return found.sorted()
  }

  /// A name made a Swift identifier as Xcode makes module names (other characters become underscores).
  static func identifier(from name: String) -> String {
    var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if let first = result.first, first.isNumber { result = "_" + result }
    return result.isEmpty ? "App" : result
  }
}

/// Resolves file references' paths through the project's group tree.
private struct PathResolver {
  let objects: [String: [String: Any]]
  let rootFolder: String
  /// Each object's parent group.
  private var parents: [String: String] = [:]

  init(objects: [String: [String: Any]], rootFolder: String, mainGroup: String?) {
    self.objects = objects
    self.rootFolder = rootFolder
    for (id, object) in objects {
      for child in object["children"] as? [String] ?? [] { parents[child] = id }
    }
  }

  /// The absolute path of a file reference or group.
  func path(of id: String) -> String? {
    guard let object = objects[id] else { return nil }
    let own = object["path"] as? String
    switch object["sourceTree"] as? String ?? "<group>" {
    case "SOURCE_ROOT": return own.map { URL(fileURLWithPath: rootFolder).appendingPathComponent($0).path }
    case "<absolute>": return own
    case "<group>":
      let base = parents[id].flatMap { path(of: $0) } ?? rootFolder
      guard let own else { return base }
      return URL(fileURLWithPath: base).appendingPathComponent(own).standardized.path
    default: return nil  // BUILT_PRODUCTS_DIR, SDKROOT: not the app's files
    }
  }

  /// The files a build file's reference stands for: the file, or a variant group's localized files.
  func files(of id: String) -> [String] {
    guard let object = objects[id] else { return [] }
    if object["isa"] as? String == "PBXVariantGroup" {
      return (object["children"] as? [String] ?? []).compactMap { path(of: $0) }
    }
    return path(of: id).map { [$0] } ?? []
  }
}
