// Seed 000, as written in the seed.
import Foundation
import Combine  // Linux: Apple's Foundation also brings ObservableObject and @Published; this one cannot (README)

class HeartData:ObservableObject {
    @Published var beatsPerMinute: Int
    
    init(beatsPerMinute: Int) {
        self.beatsPerMinute = beatsPerMinute
    }
}
