import Tandem

/// Showcase's own screen (not from a seed): the settings of a trail-logging app, written as SwiftUI apps write a
/// settings form — toggles, a menu and a segmented picker, a slider with value labels, a stepper, labeled values,
/// a progress bar, a destructive button, the next hike's start (a date picker), notes that grow as they are typed (a
/// vertical text field) and the pack's weight (a gauge) — over a list of saved trails that rows can be deleted
/// from. Every control is a UIKit control inside a collection view list cell.
struct TrailSettingsView: View {
  struct Trail: Identifiable {
    let id: Int
    let name: String
    let miles: Double
  }

  enum Units: String, CaseIterable, Identifiable {
    case miles = "Miles"
    case kilometers = "Kilometers"
    var id: Self { self }
  }

  @State private var recordsRoutes = true
  @State private var autoPause = false
  @State private var units = Units.miles
  @State private var mapStyle = "Terrain"
  @State private var pace = 3.0
  @State private var reminderDays = 2
  @State private var trails = [
    Trail(id: 1, name: "Chilkoot Trail", miles: 33),
    Trail(id: 2, name: "St. Mary Lake", miles: 7.6),
    Trail(id: 3, name: "Turtle Rock Loop", miles: 4.2),
  ]
  @State private var signedOut = false
  @State private var start = Calendar.current.date(
    from: DateComponents(year: 2027, month: 6, day: 14, hour: 7, minute: 30)) ?? .now
  @State private var notes = ""
  @State private var packWeight = 18.0

  var body: some View {
    Form {
      Section {
        Toggle("Record Routes", isOn: $recordsRoutes)
        Toggle(isOn: $autoPause) {
          Label("Auto-Pause", systemImage: "pause.circle")
        }
        Picker("Map Style", selection: $mapStyle) {
          ForEach(["Standard", "Terrain", "Satellite"], id: \.self) { style in
            Text(style)
          }
        }
      } header: {
        Text("Recording")
      } footer: {
        Text("Routes are saved with each hike.")
      }
      Section("Units and Pace") {
        Picker("Units", selection: $units) {
          ForEach(Units.allCases) { unit in
            Text(unit.rawValue)
          }
        }
        .pickerStyle(.segmented)
        Slider(value: $pace, in: 1...6, step: 0.5) {
          Text("Pace")
        } minimumValueLabel: {
          Image(systemName: "tortoise")
        } maximumValueLabel: {
          Image(systemName: "hare")
        }
        LabeledContent("Target pace", value: "\(pace.formatted(.number.precision(.fractionLength(1)))) mph")
        Stepper("Remind every \(reminderDays) days", value: $reminderDays, in: 1...14)
      }
      Section("Next Hike") {
        DatePicker("Start", selection: $start)
        TextField("Notes", text: $notes, axis: .vertical)
          .lineLimit(1...4)
        Gauge(value: packWeight, in: 0...30) {
          Text("Pack weight")
        } currentValueLabel: {
          Text("\(Int(packWeight)) lb")
        }
      }
      Section {
        ForEach(trails) { trail in
          LabeledContent(trail.name, value: "\(trail.miles.formatted()) mi")
        }
        .onDelete { trails.remove(atOffsets: $0) }
      } header: {
        Text("Saved Trails")
      } footer: {
        Text("\(trails.count) trails · swipe a trail to delete it")
      }
      Section {
        ProgressView("Offline maps", value: 0.68)
        Button("Sign Out", role: .destructive) { signedOut = true }
          .disabled(signedOut)
      }
    }
  }
}
