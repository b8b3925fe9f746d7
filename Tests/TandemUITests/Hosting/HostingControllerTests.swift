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

@MainActor @Suite(.ownsTheApplication) struct HostingControllerTests {
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

/// A UIKit view that records the touches reaching it (through the responder chain).
private final class TouchRecorder: UIView {
  var phases: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
}

@MainActor @Suite(.ownsTheApplication) struct HostedTapArbitrationTests {
  @Test func aRecognizedSwiftUITapCancelsTheTouchForUIKitBeneath() throws {
    let container = UIViewController()
    let recorder = TouchRecorder()
    container.view = recorder
    var uikitTaps = 0
    recorder.addGestureRecognizer(UITapGestureRecognizer { _ in uikitTaps += 1 })
    var swiftUITaps = 0
    let hosting = UIHostingController(
      rootView: Color.blue.frame(width: 100, height: 100).onTapGesture { swiftUITaps += 1 }
        .frame(width: 300, height: 300))
    container.addChild(hosting)
    recorder.addSubview(hosting.view)
    hosting.view.frame = CGRect(x: 0, y: 100, width: 300, height: 300)
    let driver = AppDriver(rootViewController: container)

    // On the SwiftUI tap gesture: SwiftUI's gesture wins; UIKit's recognizer fails and the view's touch is cancelled.
    driver.tap(at: CGPoint(x: 150, y: 250))
    #expect(swiftUITaps == 1)
    #expect(uikitTaps == 0)
    #expect(recorder.phases == ["began", "cancelled"])

    // Beside it, the hosting view has no gesture: the touch belongs to UIKit.
    recorder.phases = []
    driver.tap(at: CGPoint(x: 20, y: 120))
    #expect(swiftUITaps == 1)
    #expect(uikitTaps == 1)
  }
}

/// A hosting controller from an archive: a subclass gives the root view through `init?(coder:rootView:)`; the base
/// `init?(coder:)`, which has no root view, traps with SwiftUI's message.
@MainActor @Suite(.ownsTheApplication) struct HostingControllerCodingTests {
  final class Greeting: UIHostingController<Text> {
    required init?(coder: NSCoder) { super.init(coder: coder, rootView: Text("Hello from an archive")) }
  }

  /// An empty keyed coder, as a loader with nothing to say would pass.
  final class EmptyCoder: NSCoder, @unchecked Sendable {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
  }

  @Test func aSubclassMadeFromAnArchiveShowsItsRootView() throws {
    let controller = try #require(Greeting(coder: EmptyCoder()))
    let driver = AppDriver(rootViewController: controller)
    #expect(driver.find("Hello from an archive") != nil)
  }

  @Test func theBaseInitializerFromAnArchiveTrapsWithSwiftUIsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = UIHostingController<Text>(coder: HostingControllerCodingTests.EmptyCoder()) }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("init(coder:) must be implemented in a subclass and call super.init(coder:, rootView:)"))
  }
}
