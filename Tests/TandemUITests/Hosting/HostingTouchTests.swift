import Foundation
import SwiftUI
import TandemTesting
import Testing
import UIKit

@testable import TandemUI

private struct Taps: View {
  @State var taps = 0
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Text("Tap me").padding().onTapGesture { taps += 1 }
      Button("Reset") { taps = 0 }
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct HostingTouchTests {
  /// Hit-testing, the tap recognizer and touch tracking share one search of the graph per touch-down (each used
  /// to search the tree again).
  @Test func aTouchDownSearchesTheGraphOnce() throws {
    let controller = UIHostingController(rootView: Taps())
    let driver = AppDriver(rootViewController: controller)
    let host = try #require(controller.view as? HostingView)
    let before = host.graph.gestureSearches
    let finger = try driver.press("Tap me")
    #expect(host.graph.gestureSearches == before + 1)
    driver.release(finger)
    #expect(driver.find("Taps: 1") != nil)
    let pressed = host.graph.gestureSearches
    let button = try driver.press("Reset")
    #expect(host.graph.gestureSearches == pressed + 1)
    driver.release(button)
    #expect(driver.find("Taps: 0") != nil)
  }
}
