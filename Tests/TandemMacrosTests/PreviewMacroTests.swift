import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@testable import TandemMacros

/// Expands `#Preview` in `source` as the compiler would, in a file `Module/File.swift`.
private func expand(_ source: String) -> String {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "Module", fullFilePath: "/src/Module/File.swift")])
  let expanded = file.expand(
    macros: ["Preview": PreviewMacro.self],
    contextGenerator: { BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts()) }
  )
  return expanded.description
}

@Suite struct PreviewMacroTests {
  @Test func aPreviewBecomesARegistryTypeMakingThePreview() {
    let expanded = expand(
      """
      #Preview("Card") {
        ProfileCard()
      }
      """)
    #expect(expanded.contains("struct "))
    #expect(expanded.contains(": PreviewRegistry {"))
    #expect(expanded.contains(#"static let fileID: String = "Module/File.swift""#))
    #expect(expanded.contains("static let line: Int = 1"))
    #expect(expanded.contains("static let column: Int = 1"))
    #expect(expanded.contains("@MainActor static func makePreview() -> Preview {"))
    #expect(expanded.contains(#"Preview("Card") {"#))
    #expect(expanded.contains("ProfileCard()"))
    #expect(!expanded.contains("#Preview"))
  }

  @Test func traitsAndAnUnnamedPreviewPassThrough() {
    let expanded = expand(
      """
      let x = 1
      #Preview(traits: .sizeThatFitsLayout, .landscapeLeft) { Text("Hi") }
      """)
    #expect(expanded.contains("Preview(traits: .sizeThatFitsLayout, .landscapeLeft) {"))
    #expect(expanded.contains("static let line: Int = 2"))
  }

  @Test func eachPreviewGetsItsOwnTypeName() {
    let expanded = expand(
      """
      #Preview { A() }
      #Preview { B() }
      """)
    let names = expanded.split(separator: "\n").filter { $0.hasPrefix("struct ") }.map { $0.split(separator: ":")[0] }
    #expect(names.count == 2)
    #expect(Set(names).count == 2)
  }
}
