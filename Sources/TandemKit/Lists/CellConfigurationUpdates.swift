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

  /// Asks for one `updateConfiguration(using:)` in the next commit's updates phase.
  package func scheduleConfigurationUpdate() { UIApplication.shared.scheduleCommitUpdate(self) }

  /// Runs a requested configuration update now (a list about to measure or show the cell).
  package func updateConfigurationIfNeeded() { UIApplication.shared.commitCycle.performNowIfScheduled(self) }
}

/// The flags a list cell's configuration state is made from (table and collection view cells alike).
struct CellStateFlags {
  var selected = false
  var highlighted = false
  var editing = false

  /// Sets a flag; returns whether it changed (the cell then asks for a configuration update).
  mutating func set(_ flag: WritableKeyPath<CellStateFlags, Bool>, to value: Bool) -> Bool {
    guard self[keyPath: flag] != value else { return false }
    self[keyPath: flag] = value
    return true
  }
}

/// A list whose cells re-size themselves when their content changes (a table or collection view).
@MainActor protocol SelfSizingList: UIScrollView {
  /// When cells re-size themselves.
  var selfSizingInvalidation: UITableView.SelfSizingInvalidation { get }
  /// Measures a cell's row again at the next layout.
  func contentSizeChanged(ofCell cell: UIView)
  /// Whether the list sizes a cell by its content.
  func sizesByContent(_ cell: UIView) -> Bool
}

extension UITableView: SelfSizingList {
  func contentSizeChanged(ofCell cell: UIView) { (cell as? UITableViewCell).map(cellNeedsResizing) }
  func sizesByContent(_ cell: UIView) -> Bool { (cell as? UITableViewCell).map(rowSizesByContent) ?? false }
}

extension UICollectionView: SelfSizingList {
  func contentSizeChanged(ofCell cell: UIView) { (cell as? UICollectionViewCell).map(cellNeedsResizing) }
  func sizesByContent(_ cell: UIView) -> Bool { true }
}

extension ConfigurationUpdatingCell {
  /// The configuration state of a cell with these flags, its traits and enabled state.
  func configurationState(_ flags: CellStateFlags, swiped: Bool) -> UICellConfigurationState {
    UICellConfigurationState(
      traitCollection: traitCollection, selected: flags.selected, highlighted: flags.highlighted,
      enabled: isUserInteractionEnabled, editing: flags.editing, swiped: swiped)
  }

  /// The configurations a cell shows for a state: its content configuration updated for the state (when
  /// automatic), and its background (or the default) updated for the state when `updatesBackground`.
  func configurations(
    for state: UICellConfigurationState, content: UIContentConfiguration?, updatesContent: Bool,
    background: UIBackgroundConfiguration, updatesBackground: Bool
  ) -> (content: UIContentConfiguration?, background: UIBackgroundConfiguration) {
    let shownContent = updatesContent ? content.map { $0.updated(for: state) } : nil
    return (shownContent, updatesBackground ? background.updated(for: state) : background)
  }

  /// Whether the cell's list sizes it by its content (and lets content changes re-size it).
  var listSizesByContent: Bool {
    guard let list = superview as? any SelfSizingList else { return false }
    return list.selfSizingInvalidation != .disabled && list.sizesByContent(self)
  }

  /// The cell's content may have changed size: its list measures it again when the list's self-sizing
  /// invalidation allows (changes from constraints only with `.enabledIncludingConstraints`).
  func listContentSizeMayHaveChanged(fromConstraints: Bool) {
    guard let list = superview as? any SelfSizingList else { return }
    switch list.selfSizingInvalidation {
    case .disabled: return
    case .enabled: if fromConstraints { return }
    case .enabledIncludingConstraints: break
    }
    list.contentSizeChanged(ofCell: self)
  }
}
