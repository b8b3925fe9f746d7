import Testing
@testable import TandemGraphics
import Foundation

@Test func scratchMetrics() {
  let m = FontLibrary.shared.metrics(FontDescriptor(size: 17))
  print("METRICS", m, m.lineHeight)
  let l = TextLayout.make(StyledText("Hello, world! Typography", font: FontDescriptor(size: 17)))
  print("LAYOUT", l.size, l.firstBaseline, l.lastBaseline, l.lineCount)
}
