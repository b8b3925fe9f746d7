// Tandem's compiler plugin: the `#Preview` macro. It is built on the SwiftSyntax modules the Swift toolchain ships
// for its own plugins (lib/swift/host), since SwiftPM cannot fetch the swift-syntax package here, and speaks the
// compiler's plugin protocol through SwiftCompilerPluginMessageHandling.
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }`: a type registering the preview (its name, traits and view), as Apple's
/// macro expands to a `PreviewRegistry` type named uniquely for its place in the file.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let name = context.makeUniqueName("PreviewRegistry")
    let arguments = node.arguments.trimmedDescription
    let closure = node.trailingClosure?.trimmedDescription ?? ""
    let call = closure.isEmpty ? "Preview(\(arguments))" : "Preview(\(arguments)) \(closure)"
    let location = context.location(of: node)
    let line = location.map { $0.line.trimmedDescription } ?? "0"
    let column = location.map { $0.column.trimmedDescription } ?? "0"
    let fileID = location.map { $0.file.trimmedDescription } ?? "\"\""
    return [
      """
      struct \(name): PreviewRegistry {
        static let fileID: String = \(raw: fileID)
        static let line: Int = \(raw: line)
        static let column: Int = \(raw: column)
        @MainActor static func makePreview() -> Preview {
          \(raw: call)
        }
      }
      """
    ]
  }
}
