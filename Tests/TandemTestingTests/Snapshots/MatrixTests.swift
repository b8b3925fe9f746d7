import SwiftUI
import TandemTesting
import Testing
import UIKit

/// Devices × appearances × text sizes × layout directions in one call, one golden each.
@MainActor @Suite(.serialized, .ownsTheApplication) struct MatrixTests {
  @Test func aMatrixNamesEachGoldenByItsValues() {
    let matrix = SnapshotMatrix(
      devices: [.iPhoneSE, .iPhone14], appearances: [.light, .dark], contentSizes: [.large, .extraExtraExtraLarge],
      layoutDirections: [.leftToRight, .rightToLeft])
    #expect(matrix.configurations.count == 16)
    #expect(matrix.configurations.first?.name == "iPhone-SE-3rd-generation.light.l.ltr")
    #expect(matrix.configurations.last?.name == "iPhone-14.dark.xxxl.rtl")
    #expect(Set(matrix.configurations.map(\.name)).count == 16)
  }

  @Test func aControllerInEveryCombination() {
    assertSnapshots(
      of: WelcomeViewController(),
      matrix: SnapshotMatrix(devices: [.iPhoneSE, .iPhone14], appearances: [.light, .dark]))
    for name in [
      "iPhone-SE-3rd-generation.light.l.ltr", "iPhone-SE-3rd-generation.dark.l.ltr", "iPhone-14.light.l.ltr",
      "iPhone-14.dark.l.ltr",
    ] {
      let path = goldens().appendingPathComponent("aControllerInEveryCombination.\(name).png").path
      #expect(FileManager.default.fileExists(atPath: path), "\(name)")
    }
  }

  @Test func aSwiftUIViewAtEveryTextSizeBothWays() {
    assertSnapshots(
      of: FavoriteBadge(),
      matrix: SnapshotMatrix(
        contentSizes: [.small, .accessibilityExtraExtraExtraLarge], layoutDirections: [.leftToRight, .rightToLeft]))
  }
}
