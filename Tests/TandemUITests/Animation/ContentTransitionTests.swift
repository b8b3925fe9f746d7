import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// A counter whose number rolls when a button changes it with an animation.
private struct Counter: View {
  let transition: ContentTransition
  @State private var count = 1
  var body: some View {
    VStack(alignment: .leading) {
      Button("Add") { withAnimation(.linear(duration: 1)) { count += 7 } }
      Text("\(count)")
        .font(.system(size: 40, weight: .bold))
        .contentTransition(transition)
        .frame(width: 120, height: 60)
        .background(Color.white)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct ContentTransitionTests {
  private func show(_ transition: ContentTransition) throws -> (AppDriver, () -> Int) {
    let controller = UIHostingController(rootView: Counter(transition: transition))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    var text: ViewNode?
    controller.contentGraph.root.forEach { if $0.view is Text, $0.frame.height > 40 { text = $0 } }
    let frame = try #require(text).frame
    // How many dark pixels the number's frame shows.
    return (
      driver,
      {
        let image = driver.capture()
        let scale = CGFloat(image.width) / controller.view.window!.bounds.width
        let origin = controller.view.convert(frame.origin, to: nil)
        var dark = 0
        for y in 0..<Int(frame.height * scale) {
          for x in 0..<Int(frame.width * scale) {
            let pixel = image.storage.pixel(x: Int(origin.x * scale) + x, y: Int(origin.y * scale) + y)
            if (pixel >> 16) & 0xFF < 100 { dark += 1 }
          }
        }
        return dark
      }
    )
  }

  @Test func withoutATransitionTheTextChangesAtOnce() throws {
    let (driver, dark) = try show(.identity)
    let before = dark()
    try driver.tap("Add")
    driver.advance(seconds: 0.5)
    #expect(dark() > 0 && dark() != before, "the new number, whole")
    #expect(driver.find("8") != nil)
  }

  @Test func numericTextRollsTheOldNumberOutAndTheNewIn() throws {
    let (driver, dark) = try show(.numericText())
    let one = dark()
    try driver.tap("Add")
    driver.advance(seconds: 0.5)
    let midway = dark()
    // Half-faded old and new digits: fewer fully dark pixels than either number alone.
    #expect(midway < one / 2 || midway == 0, "\(midway) of \(one)")
    try driver.settle()
    let eight = dark()
    #expect(eight > 0)
    #expect(UIApplication.shared.animationDriver.runningCount == 0)
    #expect(driver.find("8") != nil)
  }

  /// A score of two digits: only the last one changes, so only it rolls; the first stays as it is.
  private struct Score: View {
    @State private var score = 41
    var body: some View {
      VStack(alignment: .leading) {
        Button("Score") { withAnimation(.linear(duration: 1)) { score += 1 } }
        Text("\(score)")
          .font(.system(size: 40, weight: .bold).monospacedDigit())
          .contentTransition(.numericText())
          .frame(width: 120, height: 60, alignment: .leading)
          .background(Color.white)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func numericTextRollsOnlyTheDigitsThatChanged() throws {
    let controller = UIHostingController(rootView: Score())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    var text: ViewNode?
    controller.contentGraph.root.forEach { if $0.view is Text, $0.frame.height > 40 { text = $0 } }
    let frame = try #require(text).frame
    let origin = controller.view.convert(frame.origin, to: nil)
    // Dark pixels in the left and right halves of the number (each digit is half of it).
    func dark() -> (first: Int, second: Int) {
      let image = driver.capture()
      let scale = CGFloat(image.width) / controller.view.window!.bounds.width
      let digits = TextLayout.size(of: "42", font: FontDescriptor(size: 40, weight: 0.4)).width
      var counts = (0, 0)
      for y in 0..<Int(frame.height * scale) {
        for x in 0..<Int(digits * scale) {
          let pixel = image.storage.pixel(x: Int(origin.x * scale) + x, y: Int(origin.y * scale) + y)
          guard (pixel >> 16) & 0xFF < 100 else { continue }
          if CGFloat(x) < digits * scale / 2 { counts.0 += 1 } else { counts.1 += 1 }
        }
      }
      return counts
    }
    let before = dark()
    try driver.tap("Score")
    driver.advance(seconds: 0.5)
    let midway = dark()
    #expect(midway.first == before.first, "the 4 stays as it is")
    #expect(midway.second < before.second / 2, "the 1 and the 2 pass each other, half faded")
    try driver.settle()
    #expect(driver.find("42") != nil)
    #expect(dark().first == before.first)
  }

  @Test func changedRangesSkipTheCommonStartAndEnd() {
    let (old, new) = TextContent.changedRanges(from: "$12.99", to: "$13.49")
    #expect(old == 2..<5 && new == 2..<5)
    let grown = TextContent.changedRanges(from: "99 items", to: "100 items")
    #expect(grown.old == 0..<2 && grown.new == 0..<3)
    let appended = TextContent.changedRanges(from: "12", to: "123")
    #expect(appended.old == 2..<2 && appended.new == 2..<3)
  }
}
