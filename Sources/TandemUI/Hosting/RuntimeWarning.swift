import Foundation

/// SwiftUI's runtime warnings (Xcode shows them in the console): each message printed to standard error once.
@MainActor package enum RuntimeWarning {
  private static var reported = Set<String>()
  /// The messages reported so far, repeats included (for tests).
  package static var messages: [String] = []

  static func report(_ message: String) {
    messages.append(message)
    guard reported.insert(message).inserted else { return }
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
