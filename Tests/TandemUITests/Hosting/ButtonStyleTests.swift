import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemUI

/// A custom style that shows the press state as text, to observe `configuration.isPressed`.
private struct PressReportingStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(configuration.isPressed ? "down" : "up")
    }
  }
}

private struct Styles: View {
  var body: some View {
    VStack(spacing: 16) {
      Button("Borderless") {}
      Button("Plain") {}.buttonStyle(.plain)
      Button("Bordered") {}.buttonStyle(.bordered)
      Button("Prominent") {}.buttonStyle(.borderedProminent)
      Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
      Button("Custom") {}.buttonStyle(PressReportingStyle())
    }
    .padding()
  }
}

@MainActor @Suite(.ownsTheApplication) struct ButtonStyleTests {
  @Test func builtInStylesRender() throws {
    let renderer = ImageRenderer(content: Styles())
    renderer.scale = 2
    GoldenImage.assertMatches(try #require(renderer.cgImage), named: "button-styles")
  }

  @Test func customStyleSeesThePressState() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Styles()))
    #expect(driver.find("Custom, up") != nil)
    let (element, _) = try #require(driver.find("Custom, up"))
    let finger = driver.press(at: CGPoint(x: element.frame.midX, y: element.frame.midY))
    #expect(driver.find("Custom, down") != nil)
    driver.release(finger)
    #expect(driver.find("Custom, up") != nil)
  }
}
