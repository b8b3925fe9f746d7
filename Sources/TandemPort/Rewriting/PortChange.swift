/// One thing the port did to a file, or could not do, for the report.
public struct PortChange: Sendable, Equatable {
  /// What kind of change.
  public enum Kind: String, Sendable, CaseIterable {
    case mainAttribute = "`@UIApplicationMain` → `@main`"
    case interfaceBuilderAttribute = "Interface Builder attribute removed"
    case objcAttribute = "`@objc` / `@objcMembers` / `dynamic` removed"
    case selectorToClosure = "`#selector` target-action → closure"
    case overrideMoved = "override moved from an extension into the class body"
    case connections = "outlet and action connections written"
    case needsPerson = "needs a person"
  }

  public var kind: Kind
  /// The file, relative to the app's folder.
  public var file: String
  public var line: Int
  /// What was done (or, for `needsPerson`, what is wrong and the fix to make).
  public var detail: String
}
