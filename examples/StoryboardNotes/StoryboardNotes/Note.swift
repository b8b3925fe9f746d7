import Foundation

struct Note: Equatable {
    var title: String
    var body: String
    var isFavorite = false
}

extension Notification.Name {
    static let notesDidChange = Notification.Name("NotesDidChange")
}

/// The notes shown by the app; it posts `.notesDidChange` when they change.
final class NoteStore {
    static let shared = NoteStore()

    private(set) var notes: [Note] = [
        Note(title: "Groceries", body: "Milk, eggs, coffee and a loaf of bread."),
        Note(title: "Ideas", body: "A storyboard app that also runs on Linux."),
        Note(title: "Travel", body: "Train to the coast on Saturday morning."),
    ]

    func add(_ note: Note) {
        notes.insert(note, at: 0)
        NotificationCenter.default.post(name: .notesDidChange, object: self)
    }

    func toggleFavorite(at index: Int) {
        notes[index].isFavorite.toggle()
        NotificationCenter.default.post(name: .notesDidChange, object: self)
    }

    func reset() {
        notes = NoteStore().notes
    }
}
