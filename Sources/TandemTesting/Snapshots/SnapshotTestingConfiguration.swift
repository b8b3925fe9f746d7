import Foundation

/// Settings of snapshot assertions.
public enum SnapshotTestingConfiguration {
  /// When a snapshot assertion writes its golden file.
  public enum Record: String, Sendable, CaseIterable {
    /// Every snapshot is recorded and the assertion fails (so a recording is looked at before it is trusted).
    case all
    /// A snapshot that does not match is recorded over its golden (and the assertion fails).
    case failed
    /// Only missing goldens are recorded (and the assertion fails, naming the new file). The default locally.
    case missing
    /// Nothing is recorded: a missing golden fails. The default when `CI` is set.
    case never

    /// The mode from the environment: `TANDEM_RECORD` (`all` or `1`, `failed`, `missing`, `never`), else `never`
    /// when `CI` is set (as CI services set it), else `missing`.
    public static var current: Record { Record(environment: ProcessInfo.processInfo.environment) }

    /// The mode an environment asks for (see `current`).
    public init(environment: [String: String]) {
      self = Record.resolve(environment)
    }

    private static func resolve(_ environment: [String: String]) -> Record {
      if let value = environment["TANDEM_RECORD"]?.lowercased(), !value.isEmpty {
        switch value {
        case "1", "all", "true", "yes": return .all
        case "0", "false", "no": break
        default: if let mode = Record(rawValue: value) { return mode }
        }
      }
      if let ci = environment["CI"]?.lowercased(), !ci.isEmpty, ci != "0", ci != "false" { return .never }
      return .missing
    }
  }
}
