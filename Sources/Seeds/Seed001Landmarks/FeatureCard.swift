// Seed 001, as written in the seed. The seed's page lost TextOverlay's line
// breaks (restored here, nothing else); the `.overlay { TextOverlay(landmark: landmark) }` the tutorial adds to
// FeatureCard in the same step is written as the tutorial has it.
import SwiftUI

struct FeatureCard: View {
var landmark: Landmark
var body: some View {
landmark.featureImage?
.resizable()
.aspectRatio(3 / 2, contentMode: .fit)
.overlay {
TextOverlay(landmark: landmark)
}
}
}

struct TextOverlay: View {
var landmark: Landmark
var gradient: LinearGradient {
.linearGradient(
Gradient(colors: [.black.opacity(0.6), .black.opacity(0)]),
startPoint: .bottom,
endPoint: .center)
}
var body: some View {
ZStack(alignment: .bottomLeading) {
gradient
VStack(alignment: .leading) {
Text(landmark.name)
.font(.title)
.bold()
Text(landmark.park)
}
.padding()
}
.foregroundColor(.white)
}
}
