import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

private struct NestedTaps: View {
  @State var outer = 0
  @State var inner = 0
  var body: some View {
    VStack {
      Text("outer \(outer) inner \(inner)")
      Color.blue.frame(width: 100, height: 100).onTapGesture { inner += 1 }
    }
    .frame(width: 300, height: 300)
    .background(Color.yellow)
    .onTapGesture { outer += 1 }
  }
}

private struct Counter: View {
  @State var count = 0
  var body: some View {
    VStack(spacing: 20) {
      Text("Count: \(count)")
      Button("Add one") { count += 1 }
      Button("Disabled") { count += 100 }.disabled(true)
    }
  }
}

@MainActor struct HostingControllerTests {
  private func texts(_ controller: UIViewController) -> [String] {
    (controller.view as? HostingView)?.graph.texts ?? []
  }

  private func frame(of label: String, in controller: UIViewController) -> CGRect? {
    guard let hosting = controller.view as? HostingView else { return nil }
    var found: CGRect?
    hosting.graph.root.forEach { if found == nil, let t = $0.view as? Text, t.content == label { found = $0.frame } }
    return found.map { hosting.convert($0, to: nil) }
  }

  @Test func innermostTapGestureWins() throws {
    let controller = UIHostingController(rootView: NestedTaps())
    let driver = AppDriver(rootViewController: controller)
    let center = CGPoint(x: controller.view.bounds.midX, y: controller.view.bounds.midY)
    driver.tap(at: CGPoint(x: center.x, y: center.y + 20))  // inside the blue square
    #expect(texts(controller) == ["outer 0 inner 1"])
    driver.tap(at: CGPoint(x: center.x - 130, y: center.y + 130))  // yellow, outside the square
    #expect(texts(controller) == ["outer 1 inner 1"])
    driver.tap(at: CGPoint(x: 5, y: 5))  // outside both
    #expect(texts(controller) == ["outer 1 inner 1"])
  }

  @Test func buttonDimsWhilePressedAndActsOnRelease() throws {
    let controller = UIHostingController(rootView: Counter())
    let driver = AppDriver(rootViewController: controller)
    let buttonFrame = try #require(frame(of: "Add one", in: controller))
    let released = driver.capture()
    let finger = driver.press(at: CGPoint(x: buttonFrame.midX, y: buttonFrame.midY))
    let pressed = driver.capture()
    #expect(texts(controller).first == "Count: 0")
    driver.release(finger)
    #expect(texts(controller).first == "Count: 1")
    let scale = CGFloat(released.width) / controller.view.bounds.width
    let crop = CGRect(
      x: (buttonFrame.minX - 8) * scale, y: (buttonFrame.minY - 4) * scale, width: (buttonFrame.width + 16) * scale,
      height: (buttonFrame.height + 8) * scale)
    let pressedButton = try #require(pressed.cropping(to: crop))
    let releasedButton = try #require(released.cropping(to: crop))
    #expect(pressedButton.storage.packedPixels() != releasedButton.storage.packedPixels())
    GoldenImage.assertMatches(pressedButton, named: "button-pressed")
    GoldenImage.assertMatches(releasedButton, named: "button-released")

    // A disabled button ignores taps.
    let disabled = try #require(frame(of: "Disabled", in: controller))
    driver.tap(at: CGPoint(x: disabled.midX, y: disabled.midY))
    #expect(texts(controller).first == "Count: 1")
  }

  @Test func rootViewCanBeReplacedAndScreenMatchesGolden() throws {
    let controller = UIHostingController(rootView: Text("Before"))
    let driver = AppDriver(rootViewController: controller, device: .iPhoneSE)
    controller.rootView = Text("After")
    #expect(texts(controller) == ["After"])
    GoldenImage.assertMatches(driver.capture(), named: "hosting-text-iphone-se")
  }
}
