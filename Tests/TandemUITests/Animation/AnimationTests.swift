import Foundation
import TandemTesting
import Testing

@testable import TandemKit
@testable import TandemUI

/// A red and a blue square a button moves 100 pt to the right (and back) with an animation, as an app writes it.
private struct MovingSquare: View {
  var animation: Animation? = .default
  var completion: (() -> Void)?
  @State private var moved = false

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Button("Move") {
        if let completion {
          withAnimation(animation) {
            moved.toggle()
          } completion: {
            completion()
          }
        } else {
          withAnimation(animation) { moved.toggle() }
        }
      }
      Color.red
        .frame(width: 40, height: 40)
        .offset(x: moved ? 100 : 0)
      Color.blue
        .frame(width: 40, height: 40)
        .offset(x: moved ? 100 : 0)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// The same squares moved without `withAnimation`: the red one animates through `.animation(_:value:)`.
private struct ModifiedSquare: View {
  let animation: Animation?
  @State private var moved = false

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Button("Move") { moved.toggle() }
      Color.red
        .frame(width: 40, height: 40)
        .offset(x: moved ? 100 : 0)
        .animation(animation, value: moved)
      Color.blue
        .frame(width: 40, height: 40)
        .offset(x: moved ? 100 : 0)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A red square whose own state moves it, inside the deprecated `.animation(_:)`: the change happens below the
/// modifier, which its parent never updates again.
private struct LegacyAnimatedSquare: View {
  var body: some View {
    VStack(alignment: .leading) { SelfMovingSquare() }
      .animation(.linear(duration: 1))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

private struct SelfMovingSquare: View {
  @State private var moved = false
  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Button("Move") { moved.toggle() }
      Color.red
        .frame(width: 40, height: 40)
        .offset(x: moved ? 100 : 0)
    }
  }
}

/// A square a button fades, grows and turns.
private struct ChangingSquare: View {
  @State private var changed = false
  var body: some View {
    VStack(spacing: 20) {
      Button("Change") { withAnimation(.linear(duration: 1)) { changed.toggle() } }
      Color.green
        .frame(width: 40, height: 40)
        .opacity(changed ? 0.2 : 1)
        .scaleEffect(changed ? 2 : 1)
        .rotationEffect(.degrees(changed ? 90 : 0))
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct AnimationTests {
  /// The driver showing the square, and a function reading how far right of its start the square (or the blue
  /// one) shows now.
  private func show<V: View>(_ view: V) throws -> (AppDriver, (Color) -> CGFloat) {
    let controller = UIHostingController(rootView: view)
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    func node(_ color: Color) -> ViewNode? {
      var found: ViewNode?
      controller.contentGraph.root.forEach { node in
        if found == nil, let view = node.view as? Color, view == color { found = node }
      }
      return found
    }
    let starts = [Color.red: node(.red)?.frame.minX ?? .nan, Color.blue: node(.blue)?.frame.minX ?? .nan]
    return (driver, { color in (node(color).map { $0.drawnFrame.minX } ?? .nan) - starts[color]! })
  }

  @Test func aLinearOffsetIsHalfWayAfterHalfItsDuration() throws {
    let (driver, offset) = try show(MovingSquare(animation: .linear(duration: 1)))
    try driver.tap("Move")
    #expect(offset(.red) == 0)
    driver.advance(seconds: 0.5)
    #expect(abs(offset(.red) - 50) < 0.01)
    driver.advance(seconds: 0.25)
    #expect(abs(offset(.red) - 75) < 0.01)
    try driver.settle()
    #expect(offset(.red) == 100)
  }

  /// The ease-in-out curve is the cubic Bézier (0.42, 0) (0.58, 1), solved here independently.
  @Test func anEaseInOutFollowsItsCubicBezier() throws {
    func bezier(_ t: Double) -> Double {
      var (low, high) = (0.0, 1.0)
      for _ in 0..<60 {
        let s = (low + high) / 2
        let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
        if x < t { low = s } else { high = s }
      }
      let s = (low + high) / 2
      return 3 * (1 - s) * s * s + s * s * s
    }
    let (driver, offset) = try show(MovingSquare(animation: .easeInOut(duration: 1)))
    try driver.tap("Move")
    for elapsed in [0.25, 0.5, 0.75] {
      driver.advance(seconds: 0.25)
      #expect(abs(offset(.red) - 100 * bezier(elapsed)) < 0.01, "at \(elapsed) s")
    }
  }

  /// A spring of response 0.5 s and damping 0.5 overshoots by e^(−ζπ/√(1−ζ²)) ≈ 16.3 % at its peak, π/ω_d after
  /// the start, and settles within 0.1 % of the distance by ln(1000·√(1+b²))/(ζω₀) ≈ 1.12 s.
  @Test func aSpringOvershootsAndSettlesWhereAndWhenItsParametersSay() throws {
    let (driver, offset) = try show(MovingSquare(animation: .spring(response: 0.5, dampingFraction: 0.5)))
    try driver.tap("Move")
    let (omega, zeta) = (2 * Double.pi / 0.5, 0.5)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    func expected(_ t: Double) -> Double {
      100 * (1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t)))
    }
    driver.advance(frames: 17)
    let peak = 17 * UIApplication.shared.output.clock.frameDuration
    #expect(abs(offset(.red) - expected(peak)) < 0.01)
    #expect(offset(.red) > 115)
    driver.advance(seconds: 1.0 - peak)
    #expect(abs(offset(.red) - 100) < 0.5 && offset(.red) != 100)
    driver.advance(seconds: 0.15)
    #expect(offset(.red) == 100)
    #expect(UIApplication.shared.animationDriver.runningCount == 0)
  }

  /// Tapped again half-way, the square turns back from where it shows at that moment: no jump.
  @Test func anInterruptedAnimationRetargetsFromWhereTheViewShows() throws {
    let (driver, offset) = try show(MovingSquare(animation: .linear(duration: 1)))
    let clock = UIApplication.shared.output.clock
    try driver.tap("Move")
    let started = clock.now
    driver.advance(seconds: 0.5)
    try driver.tap("Move")
    // Where the first animation had the square when the second tap landed (the tap itself takes a moment).
    let turned = 100 * (clock.now - started)
    #expect(turned >= 50 && turned < 60)
    #expect(abs(offset(.red) - turned) < 0.01)
    driver.advance(seconds: 0.5)
    #expect(abs(offset(.red) - turned / 2) < 0.01)
    try driver.settle()
    #expect(offset(.red) == 0)
  }

  @Test func aDelayedAnimationWaitsThenRuns() throws {
    let (driver, offset) = try show(MovingSquare(animation: .linear(duration: 1).delay(0.5)))
    try driver.tap("Move")
    driver.advance(seconds: 0.25)
    #expect(offset(.red) == 0)
    driver.advance(seconds: 0.75)
    #expect(abs(offset(.red) - 50) < 0.01)
  }

  @Test func speedAndRepeatsChangeTheTiming() throws {
    let (driver, offset) = try show(
      MovingSquare(animation: .linear(duration: 2).speed(2).repeatCount(2, autoreverses: true)))
    try driver.tap("Move")
    driver.advance(seconds: 0.5)
    #expect(abs(offset(.red) - 50) < 0.01)
    // The second run plays backwards.
    driver.advance(seconds: 0.75)
    #expect(abs(offset(.red) - 75) < 0.01)
    try driver.settle()
    #expect(offset(.red) == 100)
  }

  /// `.animation(_:value:)` animates the changes inside it when the value changes; a view outside it moves at once.
  @Test func theAnimationModifierAnimatesItsSubtreeOnly() throws {
    let (driver, offset) = try show(ModifiedSquare(animation: .linear(duration: 1)))
    try driver.tap("Move")
    driver.advance(seconds: 0.5)
    #expect(abs(offset(.red) - 50) < 0.01)
    #expect(offset(.blue) == 100)
  }

  /// The deprecated `.animation(_:)` animates every change inside it, even one its own node never sees.
  @Test func theDeprecatedAnimationModifierAnimatesEveryChangeInside() throws {
    let (driver, offset) = try show(LegacyAnimatedSquare())
    try driver.tap("Move")
    driver.advance(seconds: 0.5)
    #expect(abs(offset(.red) - 50) < 0.01)
  }

  /// `.animation(nil, value:)` keeps the changes inside it from animating, even in `withAnimation`.
  @Test func aNilAnimationModifierTurnsAnimationOff() throws {
    let (driver, offset) = try show(ModifiedSquare(animation: nil))
    try withAnimation(.linear(duration: 1)) { try driver.tap("Move") }
    driver.advance(seconds: 0.5)
    #expect(offset(.red) == 100)
    #expect(abs(offset(.blue) - 50) < 0.01)
  }

  /// `withAnimation(nil)` changes at once.
  @Test func aNilAnimationChangesAtOnce() throws {
    let (driver, offset) = try show(MovingSquare(animation: nil))
    try driver.tap("Move")
    #expect(offset(.red) == 100)
    #expect(UIApplication.shared.animationDriver.runningCount == 0)
  }

  @Test func theCompletionRunsOnceWhenTheAnimationEnds() throws {
    var completions = 0
    let (driver, _) = try show(MovingSquare(animation: .linear(duration: 1), completion: { completions += 1 }))
    try driver.tap("Move")
    driver.advance(seconds: 0.9)
    #expect(completions == 0)
    driver.advance(seconds: 0.2)
    #expect(completions == 1)
    try driver.settle()
    #expect(completions == 1)
  }

  /// Opacity, scale and rotation travel along the curve too, drawn as they go.
  @Test func opacityScaleAndRotationAnimate() throws {
    let controller = UIHostingController(rootView: ChangingSquare())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    var nodes: (opacity: ViewNode?, scale: ViewNode?, rotation: ViewNode?, square: ViewNode?)
    controller.contentGraph.root.forEach { node in
      if node.content is OpacityContent { nodes.opacity = node }
      if node.content is ScaleEffectContent { nodes.scale = node }
      if node.content is RotationEffectContent { nodes.rotation = node }
      if let color = node.view as? Color, color == .green { nodes.square = node }
    }
    let (fading, growing, turning) = try (#require(nodes.opacity), #require(nodes.scale), #require(nodes.rotation))
    let node = try #require(nodes.square)
    func opacity() -> CGFloat { (fading.content as! OpacityContent).opacity(node: fading) }
    func scale() -> CGAffineTransform? { (growing.content as! ScaleEffectContent).transform(node: growing) }
    func rotation() -> CGAffineTransform? { (turning.content as! RotationEffectContent).transform(node: turning) }
    func pixel(_ point: CGPoint) -> UInt32 { driver.capture().storage.pixel(x: Int(point.x * 3), y: Int(point.y * 3)) }
    // Beside the square at rest: the white background.
    let beside = CGPoint(x: node.frame.maxX + 10, y: node.frame.midY)
    #expect(pixel(beside) & 0xFFFFFF == 0xFFFFFF)

    try driver.tap("Change")
    driver.advance(seconds: 0.5)
    #expect(abs(opacity() - 0.6) < 1e-6)
    #expect(abs(try #require(scale()).a - 1.5) < 1e-6)
    let turn = try #require(rotation())
    #expect(abs(atan2(turn.b, turn.a) - .pi / 4) < 1e-6)
    // Half-way the square, 1.5 times its size and turned 45°, reaches 10 pt beyond its frame, at 60 % opacity.
    let shown = pixel(beside)
    let (red, green) = ((shown >> 16) & 0xFF, (shown >> 8) & 0xFF)
    #expect(green > red + 40 && red > 100)
    try driver.settle()
    #expect(abs(opacity() - 0.2) < 1e-6)
    #expect(try #require(scale()).a == 2)
    #expect(UIApplication.shared.animationDriver.runningCount == 0)
  }

  @Test func namedAnimationsAreTheirSprings() {
    #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
    #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
    #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
    #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
    #expect(Animation.spring(duration: 0.5, bounce: 0.3) == .spring(response: 0.5, dampingFraction: 0.7))
    #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
    #expect(Animation.linear != .easeIn)
    #expect(Animation.linear.delay(1) != .linear)
    // A critically damped spring settles (to 0.1 %) when (1 + ω₀t)·e^(−ω₀t) = 0.001: ω₀t ≈ 9.23.
    let timing = Animation.spring(response: 1, dampingFraction: 1).timing
    #expect(abs(timing.duration - 9.23 / (2 * Double.pi)) < 1e-9)
  }
}
