// Seed 003 (06:49), as written in the seed.
import SwiftUI

struct HeartRateView: View {
    @ObservedObject var data: HeartData

    var body: some View {
        Text("\(data.beatsPerMinute) BPM")
    }
}
