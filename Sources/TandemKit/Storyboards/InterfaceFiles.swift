import Foundation

/// Where Interface Builder files are: a bundle's resources, its folder, its localization folders (`Base.lproj`
/// first, as Xcode keeps them); with no bundle, the main bundle and then the app's SwiftPM resource bundles beside
/// the executable (an executable's resources live there on Linux, not in `Bundle.main`).
enum InterfaceFiles {
  /// The file `name.ext` and the bundle it is in; nil when there is none.
  static func find(_ name: String, extension ext: String, in bundle: Bundle?) -> (url: URL, bundle: Bundle)? {
    let first = bundle ?? .main
    if let url = url(of: name, extension: ext, in: first) { return (url, first) }
    guard bundle == nil || bundle == .main else { return nil }
    for candidate in resourceBundles {
      if let url = url(of: name, extension: ext, in: candidate) { return (url, candidate) }
    }
    return nil
  }

  static func url(of name: String, extension ext: String, in bundle: Bundle) -> URL? {
    if let url = bundle.url(forResource: name, withExtension: ext) { return url }
    let folder = bundle.bundleURL
    var candidates = [folder.appendingPathComponent(name + "." + ext)]
    let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let localizations = children.filter { $0.hasSuffix(".lproj") }.sorted {
      ($0 == "Base.lproj" ? "" : $0) < ($1 == "Base.lproj" ? "" : $1)
    }
    candidates += localizations.map { folder.appendingPathComponent($0).appendingPathComponent(name + "." + ext) }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The SwiftPM resource bundles beside the executable (`<package>_<module>.resources`), in name order.
  static var resourceBundles: [Bundle] {
    guard let folder = Bundle.main.executableURL?.deletingLastPathComponent() else { return [] }
    let children = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    return children.filter { $0.pathExtension == "resources" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
      .compactMap(Bundle.init(url:))
  }
}
