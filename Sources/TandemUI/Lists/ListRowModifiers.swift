import Foundation
import TandemKit

extension VerticalEdge {
  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
    /// The set holding one edge.
    public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
  }
}

struct ListRowMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
  /// The margins a list row's content sits in (the cell's layout margins), set for each row.
  var listRowMargins: EdgeInsets {
    get { self[ListRowMarginsKey.self] }
    set { self[ListRowMarginsKey.self] = newValue }
  }
}

/// A list row's content moved from the cell's margins to its own insets.
nonisolated struct ListRowInsetsView<Content: View>: View {
  let content: Content
  let insets: EdgeInsets
  @Environment(\.listRowMargins) private var margins
  @Environment(\.isListRow) private var isListRow

  @MainActor var body: some View {
    if isListRow {
      content.padding(
        EdgeInsets(
          top: insets.top - margins.top, leading: insets.leading - margins.leading,
          bottom: insets.bottom - margins.bottom, trailing: insets.trailing - margins.trailing))
    } else {
      content
    }
  }
}

/// A list row's background: the view fills the whole cell behind the row's content.
nonisolated struct ListRowBackgroundView<Content: View, Background: View>: View {
  let content: Content
  let background: Background
  @Environment(\.listRowMargins) private var margins
  @Environment(\.isListRow) private var isListRow

  @MainActor var body: some View {
    if isListRow {
      content.frame(maxWidth: .infinity, alignment: .leading).background(
        background.padding(
          EdgeInsets(
            top: -margins.top, leading: -margins.leading, bottom: -margins.bottom, trailing: -margins.trailing)))
    } else {
      content
    }
  }
}

/// How a row's separator shows, as the row's content declares it (the outermost declaration wins).
struct ListRowSeparatorKey: PreferenceKey {
  struct Value: Equatable {
    var hidden: Bool?
    var tint: Color?
    static func == (a: Value, b: Value) -> Bool { a.hidden == b.hidden && a.tint?.uiColor == b.tint?.uiColor }
  }
  static let defaultValue = Value()
  static func reduce(value: inout Value, nextValue: () -> Value) {
    let next = nextValue()
    if value.hidden == nil { value.hidden = next.hidden }
    if value.tint == nil { value.tint = next.tint }
  }
}

extension ViewGraph {
  /// Whether the row this graph shows hides its separator.
  package var separatorHidden: Bool { root?.preferenceValue(ListRowSeparatorKey.self).hidden == true }
  /// The color of the row's separator, if the content sets one.
  package var separatorTint: UIColor? { root?.preferenceValue(ListRowSeparatorKey.self).tint?.uiColor }
}

extension View {
  /// Sets the insets of this list row's content from the row's edges (nil: the list's default margins).
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    Group {
      if let insets { ListRowInsetsView(content: self, insets: insets) } else { self }
    }
  }

  /// Puts a view behind this whole list row (nil: the list's row background).
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
    Group {
      if let view { ListRowBackgroundView(content: self, background: view) } else { self }
    }
  }

  /// Shows or hides this list row's separator. Linux: rows draw only the separator below them, so `.top` alone
  /// changes nothing (the row above owns that line).
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    preference(
      key: ListRowSeparatorKey.self,
      value: ListRowSeparatorKey.Value(hidden: edges.contains(.bottom) ? visibility == .hidden : nil))
  }

  /// Shows or hides the separators at the edges of this section: a plain list draws one below a section's last
  /// row. Linux: rows draw only the separator below them, so `.top` alone changes nothing.
  nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    ListSectionSeparatorView(content: self, hidden: edges.contains(.bottom) ? visibility == .hidden : nil, tint: nil)
  }

  /// Colors the separators at the edges of this section (nil: the list's separator color).
  nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    ListSectionSeparatorView(content: self, hidden: nil, tint: edges.contains(.bottom) ? color : nil)
  }

  /// Colors this list row's separator (nil: the list's separator color).
  nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    preference(
      key: ListRowSeparatorKey.self, value: ListRowSeparatorKey.Value(tint: edges.contains(.bottom) ? color : nil))
  }
}

/// A list row with a badge: the row's content, then the badge in secondary text at the trailing edge.
nonisolated struct BadgedRow<Content: View>: View {
  let content: Content
  let badge: Text?
  @Environment(\.isListRow) private var isListRow

  @MainActor var body: some View {
    if isListRow, let badge {
      HStack {
        content
        Spacer(minLength: 8)
        badge.foregroundStyle(.secondary)
      }
    } else {
      content
    }
  }
}

extension View {
  /// A count shown at the trailing edge of this list row (0: none). Outside list rows iOS shows badges on tab
  /// items only; elsewhere, as on iOS, it shows nothing.
  nonisolated public func badge(_ count: Int) -> some View {
    BadgedRow(content: self, badge: count == 0 ? nil : Text("\(count)"))
  }
  /// A text shown at the trailing edge of this list row (nil: none).
  nonisolated public func badge(_ label: Text?) -> some View {
    BadgedRow(content: self, badge: label)
  }
  /// A localized text shown at the trailing edge of this list row (nil: none).
  nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
    BadgedRow(content: self, badge: key.map { Text($0) })
  }
  /// A text shown at the trailing edge of this list row (nil: none).
  @_disfavoredOverload
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
    BadgedRow(content: self, badge: label.map { Text($0) })
  }
}

/// A section (or sections) with its edge separators set; outside a list it is its content.
nonisolated struct ListSectionSeparatorView<Content: View>: View, ListSectionSeparating {
  let content: Content
  let hidden: Bool?
  let tint: Color?

  @MainActor var body: some View { content }
  @MainActor var separatedContent: any View { content }
}

/// A view setting the edge separators of the sections inside it, as a list reads it.
@MainActor protocol ListSectionSeparating {
  var separatedContent: any View { get }
  var hidden: Bool? { get }
  var tint: Color? { get }
}
