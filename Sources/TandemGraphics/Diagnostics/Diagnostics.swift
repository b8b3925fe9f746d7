import Foundation

/// Tandem's runtime warnings (unknown symbol names, unreadable assets …): written to standard error, once per
/// key where asked, and observable by tests.
package enum Diagnostics {
  private static let lock = NSLock()
  private nonisolated(unsafe) static var warnedKeys: Set<String> = []
  private nonisolated(unsafe) static var observers: [UUID: @Sendable (String) -> Void] = [:]

  /// Writes `message` to standard error and hands it to observers.
  package static func warn(_ message: String) {
    let current = lock.withLock { Array(observers.values) }
    FileHandle.standardError.write(Data(("[Tandem] " + message + "\n").utf8))
    for observer in current { observer(message) }
  }

  /// Warns with `message` the first time `key` is seen in this process; later calls are silent.
  package static func warnOnce(key: String, _ message: @autoclosure () -> String) {
    let first = lock.withLock { warnedKeys.insert(key).inserted }
    if first { warn(message()) }
  }

  /// Calls `observer` with every warning while `body` runs (warnings from other threads included).
  package static func observing<R>(_ observer: @escaping @Sendable (String) -> Void, _ body: () throws -> R) rethrows
    -> R
  {
    let id = UUID()
    lock.withLock { observers[id] = observer }
    defer { _ = lock.withLock { observers.removeValue(forKey: id) } }
    return try body()
  }
}
