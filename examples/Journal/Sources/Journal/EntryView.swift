import SwiftUI

/// One entry's page, in SwiftUI.
public struct EntryView: View {
  public let entry: Entry
  @State private var favorite = false

  public init(entry: Entry) { self.entry = entry }

  public var body: some View {
    Form {
      Section("Mood") {
        Label(entry.mood, systemImage: "face.smiling")
      }
      Section {
        Toggle("Favorite", isOn: $favorite)
      }
    }
  }
}
