@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros this plugin provides, by the type names their declarations give.
struct TandemMacroProvider: PluginProvider {
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard typeName == "PreviewMacro" else { throw UnknownMacro(name: "\(moduleName).\(typeName)") }
    return PreviewMacro.self
  }
}

struct UnknownMacro: Error, CustomStringConvertible {
  let name: String
  var description: String { "TandemMacros has no macro \(name)" }
}

// The compiler starts this executable and exchanges messages with it on standard input and output.
let listener = CompilerPluginMessageListener(
  connection: try StandardIOMessageConnection(), provider: TandemMacroProvider())
try listener.main()
