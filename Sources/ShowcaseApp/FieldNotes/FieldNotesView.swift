import Tandem

/// The Field Notes app's window: a Notes tab and a Settings tab.
struct FieldNotesView: View {
  @State private var notes = FieldNote.samples
  @AppStorage("fieldNotes.selectedTab") private var selectedTab = 0

  var body: some View {
    TabView(selection: $selectedTab) {
      NotesSplitView(notes: $notes)
        .tabItem { Label("Notes", systemImage: "note.text") }
        .tag(0)
      FieldNotesSettingsView()
        .tabItem { Label("Settings", systemImage: "gearshape") }
        .tag(1)
    }
  }
}
