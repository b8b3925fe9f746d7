// Seed 000, as written in the seed (imports swapped to `import Tandem`).
import Tandem

class HeartData:ObservableObject {
    @Published var beatsPerMinute: Int
    
    init(beatsPerMinute: Int) {
        self.beatsPerMinute = beatsPerMinute
    }
}
