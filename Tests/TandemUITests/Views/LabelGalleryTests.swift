import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// Symbols in labels at several text styles, scales, colors and label styles.
private struct LabelGallery: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Label("Heart Rate", systemImage: "heart.fill").foregroundColor(.pink).font(.headline)
      Label("Favorites", systemImage: "star.fill").font(.title2)
      Label("Settings", systemImage: "gearshape").font(.footnote)
      Label("Large scale", systemImage: "bolt.fill").imageScale(.large)
      Label("Small scale", systemImage: "bolt.fill").imageScale(.small)
      HStack(spacing: 16) {
        Label("Title only", systemImage: "trash").labelStyle(.titleOnly)
        Label("Icon only", systemImage: "trash").labelStyle(.iconOnly).foregroundColor(.red)
      }
      Label {
        Text("Custom icon").bold()
      } icon: {
        Circle().fill(.green).frame(width: 12, height: 12)
      }
    }
    .padding()
    .frame(width: 320, alignment: .leading)
  }
}

@MainActor @Suite(.ownsTheApplication) struct LabelGalleryTests {
  @Test func symbolsInLabels() throws {
    try assertGolden(LabelGallery(), named: "gallery-labels-symbols")
  }
}
