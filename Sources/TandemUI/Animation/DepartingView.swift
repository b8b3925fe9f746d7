import Foundation
import TandemKit

/// A view an animated change removed, drawn where it was while its transition's removal runs: a picture of its
/// subtree taken as it left, drawn by its former parent after its children with the removal's effects growing
/// from none to all, then dropped. Layout, hit-testing and accessibility no longer see it. A transition given by
/// its views in each phase (a modifier transition, a `Transition`) shows the picture as the content of a graph of
/// its own, whose root goes from the `.identity` view to the `.didDisappear` view with the removal's animation.
@MainActor final class DepartingView {
  private let picture: CGImage
  /// Where the picture goes (graph coordinates), and the frame the effects are relative to.
  private let rect: CGRect
  private let frame: CGRect
  private let effects: AnyTransition.Effects
  private let rightToLeft: Bool
  private var phase: Double = 0
  /// For a `matchedGeometryEffect` view: where the group's new member is (read as it is laid out), which the
  /// departing view flies to.
  private let matchedTarget: (() -> CGRect?)?
  /// For a phased transition: the graph showing the picture through the transition's views, drawn at `frame`.
  private var live: ViewGraph?

  private init(
    picture: CGImage, rect: CGRect, frame: CGRect, effects: AnyTransition.Effects, rightToLeft: Bool,
    matchedTarget: (() -> CGRect?)?
  ) {
    self.picture = picture
    self.rect = rect
    self.frame = frame
    self.effects = effects
    self.rightToLeft = rightToLeft
    self.matchedTarget = matchedTarget
  }

  /// The transform of the drawing now: the removal's effects, then the flight toward the matched view's frame.
  private var transform: CGAffineTransform? {
    var transform = effects.applied(phase, frame: frame, rightToLeft: rightToLeft).transform
    if let target = matchedTarget?(), target != frame {
      let p = CGFloat(phase)
      let to = CGRect(
        x: frame.minX + (target.minX - frame.minX) * p, y: frame.minY + (target.minY - frame.minY) * p,
        width: frame.width + (target.width - frame.width) * p, height: frame.height + (target.height - frame.height) * p
      )
      let sx = frame.width > 0 ? to.width / frame.width : 1
      let sy = frame.height > 0 ? to.height / frame.height : 1
      let flight = CGAffineTransform(
        a: sx, b: 0, c: 0, d: sy, tx: to.minX - frame.minX * sx, ty: to.minY - frame.minY * sy)
      transform = transform.map { $0.concatenating(flight) } ?? flight
    }
    return transform
  }

  /// Where the departing view shows now (a live one anywhere around its frame its views may move it to).
  private var shownRect: CGRect {
    let area = live == nil ? rect : rect.union(frame.insetBy(dx: -frame.width, dy: -frame.height))
    return transform.map { area.applying($0) } ?? area
  }

  /// Shows the picture through a phased transition's views in a graph of its own, from `.identity` to
  /// `.didDisappear` with `animation`; `redraw` runs when that graph's drawing changes.
  private func goLive(
    _ body: PhasedTransitionBody, animation: Animation?, environment: EnvironmentValues,
    redraw: @escaping () -> Void
  ) {
    let phase = DepartingPhase()
    let content = DepartingPicture(
      picture: UIImage(cgImage: picture, scale: max(environment.displayScale, 1), orientation: .up),
      size: frame.size, pictureSize: rect.size,
      offset: CGSize(width: rect.minX - frame.minX, height: rect.minY - frame.minY))
    let graph = ViewGraph(
      rootView: PhasedRoot(content: content, transitionBody: body, phase: phase), environment: environment)
    let bounds = CGRect(origin: .zero, size: frame.size)
    graph.layout(in: bounds)
    graph.onNeedsRedraw = redraw
    graph.onNeedsUpdate = { [weak graph] in
      MainQueue.run {
        guard let graph, graph.needsUpdate else { return }
        graph.update()
        graph.layout(in: bounds)
        redraw()
      }
    }
    live = graph
    phase.value = .didDisappear
    graph.root.invalidate(transaction: Transaction(animation: animation))
  }

  func draw(in context: CGContext) {
    let opacity = effects.applied(phase, frame: frame, rightToLeft: rightToLeft).opacity
    guard opacity > 0 else { return }
    context.saveGState()
    if let transform { context.concatenate(transform) }
    if opacity < 1 { context.beginGroup() }
    if let live {
      context.translateBy(x: frame.minX, y: frame.minY)
      live.draw(in: context)
    } else {
      context.drawImageUpright(picture, in: rect)
    }
    if opacity < 1 { context.endGroup(alpha: CGFloat(opacity)) }
    context.restoreGState()
  }

