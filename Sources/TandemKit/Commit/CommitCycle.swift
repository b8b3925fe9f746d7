import Foundation

/// The commit: once per run-loop turn (or per frame of a virtual clock) the app brings the screen up to date in
/// fixed phases, each finished before the next starts.
///
/// 1. **tick** — the frame clock delivers the frame to its observers: UIView animations, scroll deceleration,
///    timers of gesture recognizers, caret blinks.
/// 2. **updates** — pending SwiftUI graph updates (bodies whose inputs changed are re-evaluated) and coalesced
///    cell configuration updates (`setNeedsUpdateConfiguration`) run, outermost view first. A hosted content whose
///    size changed invalidates its container here, so the container knows before it lays out.
/// 3. **layout** — every visible window lays out what needs it (`layoutSubviews`, self-sizing cells measured).
/// 4. **display** — layers whose content is out of date redraw their backing stores (`draw(_:)`).
/// 5. **composite** — the compositor repaints the damaged rectangles of the screen.
/// 6. **present** — the damaged pixels go to the window (or the headless surface).
///
/// Work scheduled during a phase waits for the next commit, except layout and updates that layout itself causes,
/// which settle before the display phase.
package enum CommitPhase: String, CaseIterable, Sendable {
  case tick, updates, layout, display, composite, present
}

/// An object that brings itself up to date in the updates phase of a commit (a SwiftUI host re-evaluating its
/// graph, a cell re-running its configuration update).
@MainActor package protocol CommitUpdating: AnyObject {
  /// Brings the object up to date before layout, invalidating the layout it affects.
  func performCommitUpdate()
}

/// The objects waiting for the updates phase, and the record of the last commit's phases.
@MainActor package final class CommitCycle {
  private struct Entry {
    weak var object: (any CommitUpdating)?
    let order: Int
  }
  private var pending: [ObjectIdentifier: Entry] = [:]
  private var nextOrder = 0
  /// The phase running now (nil between commits).
  package internal(set) var phase: CommitPhase?
  /// The phases the last commit ran, in order.
  package internal(set) var lastPhases: [CommitPhase] = []
  /// Called as each phase starts (for structure tests).
  package var phaseObserver: ((CommitPhase) -> Void)?

  package init() {}

  /// Asks for `performCommitUpdate()` in the next updates phase (coalesced: once per commit however often asked).
  package func schedule(_ object: any CommitUpdating) {
    let id = ObjectIdentifier(object)
    guard pending[id]?.object == nil else { return }
    nextOrder += 1
    pending[id] = Entry(object: object, order: nextOrder)
  }

  /// Runs an object's requested update now, off the list (a list about to measure a cell, a button about to lay
  /// out).
  package func performNowIfScheduled(_ object: any CommitUpdating) {
    guard pending.removeValue(forKey: ObjectIdentifier(object))?.object != nil else { return }
    object.performCommitUpdate()
  }

  /// Whether anything waits for the updates phase.
  package var hasPendingUpdates: Bool { pending.values.contains { $0.object != nil } }

  /// Runs the pending updates, outermost first; updates they schedule run in the same phase (bounded, so a
  /// content that never settles cannot hang the commit).
  package func runUpdates() {
    var rounds = 0
    while !pending.isEmpty && rounds < 16 {
      rounds += 1
      // Views by their number of superviews (objects that are not views last), then in asking order.
      let batch = pending.values.compactMap { entry in
        entry.object.map { (object: $0, order: entry.order, depth: ($0 as? UIView)?.depthInViewTree ?? .max) }
      }
      .sorted { ($0.depth, $0.order) < ($1.depth, $1.order) }
      pending = [:]
      for item in batch { item.object.performCommitUpdate() }
    }
  }

  /// Runs one phase of a commit, recording it; returns what the phase's work returns.
  @discardableResult
  package func run<Result>(_ phase: CommitPhase, _ work: () -> Result) -> Result {
    self.phase = phase
    lastPhases.append(phase)
    phaseObserver?(phase)
    return work()
  }
}

extension UIView {
  /// How many superviews the view has (outer views update first in a commit).
  package var depthInViewTree: Int {
    var depth = 0
    var ancestor = superview
    while let view = ancestor {
      depth += 1
      ancestor = view.superview
    }
    return depth
  }
}
