import Foundation
import Synchronization

/// Tandem's runtime warnings (unknown symbol names, unreadable assets …): written to standard error, once per
/// key where asked, and observable by tests.
package enum Diagnostics {
  private struct State {
    var warnedKeys: Set<String> = []
    var observers: [UUID: @Sendable (String) -> Void] = [:]
  }
  private static let state = Mutex(State())

  /// Writes `message` to standard error and hands it to observers.
  package static func warn(_ message: String) {
    let current = state.withLock { Array($0.observers.values) }
    FileHandle.standardError.write(Data(("[Tandem] " + message + "\n").utf8))
    for observer in current { observer(message) }
  }

  /// Warns with `message` the first time `key` is seen in this process; later calls are silent.
  package static func warnOnce(key: String, _ message: @autoclosure () -> String) {
    let first = state.withLock { $0.warnedKeys.insert(key).inserted }
    if first { warn(message()) }
  }

  /// Calls `observer` with every warning while `body` runs (warnings from other threads included).
  package static func observing<R>(_ observer: @escaping @Sendable (String) -> Void, _ body: () throws -> R) rethrows
    -> R
  {
    let id = UUID()
    state.withLock { $0.observers[id] = observer }
    defer { _ = state.withLock { $0.observers.removeValue(forKey: id) } }
    return try body()
  }
}
