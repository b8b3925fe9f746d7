import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemUI

private struct Card: View {
  @State var likes = 0
  var body: some View {
    VStack(spacing: 12) {
      Label("Heart Rate", systemImage: "heart.fill")
      Text("\(likes) likes")
      Image(systemName: "star.fill")
      Button("Like") { likes += 1 }
      Button("Share") {}.disabled(true)
    }
  }
}

@MainActor @Suite(.ownsTheApplication) struct AccessibilityTests {
  @Test func swiftUIContentAppearsInTheAccessibilityTree() {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Card()))
    let lines = driver.accessibilityTree().split(separator: "\n").map {
      $0.split(separator: " (").first.map(String.init) ?? ""
    }
    #expect(
      lines == [
        "staticText 'Heart Rate'", "staticText '0 likes'", "image 'star.fill'", "button 'Like'",
        "button 'Share' disabled",
      ])
  }

  @Test func driverTapsASwiftUIButtonByItsTitle() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Card()))
    try driver.tap("Like")
    try driver.tap("Like")
    #expect(driver.find("2 likes") != nil)
    #expect(throws: DriverError.self) { try driver.tap("Share") }
  }

  @Test func aStyledLabelIsFoundWhereItShows() throws {
    let controller = UIHostingController(
      rootView: HStack {
        Label("Heart Rate", systemImage: "heart.fill")
          .foregroundColor(.pink)
          .font(.system(.subheadline, weight: .bold))
        Spacer()
      })
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let (element, _) = try #require(driver.find("Heart Rate"))
    #expect(element.frame.width > 50 && element.frame.height > 10)
  }
}
