import Foundation

/// A value with a label: the label on the leading side and the value in secondary text on the trailing side, as
/// forms show read-only values.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Content labeled by a view.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  @MainActor public var body: some View {
    HStack(alignment: .firstTextBaseline) {
      label
      Spacer(minLength: 8)
      content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
    }
  }
}

extension LabeledContent where Label == Text {
  /// Content labeled by a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// Content labeled by a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A string value labeled by a localized title.
  nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }
  /// A string value labeled by a title.
  @_disfavoredOverload
  nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
  /// A formatted value labeled by a localized title.
  nonisolated public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}

/// A box grouping related content: the label in headline text above the content, on a rounded secondary background
/// with 16 points of padding.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A box with a label.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  @MainActor public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      label.font(.headline)
      content
    }
    .padding(16)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(
      RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(uiColor: .secondarySystemBackground)))
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a label.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// A box with a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A box with a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A label that shows or hides its content: a tap on the label (with its chevron, pointing down when expanded)
/// toggles it. Expanded state is the binding given, or the group's own.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
  @State private var ownExpanded = false

  /// A group with its own expanded state (collapsed at first).
  nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content
    self.label = label()
    isExpanded = nil
  }

  /// A group whose expanded state is a binding.
  nonisolated public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.content = content
    self.label = label()
    self.isExpanded = isExpanded
  }

  @MainActor public var body: some View {
    let expanded = isExpanded ?? $ownExpanded
    VStack(alignment: .leading, spacing: 0) {
      Button {
        expanded.wrappedValue.toggle()
      } label: {
        HStack {
          label.foregroundStyle(.primary)
          Spacer(minLength: 8)
          Image(systemName: expanded.wrappedValue ? "chevron.down" : "chevron.right")
            .font(.footnote.weight(.semibold))
            .foregroundStyle(Color.accentColor)
        }
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      if expanded.wrappedValue {
        content().padding(.top, 11)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group with a localized title and its own expanded state.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A group with a localized title whose expanded state is a binding.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  /// A group with a title and its own expanded state.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }
  /// A group with a title whose expanded state is a binding.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// Related controls side by side, drawn as bordered buttons.
nonisolated public struct ControlGroup<Content: View>: View {
  let content: Content

  /// A group of the controls `content` lists.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  @MainActor public var body: some View {
    HStack(spacing: 8) { content }.buttonStyle(.bordered)
  }
}
