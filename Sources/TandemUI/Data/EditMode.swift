import Foundation

/// Whether the user is editing the content (a list shows delete controls while active).
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
  /// Whether editing is on (`.active` or `.transient`).
  public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
  // nil, never written: no state is shared.
  nonisolated(unsafe) static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
  /// The edit mode of the content, as a binding: each hosting graph provides one (inactive at first), which
  /// `EditButton` toggles and lists follow.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that toggles the environment's edit mode, titled Edit or Done (bold) as iOS does.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// An edit button.
  nonisolated public init() {}

  public var body: some View {
    let editing = editMode?.wrappedValue.isEditing ?? false
    Button {
      guard let editMode else { return }
      editMode.wrappedValue = editing ? .inactive : .active
    } label: {
      Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
    }
  }
}
