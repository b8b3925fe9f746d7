// Seed 000, as written in the seed.
import Foundation
import Combine  // Linux: Apple's Foundation also brings ObservableObject and @Published; this one cannot (README)

class HeartChartData: Identifiable,ObservableObject {
    let id = UUID()
    @Published var time: Int
    @Published var beatsPerMinute: Int
    
    init(time: Int, beatsPerMinute: Int) {
        self.time = time
        self.beatsPerMinute = beatsPerMinute
    }
}

