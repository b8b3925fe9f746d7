import Foundation
import TandemGraphics

/// Makes the objects of one storyboard scene or xib: each element's class (its custom class where the document names
/// one) through `init?(coder:)` with the element's properties, then constraints, outlets, actions and segues.
@MainActor package final class InterfaceLoader {
  let document: InterfaceDocument
  let bundle: Bundle
  weak var storyboard: UIStoryboard?
  /// The objects made so far, by element id (placeholders, such as a xib's File's Owner, added by the caller).
  package var objects: [String: AnyObject] = [:]
  /// The controllers made, by element id, held weakly: a controller keeps its loader until its view loads.
  private var controllers: [String: WeakController] = [:]
  private struct WeakController { weak var controller: UIViewController? }
  private var constraintHolders: [(InterfaceElement, UIView)] = []
  private var connectionHolders: [(InterfaceElement, AnyObject)] = []
  private var awakened: [AnyObject] = []
  /// The controller whose view is being made (an embed segue's parent).
  private weak var sceneController: UIViewController?

  package init(document: InterfaceDocument, bundle: Bundle, storyboard: UIStoryboard?) {
    self.document = document
    self.bundle = bundle
    self.storyboard = storyboard
  }

  // MARK: Classes

  /// The class an element makes: its custom class (in its module, or the bundle's) when it names one that exists,
  /// else UIKit's class for the element.
  func objectClass(for element: InterfaceElement, base: AnyClass) -> AnyClass {
    guard let name = element["customClass"] else { return base }
    var candidates: [String] = []
    if let module = element["customModule"] { candidates.append(module + "." + name) }
    candidates.append(contentsOf: InterfaceLoader.moduleNames(of: bundle).map { $0 + "." + name })
    candidates.append(name)
    for candidate in candidates {
      if let found = NSClassFromString(candidate), found is NSObject.Type { return found }
    }
    // As UIKit does: a message, and the element's own class.
    FileHandle.standardError.write(
      Data("Unknown class \(name) in Interface Builder file (\(document.path):\(element.line)).\n".utf8))
    return base
  }

  /// The module names a resource bundle belongs to (SwiftPM names it `<package>_<module>.resources`).
  static func moduleNames(of bundle: Bundle) -> [String] {
    let name = bundle.bundleURL.deletingPathExtension().lastPathComponent
    var names: [String] = []
    if let underscore = name.lastIndex(of: "_") { names.append(String(name[name.index(after: underscore)...])) }
    names.append(ProcessInfo.processInfo.processName)
    return names
  }

  static let controllerClasses: [String: UIViewController.Type] = [
    "viewController": UIViewController.self, "navigationController": UINavigationController.self,
    "tableViewController": UITableViewController.self, "tabBarController": UITabBarController.self,
    "collectionViewController": UICollectionViewController.self, "splitViewController": UISplitViewController.self,
  ]

  static let viewClasses: [String: UIView.Type] = [
    "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
    "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self, "slider": UISlider.self,
    "segmentedControl": UISegmentedControl.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
    "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
    "activityIndicatorView": UIActivityIndicatorView.self, "progressView": UIProgressView.self,
    "containerView": UIView.self, "collectionView": UICollectionView.self,
    "collectionViewCell": UICollectionViewCell.self, "datePicker": UIDatePicker.self, "pageControl": UIPageControl.self,
    "stepper": UIStepper.self, "searchBar": UISearchBar.self, "pickerView": UIPickerView.self,
  ]

  // MARK: Controllers

  /// Makes the controller of a scene's controller element; its view is made from the archive when it loads.
  package func makeController(
    _ element: InterfaceElement, creator: ((NSCoder) -> UIViewController?)? = nil
  ) -> UIViewController {
    let base: UIViewController.Type = Self.controllerClasses[element.name] ?? UIViewController.self
    let type = (objectClass(for: element, base: base) as? UIViewController.Type) ?? base
    var values: [String: Any] = [:]
    if let title = element["title"] { values[InterfaceCoding.ControllerKey.title] = title }
    if element.name == "splitViewController" {
      // Xcode 12's column styles; older files make a classic split.
      let style: UISplitViewController.Style =
        switch element["style"] {
        case "tripleColumn": .tripleColumn
        case "doubleColumn": .doubleColumn
        default: element["allowDoubleColumnStyle"] == "YES" ? .doubleColumn : .unspecified
        }
      values[InterfaceCoding.ControllerKey.splitStyle] = style.rawValue
    }
    let coder = InterfaceArchiveCoder(values: values)
    let controller = creator?(coder) ?? type.init(coder: coder) ?? base.init(coder: coder) ?? UIViewController()
    if let id = element["id"] { controllers[id] = WeakController(controller: controller) }
    controller.storedStoryboard = storyboard
    controller.storyboardIdentifier = element["storyboardIdentifier"]
    if let item = element.child("navigationItem", key: "navigationItem") { applyNavigationItem(item, to: controller) }
    if let viewElement = element.children.first(where: { $0["key"] == "view" }) {
      // As on iOS the view loads when first asked for, from the archive: outlets are connected before viewDidLoad.
      // The closure keeps the loader (the scene's objects) until the view is made; the controller drops it then.
      controller.archivedViewLoader = { [self, weak controller] in
        sceneController = controller
        let view = makeView(viewElement)
        finish()
        return view
      }
    }
    connectionHolders.append((element, controller))
    // A navigation controller's root (and a tab bar controller's tabs) are relationship segues.
    var tabs: [UIViewController] = []
    for segue in element.children(of: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
      guard let destination = segue["destination"].flatMap({ document.elements[$0] }) else { continue }
      let made = makeController(destination)
      switch segue["relationship"] {
      case "rootViewController": (controller as? UINavigationController)?.setViewControllers([made], animated: false)
      case "viewControllers": tabs.append(made)
      case "masterViewController", "primaryViewController":
        (controller as? UISplitViewController)?.setViewController(made, for: .primary)
      case "supplementaryViewController":
        (controller as? UISplitViewController)?.setViewController(made, for: .supplementary)
      case "detailViewController", "secondaryViewController":
        (controller as? UISplitViewController)?.setViewController(made, for: .secondary)
      case "compactViewController":
        (controller as? UISplitViewController)?.setViewController(made, for: .compact)
      default: break
      }
    }
    if let tabBar = controller as? UITabBarController, !tabs.isEmpty {
      tabBar.setViewControllers(tabs, animated: false)
    }
    // As UIKit does once a scene's controller is instantiated (its view's objects awake when the view loads).
    controller.awakeFromNib()
    return controller
  }

  private func applyNavigationItem(_ element: InterfaceElement, to controller: UIViewController) {
    if let title = element["title"] { controller.navigationItem.title = title }
    if let mode = element["largeTitleDisplayMode"] {
      controller.navigationItem.largeTitleDisplayMode =
        mode == "never" ? .never : mode == "always" ? .always : .automatic
    }
  }

  // MARK: Views

  /// Makes a view element and its subviews.
  package func makeView(_ element: InterfaceElement) -> UIView {
    let base: UIView.Type = Self.viewClasses[element.name] ?? UIView.self
    let type = (objectClass(for: element, base: base) as? UIView.Type) ?? base
    var values: [String: Any] = [:]
    typealias Key = InterfaceCoding.ViewKey
    if let rect = element.child("rect", key: "frame") {
      let frame = CGRect(
        x: Self.number(rect["x"]), y: Self.number(rect["y"]), width: Self.number(rect["width"]),
        height: Self.number(rect["height"]))
      values[Key.bounds] = CGRect(origin: .zero, size: frame.size)
      values[Key.center] = CGPoint(x: frame.midX, y: frame.midY)
    }
    if let tag = element["tag"].flatMap(Int.init) { values[Key.tag] = tag }
    if element["hidden"] == "YES" { values[Key.hidden] = true }
    if let alpha = element["alpha"].flatMap(Self.finite) { values[Key.alpha] = CGFloat(alpha) }
    if element["opaque"] == "NO" { values[Key.opaque] = false }
    if element["clipsSubviews"] == "YES" { values[Key.clipsToBounds] = true }
    if element["userInteractionEnabled"] == "NO" { values[Key.userInteractionDisabled] = true }
    if let color = element.child("color", key: "backgroundColor").flatMap(Self.color) {
      values[Key.backgroundColor] = color
    }
    if let color = element.child("color", key: "tintColor").flatMap(Self.color) { values[Key.tintColor] = color }
    if let mode = element["contentMode"].flatMap(Self.contentMode) { values[Key.contentMode] = mode.rawValue }
    if let identifier = element.child("accessibility", key: "accessibilityConfiguration")?["identifier"] {
      values[Key.accessibilityIdentifier] = identifier
    }
    if let style = element["style"], element.name == "tableView" {
      values[InterfaceCoding.ListKey.tableStyle] = ["grouped": 1, "insetGrouped": 2][style] ?? 0
    }
    if element.name == "collectionView" {
      values[InterfaceCoding.ListKey.collectionViewLayout] = Self.flowLayout(
        element.child("collectionViewFlowLayout", key: "collectionViewLayout"))
    }
    if element.name == "button", let type = element["buttonType"] {
      let types: [String: UIButton.ButtonType] = [
        "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure, "infoLight": .infoLight,
        "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
      ]
      values[InterfaceCoding.ButtonKey.buttonType] = (types[type] ?? .custom).rawValue
    }
    if element.name == "collectionViewCell", let identifier = element["reuseIdentifier"] {
      values[InterfaceCoding.ListKey.reuseIdentifier] = identifier
    }
    if element.name == "tableViewCell" {
      if let identifier = element["reuseIdentifier"] { values[InterfaceCoding.ListKey.reuseIdentifier] = identifier }
      if let style = element["style"].flatMap(Self.cellStyle) {
        values[InterfaceCoding.ListKey.cellStyle] = style.rawValue
      }
    }
    var subviews: [UIView] = []
    for child in element.children(of: "subviews") { subviews.append(makeView(child)) }
    values[Key.subviews] = subviews
    let coder = InterfaceArchiveCoder(values: values) { [unowned self] object in
      if let view = object as? UIView { self.configure(view, from: element) }
    }
    let view = type.init(coder: coder) ?? base.init(coder: coder) ?? UIView(frame: .zero)
    if element["translatesAutoresizingMaskIntoConstraints"] == "NO" {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    if let stack = view as? UIStackView {
      for subview in subviews { stack.addArrangedSubview(subview) }
    }
    if let cell = view as? UITableViewCell { makeContent(of: cell, from: element) }
    if let table = view as? UITableView { registerPrototypes(of: element, in: table) }
    if let cell = view as? UICollectionViewCell { makeContent(of: cell, from: element) }
    if let collection = view as? UICollectionView { registerPrototypes(of: element, in: collection) }
    if let id = element["id"] { objects[id] = view }
    if let guide = element.child("viewLayoutGuide", key: "safeArea"), let id = guide["id"] {
      objects[id] = view.safeAreaLayoutGuide
    }
    if let guide = element.child("viewLayoutGuide", key: "layoutMargins"), let id = guide["id"] {
      objects[id] = view.layoutMarginsGuide
    }
    if !element.children(of: "constraints").isEmpty { constraintHolders.append((element, view)) }
    if !element.children(of: "connections").isEmpty { connectionHolders.append((element, view)) }
    awakened.append(view)
    return view
  }

  /// A cell's content view: its id names the cell's own content view, its subviews and constraints are the
  /// archive's. A standard style's labels and image view are the cell's own (the archive's copies are skipped).
  private func makeContent(of cell: UITableViewCell, from element: InterfaceElement) {
    guard let content = element.child("tableViewCellContentView", key: "contentView") else { return }
    if let id = content["id"] { objects[id] = cell.contentView }
    if let color = content.child("color", key: "backgroundColor").flatMap(Self.color) {
      cell.contentView.backgroundColor = color
    }
    if let guide = content.child("viewLayoutGuide", key: "layoutMargins"), let id = guide["id"] {
      objects[id] = cell.contentView.layoutMarginsGuide
    }
    // Interface Builder names a standard style's parts by id on the cell (older files by key on the part).
    func part(_ child: InterfaceElement) -> String? {
      for name in ["textLabel", "detailTextLabel", "imageView"]
      where child["key"] == name || element[name] == child["id"] {
        return name
      }
      return nil
    }
    for child in content.children(of: "subviews") {
      switch part(child) {
      case "textLabel": cell.textLabel.map { configureStandardLabel($0, from: child) }
      case "detailTextLabel": cell.detailTextLabel.map { configureStandardLabel($0, from: child) }
      case "imageView":
        if let name = child["image"], let image = Self.image(named: name, catalog: child["catalog"], bundle: bundle) {
          cell.imageView?.image = image
        }
      default: cell.contentView.addSubview(makeView(child))
      }
    }
    if !content.children(of: "constraints").isEmpty { constraintHolders.append((content, cell.contentView)) }
  }

  /// A collection view cell's content view (`collectionViewCellContentView`, or a `view` keyed contentView in older
  /// files): its subviews and constraints go to the cell's own content view.
  private func makeContent(of cell: UICollectionViewCell, from element: InterfaceElement) {
    guard
      let content = element.child("collectionViewCellContentView", key: "contentView")
        ?? element.child("view", key: "contentView")
    else { return }
    if let id = content["id"] { objects[id] = cell.contentView }
    if let color = content.child("color", key: "backgroundColor").flatMap(Self.color) {
      cell.contentView.backgroundColor = color
    }
    for child in content.children(of: "subviews") { cell.contentView.addSubview(makeView(child)) }
    if !content.children(of: "constraints").isEmpty { constraintHolders.append((content, cell.contentView)) }
  }

  /// Makes a prototype cell's view anew each time, with a loader of its own that knows the scene's controllers.
  private func prototypeMaker(_ prototype: InterfaceElement) -> () -> UIView {
    let (document, bundle, controllers) = (self.document, self.bundle, self.controllers)
    return { [weak storyboard] in
      let loader = InterfaceLoader(document: document, bundle: bundle, storyboard: storyboard)
      loader.controllers = controllers
      let view = loader.makeView(prototype)
      loader.finish()
      return view
    }
  }

  /// A collection view's prototype cells, made from the archive for their reuse identifiers.
  private func registerPrototypes(of element: InterfaceElement, in collection: UICollectionView) {
    for prototype in element.children(of: "cells") where prototype.name == "collectionViewCell" {
      guard let identifier = prototype["reuseIdentifier"] else { continue }
      let make = prototypeMaker(prototype)
      collection.registerCellFactory(
        { make() as? UICollectionViewCell ?? UICollectionViewCell() }, forCellWithReuseIdentifier: identifier)
    }
  }

  /// A flow layout from Interface Builder's description (item size, spacing, insets, direction, estimated size).
  static func flowLayout(_ element: InterfaceElement?) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    guard let element else { return layout }
    if let size = element.child("size", key: "itemSize") {
      layout.itemSize = CGSize(width: number(size["width"]), height: number(size["height"]))
    }
    if let spacing = element["minimumLineSpacing"] { layout.minimumLineSpacing = number(spacing) }
    if let spacing = element["minimumInteritemSpacing"] { layout.minimumInteritemSpacing = number(spacing) }
    if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
    if let inset = element.child("inset", key: "sectionInset") {
      layout.sectionInset = UIEdgeInsets(
        top: number(inset["minY"]), left: number(inset["minX"]), bottom: number(inset["maxY"]),
        right: number(inset["maxX"]))
    }
    if element["automaticEstimatedItemSize"] == "YES" {
      layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    } else if let size = element.child("size", key: "estimatedItemSize") {
      layout.estimatedItemSize = CGSize(width: number(size["width"]), height: number(size["height"]))
    }
    return layout
  }

  /// A standard style's label takes the archive's text, font and color (its frame is the cell's to lay out).
  private func configureStandardLabel(_ label: UILabel, from element: InterfaceElement) {
    if let text = element["text"] { label.text = text }
    if let font = element.child("fontDescription", key: "fontDescription").flatMap(Self.font) { label.font = font }
    if let color = element.child("color", key: "textColor").flatMap(Self.color) { label.textColor = color }
    if let id = element["id"] { objects[id] = label }
  }

  /// A table's prototype cells: each reuse identifier makes new cells from its prototype, each with a loader of
  /// its own (outlets within the cell, actions to the scene's controller, the cell's selection segue).
  private func registerPrototypes(of element: InterfaceElement, in table: UITableView) {
    for prototype in element.children(of: "prototypes") where prototype.name == "tableViewCell" {
      guard let identifier = prototype["reuseIdentifier"] else { continue }
      let make = prototypeMaker(prototype)
      table.registerCellFactory({ make() as? UITableViewCell ?? UITableViewCell() }, forCellReuseIdentifier: identifier)
    }
  }

  /// What each class archives beyond a view's common properties.
  private func configure(_ view: UIView, from element: InterfaceElement) {
    switch view {
    case let label as UILabel:
      if let text = element["text"] ?? element.child("string", key: "text")?.text { label.text = text }
      if let font = element.child("fontDescription", key: "fontDescription").flatMap(Self.font) { label.font = font }
      if let color = element.child("color", key: "textColor").flatMap(Self.color) { label.textColor = color }
      if let alignment = element["textAlignment"].flatMap(Self.alignment) { label.textAlignment = alignment }
      if let lines = element["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
      if element["adjustsFontForContentSizeCategory"] == "YES" { label.adjustsFontForContentSizeCategory = true }
    case let button as UIButton:
      if let configuration = element.child("buttonConfiguration", key: "configuration") {
        var made: UIButton.Configuration =
          switch configuration["style"] {
          case "filled": .filled()
          case "tinted": .tinted()
          case "gray": .gray()
          case "borderedTinted", "bordered": .bordered()
          default: .plain()
          }
        made.title = configuration["title"]
        button.configuration = made
      }
      // A configured button's title is its configuration's (the archived state title only mirrors it).
      for state in element.children
      where state.name == "state" && state["key"] == "normal" && button.configuration == nil {
        if let title = state["title"] { button.setTitle(title, for: .normal) }
        if let image = state["image"].flatMap({ Self.image(named: $0, catalog: state["catalog"], bundle: bundle) }) {
          button.setImage(image, for: .normal)
        }
      }
    case let imageView as UIImageView:
      if let name = element["image"] {
        imageView.image = Self.image(named: name, catalog: element["catalog"], bundle: bundle)
      }
    case let field as UITextField:
      if let text = element["text"] { field.text = text }
      if let placeholder = element["placeholder"] { field.placeholder = placeholder }
      if let style = element["borderStyle"] {
        field.borderStyle = ["line": .line, "bezel": .bezel, "roundedRect": .roundedRect][style] ?? .none
      }
    case let cell as UITableViewCell:
      if let accessory = element["accessoryType"] {
        cell.accessoryType =
          [
            "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
            "checkmark": .checkmark, "detailButton": .detailButton,
          ][accessory] ?? .none
      }
      if element["selectionStyle"] == "none" { cell.selectionStyle = .none }
    case let toggle as UISwitch:
      if element["on"] == "YES" { toggle.isOn = true }
    case let slider as UISlider:
      if let minimum = element["minValue"].flatMap(Self.finite).map(Float.init) { slider.minimumValue = minimum }
      if let maximum = element["maxValue"].flatMap(Self.finite).map(Float.init) { slider.maximumValue = maximum }
      if let value = element["value"].flatMap(Self.finite).map(Float.init) { slider.value = value }
    case let stepper as UIStepper:
      if let minimum = element["minimumValue"].flatMap(Self.finite) { stepper.minimumValue = minimum }
      if let maximum = element["maximumValue"].flatMap(Self.finite) { stepper.maximumValue = maximum }
      if let step = element["stepValue"].flatMap(Self.finite) { stepper.stepValue = step }
      if let value = element["value"].flatMap(Self.finite) { stepper.value = value }
    case let segmented as UISegmentedControl:
      // (Run once per archive decoding step: the segments are made afresh each time.)
      segmented.removeAllSegments()
      for (index, segment) in element.children(of: "segments").enumerated() {
        segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
      }
      if let selected = element["selectedSegmentIndex"].flatMap(Int.init) { segmented.selectedSegmentIndex = selected }
    case let progress as UIProgressView:
      if let value = element["progress"].flatMap(Self.finite).map(Float.init) { progress.progress = value }
    case let indicator as UIActivityIndicatorView:
      if element["style"] == "large" { indicator.style = .large }
      if element["hidesWhenStopped"] == "NO" { indicator.hidesWhenStopped = false }
      if element["animating"] == "YES" { indicator.startAnimating() }
    case let pages as UIPageControl:
      if let count = element["numberOfPages"].flatMap(Int.init) { pages.numberOfPages = count }
      if let current = element["currentPage"].flatMap(Int.init) { pages.currentPage = current }
      if let color = element.child("color", key: "pageIndicatorTintColor").flatMap(Self.color) {
        pages.pageIndicatorTintColor = color
      }
      if let color = element.child("color", key: "currentPageIndicatorTintColor").flatMap(Self.color) {
        pages.currentPageIndicatorTintColor = color
      }
    case let text as UITextView:
      if let value = element["text"] ?? element.child("string", key: "text")?.text { text.text = value }
      if element["editable"] == "NO" { text.isEditable = false }
      if let font = element.child("fontDescription", key: "fontDescription").flatMap(Self.font) { text.font = font }
      if let color = element.child("color", key: "textColor").flatMap(Self.color) { text.textColor = color }
    case let search as UISearchBar:
      if let placeholder = element["placeholder"] { search.placeholder = placeholder }
    case let picker as UIDatePicker:
      switch element["datePickerMode"] {
      case "date": picker.datePickerMode = .date
      case "time": picker.datePickerMode = .time
      default: break
      }
      switch element["style"] {
      case "inline": picker.preferredDatePickerStyle = .inline
      case "wheels": picker.preferredDatePickerStyle = .wheels
      case "compact": picker.preferredDatePickerStyle = .compact
      default: break
      }
    case let stack as UIStackView:
      if element["axis"] == "vertical" { stack.axis = .vertical }
      if let spacing = element["spacing"].flatMap(Self.finite) { stack.spacing = CGFloat(spacing) }
      if let alignment = element["alignment"] {
        stack.alignment =
          ["top": .top, "leading": .leading, "center": .center, "bottom": .bottom, "trailing": .trailing][alignment]
          ?? .fill
      }
      if let distribution = element["distribution"] {
        stack.distribution =
          [
            "fillEqually": .fillEqually, "fillProportionally": .fillProportionally, "equalSpacing": .equalSpacing,
            "equalCentering": .equalCentering,
          ][distribution] ?? .fill
      }
    default:
      break
    }
  }

  /// Makes a custom object element (a xib's `customObject`) with its class's `init()`; nil when the class is unknown.
  package func makeObject(_ element: InterfaceElement) -> AnyObject? {
    guard let type = objectClass(for: element, base: NSObject.self) as? NSObject.Type,
      let made = UIApplication.instantiate(type)
    else { return nil }
    if let id = element["id"] { objects[id] = made }
    connectLater(element, source: made)
    awakened.append(made)
    return made
  }

  /// Connects an element's outlets, actions and segues, with `source` as their object, when loading finishes.
  package func connectLater(_ element: InterfaceElement, source: AnyObject) {
    if !element.children(of: "connections").isEmpty { connectionHolders.append((element, source)) }
  }

  // MARK: Finishing

  /// Adds the constraints and connects outlets and actions of everything made so far, then calls `awakeFromNib`
  /// on each object made, as UIKit does once a scene or nib is loaded.
  package func finish() {
    for (element, holder) in constraintHolders {
      let constraints = element.children(of: "constraints").compactMap { makeConstraint($0, holder: holder) }
      NSLayoutConstraint.activate(constraints.filter(itemsShareAHierarchy))
    }
    constraintHolders = []
    for (element, source) in connectionHolders { connect(element, source: source) }
    connectionHolders = []
    let objects = awakened
    awakened = []
    for case let responder as UIResponder in objects { responder.awakeFromNib() }
  }

  private func makeConstraint(_ element: InterfaceElement, holder: UIView) -> NSLayoutConstraint? {
    guard let firstAttribute = element["firstAttribute"].flatMap(Self.attribute) else { return nil }
    let first: AnyObject = element["firstItem"].flatMap(object) ?? holder
    let second: AnyObject? = element["secondItem"].flatMap(object)
    // Items are views and layout guides; anything else (a document edited by hand) is reported and skipped.
    for item in [first, second].compactMap({ $0 }) where !(item is UIView) && !(item is UILayoutGuide) {
      report(element, "relates a \(type(of: item)), not a view or layout guide")
      return nil
    }
    let secondAttribute =
      element["secondAttribute"].flatMap(Self.attribute) ?? (second == nil ? .notAnAttribute : firstAttribute)
    // A constraint with only a first item relates it to the holder (Interface Builder omits the holder as the
    // second item when it is the first's superview); a size constraint stands alone.
    let relation: NSLayoutConstraint.Relation =
      element["relation"] == "greaterThanOrEqual"
      ? .greaterThanOrEqual
      : element["relation"] == "lessThanOrEqual" ? .lessThanOrEqual : .equal
    var multiplier: CGFloat = 1
    if let text = element["multiplier"] {
      if let colon = text.firstIndex(of: ":"), let a = Self.finite(String(text[..<colon])),
        let b = Self.finite(String(text[text.index(after: colon)...])), b != 0
      {
        multiplier = CGFloat(a / b)
      } else if let value = Self.finite(text) {
        multiplier = CGFloat(value)
      }
    }
    if firstAttribute.isLocation && second == nil { return nil }
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
      multiplier: multiplier, constant: Self.number(element["constant"]))
    if let priority = element["priority"].flatMap(Self.finite).map(Float.init) {
      constraint.priority = UILayoutPriority(priority)
    }
    constraint.identifier = element["identifier"]
    if let id = element["id"] { objects[id] = constraint }
    return constraint
  }

  private func connect(_ element: InterfaceElement, source: AnyObject) {
    for connection in element.children(of: "connections") {
      // A segue's destination is a scene, made when the segue performs.
      if connection.name == "segue" {
        switch connection["kind"] {
        case "relationship": break
        case "unwind": wireUnwind(connection, from: source)
        case "embed":
          if let container = source as? UIView,
            let destinationElement = connection["destination"].flatMap({ document.elements[$0] })
          {
            embed(connection, destinationElement, in: container)
          }
        default:
          if let destinationElement = connection["destination"].flatMap({ document.elements[$0] }) {
            wireSegue(connection, to: destinationElement, from: source)
          }
        }
        continue
      }
      guard let destination = connection["destination"].flatMap(object) else { continue }
      switch connection.name {
      case "outlet", "outletCollection":
        guard let property = connection["property"] else { continue }
        if Self.connectUIKitOutlet(property, of: source, to: destination) { continue }
        guard let connectable = source as? InterfaceBuilderConnectable,
          connectable.setOutlet(named: property, to: destination)
        else {
          preconditionFailure(
            "[<\(type(of: source))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property). (On Linux a class with outlets adopts InterfaceBuilderConnectable; `tandem port` writes the adoption.)"
          )
        }
      case "action":
        guard let selector = connection["selector"], let control = source as? UIControl else { continue }
        guard let target = destination as? InterfaceBuilderConnectable, let method = target.action(named: selector)
        else {
          preconditionFailure(
            "-[\(type(of: destination)) \(selector)]: unrecognized selector sent to instance (On Linux a class with actions adopts InterfaceBuilderConnectable; `tandem port` writes the adoption.)"
          )
        }
        let events = Self.controlEvents(connection["eventType"])
        control.addAction(UIAction { action in method(action.sender, nil) }, for: events)
      default:
        break
      }
    }
  }

  /// The outlets UIKit's own classes have: data sources and delegates (held weakly, as UIKit does).
  private static func connectUIKitOutlet(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
    switch (property, source) {
    case ("dataSource", let table as UITableView): table.dataSource = destination as? UITableViewDataSource
    case ("delegate", let table as UITableView): table.delegate = destination as? UITableViewDelegate
    case ("dataSource", let collection as UICollectionView):
      collection.dataSource = destination as? UICollectionViewDataSource
    case ("delegate", let collection as UICollectionView):
      collection.delegate = destination as? UICollectionViewDelegate
    case ("delegate", let field as UITextField): field.delegate = destination as? UITextFieldDelegate
    case ("delegate", let text as UITextView): text.delegate = destination as? UITextViewDelegate
    case ("delegate", let scroll as UIScrollView): scroll.delegate = destination as? UIScrollViewDelegate
    case ("view", let controller as UIViewController):
      guard let view = destination as? UIView else { return false }
      controller.view = view
    default: return false
    }
    return true
  }

  /// Whether a constraint's items are in one view hierarchy (UIKit traps on activating one that is not; a damaged
  /// document's constraint is reported and skipped instead).
  private func itemsShareAHierarchy(_ constraint: NSLayoutConstraint) -> Bool {
    func view(_ item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
    guard let first = view(constraint.firstItem) else { return false }
    guard let secondItem = constraint.secondItem else { return true }
    guard let second = view(secondItem) else { return false }
    var ancestor: UIView? = first
    while let candidate = ancestor {
      if second.isDescendant(of: candidate) { return true }
      ancestor = candidate.superview
    }
    FileHandle.standardError.write(
      Data(
        "Interface Builder file \(document.path): a constraint relates views in different hierarchies; it is skipped.\n"
          .utf8))
    return false
  }

  /// Reports a damaged element of the document on standard error, as UIKit logs what it skips.
  private func report(_ element: InterfaceElement, _ problem: String) {
    FileHandle.standardError.write(
      Data(
        "Interface Builder file \(document.path):\(element.line): <\(element.name)> \(problem); it is skipped.\n".utf8))
  }

  /// The object made for an element id: a view, guide or constraint, or a controller still alive.
  private func object(_ id: String) -> AnyObject? { objects[id] ?? controllers[id]?.controller }

  /// An embed segue: the destination becomes a child of the scene's controller, its view filling the container
  /// (prepared by the parent first, as the parent's view loads).
  private func embed(_ segue: InterfaceElement, _ destination: InterfaceElement, in container: UIView) {
    guard let parent = sceneController, let storyboard else { return }
    let child = storyboard.instantiate(destination, creator: nil)
    parent.prepare(
      for: UIStoryboardSegue(identifier: segue["identifier"], source: parent, destination: child), sender: nil)
    parent.addChild(child)
    child.view.frame = container.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(child.view)
    child.didMove(toParent: parent)
  }

  /// An unwind segue (to the scene's exit), waiting where its source is (see `attach`).
  private func wireUnwind(_ segue: InterfaceElement, from source: AnyObject) {
    guard let action = segue["unwindAction"] else { return }
    attach(
      StoryboardSegueTemplate(
        identifier: segue["identifier"], kind: .show, destination: nil, storyboard: storyboard, unwindAction: action),
      to: source)
  }

  /// A triggered segue to a scene, waiting where its source is (see `attach`).
  private func wireSegue(_ segue: InterfaceElement, to destination: InterfaceElement, from source: AnyObject) {
    let kind = segue["kind"].flatMap(InterfaceSegueKind.init(storyboardKind:)) ?? .show
    attach(
      StoryboardSegueTemplate(
        identifier: segue["identifier"], kind: kind, destination: destination, storyboard: storyboard),
      to: source)
  }

  /// Where a triggered segue waits: a controller's for `performSegue` (by its identifier), a cell's for its row's
  /// or item's selection, a control's for touch up inside.
  private func attach(_ template: StoryboardSegueTemplate, to source: AnyObject) {
    switch source {
    case let controller as UIViewController:
      if let identifier = template.identifier { controller.storyboardSegues[identifier] = template }
    case let cell as any StoryboardSelectableCell:
      cell.selectionSegue = template
    case let control as UIControl:
      control.addAction(
        UIAction { [weak control] _ in
          guard let control, let controller = control.nearestViewController else { return }
          template.trigger(from: controller, sender: control)
        }, for: .touchUpInside)
    default:
      break
    }
  }

  // MARK: Attribute values

  /// A cell's standard style for Interface Builder's name of it.
  static func cellStyle(_ text: String) -> UITableViewCell.CellStyle? {
    switch text {
    case "IBUITableViewCellStyleDefault": .default
    case "IBUITableViewCellStyleSubtitle": .subtitle
    case "IBUITableViewCellStyleValue1": .value1
    case "IBUITableViewCellStyleValue2": .value2
    default: nil
    }
  }

  static func number(_ text: String?) -> CGFloat { text.flatMap(Self.finite).map { CGFloat($0) } ?? 0 }

  /// A number attribute's value; nil when it is not one, or not finite, or beyond any screen's measure (a damaged
  /// document's `nan` would otherwise reach a layer's position, where UIKit raises).
  static func finite(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite, abs(value) <= 1_000_000 else { return nil }
    return value
  }

  /// A color element: a system color by name, or white/RGB components.
  static func color(_ element: InterfaceElement) -> UIColor? {
    if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
      return UIColor.named(interfaceBuilderName: name)
    }
    let alpha = element["alpha"].flatMap(Self.finite) ?? 1
    if let white = element["white"].flatMap(Self.finite) {
      return UIColor(white: CGFloat(white), alpha: CGFloat(alpha))
    }
    if let red = element["red"].flatMap(Self.finite), let green = element["green"].flatMap(Self.finite),
      let blue = element["blue"].flatMap(Self.finite)
    {
      return UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    return nil
  }

  static func font(_ element: InterfaceElement) -> UIFont? {
    if let style = element["style"] {
      let name = style.replacingOccurrences(of: "UICTFontTextStyle", with: "")
      let styles: [String: UIFont.TextStyle] = [
        "LargeTitle": .largeTitle, "Title0": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3,
        "Headline": .headline, "Subhead": .subheadline, "Body": .body, "Callout": .callout, "Footnote": .footnote,
        "Caption1": .caption1, "Caption2": .caption2,
      ]
      return styles[name].map { UIFont.preferredFont(forTextStyle: $0) }
    }
    let size = CGFloat(element["pointSize"].flatMap(Self.finite) ?? 17)
    switch element["type"] {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    case "system":
      let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "medium": .medium, "semibold": .semibold,
        "bold": .bold, "heavy": .heavy, "black": .black,
      ]
      return .systemFont(ofSize: size, weight: element["weight"].flatMap { weights[$0] } ?? .regular)
    default: return .systemFont(ofSize: size)
    }
  }

  static func alignment(_ text: String) -> NSTextAlignment? {
    ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural][text]
  }

  static func contentMode(_ text: String) -> UIView.ContentMode? {
    [
      "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
      "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
    ][text]
  }

  static func image(named name: String, catalog: String?, bundle: Bundle) -> UIImage? {
    catalog == "system" ? UIImage(systemName: name) : UIImage(named: name, in: bundle, compatibleWith: nil)
  }

  static func attribute(_ text: String) -> NSLayoutConstraint.Attribute? {
    [
      "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
      "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "lastBaseline": .lastBaseline,
      "baseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
      "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
      "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
      "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ][text]
  }

  static func controlEvents(_ text: String?) -> UIControl.Event {
    switch text {
    case "valueChanged": .valueChanged
    case "touchDown": .touchDown
    case "editingChanged": .editingChanged
    case "editingDidEnd": .editingDidEnd
    case "editingDidEndOnExit": .editingDidEndOnExit
    case "primaryActionTriggered": .primaryActionTriggered
    default: .touchUpInside
    }
  }
}
