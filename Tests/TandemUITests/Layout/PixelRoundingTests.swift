import Foundation
import TandemTesting
import Testing

@testable import TandemUI

@MainActor @Suite(.ownsTheApplication) struct PixelRoundingTests {
  /// A padded row of an icon and two lines, as a card or list row is written.
  private var card: some View {
    HStack(spacing: 12) {
      Image(systemName: "person.crop.circle").font(.largeTitle)
      VStack(alignment: .leading) {
        Text("Ada Lovelace").font(.headline)
        Text("Analyst").font(.subheadline)
      }
    }
    .padding()
  }

  /// Laid out at its own size, or in any wider container (centred, so it lands between pixels), the card's text
  /// stays on one line: rounding a frame to pixels never takes width away from what its content measured.
  @Test func aViewCentredBetweenPixelsKeepsTheWidthItMeasured() {
    var environment = EnvironmentValues()
    environment.displayScale = 3
    let graph = ViewGraph(rootView: card, environment: environment)
    let fitted = graph.sizeThatFits(.unspecified)
    for extra in [0, 0.1, 0.25, 0.5, 1, 4.6] as [CGFloat] {
      graph.layout(in: CGRect(x: 0, y: 0, width: fitted.width + extra, height: fitted.height))
      var heights: [CGFloat] = []
      graph.root.forEach { if $0.view is Text { heights.append($0.frame.height) } }
      // One line each: the headline's 20.57 and the subheadline's 18.15 points, rounded up to pixels.
      let pixels = heights.map { ($0 * 3).rounded() }
      #expect(pixels == [62, 55], "in a container \(extra) points wider")
    }
  }
}
