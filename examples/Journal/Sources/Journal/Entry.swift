import Foundation

/// One journal entry.
public struct Entry: Hashable, Identifiable {
  public let id: Int
  public var title: String
  public var mood: String

  public init(id: Int, title: String, mood: String) {
    self.id = id
    self.title = title
    self.mood = mood
  }

  /// Forty entries to start with.
  public static let samples: [Entry] = (1...40).map { index in
    Entry(id: index, title: "Entry \(index)", mood: ["Calm", "Happy", "Tired", "Curious"][index % 4])
  }
}
