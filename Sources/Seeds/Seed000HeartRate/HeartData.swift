// Seed 000, as written in the seed (imports swapped to `import Tandem`).
import Tandem

class HeartData: Identifiable,ObservableObject {
    let id = UUID()
    @Published var chartData: [HeartChartData]
    @Published var bpm: Int
    
    init(chartData: [HeartChartData] , bpm: Int) {
        self.chartData = chartData
        self.bpm = bpm
    }
}

