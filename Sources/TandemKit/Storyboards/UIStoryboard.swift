import Foundation

/// A storyboard: the scenes of an app's screens and the segues between them, read from a `.storyboard` resource.
///
/// Linux: the storyboard's XML source is read (SwiftPM copies `.storyboard` resources as they are); outlets and
/// actions connect through `InterfaceBuilderConnectable`.
@MainActor @preconcurrency open class UIStoryboard: NSObject {
  package let document: InterfaceDocument
  package let bundle: Bundle
  /// The storyboard's name.
  package let name: String

  /// The storyboard `name` in a bundle (the main bundle when nil); traps as UIKit does when there is none.
  ///
  /// Linux: with no bundle, the app's SwiftPM resource bundles beside the executable are searched after the main
  /// bundle (an executable's resources live there, not in `Bundle.main`).
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    var bundle = storyboardBundleOrNil ?? .main
    var found = UIStoryboard.url(of: name, in: bundle)
    if found == nil, storyboardBundleOrNil == nil || storyboardBundleOrNil == .main {
      for candidate in UIStoryboard.resourceBundles {
        if let url = UIStoryboard.url(of: name, in: candidate) {
          (bundle, found) = (candidate, url)
          break
        }
      }
    }
    guard let url = found else {
      preconditionFailure("Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)")
    }
    do {
      document = try InterfaceDocument(contentsOf: url)
    } catch {
      preconditionFailure("Could not load the storyboard '\(name)': \(error.description)")
    }
    self.bundle = bundle
    self.name = name
    super.init()
  }

  /// Where a storyboard named `name` is in a bundle: its resources, the bundle's folder, or a localization
  /// folder (`Base.lproj` first, as Xcode keeps storyboards).
  static func url(of name: String, in bundle: Bundle) -> URL? {
    if let url = bundle.url(forResource: name, withExtension: "storyboard") { return url }
    let folder = bundle.bundleURL
    var candidates = [folder.appendingPathComponent(name + ".storyboard")]
    let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let localizations = children.filter { $0.hasSuffix(".lproj") }.sorted { ($0 == "Base.lproj" ? "" : $0) < ($1 == "Base.lproj" ? "" : $1) }
    candidates += localizations.map { folder.appendingPathComponent($0).appendingPathComponent(name + ".storyboard") }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The SwiftPM resource bundles beside the executable (`<package>_<module>.resources`), in name order.
  static var resourceBundles: [Bundle] {
    guard let folder = Bundle.main.executableURL?.deletingLastPathComponent() else { return [] }
    let children = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    return children.filter { $0.pathExtension == "resources" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
      .compactMap(Bundle.init(url:))
  }

  /// A new instance of the storyboard's initial controller (nil when it marks none).
  open func instantiateInitialViewController() -> UIViewController? {
    guard let id = document.root["initialViewController"], let element = document.elements[id] else { return nil }
    return instantiate(element, creator: nil)
  }

  /// A new instance of the initial controller made by `creator` with the storyboard's coder (nil: its class's
  /// `init?(coder:)`).
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    guard let id = document.root["initialViewController"], let element = document.elements[id] else { return nil }
    return instantiate(element, creator: block.map { make in { make($0) } }) as? ViewController
  }

  /// A new instance of the controller whose Storyboard ID is `identifier`; traps as UIKit does when there is none.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    instantiate(scene(identifier), creator: nil)
  }

  /// A new instance of the controller `identifier`, made by `creator` with the storyboard's coder.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    let made = instantiate(scene(identifier), creator: block.map { make in { make($0) } })
    guard let typed = made as? ViewController else {
      preconditionFailure(
        "Storyboard (\(name)) controller '\(identifier)' is a \(type(of: made)), not a \(ViewController.self)")
    }
    return typed
  }

  private func scene(_ identifier: String) -> InterfaceElement {
    var found: InterfaceElement?
    document.root.forEach { element in
      if found == nil, element["storyboardIdentifier"] == identifier,
        InterfaceLoader.controllerClasses[element.name] != nil
      {
        found = element
      }
    }
    guard let found else {
      preconditionFailure(
        "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'")
    }
    return found
  }

  /// Makes a scene's controller (and what its relationship segues hold).
  package func instantiate(_ element: InterfaceElement, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController
  {
    let loader = InterfaceLoader(document: document, bundle: bundle, storyboard: self)
    return loader.makeController(element, creator: creator)
  }
}

/// A segue of a storyboard scene, made into a `UIStoryboardSegue` each time it is triggered.
@MainActor package struct StoryboardSegueTemplate {
  let identifier: String?
  let kind: InterfaceSegueKind
  let destination: InterfaceElement
  weak var storyboard: UIStoryboard?

  /// Asks the source whether to perform (when triggered by a control), prepares and performs.
  func trigger(from source: UIViewController, sender: Any?, asked: Bool = true) {
    if asked, let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
    perform(from: source, sender: sender)
  }

  func perform(from source: UIViewController, sender: Any?) {
    guard let storyboard else { return }
    let destination = storyboard.instantiate(self.destination, creator: nil)
    let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    segue.kind = kind
    source.prepare(for: segue, sender: sender)
    segue.perform()
  }
}

extension UIViewController {
  /// The storyboard this controller was made from (nil for one made in code).
  public var storyboard: UIStoryboard? { storedStoryboard }
}
