import SwiftParser
import SwiftSyntax

/// What a target's Swift files declare that the rewrites need: classes (with their superclass and file), methods
/// (to call from a rewritten `#selector` with the right argument), and the outlets and actions Interface Builder
/// connects.
struct SourceIndex {
  /// A method that can be called from a closure.
  struct Method {
    var name: String
    /// Argument labels ("_" for none).
    var labels: [String]
    /// The parameters' types as written.
    var parameterTypes: [String]
  }

  /// An `@IBOutlet` property.
  struct Outlet {
    var name: String
    /// The type as written (`UILabel!`, `[UIButton]!`).
    var type: String
  }

  /// A class declared in the target.
  struct ClassInfo {
    var name: String
    var superclass: String?
    /// The index of the file declaring it.
    var file: Int
    var outlets: [Outlet] = []
    var actions: [Method] = []
    /// Whether it is the app's delegate (it adopts `UIApplicationDelegate`).
    var isApplicationDelegate = false
  }

  var classes: [String: ClassInfo] = [:]
  var methods: [String: [Method]] = [:]
  /// Modules imported anywhere in the target.
  var imports: Set<String> = []
  /// SwiftUI `App` types (structs adopting `App`).
  var appTypes: [String] = []

  init(files: [SourceFileSyntax]) {
    for (index, file) in files.enumerated() {
      let collector = Collector(file: index)
      collector.walk(file)
      imports.formUnion(collector.imports)
      appTypes += collector.appTypes
      for (name, info) in collector.classes {
        var merged = classes[name] ?? info
        if classes[name] != nil {
          merged.outlets += info.outlets
          merged.actions += info.actions
          merged.isApplicationDelegate = merged.isApplicationDelegate || info.isApplicationDelegate
        }
        if info.file == index && collector.declaredHere.contains(name) {
          merged.file = index
          merged.superclass = info.superclass
        }
        classes[name] = merged
      }
      for method in collector.methods { methods[method.name, default: []].append(method) }
    }
    // Classes only extended (declared elsewhere) are not the target's.
    classes = classes.filter { $0.value.file >= 0 }
  }

  /// The method a selector names: by name and labels when the selector gives labels, else the only one so named.
  func method(named name: String, labels: [String]?) -> Method? {
    let candidates = methods[name] ?? []
    if let labels { return candidates.first { $0.labels == labels } }
    return candidates.count == 1 ? candidates[0] : candidates.first { $0.labels.isEmpty }
  }

  /// Whether a class's superclass chain (within the target) has outlets or actions of its own.
  func inheritsConnections(_ name: String) -> Bool {
    var current = classes[name]?.superclass
    var seen: Set<String> = []
    while let superclass = current, let info = classes[superclass], seen.insert(superclass).inserted {
      if !info.outlets.isEmpty || !info.actions.isEmpty { return true }
      current = info.superclass
    }
    return false
  }
}

/// The Objective-C selector Interface Builder records for a Swift method: `save` for `save()`, `save:` for
/// `save(_:)`, `saveWithSender:` for `save(sender:)`, `save:forEvent:` for `save(_:forEvent:)`.
func objectiveCSelector(_ method: SourceIndex.Method) -> String {
  guard let first = method.labels.first else { return method.name }
  var selector = method.name
  if first != "_" { selector += "With" + first.prefix(1).uppercased() + first.dropFirst() }
  selector += ":"
  for label in method.labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
  return selector
}

private final class Collector: SyntaxVisitor {
  let file: Int
  var classes: [String: SourceIndex.ClassInfo] = [:]
  var declaredHere: Set<String> = []
  var methods: [SourceIndex.Method] = []
  var imports: Set<String> = []
  var appTypes: [String] = []
  /// The class (declared or extended) enclosing the current declaration.
  private var enclosing: [String] = []

  init(file: Int) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let first = node.path.first { imports.insert(first.name.text) }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    var info = classes[name] ?? SourceIndex.ClassInfo(name: name, file: file)
    info.file = file
    info.superclass = inherited.first
    info.isApplicationDelegate = inherited.contains("UIApplicationDelegate")
    classes[name] = info
    declaredHere.insert(name)
    enclosing.append(name)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.trimmedDescription
    if classes[name] == nil { classes[name] = SourceIndex.ClassInfo(name: name, file: -1) }
    if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "UIApplicationDelegate" })
      == true
    {
      classes[name]?.isApplicationDelegate = true
    }
    enclosing.append(name)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

  // Nested value types and protocols are not the class's members.
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "App" }) == true {
      appTypes.append(node.name.text)
    }
    enclosing.append("")
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enclosing.append("")
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = node.signature.parameterClause.parameters
    let method = SourceIndex.Method(
      name: node.name.text, labels: parameters.map { $0.firstName.text },
      parameterTypes: parameters.map { $0.type.trimmedDescription })
    methods.append(method)
    if let owner = enclosing.last, !owner.isEmpty, node.attributes.contains(named: "IBAction") {
      classes[owner]?.actions.append(method)
    }
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let owner = enclosing.last, !owner.isEmpty,
      node.attributes.contains(named: "IBOutlet") || node.attributes.contains(named: "IBOutletCollection")
    else { return .skipChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type.trimmedDescription
      else { continue }
      classes[owner]?.outlets.append(SourceIndex.Outlet(name: name, type: type))
    }
    return .skipChildren
  }
}

extension AttributeListSyntax {
  /// Whether an attribute of this name is in the list.
  func contains(named name: String) -> Bool {
    contains { element in
      if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == name }
      return false
    }
  }
}
