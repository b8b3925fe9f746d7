import Foundation

/// A xib file's objects, made anew each time it is instantiated: its top-level views (and custom objects) with their
/// subviews, constraints, outlets and actions, the File's Owner's outlets connected to them.
@MainActor @preconcurrency open class UINib: NSObject {
  /// Keys of `instantiate(withOwner:options:)`'s options.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Objects standing for the xib's external-object placeholders, by their identifiers.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  private let document: InterfaceDocument?
  private let bundle: Bundle
  private let name: String

  /// The nib `name` (a `.xib` file) in a bundle (the main bundle when nil). As in UIKit, a missing nib traps only
  /// when it is instantiated. Linux: with no bundle the app's SwiftPM resource bundles are searched too.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    if let found = InterfaceFiles.find(name, extension: "xib", in: bundleOrNil) {
      bundle = found.bundle
      do {
        document = try InterfaceDocument(contentsOf: found.url)
      } catch {
        preconditionFailure("Could not load NIB '\(name)': \(error.description)")
      }
    } else {
      bundle = bundleOrNil ?? .main
      document = nil
    }
    super.init()
  }

  /// A nib from a xib file's contents.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    name = "data"
    bundle = bundleOrNil ?? .main
    do {
      document = try InterfaceDocument(data: data, path: "<nib data>")
    } catch {
      preconditionFailure("Could not load NIB data: \(error.description)")
    }
    super.init()
  }

  /// Makes the nib's objects: the File's Owner placeholder stands for `ownerOrNil` (its outlets and actions are
  /// connected), external-object placeholders for the options' objects; returns the top-level objects in order.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
    guard let document else {
      preconditionFailure("Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name)'")
    }
    let loader = InterfaceLoader(document: document, bundle: bundle, storyboard: nil)
    let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
    var topLevel: [Any] = []
    for element in document.root.children(of: "objects") {
      switch element.name {
      case "placeholder":
        let stand: Any? =
          switch element["placeholderIdentifier"] {
          case "IBFilesOwner": ownerOrNil
          case let identifier?: externals[identifier]
          case nil: nil
          }
        guard let object = stand.map({ $0 as AnyObject }), let id = element["id"] else { continue }
        loader.objects[id] = object
        loader.connectLater(element, source: object)
      case _ where InterfaceLoader.controllerClasses[element.name] != nil:
        topLevel.append(loader.makeController(element))
      case "customObject":
        if let made = loader.makeObject(element) { topLevel.append(made) }
      default:
        topLevel.append(loader.makeView(element))
      }
    }
    loader.finish()
    return topLevel
  }
}

extension UINib {
  /// The nib's one top-level object, of a cell class; traps with UIKit's message otherwise.
  func instantiateOnly<Cell: UIView>(_ type: Cell.Type, identifier: String) -> Cell {
    let objects = instantiate(withOwner: nil)
    guard objects.count == 1, let cell = objects[0] as? Cell else {
      preconditionFailure(
        "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(Cell.self) instance"
      )
    }
    return cell
  }
}

extension Bundle {
  /// Instantiates the nib `name` in this bundle with an owner (see `UINib.instantiate(withOwner:options:)`); nil when
  /// there is no such nib (UIKit raises then).
  @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
    guard InterfaceFiles.find(name, extension: "xib", in: self) != nil else {
      preconditionFailure("Could not load NIB in bundle: '\(bundlePath)' with name '\(name)'")
    }
    return UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}

extension UITableView {
  /// Registers a nib whose one top-level object is the cell to make for an identifier (nil unregisters).
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib else { return register(nil as AnyClass?, forCellReuseIdentifier: identifier) }
    registerCellFactory(
      { nib.instantiateOnly(UITableViewCell.self, identifier: identifier) }, forCellReuseIdentifier: identifier)
  }
}

extension UICollectionView {
  /// Registers a nib whose one top-level object is the cell to make for an identifier (nil unregisters).
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else { return register(nil as AnyClass?, forCellWithReuseIdentifier: identifier) }
    registerCellFactory(
      { nib.instantiateOnly(UICollectionViewCell.self, identifier: identifier) }, forCellWithReuseIdentifier: identifier
    )
  }
}