  /// Starts the removal of `child`, which `parent` is about to remove, when a transition on it (the child or the
  /// modifiers it is made of) and the change animate.
  static func depart(_ child: ViewNode, from parent: ViewNode) {
    // The transition on the child or the modifiers it is made of; a matched view without one fades.
    let matched = child.matchedGeometryModifier
    var node = child
    var transition: TransitionContent?
    while true {
      if let content = node.content as? TransitionContent {
        transition = content
        break
      }
      guard node.children.count == 1 else { break }
      node = node.children[0]
    }
    if transition == nil { node = child }
    guard transition != nil || matched != nil, node.drawnFrame != .zero,
      let timing = transition?.transition.animation?.timing ?? node.moveAnimation(transaction: node.graph.transaction)
    else { return }
    let effects = transition?.transition.removal ?? AnyTransition.opacity.removal
    let phased = transition?.transition.phasedRemoval
    let animation =
      transition?.transition.animation ?? node.moveTransaction(transaction: node.graph.transaction).animation
    var target: (() -> CGRect?)?
    if let key = matched?.key {
      target = { [weak graph = parent.graph] in
        guard let entry = graph?.matchedGeometry.sources[key], let member = entry.node, !member.isRemoved else {
          return nil
        }
        return entry.frame
      }
    }
    start(node, from: parent, effects: effects, timing: timing, target: target, phased: phased.map { ($0, animation) })
  }

  /// Starts the removal of `node` (drawn as it is now, only inside `clip` when given) with `effects`: its former
  /// parent (or, for a content transition, its own parent) draws the picture until the track ends.
  static func start(
    _ node: ViewNode, from parent: ViewNode, effects: AnyTransition.Effects, timing: AnimationTiming,
    target: (() -> CGRect?)? = nil, phased: (body: PhasedTransitionBody, animation: Animation?)? = nil,
    clip: [CGRect]? = nil
  ) {
    var area = CGRect.null
    node.forEach { area = area.union($0.drawnFrame) }
    let rect = area.insetBy(dx: -ViewNode.drawingOverhang, dy: -ViewNode.drawingOverhang).integral
    guard rect.width > 0, rect.height > 0, rect.width * rect.height < 1e7 else { return }
    let scale = max(node.environment.displayScale, 1)
    let surface = PixelSurface(
      width: Int((rect.width * scale).rounded(.up)), height: Int((rect.height * scale).rounded(.up)), scale: scale)
    let context = CGContext(surface: surface)
    context.translateBy(x: -rect.minX, y: -rect.minY)
    // Only part of the node leaves (the characters of a number that changed): the picture holds only that part.
    if let clip { context.clip(to: clip) }
    node.draw(in: context, dirty: nil)
    let departing = DepartingView(
      picture: CGImage(surface: surface), rect: rect, frame: node.frame, effects: effects,
      rightToLeft: node.environment.layoutDirection == .rightToLeft, matchedTarget: target)
    parent.departures.append(departing)
    let graph = parent.graph
    if let phased {
      departing.goLive(phased.body, animation: phased.animation, environment: node.environment) {
        graph.damage.rect = graph.damage.rect.union(departing.shownRect)
        graph.onNeedsRedraw?()
      }
    }
    func show(_ phase: Double) {
      graph.damage.rect = graph.damage.rect.union(departing.shownRect)
      departing.phase = phase
      graph.damage.rect = graph.damage.rect.union(departing.shownRect)
      graph.onNeedsRedraw?()
    }
    func leave() {
      graph.damage.rect = graph.damage.rect.union(departing.shownRect)
      parent.departures.removeAll { $0 === departing }
      graph.onNeedsRedraw?()
    }
    UIApplication.shared.animationDriver.add(
      timing.track(
        of: departing, in: graph.animationGroup,
        present: { progress in show(progress) },
        settle: { position in
          if position == .start { show(0) } else { leave() }
        },
        finish: { leave() }),
      for: AnimationDriver.Key(target: departing, attributes: "SwiftUI.removal"))
  }
}

/// The phase a departing view's phased transition shows.
@MainActor final class DepartingPhase {
  var value = TransitionPhase.identity
}

/// The root of a departing view's own graph: the transition's view of the content in the current phase.
nonisolated struct PhasedRoot: View {
  let content: DepartingPicture
  let transitionBody: PhasedTransitionBody
  let phase: DepartingPhase

  @MainActor var body: some View {
    AnyView(transitionBody.make(content, phase.value))
  }
}

/// The picture of a departed view, laid out at the view's size (the picture overhangs it by `offset`).
nonisolated struct DepartingPicture: View {
  let picture: UIImage
  let size: CGSize
  let pictureSize: CGSize
  let offset: CGSize

  @MainActor var body: some View {
    Color.clear.frame(width: size.width, height: size.height)
      .overlay(alignment: .topLeading) {
        Image(uiImage: picture)
          .resizable()
          .frame(width: pictureSize.width, height: pictureSize.height)
          .offset(offset)
      }
  }
}
