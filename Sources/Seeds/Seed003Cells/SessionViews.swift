// Not listed in seed 003: the views its cell snippets use, written from the session's words (12:30–18:00) and
// marked as such. HeartRateBPMView — "two texts in an HStack showing 90 BPM, styled like the title";
// `heartRateSamples` — "a collection of recent heart-rate samples" (fixed times here, so pictures repeat);
// HeartTitleView — the name the 15:16 slide gives HeartRateTitleView; HealthCategoryView — the category row of the
// 17:25 state example.
import SwiftUI

struct HeartRateBPMView: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("90")
                .font(.system(.title, weight: .semibold))
            Text("BPM")
                .foregroundStyle(.secondary)
                .font(.system(.subheadline, weight: .bold))
        }
    }
}

struct HeartRateSample: Identifiable {
    let id = UUID()
    let time: Date
    let beatsPerMinute: Int
}

let heartRateSamples: [HeartRateSample] = [72, 78, 90, 84, 96, 88].enumerated().map { index, beats in
    // 9:00 to 9:50 on the session's day (WWDC22, 8 June 2022), Pacific time.
    HeartRateSample(time: Date(timeIntervalSince1970: 1_654_704_000 + Double(index) * 600), beatsPerMinute: beats)
}

typealias HeartTitleView = HeartRateTitleView

struct HealthCategoryView: View {
    var body: some View {
        Label("Heart", systemImage: "heart.fill")
            .foregroundStyle(.pink)
            .font(.system(.body, weight: .semibold))
    }
}

/// A medical condition row with an icon before its text (the separator examples, 16:00).
struct ConditionRowView: View {
    let text: String

    var body: some View {
        HStack {
            Image(systemName: "cross.case.fill")
                .foregroundStyle(.teal)
            Text(text)
            Spacer()
        }
    }
}
