import Foundation

/// Collects Tandem's runtime warnings from any thread, for tests (`Diagnostics.observing({ box.append($0) }) { … }`).
package final class WarningBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  package init() {}
  package func append(_ message: String) { lock.withLock { stored.append(message) } }
  package var messages: [String] { lock.withLock { stored } }
}
