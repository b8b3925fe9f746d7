import Tandem

/// The notes: a searchable, editable list of value links beside the chosen note (pushed in a compact width).
struct NotesSplitView: View {
  @Binding var notes: [FieldNote]
  @State private var selection: FieldNote?
  @State private var query = ""
  @Environment(\.isPresented) private var isPresented
  @Environment(\.dismiss) private var dismiss

  private var shown: [FieldNote] {
    query.isEmpty ? notes : notes.filter { $0.title.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationSplitView {
      List(selection: $selection) {
        ForEach(shown) { note in
          NavigationLink(value: note) {
            VStack(alignment: .leading, spacing: 2) {
              Text(note.title)
              Text(note.place).font(.subheadline).foregroundStyle(.secondary)
            }
          }
        }
        .onDelete { offsets in
          let removed = offsets.map { shown[$0].id }
          notes.removeAll { removed.contains($0.id) }
        }
      }
      .navigationTitle("Field Notes")
      .searchable(text: $query, prompt: "Search notes")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          if isPresented { Button("Close") { dismiss() } } else { EditButton() }
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            let id = (notes.map(\.id).max() ?? 0) + 1
            notes.append(FieldNote(id: id, title: "New Note \(id)", place: "Unnamed place", text: ""))
          } label: {
            Label("Add Note", systemImage: "plus")
          }
        }
      }
    } detail: {
      if let selection {
        NoteDetailView(note: selection)
      } else {
        Text("Choose a note").foregroundStyle(.secondary)
      }
    }
  }
}

/// One note, in full.
struct NoteDetailView: View {
  let note: FieldNote

  var body: some View {
    List {
      Section("Place") { Text(note.place) }
      Section("Note") { Text(note.text.isEmpty ? "Nothing written yet." : note.text) }
    }
    .navigationTitle(note.title)
    .navigationBarTitleDisplayMode(.inline)
  }
}
