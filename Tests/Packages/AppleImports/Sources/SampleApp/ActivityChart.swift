import Charts
import SwiftUI

public struct Activity: Identifiable {
    public let id = UUID()
    public let day: Int
    public let minutes: Int
}

public struct ActivityChart: View {
    public let data: [Activity]
    public init(data: [Activity]) { self.data = data }

    public var body: some View {
        Chart(data) { activity in
            LineMark(x: .value("Day", activity.day), y: .value("Minutes", activity.minutes))
            PointMark(x: .value("Day", activity.day), y: .value("Minutes", activity.minutes))
                .symbolSize(CGSize(width: 10, height: 10))
                .foregroundStyle(.pink)
        }
        .frame(height: 160)
    }
}

struct ActivityChart_Previews: PreviewProvider {
    static var previews: some View {
        ActivityChart(data: [
            Activity(day: 1, minutes: 20), Activity(day: 2, minutes: 35), Activity(day: 3, minutes: 25),
        ])
        .previewLayout(.fixed(width: 320, height: 200))
    }
}

#Preview("Week", traits: .sizeThatFitsLayout) {
    ActivityChart(data: [Activity(day: 1, minutes: 10), Activity(day: 7, minutes: 45)])
}
