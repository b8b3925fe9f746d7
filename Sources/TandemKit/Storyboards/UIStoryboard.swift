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
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let bundle = storyboardBundleOrNil ?? .main
    guard let url = UIStoryboard.url(of: name, in: bundle) else {
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

  /// Where a storyboard named `name` is in a bundle (its resources folder or the bundle itself).
  static func url(of name: String, in bundle: Bundle) -> URL? {
    if let url = bundle.url(forResource: name, withExtension: "storyboard") { return url }
    let direct = bundle.bundleURL.appendingPathComponent(name + ".storyboard")
    return FileManager.default.fileExists(atPath: direct.path) ? direct : nil
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
