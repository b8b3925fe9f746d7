import Foundation

/// A cell whose configuration updates coalesce into the commit: `setNeedsUpdateConfiguration()` (from any state
/// change: selection, highlight, editing, swipe, traits) asks once for the next updates phase, and the list
/// brings a cell up to date before it measures or shows it, as UIKit does before display.
@MainActor package protocol ConfigurationUpdatingCell: UIView, CommitUpdating {
  /// The cell's current state for configurations.
  var configurationState: UICellConfigurationState { get }
  /// Updates the cell's configurations for a state.
  func updateConfiguration(using state: UICellConfigurationState)
}

extension ConfigurationUpdatingCell {
  package func performCommitUpdate() { updateConfiguration(using: configurationState) }

  package var commitUpdateDepth: Int { depthInViewTree }

  /// Asks for one `updateConfiguration(using:)` in the next commit's updates phase.
  package func scheduleConfigurationUpdate() { UIApplication.shared.scheduleCommitUpdate(self) }

  /// Runs a requested configuration update now (a list about to measure or show the cell).
  package func updateConfigurationIfNeeded() {
    let cycle = UIApplication.shared.commitCycle
    guard cycle.isScheduled(self) else { return }
    cycle.cancel(self)
    performCommitUpdate()
  }
}
