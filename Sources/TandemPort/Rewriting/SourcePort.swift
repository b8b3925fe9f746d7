import Foundation
import SwiftParser
import SwiftSyntax

/// Rewrites a target's Swift files together: each file's own edits (`LinuxRewriter`), then what lands in a class's
/// body from elsewhere — overrides taken out of extensions and the generated Interface Builder connections.
enum SourcePort {
  struct Result {
    var texts: [String]
    var changes: [PortChange]
    var imports: Set<String>
    /// The file adopting `InterfaceBuilderConnectable` for the classes that connect outlets or actions, if any.
    var adoptions: String?
    /// How the files' app starts: its `UIApplicationDelegate` class, else its SwiftUI `App` (nil: neither).
    var entry: LaunchTestWriter.Entry?
  }

  static func rewrite(texts: [String], names: [String], connections: Bool) -> Result {
    let files = texts.map { Parser.parse(source: $0) }
    let index = SourceIndex(files: files)
    var edits: [[TextEdit]] = Array(repeating: [], count: files.count)
    var changes: [PortChange] = []
    var arriving: [String: [String]] = [:]
    for (position, file) in files.enumerated() {
      let rewriter = LinuxRewriter(file: file, fileName: names[position], index: index)
      rewriter.walk(file)
      edits[position] += rewriter.edits
      changes += rewriter.changes
      for (className, text) in rewriter.movedMembers { arriving[className, default: []].append(text) }
    }
    var adopting: [String] = []
    if connections {
      for info in index.classes.values.sorted(by: { $0.name < $1.name }) {
        let unit = indentUnit(of: info, files: files, texts: texts)
        guard let members = ConnectionsWriter.members(for: info, index: index, unit: unit) else { continue }
        arriving[info.name, default: []].append(members)
        if !index.inheritsConnections(info.name) { adopting.append(info.name) }
        changes.append(
          PortChange(
            kind: .connections, file: names[info.file], line: 0,
            detail:
              "`\(info.name)`: \(info.outlets.count) outlet(s) and \(info.actions.count) action(s) connected through `setOutlet(named:to:)` and `action(named:)`"
          ))
      }
    }
    // Members arriving in a class go at the end of its body, indented one level deeper than its closing brace.
    for (className, members) in arriving {
      guard let info = index.classes[className], let declaration = classDeclaration(className, in: files[info.file])
      else { continue }
      let brace = declaration.memberBlock.rightBrace
      let offset = brace.positionAfterSkippingLeadingTrivia.utf8Offset
      let braceIndent = indentation(before: offset, in: texts[info.file])
      // The class's own members' indentation, else one level (four spaces) inside the brace.
      let memberIndent =
        declaration.memberBlock.members.first.map {
          indentation(before: $0.positionAfterSkippingLeadingTrivia.utf8Offset, in: texts[info.file])
        } ?? braceIndent + "    "
      var inserted = ""
      for member in members {
        inserted += "\n" + reindent(member, to: memberIndent) + "\n"
      }
      if braceIndent.utf8.count == column(of: offset, in: texts[info.file]) {
        // The brace stands on its own line: the members go on the lines before it.
        let lineStart = offset - braceIndent.utf8.count
        edits[info.file].append(TextEdit(start: lineStart, end: lineStart, replacement: inserted))
      } else {
        edits[info.file].append(TextEdit(start: offset, end: offset, replacement: inserted + braceIndent))
      }
    }
    let rewritten = texts.enumerated().map { TextEdit.apply(edits[$0.offset], to: $0.element) }
    var adoptions: String?
    if !adopting.isEmpty {
      adoptions =
        "// Written by `tandem port`: the classes Interface Builder connects adopt InterfaceBuilderConnectable (their\n"
        + "// setOutlet(named:to:) and action(named:) are in their class bodies).\nimport UIKit\n\n"
        + adopting.map { "extension \($0): InterfaceBuilderConnectable {}\n" }.joined()
    }
    changes.sort { ($0.file, $0.line) < ($1.file, $1.line) }
    let delegate = index.classes.values.filter(\.isApplicationDelegate).map(\.name).sorted().first
    let entry = delegate.map(LaunchTestWriter.Entry.delegate) ?? index.appTypes.sorted().first.map { .app($0) }
    return Result(texts: rewritten, changes: changes, imports: index.imports, adoptions: adoptions, entry: entry)
  }

  /// One level of indentation in a class: its members' indentation beyond its closing brace's (four spaces when
  /// it has no members).
  private static func indentUnit(of info: SourceIndex.ClassInfo, files: [SourceFileSyntax], texts: [String]) -> String {
    guard let declaration = classDeclaration(info.name, in: files[info.file]),
      let member = declaration.memberBlock.members.first
    else { return "    " }
    let inner = indentation(before: member.positionAfterSkippingLeadingTrivia.utf8Offset, in: texts[info.file])
    let outer = indentation(
      before: declaration.positionAfterSkippingLeadingTrivia.utf8Offset, in: texts[info.file])
    let unit = String(inner.dropFirst(outer.count))
    return unit.isEmpty ? "    " : unit
  }

  private static func classDeclaration(_ name: String, in file: SourceFileSyntax) -> ClassDeclSyntax? {
    final class Finder: SyntaxVisitor {
      let name: String
      var found: ClassDeclSyntax?
      init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.name.text == name { found = node }
        return .visitChildren
      }
    }
    let finder = Finder(name: name)
    finder.walk(file)
    return finder.found
  }

  /// The spaces and tabs between the start of an offset's line and the offset.
  private static func indentation(before offset: Int, in text: String) -> String {
    let bytes = Array(text.utf8)
    var start = offset
    while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return String(String(decoding: bytes[start..<offset], as: UTF8.self).prefix { $0 == " " || $0 == "\t" })
  }

  private static func column(of offset: Int, in text: String) -> Int {
    let bytes = Array(text.utf8)
    var start = offset
    while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return offset - start
  }

  /// A member's lines moved to a new indentation (blank lines at its ends dropped, inner ones kept).
  static func reindent(_ member: String, to indent: String) -> String {
    var lines = member.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
    while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
    let common =
      lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
    return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : indent + $0.dropFirst(common) }
      .joined(separator: "\n")
  }
}
