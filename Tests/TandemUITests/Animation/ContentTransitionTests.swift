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
}
