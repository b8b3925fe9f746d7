import Foundation
import TandemTesting
import Testing

@testable import TandemUI

@MainActor @Suite(.ownsTheApplication) struct ImageScaleTests {
  @Test func imageScaleResizesSymbols() {
    func width(_ scale: Image.Scale) -> CGFloat {
      let graph = layOut(Image(systemName: "heart.fill").imageScale(scale), in: CGSize(width: 100, height: 100))
      var frame = CGRect.zero
      graph.root.forEach { if $0.view is Image { frame = $0.frame } }
      return frame.width
    }
    #expect(width(.small) < width(.medium))
    #expect(width(.medium) < width(.large))
  }
}
