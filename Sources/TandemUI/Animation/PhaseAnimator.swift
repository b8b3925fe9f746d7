import Foundation
import TandemKit

/// A view standing for the content a modifier-style animator (`phaseAnimator`, `keyframeAnimator`) animates.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
  let content: any View
  @MainActor package func makeContent() -> any NodeContent { PassthroughContent() }
  @MainActor package var childViews: [any View] { [content] }
}

/// Animates its content through a sequence of phases: each phase's animation runs to its end, then the next
/// phase's starts. Without a trigger it cycles for as long as it is shown; with one, each change of the trigger
/// runs once through the phases after the first, and back to the first.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let phases: [Phase]
  let trigger: AnyEquatable?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?
  @State private var index = 0
  @State private var run = 0

  /// Cycles through `phases` while shown.
  nonisolated public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    precondition(!self.phases.isEmpty, "phaseAnimator needs at least one phase")
    trigger = nil
    self.content = content
    self.animation = animation
  }

  /// Runs through `phases` once each time `trigger` changes.
  nonisolated public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    precondition(!self.phases.isEmpty, "phaseAnimator needs at least one phase")
    self.trigger = AnyEquatable(trigger)
    self.content = content
    self.animation = animation
  }

  @MainActor public var body: some View {
    content(phases[min(index, phases.count - 1)])
      .onAppear { if trigger == nil { advance(cycling: true, run: run) } }
      .onChange(of: trigger) {
        run += 1
        advance(cycling: false, run: run)
      }
  }

  /// Moves to the next phase with its animation; when that ends, on to the one after (a cycle goes on forever, a
  /// triggered run stops back at the first phase). A newer trigger ends an older run.
  @MainActor private func advance(cycling: Bool, run: Int) {
    guard phases.count > 1, run == self.run else { return }
    let next = (index + 1) % phases.count
    let animation = animation(phases[next])
    let proceed = {
      guard cycling || next != 0 else { return }
      // A phase without animation takes effect at once; the next one starts on the next turn of the run loop.
      MainQueue.run { advance(cycling: cycling, run: run) }
    }
    if animation == nil {
      index = next
      DispatchQueue.main.async { MainActor.assumeIsolated { proceed() } }
    } else {
      withAnimation(animation) {
        index = next
      } completion: {
        proceed()
      }
    }
  }
}

/// An Equatable value of any type.
struct AnyEquatable: Equatable, @unchecked Sendable {
  private let value: Any
  private let equals: (Any) -> Bool
  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
  }
  static func == (lhs: AnyEquatable, rhs: AnyEquatable) -> Bool { lhs.equals(rhs.value) }
}

extension View {
  /// Cycles this view through `phases`, each with its animation, while it is shown.
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Runs this view through `phases`, each with its animation, each time `trigger` changes.
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }
}
