import Foundation
import TandemKit

/// A control choosing one of a set of options, each a view tagged with the value it selects (`.tag(_:)`; a
/// `ForEach` element's id is its tag unless tagged). Drawn by the picker style: a menu button (iOS 16's default), a
/// segmented control, a wheel or rows with a checkmark. The options are evaluated in the graph but shown by the style.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView,
  PickerValue
{
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker over the options `content` lists, named by `label`.
  nonisolated public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  @MainActor package func makeContent() -> any NodeContent { PickerContent() }
  @MainActor package var childViews: [any View] { [] }
  @MainActor var selectedTag: AnyHashable { AnyHashable(selection.wrappedValue) }
  @MainActor func select(_ tag: AnyHashable) {
    guard let value = tag.base as? SelectionValue, value != selection.wrappedValue else { return }
    selection.wrappedValue = value
  }
  @MainActor var declaredViews: [any View] { [content, label] }
}

extension Picker where Label == Text {
  /// A picker named by a localized title.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  /// A picker named by a title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// Any `Picker`: its selection as a tag, and its option and label views.
@MainActor protocol PickerValue {
  var selectedTag: AnyHashable { get }
  func select(_ tag: AnyHashable)
  var declaredViews: [any View] { get }
}

/// One option of a picker: the value it selects (nil: untagged, not selectable), what it shows, and its view.
struct PickerOption {
  let tag: AnyHashable?
  let title: String
  let symbolName: String?
  let view: any View

  /// The options under a picker's declared content, in order.
  @MainActor static func options(under root: ViewNode) -> [PickerOption] {
    var options: [PickerOption] = []
    func hasTag(_ node: ViewNode) -> Bool {
      var found = false
      node.forEach { if $0.modifier(as: TagModifier.self) != nil { found = true } }
      return found
    }
    func option(_ node: ViewNode, tag: AnyHashable?) {
      options.append(
        PickerOption(
          tag: tag, title: AccessibilityNodes.texts(in: node).joined(separator: " "),
          symbolName: node.firstSymbolName, view: node.view))
    }
    func visit(_ node: ViewNode, isRoot: Bool) {
      if let tag = node.modifier(as: TagModifier.self)?.tag { return option(node, tag: tag) }
      // A ForEach element without a tag inside selects its id.
      if !isRoot, let id = node.identity.explicit, !hasTag(node) { return option(node, tag: id) }
      if !isRoot, node.view is Text || node.view is Image || node.view is any LabelValue || node.children.isEmpty {
        return option(node, tag: nil)
      }
      for child in node.children { visit(child, isRoot: false) }
    }
    visit(root, isRoot: true)
    return options
  }
}

/// Builds the picker's look from its options (its declared children) and the style in the environment.
final class PickerContent: NodeContent, LayoutOnly, ChildViewsProviding, DeclarationReading {
  var isTransparent: Bool { true }

  func declaredViews(node: ViewNode) -> [any View] { (node.view as? any PickerValue)?.declaredViews ?? [] }

  func childViews(node: ViewNode) -> [any View] {
    guard let picker = node.view as? any PickerValue, node.declaredChildren.count == 2 else { return [] }
    let options = PickerOption.options(under: node.declaredChildren[0])
    let label = AccessibilityNodes.texts(in: node.declaredChildren[1]).joined(separator: " ")
    var selectedTag: AnyHashable?
    ViewGraph.readingAsDependencies(of: node) { selectedTag = picker.selectedTag }
    let selected = options.firstIndex { $0.tag != nil && $0.tag == selectedTag }
    let select: (Int) -> Void = { index in
      guard options.indices.contains(index), let tag = options[index].tag else { return }
      picker.select(tag)
    }
    switch node.environment.pickerStyleKind {
    case .segmented:
      return [
        SegmentedPickerControl(
          segments: options.map { ($0.title.isEmpty ? nil : $0.title, $0.symbolName) }, selectedIndex: selected,
          onSelect: select, accessibilityLabel: label)
      ]
    case .menu:
      let button = MenuPickerButton(
        titles: options.map(\.title), selectedIndex: selected, onSelect: select, accessibilityLabel: label,
        inRow: node.environment.isListRow)
      // In a list or form row the label leads and the value trails; elsewhere the button stands alone.
      guard node.environment.isListRow else { return [button] }
      return [
        HStack {
          AnyView(erasing: node.declaredChildren[1].view).accessibilityHidden(true)
          Spacer(minLength: 8)
          button
        }
      ]
    case .wheel:
      return [
        WheelPickerControl(
          titles: options.map(\.title), selectedIndex: selected, onSelect: select, accessibilityLabel: label)
      ]
    case .inline:
      return [
        InlinePickerRows(options: options.map { AnyView(erasing: $0.view) }, selectedIndex: selected, onSelect: select)
      ]
    case .navigationLink:
      let labelView = AnyView(erasing: node.declaredChildren[1].view)
      let page = NavigationPickerPage(
        title: label, options: options.map { AnyView(erasing: $0.view) }, selectedIndex: selected, onSelect: select)
      return [
        NavigationLink {
          page
        } label: {
          HStack {
            labelView
            Spacer(minLength: 8)
            if let selected { Text(options[selected].title).foregroundStyle(.secondary) }
          }
        }
      ]
    }
  }
}

/// The navigation-link style's page: the options in a list, the selected one checked; choosing one selects it and
/// pops back.
struct NavigationPickerPage: View {
  let title: String
  let options: [AnyView]
  let selectedIndex: Int?
  let onSelect: (Int) -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    List {
      ForEach(options.indices, id: \.self) { index in
        PickerOptionRow(option: options[index], isSelected: index == selectedIndex) {
          onSelect(index)
          dismiss()
        }
      }
    }
    .navigationTitle(title)
    .navigationBarTitleDisplayMode(.inline)
  }
}

/// One option as a row: its view in the primary color, a checkmark in the tint color when selected.
struct PickerOptionRow: View {
  let option: AnyView
  let isSelected: Bool
  var verticalPadding: CGFloat = 0
  let choose: () -> Void
  @Environment(\.tint) private var tint

  var body: some View {
    Button(action: choose) {
      HStack {
        option.foregroundColor(.primary)
        Spacer(minLength: 8)
        if isSelected {
          Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundColor(tint ?? .accentColor)
        }
      }
      .padding(.vertical, verticalPadding)
      .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
  }
}

/// The inline style: a row per option, the selected one with a checkmark in the tint color.
struct InlinePickerRows: View {
  let options: [AnyView]
  let selectedIndex: Int?
  let onSelect: (Int) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(options.indices, id: \.self) { index in
        PickerOptionRow(option: options[index], isSelected: index == selectedIndex, verticalPadding: 11) {
          onSelect(index)
        }
        if index < options.count - 1 { Divider() }
      }
    }
  }
}
