import Tandem

/// The app's settings, kept in `@AppStorage` (so they are there at the next launch).
struct FieldNotesSettingsView: View {
  @AppStorage("fieldNotes.units") private var units = "Miles"
  @AppStorage("fieldNotes.showsPlaces") private var showsPlaces = true

  var body: some View {
    NavigationStack {
      Form {
        Picker("Units", selection: $units) {
          Text("Miles").tag("Miles")
          Text("Kilometers").tag("Kilometers")
        }
        .pickerStyle(.segmented)
        Toggle("Show Places", isOn: $showsPlaces)
        LabeledContent("Distances in", value: units)
      }
      .navigationTitle("Settings")
    }
  }
}
