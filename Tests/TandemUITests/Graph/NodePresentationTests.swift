import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit
@testable import TandemUI

/// A square that moves from the leading to the trailing edge with a state change.
private struct Mover: View {
  @State private var trailing = false
  let expose: (Binding<Bool>) -> Void
  var body: some View {
    expose($trailing)
    return HStack {
      if trailing { Spacer() }
      Color.red.frame(width: 40, height: 40)
      if !trailing { Spacer() }
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct NodePresentationTests {
  /// The red square's node (its frame is the model value, `presentedFrame` where it shows while animating).
  private func square(in controller: UIHostingController<Mover>) throws -> ViewNode {
    var found: ViewNode?
    controller.contentGraph.root.forEach { node in
      if found == nil, let color = node.view as? Color, color == .red { found = node }
    }
    return try #require(found)
  }

  /// Whether the captured screen is red at a point (points, at the device's 3x scale).
  private func isRed(_ image: CGImage, at point: CGPoint) -> Bool {
    let pixel = image.storage.pixel(x: Int(point.x * 3), y: Int(point.y * 3))
    return (pixel >> 16) & 0xFF > 200 && (pixel >> 8) & 0xFF < 100 && pixel & 0xFF < 100
  }

  /// A change whose transaction animates moves the node's model frame at once and its presentation frame along the
  /// curve, frame by frame on the shared animation driver (beside a UIKit animation running at the same time);
  /// drawing follows the presentation; at the end the node shows its model frame again. A change without
  /// animation mid-way shows the model at once.
  @Test func anAnimatedChangeMovesThePresentationFrameAlongTheCurve() throws {
    var binding: Binding<Bool>?
    let controller = UIHostingController(rootView: Mover { binding = $0 })
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let node = try square(in: controller)
    let start = node.frame
    let trailing = try #require(binding)

    let animated = Transaction(animation: .linear(duration: 1))
    withTransaction(animated) { trailing.wrappedValue = true }
    driver.application.commit()
    let end = node.frame
    #expect(end.minX > start.minX + 200 && end.minY == start.minY)
    #expect(node.presentedFrame == start)
    // One track per moved node (the square's frame and the color in it), on the driver UIKit animates with.
    let swiftUITracks = UIApplication.shared.animationDriver.runningCount
    #expect(swiftUITracks == 2)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(box)
    UIView.animate(withDuration: 1) { box.alpha = 0 }
    #expect(UIApplication.shared.animationDriver.runningCount == swiftUITracks + 1)

    driver.advance(seconds: 0.5)
    let middle = try #require(node.presentedFrame)
    let expected = start.minX + (end.minX - start.minX) / 2
    #expect(abs(middle.minX - expected) <= (end.minX - start.minX) / 60 + 0.5)
    #expect(node.frame == end)
    let image = driver.capture()
    #expect(isRed(image, at: CGPoint(x: middle.midX, y: middle.midY)))
    #expect(!isRed(image, at: CGPoint(x: end.maxX - 2, y: end.midY)))
    #expect(!isRed(image, at: CGPoint(x: start.minX + 2, y: start.midY)))

    driver.advance(seconds: 0.6)
    #expect(node.presentedFrame == nil)
    #expect(UIApplication.shared.animationDriver.runningCount == 0)
    #expect(isRed(driver.capture(), at: CGPoint(x: end.midX, y: end.midY)))

    // Back with animation, then a change without one half-way: the model shows at once.
    withTransaction(animated) { trailing.wrappedValue = false }
    driver.application.commit()
    driver.advance(seconds: 0.3)
    #expect(node.presentedFrame != nil)
    trailing.wrappedValue = true
    driver.application.commit()
    #expect(node.presentedFrame == nil)
    #expect(node.frame == end)
    try driver.settle()
    #expect(isRed(driver.capture(), at: CGPoint(x: end.midX, y: end.midY)))
  }
}
