// Seed 003 (06:49), as written in the seed (imports swapped to `import Tandem`).
import Tandem

struct HeartRateView: View {
    @ObservedObject var data: HeartData

    var body: some View {
        Text("\(data.beatsPerMinute) BPM")
    }
}
