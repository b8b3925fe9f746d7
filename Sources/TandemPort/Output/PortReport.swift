/// What a port did, for `PORT-REPORT.md`: the targets made, each change with its file and line, what was left for
/// a person (with the fix to make), the files written and the targets not ported.
public struct PortReport: Sendable {
  public var appName: String
  public var source: String
  public var targets: [String] = []
  public var changes: [PortChange] = []
  public var written: [String] = []
  public var skipped: [String] = []
  /// Each Swift file of the app and where its rewritten form was written.
  public var rewrittenFiles: [RewrittenFile] = []

  /// A Swift file of the app and its rewritten form.
  public struct RewrittenFile: Sendable {
    /// The path relative to the app's folder.
    public var name: String
    public var original: String
    public var written: String
  }

  public init(appName: String, source: String) {
    self.appName = appName
    self.source = source
  }

  /// The changes made (everything but what needs a person).
  public var applied: [PortChange] { changes.filter { $0.kind != .needsPerson } }
  /// What the port could not do.
  public var needsPerson: [PortChange] { changes.filter { $0.kind == .needsPerson } }

  /// The report as Markdown.
  public func markdown() -> String {
    var lines = ["# Port report: \(appName)", ""]
    lines.append("Ported by `tandem port` from `\(source)` to this Swift package, which builds and runs on Linux with")
    lines.append("Tandem (`swift build`, `swift run`, `swift test`).")
    lines.append("")
    lines.append("## Targets")
    lines.append("")
    lines += targets.map { "- " + $0 }
    for line in skipped { lines.append("- Not ported: " + line) }
    lines.append("")
    lines.append("## Needs a person (\(needsPerson.count))")
    lines.append("")
    if needsPerson.isEmpty { lines.append("Nothing: every change the port found is made.") }
    lines += needsPerson.map { "- \(location($0)) — \($0.detail)" }
    lines.append("")
    lines.append("## Changes (\(applied.count))")
    lines.append("")
    for kind in PortChange.Kind.allCases where kind != .needsPerson {
      let ofKind = applied.filter { $0.kind == kind }
      guard !ofKind.isEmpty else { continue }
      lines.append("### \(kind.rawValue) (\(ofKind.count))")
      lines.append("")
      lines += ofKind.map { "- \(location($0)) — \($0.detail)" }
      lines.append("")
    }
    lines.append("## Files written besides the app's own")
    lines.append("")
    lines.append("- Package.swift: the package (Tandem as a dependency; Swift 5 language mode, as Xcode builds)")
    lines += written.map { "- " + $0 }
    lines.append("- PORT-REPORT.md: this report")
    return lines.joined(separator: "\n") + "\n"
  }

  private func location(_ change: PortChange) -> String {
    change.line > 0 ? "`\(change.file):\(change.line)`" : "`\(change.file)`"
  }
}
