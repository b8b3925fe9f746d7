import Foundation

/// Where the main actor runs: the main queue (after `dispatchMain()`, as in a test runner, that is not the
/// process's first thread) or the main thread.
package enum MainQueue {
  /// Whether the caller runs on the main queue or the main thread (where `MainActor.assumeIsolated` holds).
  package nonisolated static var isCurrent: Bool {
    _ = markMainQueue
    return DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread
  }
  private static let key = DispatchSpecificKey<Bool>()
  private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: key, value: true)

  /// Runs `work` on the main actor: at once when called there, otherwise queued on the main queue.
  package nonisolated static func run(_ work: @escaping @MainActor () -> Void) {
    if isCurrent {
      MainActor.assumeIsolated(work)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated(work) }
    }
  }
}
