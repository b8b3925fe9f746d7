import SwiftUI

/// A loader as apps write one: an async function returning the model.
struct FavoritesLoader {
    func load() async -> [String] {
        try? await Task.sleep(nanoseconds: 1_000_000)
        return ["Lisbon", "Kyoto"]
    }
}

/// A progress ring drawn with a trimmed circle.
struct ProgressRing: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 6)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 40, height: 40)
    }
}

/// A list of favourites loaded in a task, with an animated details panel and a spinning badge.
public struct FavoritesView: View {
    @State private var places: [String] = []
    @State private var showsDetails = false
    @State private var spins = false
    private let loader = FavoritesLoader()

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            ProgressRing(progress: places.isEmpty ? 0.1 : 1)
                .animation(.easeInOut(duration: 0.5), value: places.count)
            ForEach(places, id: \.self) { place in
                Text(place)
            }
            Button(showsDetails ? "Hide details" : "Show details") {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                    showsDetails.toggle()
                }
            }
            if showsDetails {
                Text("Saved on this device")
                    .padding()
                    .background(RoundedRectangle(cornerRadius: 10).fill(Color.yellow))
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            Image(systemName: "star.fill")
                .rotationEffect(.degrees(spins ? 360 : 0))
                .onTapGesture {
                    withAnimation(.linear(duration: 1).repeatCount(2, autoreverses: false)) { spins.toggle() }
                }
        }
        .task {
            places = await loader.load()
        }
    }
}
