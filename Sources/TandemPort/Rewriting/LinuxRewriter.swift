import SwiftSyntax

/// Finds, in one file, what stops an iOS app's Swift from compiling on Linux and the edit that fixes each:
/// Objective-C-only attributes, `@UIApplicationMain`, `#selector` target-action (rewritten to closures), and
/// overrides declared in extensions (taken out here, to be put into their class's body by the caller).
final class LinuxRewriter: SyntaxVisitor {
  let index: SourceIndex
  let fileName: String
  private let converter: SourceLocationConverter
  private let text: [UInt8]
  private(set) var edits: [TextEdit] = []
  private(set) var changes: [PortChange] = []
  /// Override members taken out of extensions: the class they go to and their text.
  private(set) var movedMembers: [(className: String, text: String)] = []
  /// Whether the file declares an `@objc` protocol with optional requirements (reported once per protocol).
  private var objcProtocols: Set<String> = []

  init(file: SourceFileSyntax, fileName: String, index: SourceIndex) {
    self.index = index
    self.fileName = fileName
    converter = SourceLocationConverter(fileName: fileName, tree: file)
    text = Array(file.description.utf8)
    super.init(viewMode: .sourceAccurate)
  }

  private func line(_ node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter, afterLeadingTrivia: true).line
  }

  private func note(_ kind: PortChange.Kind, _ node: some SyntaxProtocol, _ detail: String) {
    changes.append(PortChange(kind: kind, file: fileName, line: line(node), detail: detail))
  }

  // MARK: Attributes and modifiers

  private static let interfaceBuilderAttributes: Set<String> = [
    "IBOutlet", "IBAction", "IBSegueAction", "IBInspectable", "IBDesignable", "IBOutletCollection",
  ]
  private static let objcAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "NSManaged"]

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let name = node.attributeName.trimmedDescription
    if name == "UIApplicationMain" || name == "NSApplicationMain" {
      edits.append(
        TextEdit(
          start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "@main"))
      note(.mainAttribute, node, "`@\(name)` → `@main` (Tandem's `UIApplicationDelegate.main()` launches the app)")
    } else if Self.interfaceBuilderAttributes.contains(name) {
      removeWord(node)
      note(
        .interfaceBuilderAttribute, node, "`@\(name)` removed (connections go through `InterfaceBuilderConnectable`)")
    } else if Self.objcAttributes.contains(name) {
      removeWord(node)
      note(.objcAttribute, node, "`\(node.trimmedDescription)` removed (no Objective-C runtime on Linux)")
    }
    return .skipChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    switch node.name.text {
    case "dynamic":
      removeWord(node)
      note(.objcAttribute, node, "`dynamic` removed (no Objective-C message dispatch on Linux)")
    case "optional":
      if let protocolDecl = Self.enclosingProtocol(of: Syntax(node)),
        objcProtocols.insert(protocolDecl.name.text).inserted
      {
        note(
          .needsPerson, node,
          "protocol `\(protocolDecl.name.text)` has `optional` requirements, which need `@objc`: remove `optional` and give each such requirement a default implementation in a protocol extension"
        )
      }
    default: break
    }
    return .skipChildren
  }

  private static func enclosingProtocol(of node: Syntax) -> ProtocolDeclSyntax? {
    var current = node.parent
    while let parent = current {
      if let found = parent.as(ProtocolDeclSyntax.self) { return found }
      current = parent.parent
    }
    return nil
  }

  /// Deletes an attribute or modifier with the space after it, or its whole line when it stands alone on one.
  private func removeWord(_ node: some SyntaxProtocol) {
    var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = node.endPositionBeforeTrailingTrivia.utf8Offset
    var lineStart = start
    while lineStart > 0, text[lineStart - 1] == UInt8(ascii: " ") || text[lineStart - 1] == UInt8(ascii: "\t") {
      lineStart -= 1
    }
    var after = end
    while after < text.count, text[after] == UInt8(ascii: " ") || text[after] == UInt8(ascii: "\t") { after += 1 }
    if (lineStart == 0 || text[lineStart - 1] == UInt8(ascii: "\n")) && after < text.count
      && text[after] == UInt8(ascii: "\n")
    {
      (start, end) = (lineStart, after + 1)
    } else {
      end = after
    }
    edits.append(TextEdit(start: start, end: end, replacement: ""))
  }

  // MARK: Overrides in extensions

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let className = node.extendedType.trimmedDescription
    guard index.classes[className] != nil else { return .visitChildren }
    for member in node.memberBlock.members {
      guard Self.isOverride(member.decl) else { continue }
      // The member leaves the extension with its comments; its lines are re-indented where it lands.
      let start = member.position.utf8Offset
      let end = member.endPosition.utf8Offset
      let memberText = String(decoding: text[start..<end], as: UTF8.self)
      edits.append(TextEdit(start: start, end: end, replacement: ""))
      movedMembers.append((className, memberText))
      let name = Self.declName(member.decl)
      note(.overrideMoved, member, "`override \(name)` moved from an extension of `\(className)` into its class body")
    }
    return .visitChildren
  }

  private static func isOverride(_ decl: DeclSyntax) -> Bool {
    let modifiers: DeclModifierListSyntax? =
      decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
      ?? decl.as(InitializerDeclSyntax.self)?.modifiers ?? decl.as(SubscriptDeclSyntax.self)?.modifiers
    return modifiers?.contains { $0.name.text == "override" } ?? false
  }

  private static func declName(_ decl: DeclSyntax) -> String {
    if let function = decl.as(FunctionDeclSyntax.self) { return "func \(function.name.text)" }
    if let variable = decl.as(VariableDeclSyntax.self) {
      return "var " + (variable.bindings.first?.pattern.trimmedDescription ?? "")
    }
    if decl.is(InitializerDeclSyntax.self) { return "init" }
    return "subscript"
  }

  // MARK: #selector

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let selectorArgument = node.arguments.first(where: { Self.selector(in: $0.expression) != nil }),
      let selector = Self.selector(in: selectorArgument.expression)
    else { return .visitChildren }
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    let callee = node.calledExpression.trimmedDescription
    let member = node.calledExpression.as(MemberAccessExprSyntax.self)
    let base = member?.base?.trimmedDescription
    let calleeName = member?.declName.baseName.text ?? callee
    func argument(_ label: String) -> String? {
      node.arguments.first { ($0.label?.text ?? "_") == label }?.expression.trimmedDescription
    }
    let prefix = base.map { $0 + "." } ?? ""
    var replacement: String?
    var failure: String?
    switch (calleeName, labels) {
    case ("addTarget", ["_", "action", "for"]):
      // A control's target-action: a UIAction for the same events.
      let made = closure(
        target: argument("_")!, selector: selector, parameter: "action", sender: "action.sender",
        senderType: "AnyObject?", failure: &failure)
      replacement = made.map { "\(prefix)addAction(UIAction { \($0) }, for: \(argument("for")!))" }
    case ("addTarget", ["_", "action"]):
      // A gesture recognizer's target-action.
      let made = closure(
        target: argument("_")!, selector: selector, parameter: "recognizer", sender: "recognizer",
        senderType: "UIGestureRecognizer", failure: &failure)
      replacement = made.map { "\(prefix)addTarget(handler: { \($0) })" }
    case (_, ["target", "action"]) where calleeName.hasSuffix("GestureRecognizer"):
      let made = closure(
        target: argument("target")!, selector: selector, parameter: "recognizer", sender: "recognizer",
        senderType: "UIGestureRecognizer", failure: &failure)
      replacement = made.map { "\(callee)(handler: { \($0) })" }
    case ("UIBarButtonItem", ["title", "style", "target", "action"]),
      ("UIBarButtonItem", ["image", "style", "target", "action"]),
      ("UIBarButtonItem", ["barButtonSystemItem", "target", "action"]):
      let made = closure(
        target: argument("target")!, selector: selector, parameter: "action", sender: "action.sender",
        senderType: "AnyObject?", failure: &failure)
      replacement = made.map { body in
        let action = "primaryAction: UIAction { \(body) }"
        let item: String
        if let system = argument("barButtonSystemItem") {
          item = "UIBarButtonItem(systemItem: \(system), \(action))"
        } else if let title = argument("title") {
          item = "UIBarButtonItem(title: \(title), \(action))"
        } else {
          item = "UIBarButtonItem(image: \(argument("image")!), \(action))"
        }
        guard let style = argument("style"), style != ".plain", style != "UIBarButtonItem.Style.plain" else {
          return item
        }
        return "{ let item = \(item); item.style = \(style); return item }()"
      }
    case ("scheduledTimer", ["timeInterval", "target", "selector", "userInfo", "repeats"]),
      ("Timer", ["timeInterval", "target", "selector", "userInfo", "repeats"]):
      guard argument("userInfo") == "nil" else {
        failure =
          "the timer carries `userInfo`; make it with `Timer.scheduledTimer(withTimeInterval:repeats:block:)` and capture the value in the block"
        break
      }
      let made = closure(
        target: argument("target")!, selector: selector, parameter: "timer", sender: "timer", senderType: "Timer",
        onMainActor: true, failure: &failure)
      let interval = argument("timeInterval")!
      let repeats = argument("repeats")!
      replacement = made.map {
        calleeName == "Timer"
          ? "Timer(timeInterval: \(interval), repeats: \(repeats)) { \($0) }"
          : "\(prefix)scheduledTimer(withTimeInterval: \(interval), repeats: \(repeats)) { \($0) }"
      }
    case ("addObserver", ["_", "selector", "name", "object"]):
      let made = closure(
        target: argument("_")!, selector: selector, parameter: "notification", sender: "notification",
        senderType: "Notification", onMainActor: true, failure: &failure)
      replacement = made.map {
        "_ = \(prefix)addObserver(forName: \(argument("name")!), object: \(argument("object")!), queue: nil) { \($0) }"
      }
    default:
      failure =
        "`#selector` in `\(callee)(\(labels.map { $0 + ":" }.joined()))` has no closure-based rewrite; use the API's closure form (`UIAction`, a handler block)"
    }
    if let replacement {
      edits.append(
        TextEdit(
          start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement))
      note(.selectorToClosure, node, "`\(callee)(…#selector(\(selector.name))…)` → closure")
      return .skipChildren
    }
    note(.needsPerson, node, failure ?? "`#selector` could not be rewritten")
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    // A #selector outside the calls handled above (each handled call skips its children).
    if node.macroName.text == "selector" {
      note(
        .needsPerson, node,
        "`\(node.trimmedDescription)` is not in a target-action call the port knows; replace it with a closure")
    }
    return .visitChildren
  }

  /// A selector expression's method name and labels (nil labels: the selector names the method without them).
  struct Selector {
    var name: String
    var labels: [String]?
  }

  private static func selector(in expression: ExprSyntax) -> Selector? {
    guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
      let inner = macro.arguments.first, inner.label == nil
    else { return nil }
    let reference: DeclReferenceExprSyntax? =
      inner.expression.as(DeclReferenceExprSyntax.self)
      ?? inner.expression.as(MemberAccessExprSyntax.self)?.declName
    guard let reference else { return nil }
    return Selector(
      name: reference.baseName.text, labels: reference.argumentNames.map { $0.arguments.map { $0.name.text } })
  }

  /// The body of a closure calling the selector's method on the target, weakly captured: `[weak self] action in
  /// self?.save(action.sender as! UIButton)`. Nil (with the reason) when the method is not found or takes
  /// arguments a closure cannot supply.
  private func closure(
    target: String, selector: Selector, parameter: String, sender: String, senderType: String,
    onMainActor: Bool = false, failure: inout String?
  ) -> String? {
    guard target != "nil" else {
      failure = "a nil target (the responder chain) has no closure form; call the method on the object that has it"
      return nil
    }
    guard let method = index.method(named: selector.name, labels: selector.labels) else {
      failure =
        "`\(selector.name)` is not declared in this target's Swift files, so its parameter type is unknown; write the closure by hand"
      return nil
    }
    guard method.labels.count <= 1 else {
      failure = "`\(selector.name)` takes \(method.labels.count) arguments; a closure supplies only the sender"
      return nil
    }
    let capture: String
    let receiver: String
    if target == "self" {
      (capture, receiver) = ("[weak self]", "self?")
    } else if target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      (capture, receiver) = ("[weak \(target)]", "\(target)?")
    } else {
      (capture, receiver) = ("[weak target = \(target)]", "target?")
    }
    var arguments = ""
    if let label = method.labels.first, let type = method.parameterTypes.first {
      let value = senderCast(sender, from: senderType, to: type)
      arguments = label == "_" ? value : "\(label): \(value)"
    }
    let call = "\(receiver).\(method.name)(\(arguments))"
    let body = onMainActor ? "MainActor.assumeIsolated { \(call) }" : call
    return "\(capture) \(parameter) in \(body)"
  }
}
