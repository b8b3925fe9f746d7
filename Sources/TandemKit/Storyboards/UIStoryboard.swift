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
    guard let found = InterfaceFiles.find(name, extension: "storyboard", in: storyboardBundleOrNil) else {
      let bundle = storyboardBundleOrNil ?? .main
      preconditionFailure("Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)")
    }
    do {
      document = try InterfaceDocument(contentsOf: found.url)
    } catch {
      preconditionFailure("Could not load the storyboard '\(name)': \(error.description)")
    }
    bundle = found.bundle
    self.name = name
    super.init()
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
  /// The destination scene (nil for an unwind segue, whose destination is found when it performs).
  let destination: InterfaceElement?
  weak var storyboard: UIStoryboard?
  /// An unwind segue's action (`unwindToList:`): the destination is the nearest controller back along the way to
  /// the source that has it.
  var unwindAction: String? = nil

  /// Asks the source whether to perform (when triggered by a control), prepares and performs.
  func trigger(from source: UIViewController, sender: Any?, asked: Bool = true) {
    if asked, let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
    perform(from: source, sender: sender)
  }

  func perform(from source: UIViewController, sender: Any?) {
    if let unwindAction { return unwind(from: source, action: unwindAction, sender: sender) }
    guard let storyboard, let element = self.destination else { return }
    let destination = storyboard.instantiate(element, creator: nil)
    let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    segue.kind = kind
    segue.anchor = sender as? UIView
    source.prepare(for: segue, sender: sender)
    segue.perform()
  }
}

/// A cell a storyboard gives a segue to perform when its row or item is selected.
@MainActor package protocol StoryboardSelectableCell: UIView {
  var selectionSegue: StoryboardSegueTemplate? { get set }
}

extension UITableViewCell: StoryboardSelectableCell {}
extension UICollectionViewCell: StoryboardSelectableCell {}

extension StoryboardSelectableCell {
  /// Performs the cell's selection segue, if it has one, from the controller showing it (lists call this after
  /// their delegate heard of the selection, as UIKit does).
  package func performSelectionSegue() {
    guard let segue = selectionSegue, let source = nearestViewController else { return }
    segue.trigger(from: source, sender: self)
  }
}

extension StoryboardSegueTemplate {
  /// Unwinds: finds the destination (controllers below the source in its navigation stacks, then those presenting
  /// it, nearest first) whose unwind action the storyboard names; the source prepares, the destination's action
  /// runs with the segue, then what stands between them is popped and dismissed. Without a destination nothing
  /// happens, as in UIKit.
  func unwind(from source: UIViewController, action: String, sender: Any?) {
    var found: (UIViewController, (Any?, UIEvent?) -> Void)?
    for candidate in Self.unwindCandidates(from: source) {
      if let method = (candidate as? InterfaceBuilderConnectable)?.action(named: action) {
        found = (candidate, method)
        break
      }
    }
    guard let (destination, method) = found else { return }
    let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
      if destination.presentedViewController != nil { destination.dismiss(animated: true) }
      if let navigation = destination.navigationController, navigation.topViewController !== destination {
        navigation.popToViewController(destination, animated: true)
      }
    }
    source.prepare(for: segue, sender: sender)
    method(segue, nil)
    segue.perform()
  }

  /// The controllers an unwind can reach from a source, nearest first.
  static func unwindCandidates(from source: UIViewController) -> [UIViewController] {
    var result: [UIViewController] = []
    var current: UIViewController? = source
    while let controller = current {
      // Controllers below it in its navigation stack, then its parents'.
      var step: UIViewController? = controller
      while let inner = step {
        if let navigation = inner.parent as? UINavigationController,
          let index = navigation.viewControllers.firstIndex(where: { $0 === inner })
        {
          result += navigation.viewControllers[..<index].reversed()
        }
        if let parent = inner.parent, parent !== source { result.append(parent) }
        step = inner.parent
      }
      // Then whatever presented it (or its container), with that controller's visible stack.
      var root = controller
      while let parent = root.parent { root = parent }
      guard let presenting = root.presentingViewController else { break }
      if let navigation = presenting as? UINavigationController {
        result += navigation.viewControllers.reversed()
        current = navigation.topViewController ?? navigation
      } else {
        result.append(presenting)
        current = presenting
      }
      if current === controller { break }
    }
    var seen = Set<ObjectIdentifier>()
    return result.filter { $0 !== source && seen.insert(ObjectIdentifier($0)).inserted }
  }
}

extension UIViewController {
  /// The storyboard this controller was made from (nil for one made in code).
  public var storyboard: UIStoryboard? { storedStoryboard }
}
