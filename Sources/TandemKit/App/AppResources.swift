import Foundation
import TandemGraphics

/// `Bundle.main` resources in a SwiftPM executable, as in an iOS app bundle. SwiftPM puts a target's resources in a
/// `<package>_<target>.resources` bundle beside the executable, while Foundation's `Bundle.main` looks in the
/// executable's own folder; at launch each top-level resource of those bundles is linked into that folder (unless a
/// file of that name is already there), so `Bundle.main.url(forResource:withExtension:)` and `path(forResource:
/// ofType:)` find what an iOS app's main bundle would hold. A folder that cannot be written is reported once.
package enum AppResources {
  private nonisolated(unsafe) static var linked = false
  private static let lock = NSLock()

  /// Links the resource bundles' resources beside the executable (once per process).
  package static func linkBesideExecutable() {
    let first = lock.withLock { () -> Bool in
      defer { linked = true }
      return !linked
    }
    guard first else { return }
    let manager = FileManager.default
    let folder = Bundle.main.bundleURL
    for bundle in InterfaceFiles.resourceBundles {
      let entries = (try? manager.contentsOfDirectory(atPath: bundle.bundlePath)) ?? []
      for name in entries.sorted() where name != "Info.plist" && name != "AppInfo" && !name.hasPrefix(".") {
        let link = folder.appendingPathComponent(name)
        // An existing file (or a link an earlier launch made) wins: the first bundle in name order keeps a name.
        guard (try? manager.attributesOfItem(atPath: link.path)) == nil else { continue }
        do {
          try manager.createSymbolicLink(at: link, withDestinationURL: bundle.bundleURL.appendingPathComponent(name))
        } catch {
          Diagnostics.warnOnce(
            key: "resources:" + folder.path,
            "cannot link the app's resources into \(folder.path) (\(error.localizedDescription)): Bundle.main will not find them; use Bundle.module"
          )
          return
        }
      }
    }
  }
}
