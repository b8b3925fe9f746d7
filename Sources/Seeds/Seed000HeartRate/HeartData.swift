// Seed 000, as written in the seed.
import Foundation
import Combine  // Linux: Apple's Foundation also brings ObservableObject and @Published; this one cannot (README)

class HeartData: Identifiable,ObservableObject {
    let id = UUID()
    @Published var chartData: [HeartChartData]
    @Published var bpm: Int
    
    init(chartData: [HeartChartData] , bpm: Int) {
        self.chartData = chartData
        self.bpm = bpm
    }
}

