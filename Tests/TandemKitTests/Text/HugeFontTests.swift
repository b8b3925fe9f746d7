import Foundation
import TandemTesting
import Testing
import UIKit

/// Text at a size FreeType refuses (a garbled storyboard's font, or app code) used to leave the shared font face
/// broken: later text of that face drew nothing (the fuzz test above found it through the bar goldens).
@MainActor @Suite(.serialized, .ownsTheApplication) struct HugeFontTests {
  private func picture(_ font: UIFont) -> Data? {
    let label = UILabel()
    label.text = "Routes 9:41"
    label.font = font
    label.sizeToFit()
    let size = CGSize(width: min(label.bounds.width, 400), height: min(label.bounds.height, 100))
    return UIGraphicsImageRenderer(size: size).pngData { context in label.layer.render(in: context.cgContext) }
  }

  @Test func aHugeFontLeavesOtherTextIntact() throws {
    let before = try #require(picture(.boldSystemFont(ofSize: 34)))
    _ = picture(.boldSystemFont(ofSize: 999_999))
    _ = picture(.systemFont(ofSize: 999_999, weight: .semibold))
    let after = try #require(picture(.boldSystemFont(ofSize: 34)))
    #expect(before == after)
  }
}
