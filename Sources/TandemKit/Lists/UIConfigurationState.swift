import Foundation

/// The state a configuration is updated for: a trait collection and custom values by key.
public protocol UIConfigurationState {
  /// A state with a trait collection and nothing else set.
  init(traitCollection: UITraitCollection)
  /// The traits of the view the state belongs to.
  var traitCollection: UITraitCollection { get set }
  /// A custom value of the state (nil when unset).
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for an app-defined value in a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A key with a (reverse-DNS style) name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state of a view for its configurations: traits, and whether it is selected, highlighted, disabled or
/// focused.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  /// Whether a list header or footer is pinned to the visible bounds.
  public var isPinned = false
  var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customValues[key] }
    set { customValues[key] = newValue }
  }
}

/// The state of a list or collection cell for its configurations: the view's state plus editing, swiping,
/// expansion, reordering, dragging and dropping.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// A cell's drag state.
  public enum DragState: Hashable, Sendable { case none, lifting, dragging }
  /// A cell's drop state.
  public enum DropState: Hashable, Sendable { case none, notTargeted, targeted }

  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isPinned = false
  /// Whether the list is in editing mode.
  public var isEditing = false
  /// Whether the cell is expanded (outlines).
  public var isExpanded = false
  /// Whether the cell's swipe actions are showing.
  public var isSwiped = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  public var cellDragState = DragState.none
  public var cellDropState = DropState.none
  var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customValues[key] }
    set { customValues[key] = newValue }
  }
}

extension UICellConfigurationState {
  /// The state of a list cell from its flags.
  init(
    traitCollection: UITraitCollection, selected: Bool, highlighted: Bool, enabled: Bool, editing: Bool, swiped: Bool
  ) {
    self.init(traitCollection: traitCollection)
    isSelected = selected
    isHighlighted = highlighted
    isDisabled = !enabled
    isEditing = editing
    isSwiped = swiped
  }
}
