import Foundation

extension Text {
  /// Where text that does not fit its lines is cut.
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
  /// A case to show text in.
  public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
  /// Where text that does not fit is cut (the tail by default).
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
  /// The case text is shown in (as written when nil).
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

extension View {
  /// Sets where text in this view is cut when it does not fit.
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }
  /// Shows text in this view in a case (in the environment's locale).
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}
