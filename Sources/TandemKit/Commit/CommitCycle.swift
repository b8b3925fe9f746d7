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
  /// Where the object sits in its view tree (its number of superviews): outer objects update first.
  var commitUpdateDepth: Int { get }
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
  /// Updates performed in updates phases so far (for precise-update tests).
  package private(set) var updatesPerformed = 0

  package init() {}

  /// Asks for `performCommitUpdate()` in the next updates phase (coalesced: once per commit however often asked).
  package func schedule(_ object: any CommitUpdating) {
    let id = ObjectIdentifier(object)
    guard pending[id]?.object == nil else { return }
    nextOrder += 1
    pending[id] = Entry(object: object, order: nextOrder)
  }

  /// Whether an object waits for the updates phase.
  package func isScheduled(_ object: any CommitUpdating) -> Bool { pending[ObjectIdentifier(object)]?.object != nil }

  /// Takes an object off the list (it brought itself up to date some other way).
  package func cancel(_ object: any CommitUpdating) { pending[ObjectIdentifier(object)] = nil }

  /// Whether anything waits for the updates phase.
  package var hasPendingUpdates: Bool { pending.values.contains { $0.object != nil } }

  /// Runs the pending updates, outermost first; updates they schedule run in the same phase (bounded, so a
  /// content that never settles cannot hang the commit).
  package func runUpdates() {
    var rounds = 0
    while !pending.isEmpty && rounds < 16 {
      rounds += 1
      let batch = pending.values.compactMap { entry in entry.object.map { ($0, entry.order) } }
        .map { (object: $0.0, order: $0.1, depth: $0.0.commitUpdateDepth) }
        .sorted { ($0.depth, $0.order) < ($1.depth, $1.order) }
      pending = [:]
      for item in batch {
        updatesPerformed += 1
        item.object.performCommitUpdate()
      }
    }
  }

  /// Runs one phase of a commit, recording it.
  package func run(_ phase: CommitPhase, _ work: () -> Void) {
    self.phase = phase
    lastPhases.append(phase)
    phaseObserver?(phase)
    work()
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
