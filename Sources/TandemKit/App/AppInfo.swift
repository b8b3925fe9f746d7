import Foundation
import TandemGraphics

/// The app's Info.plist: the keys UIKit reads at launch (`UIApplicationSceneManifest`, `UIMainStoryboardFile`).
///
/// Linux: an executable has no bundle Info.plist, so a package ships it as a resource of the app's target, in a
/// folder `AppInfo` (SwiftPM forbids an Info.plist at the top of a resource bundle; `tandem port` puts it there). It
/// is read from the main bundle, else from the SwiftPM resource bundle of the module that declares the app delegate
/// (`<package>_<module>.resources/AppInfo/Info.plist` beside the executable). Build-setting
/// variables such as `$(PRODUCT_MODULE_NAME)` are replaced by that module's name.
@MainActor package struct AppInfo {
  /// The values of the file.
  package let values: [String: Any]
  /// The bundle the file came from (storyboards named in it are looked up there).
  package let bundle: Bundle
  /// The module of the app delegate (what `$(PRODUCT_MODULE_NAME)` stands for).
  package let moduleName: String?

  package init(values: [String: Any], bundle: Bundle, moduleName: String?) {
    self.values = values
    self.bundle = bundle
    self.moduleName = moduleName
  }

  /// The Info.plist of the launched app (set at launch; nil for apps without one).
  package static var current: AppInfo?

  /// Finds the Info.plist of the app whose delegate is `delegateType`; nil when there is none (or it is unreadable,
  /// which is reported).
  package static func find(for delegateType: AnyClass?) -> AppInfo? {
    let module = delegateType.map { String(reflecting: $0) }.flatMap { name in
      name.firstIndex(of: ".").map { String(name[..<$0]) }
    }
    if let main = Bundle.main.infoDictionary,
      main["UIApplicationSceneManifest"] != nil || main["UIMainStoryboardFile"] != nil
    {
      return AppInfo(values: main, bundle: .main, moduleName: module)
    }
    guard let module else { return nil }
    for bundle in InterfaceFiles.resourceBundles
    where bundle.bundleURL.deletingPathExtension().lastPathComponent.hasSuffix("_" + module) {
      let url = bundle.bundleURL.appendingPathComponent("AppInfo/Info.plist")
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      do {
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        guard let values = plist as? [String: Any] else {
          Diagnostics.warnOnce(key: "info:" + url.path, "\(url.path) is not a dictionary; it is ignored")
          return nil
        }
        return AppInfo(values: values, bundle: bundle, moduleName: module)
      } catch {
        Diagnostics.warnOnce(key: "info:" + url.path, "\(url.path) could not be read (\(error)); it is ignored")
        return nil
      }
    }
    return nil
  }

  /// The URL schemes the app registers (`CFBundleURLTypes`), lowercased.
  package var urlSchemes: [String] {
    let types = values["CFBundleURLTypes"] as? [[String: Any]] ?? []
    return types.flatMap { ($0["CFBundleURLSchemes"] as? [String]) ?? [] }.map { $0.lowercased() }
  }

  /// A string value with build-setting variables replaced.
  package func string(_ value: Any?) -> String? {
    guard var text = value as? String else { return nil }
    for variable in ["$(PRODUCT_MODULE_NAME)", "$(PRODUCT_NAME)", "${PRODUCT_MODULE_NAME}", "${PRODUCT_NAME}"] {
      text = text.replacingOccurrences(of: variable, with: moduleName ?? "")
    }
    return text
  }

  /// The storyboard the app without scenes starts with (`UIMainStoryboardFile`).
  package var mainStoryboardName: String? { string(values["UIMainStoryboardFile"]) }

  /// The scene configurations the manifest lists for a role, in order.
  package func sceneConfigurations(for role: UISceneSession.Role) -> [[String: Any]] {
    let manifest = values["UIApplicationSceneManifest"] as? [String: Any]
    let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
    return configurations?[role.rawValue] as? [[String: Any]] ?? []
  }

  /// A class the file names (module-qualified or not).
  package func resolveClass(_ value: Any?) -> AnyClass? {
    guard let name = string(value), !name.isEmpty else { return nil }
    if let found = NSClassFromString(name) { return found }
    if let moduleName, !name.contains("."), let found = NSClassFromString(moduleName + "." + name) { return found }
    Diagnostics.warnOnce(key: "info-class:" + name, "Info.plist names the class \(name), which does not exist")
    return nil
  }
}
