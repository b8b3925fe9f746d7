import SwiftParser
import SwiftSyntax

/// The previews a target's Swift files declare: `PreviewProvider` types and `#Preview` macros (with their name,
/// arguments and body, re-declared by the preview host since the macro's own types cannot be named).
public struct PreviewDiscovery: Sendable {
  /// A `PreviewProvider` type.
  public struct Provider: Sendable, Equatable {
    public var name: String
    /// `File.swift:12`.
    public var source: String
  }

  /// A `#Preview`.
  public struct Macro: Sendable, Equatable {
    /// Its name argument (a string literal's text), if any.
    public var name: String?
    /// The arguments as written (`"Card", traits: .sizeThatFitsLayout`).
    public var arguments: String
    /// The trailing closure as written.
    public var body: String
    public var source: String
    /// The module-relative file ID the macro would record (`Module/File.swift`), its line and column.
    public var fileID: String
    public var line: Int
    public var column: Int
  }

  public var providers: [Provider] = []
  public var macros: [Macro] = []
  /// Providers that cannot be reached from another file (`private`, `fileprivate`).
  public var unreachable: [Provider] = []
  /// The modules the files with previews import.
  public var imports: Set<String> = []

  /// Finds the previews of a module's files (paths and texts).
  public init(module: String, files: [(path: String, text: String)]) {
    for file in files {
      let tree = Parser.parse(source: file.text)
      let fileName = String(file.path.split(separator: "/").last ?? "")
      let finder = Finder(fileName: fileName, module: module, tree: tree)
      finder.walk(tree)
      providers += finder.providers
      unreachable += finder.unreachable
      macros += finder.macros
      if !finder.providers.isEmpty || !finder.macros.isEmpty { imports.formUnion(finder.imports) }
    }
  }
}

private final class Finder: SyntaxVisitor {
  let fileName: String
  let module: String
  let converter: SourceLocationConverter
  var providers: [PreviewDiscovery.Provider] = []
  var unreachable: [PreviewDiscovery.Provider] = []
  var macros: [PreviewDiscovery.Macro] = []
  var imports: Set<String> = []

  init(fileName: String, module: String, tree: SourceFileSyntax) {
    self.fileName = fileName
    self.module = module
    converter = SourceLocationConverter(fileName: fileName, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  private func place(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
    return (location.line, location.column)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let first = node.path.first { imports.insert(first.name.text) }
    return .skipChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let adopts = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" }
    guard adopts == true else { return .visitChildren }
    let provider = PreviewDiscovery.Provider(name: node.name.text, source: "\(fileName):\(place(node).line)")
    let hidden = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    if hidden { unreachable.append(provider) } else { providers.append(provider) }
    return .skipChildren
  }

  // At the top of a file a `#Preview` parses as an expression statement, in a type body as a declaration.
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    add(node)
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node)
    return .skipChildren
  }

  private func add(_ node: some FreestandingMacroExpansionSyntax) {
    guard node.macroName.text == "Preview", let body = node.trailingClosure else { return }
    let name = node.arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)
      .map { $0.segments.trimmedDescription }
    let (line, column) = place(node)
    macros.append(
      PreviewDiscovery.Macro(
        name: name, arguments: node.arguments.trimmedDescription, body: body.trimmedDescription,
        source: "\(fileName):\(line)", fileID: "\(module)/\(fileName)", line: line, column: column))
  }
}
