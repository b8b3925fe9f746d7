// Seed 003 (05:06), as written in the seed.
import SwiftUI

struct HeartRateView: View {
    var beatsPerMinute: Int

    var body: some View {
        Text("\(beatsPerMinute) BPM")
    }
}
