import Charts
import SwiftUI

/// Workout kinds, plotted by their names.
public enum WorkoutKind: String, Plottable, CaseIterable {
    case walk = "Walk"
    case run = "Run"
    case cycle = "Cycle"
}

/// A highlight color that follows the appearance, as an app declares its own style.
struct HighlightStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color.orange : Color.blue
    }
}

/// The bars of a summary, factored out of the chart.
struct WorkoutBars: ChartContent {
    let minutes: [WorkoutKind: Int]

    var body: some ChartContent {
        ForEach(WorkoutKind.allCases, id: \.self) { kind in
            BarMark(x: .value("Kind", kind), y: .value("Minutes", minutes[kind] ?? 0))
        }
    }
}

/// The summary's toolbar, factored out of the view.
struct SummaryToolbar: ToolbarContent {
    let share: () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .navigationBarTrailing) {
            Button("Share", action: share)
        }
    }
}

/// A chart of minutes per workout kind with a highlighted title.
public struct WorkoutSummary: View {
    let minutes: [WorkoutKind: Int]
    @State private var shared = 0

    public init(minutes: [WorkoutKind: Int]) { self.minutes = minutes }

    public var body: some View {
        VStack(alignment: .leading) {
            Text(shared == 0 ? "This week" : "Shared \(shared)×")
                .font(.headline)
                .foregroundStyle(HighlightStyle())
            Chart { WorkoutBars(minutes: minutes) }
                .frame(height: 120)
        }
        .padding()
        .toolbar { SummaryToolbar { shared += 1 } }
    }
}
