import Foundation

/// An event delivered to the app: its kind and when it happened. (Touches and presses arrive with the Input
/// issue's event path.)
@MainActor open class UIEvent: NSObject {
  /// Kinds of events.
  public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

  /// The event's kind.
  public let type: EventType
  /// When the event happened, in seconds on the system's clock.
  public let timestamp: TimeInterval

  package init(type: EventType, timestamp: TimeInterval) {
    self.type = type
    self.timestamp = timestamp
  }
}
