import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit
@testable import TandemUI

/// A banner a button shows and hides with an animation, entering and leaving with a transition.
private struct Banner: View {
  let transition: AnyTransition
  var animation: Animation? = .linear(duration: 1)
  @State private var shown = false

  var body: some View {
    VStack(spacing: 0) {
      Button("Toggle") {
        if let animation {
          withAnimation(animation) { shown.toggle() }
        } else {
          shown.toggle()
        }
      }
      .frame(height: 44)
      ZStack(alignment: .topLeading) {
        Color.clear
        if shown {
          Color.orange
            .frame(width: 200, height: 100)
            .transition(transition)
        }
      }
      .frame(width: 390, height: 200)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct TransitionTests {
  private func show(_ banner: Banner) throws -> (AppDriver, UIHostingController<Banner>) {
    let controller = UIHostingController(rootView: banner)
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    return (driver, controller)
  }

  /// The orange banner's node, when it is in the graph.
  private func banner(_ controller: UIHostingController<Banner>) -> ViewNode? {
    var found: ViewNode?
    controller.contentGraph.root.forEach { node in
      if found == nil, let color = node.view as? Color, color == .orange { found = node }
    }
    return found
  }

  /// The screen's color at a point (points, at the device's 3x scale): red, green, blue.
  private func color(_ driver: AppDriver, _ point: CGPoint) -> (Int, Int, Int) {
    let pixel = driver.capture().storage.pixel(x: Int(point.x * 3), y: Int(point.y * 3))
    return (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
  }

  @Test func anOpacityInsertionFadesIn() throws {
    let (driver, controller) = try show(Banner(transition: .opacity))
    try driver.tap("Toggle")
    let frame = try #require(banner(controller)).frame
    let centre = CGPoint(x: frame.midX, y: frame.midY)
    driver.advance(seconds: 0.5)
    // Orange (255, 149, 0) half over white.
    let (red, green, blue) = color(driver, centre)
    #expect(red == 255 && abs(green - 202) <= 2 && abs(blue - 128) <= 2)
    try driver.settle()
    #expect(color(driver, centre) == (255, 149, 0))
  }

  /// A removed view leaves the graph at once (layout and hit-testing no longer see it) and is drawn moving out to
  /// the trailing edge until its removal ends.
  @Test func aRemovedViewsTransitionRunsBeforeItLeaves() throws {
    let (driver, controller) = try show(Banner(transition: .move(edge: .trailing)))
    try driver.tap("Toggle")
    try driver.settle()
    let frame = try #require(banner(controller)).frame
    try driver.tap("Toggle")
    #expect(banner(controller) == nil)
    #expect(color(driver, CGPoint(x: frame.minX + 4, y: frame.midY)) == (255, 149, 0))
    driver.advance(seconds: 0.5)
    // Half-way: the banner's leading edge has moved right by half its width.
    let edge = frame.minX + 100
    #expect(color(driver, CGPoint(x: edge + 4, y: frame.midY)) == (255, 149, 0))
    #expect(color(driver, CGPoint(x: edge - 4, y: frame.midY)) == (255, 255, 255))
    try driver.settle()
    #expect(color(driver, CGPoint(x: frame.maxX + 50, y: frame.midY)) == (255, 255, 255))
    #expect(color(driver, CGPoint(x: frame.midX, y: frame.midY)) == (255, 255, 255))
  }

  /// A transition with an animation of its own runs even when the change has none.
  @Test func aTransitionsOwnAnimationRunsWithoutWithAnimation() throws {
    let (driver, controller) = try show(
      Banner(transition: .scale.animation(.linear(duration: 1)), animation: nil))
    try driver.tap("Toggle")
    let node = try #require(banner(controller))
    var transitionNode: ViewNode? = node
    while let current = transitionNode, !(current.content is TransitionContent) { transitionNode = current.parent }
    let content = try #require(transitionNode?.content as? TransitionContent)
    driver.advance(seconds: 0.5)
    #expect(abs(try #require(content.transform(node: transitionNode!)).a - 0.5) < 0.05)
    try driver.settle()
    #expect(content.transform(node: transitionNode!) == nil)
  }

  /// Without an animation a view comes and goes at once.
  @Test func anUnanimatedChangeInsertsAndRemovesAtOnce() throws {
    let (driver, controller) = try show(Banner(transition: .opacity, animation: nil))
    try driver.tap("Toggle")
    let frame = try #require(banner(controller)).frame
    #expect(color(driver, CGPoint(x: frame.midX, y: frame.midY)) == (255, 149, 0))
    try driver.tap("Toggle")
    #expect(color(driver, CGPoint(x: frame.midX, y: frame.midY)) == (255, 255, 255))
    #expect(UIApplication.shared.animationDriver.runningCount == 0)
  }

  /// Three frames (a quarter, half and three quarters of a second) of a banner scaling and fading in from its
  /// top leading corner, one above the other.
  @Test func framesOfATransition() throws {
    let (driver, _) = try show(
      Banner(transition: .scale(scale: 0.2, anchor: .topLeading).combined(with: .opacity)))
    try driver.tap("Toggle")
    let area = CGRect(x: 0, y: 44 + driver.application.windows[0].safeAreaInsets.top, width: 390, height: 200)
    let surface = PixelSurface(width: 390 * 3, height: 600 * 3 + 2 * 3, scale: 3)
    let context = CGContext(surface: surface)
    context.setFillColor(CGColor(gray: 0.5, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 390, height: 602))
    for frame in 0..<3 {
      driver.advance(seconds: 0.25)
      let image = try #require(
        driver.capture().cropping(
          to: CGRect(x: area.minX * 3, y: area.minY * 3, width: area.width * 3, height: area.height * 3)))
      context.drawImageUpright(image, in: CGRect(x: 0, y: CGFloat(frame) * 201, width: 390, height: 200))
    }
    GoldenImage.assertMatches(CGImage(surface: surface), named: "swiftui-transition-frames")
  }

  @Test func combinedAndAsymmetricTransitionsJoinTheirEffects() {
    let push = AnyTransition.push(from: .bottom)
    #expect(push.insertion.edges == [.bottom] && push.insertion.opacity == 0)
    #expect(push.removal.edges == [.top] && push.removal.opacity == 0)
    let slide = AnyTransition.slide
    #expect(slide.insertion.edges == [.leading] && slide.removal.edges == [.trailing])
    let both = AnyTransition.scale(scale: 0.5).combined(with: .offset(x: 10))
    #expect(both.insertion.scale == 0.5 && both.insertion.offset == CGSize(width: 10, height: 0))
    let effects = both.insertion.applied(1, frame: CGRect(x: 0, y: 0, width: 100, height: 100), rightToLeft: false)
    #expect(effects.transform == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 35, ty: 25))
  }
}
