import Foundation
import Synchronization

/// Finds asset catalogs for lookups by name: in a given bundle, or — with no bundle — in the main bundle and in
/// the app's SwiftPM resource bundles.
///
/// SwiftPM on Linux copies an `.xcassets` folder unchanged into `<package>_<target>.resources` beside the
/// executable, which `Bundle.main` does not search; looking there lets unchanged app code such as
/// `Image(name + "_feature")` find its images. A catalog that fails to load is reported once and skipped.
package enum AssetLookup {
  private static let catalogsByFolder = Mutex<[String: [AssetCatalog]]>([:])

  /// The catalogs inside `folder` (searched one level deep and inside `*.resources`/`*.bundle` folders).
  package static func catalogs(in folder: URL) -> [AssetCatalog] {
    let key = folder.standardizedFileURL.path
    if let cached = catalogsByFolder.withLock({ $0[key] }) { return cached }
    var found: [AssetCatalog] = []
    for catalogURL in catalogURLs(in: folder, depth: 0) {
      do {
        found.append(try AssetCatalog(url: catalogURL))
      } catch {
        Diagnostics.warnOnce(key: "catalog:" + catalogURL.path, "asset catalog skipped: \(error.description)")
      }
    }
    catalogsByFolder.withLock { $0[key] = found }
    return found
  }

  private static func catalogURLs(in folder: URL, depth: Int) -> [URL] {
    guard
      let children = try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var result: [URL] = []
    for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      switch child.pathExtension {
      case "xcassets": result.append(child)
      case "resources",
        "bundle" where depth == 0:
        result += catalogURLs(in: child, depth: depth + 1)
      default: continue
      }
    }
    return result
  }

  /// The folders searched when no bundle is given: the main bundle's resources, then the folder holding the
  /// executable (where SwiftPM puts resource bundles).
  package static var defaultFolders: [URL] {
    var folders: [URL] = []
    if let resources = Bundle.main.resourceURL { folders.append(resources) }
    folders.append(Bundle.main.bundleURL)
    if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
    var seen = Set<String>()
    return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }

  /// The catalogs searched for a bundle (nil: the default folders).
  package static func catalogs(for bundle: Bundle?) -> [AssetCatalog] {
    if let bundle {
      return catalogs(in: bundle.resourceURL ?? bundle.bundleURL)
        + (bundle.resourceURL == bundle.bundleURL ? [] : catalogs(in: bundle.bundleURL))
    }
    return defaultFolders.flatMap { catalogs(in: $0) }
  }

  /// The image named `name` at a display scale, with its scale, from the first catalog that has it.
  package static func image(
    named name: String, in bundle: Bundle? = nil, scale: CGFloat, appearance: AssetAppearance = .any
  ) -> (image: CGImage, scale: CGFloat)? {
    for catalog in catalogs(for: bundle) {
      if let hit = catalog.image(named: name, scale: scale, appearance: appearance) { return hit }
    }
    return nil
  }

  /// The color named `name` from the first catalog that has it.
  package static func color(named name: String, in bundle: Bundle? = nil, appearance: AssetAppearance = .any)
    -> CGColor?
  {
    for catalog in catalogs(for: bundle) {
      if let hit = catalog.color(named: name, appearance: appearance) { return hit }
    }
    return nil
  }
}
