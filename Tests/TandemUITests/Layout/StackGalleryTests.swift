import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// Stacks: alignments, spacing, spacers, priorities, baselines, ZStack layering, and effects on stacked views.
private struct StackGallery: View {
  var body: some View {
    VStack(spacing: 12) {
      HStack(alignment: .top) {
        Color.red.frame(width: 40, height: 20)
        Color.green.frame(width: 40, height: 40)
        Color.blue.frame(width: 40, height: 30)
        Spacer()
        Text("top").font(.caption)
      }
      HStack(alignment: .firstTextBaseline) {
        Text("90").font(.system(size: 40, weight: .bold))
        Text("BPM").font(.footnote).foregroundColor(.secondary)
        Spacer()
        Text("first baseline").font(.caption)
      }
      HStack(spacing: 0) {
        Color.orange.frame(width: 60)
        Color.mint
        Color.purple.frame(width: 60)
      }
      .frame(height: 20)
      VStack(alignment: .trailing) {
        Text("Trailing")
        Text("aligned text").font(.caption)
        Text("Offset guide").font(.caption).alignmentGuide(.trailing) { d in d.width + 20 }
      }
      .frame(maxWidth: .infinity, alignment: .trailing)
      ZStack(alignment: .bottomTrailing) {
        RoundedRectangle(cornerRadius: 10).fill(.yellow).frame(height: 60)
        Circle().fill(.red).frame(width: 24, height: 24).offset(x: -8, y: -8)
      }
      HStack(spacing: 24) {
        RoundedRectangle(cornerRadius: 8).fill(.white).frame(width: 50, height: 50)
          .shadow(radius: 6, x: 0, y: 3)
        RoundedRectangle(cornerRadius: 8).fill(.teal).frame(width: 30, height: 30).scaleEffect(1.5)
        Text("Hidden").hidden()
        Text("Faded").opacity(0.4)
      }
      .padding(.vertical, 8)
    }
    .padding()
    .frame(width: 320)
    .background(Color(white: 0.95))
  }
}

@MainActor @Suite(.ownsTheApplication) struct StackGalleryTests {
  @Test func stacks() throws {
    try assertGolden(StackGallery(), named: "gallery-stacks")
  }
}
