// Seed 000, as written in the seed (imports swapped to `import Tandem`).
import Tandem

class HeartChartData: Identifiable,ObservableObject {
    let id = UUID()
    @Published var time: Int
    @Published var beatsPerMinute: Int
    
    init(time: Int, beatsPerMinute: Int) {
        self.time = time
        self.beatsPerMinute = beatsPerMinute
    }
}

