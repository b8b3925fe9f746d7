import Foundation
import TandemTesting
import Testing

@testable import TandemKit

/// An app-defined configuration: a title whose color follows selection.
private struct BadgeConfiguration: UIContentConfiguration, Equatable {
  var title = ""
  var isHighlightedLook = false
  func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
  func updated(for state: UIConfigurationState) -> BadgeConfiguration {
    var copy = self
    if let cell = state as? UICellConfigurationState { copy.isHighlightedLook = cell.isSelected || cell.isHighlighted }
    return copy
  }
}

private struct OtherConfiguration: UIContentConfiguration {
  func makeContentView() -> UIView & UIContentView { BadgeView(configuration: BadgeConfiguration()) }
  func updated(for state: UIConfigurationState) -> OtherConfiguration { self }
}

private final class BadgeView: UIView, UIContentView {
  let label = UILabel()
  var configuration: UIContentConfiguration {
    didSet { apply() }
  }
  init(configuration: BadgeConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    addSubview(label)
    apply()
  }
  required init?(coder: NSCoder) { nil }
  private func apply() {
    guard let badge = configuration as? BadgeConfiguration else { return }
    label.text = badge.title
    label.textColor = badge.isHighlightedLook ? .systemBlue : .label
  }
}

@MainActor @Suite(.ownsTheApplication) struct ContentConfigurationTests {
  @Test func cellStateCarriesFlagsTraitsAndCustomValues() {
    var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
    #expect(!state.isSelected && !state.isEditing && !state.isSwiped && state.cellDragState == .none)
    let key = UIConfigurationStateCustomKey("com.example.unread")
    #expect(state[key] == nil)
    state[key] = true
    state.isSelected = true
    #expect(state[key] == AnyHashable(true))
    #expect(state.traitCollection.userInterfaceStyle == .dark)
    var other = state
    #expect(other == state)
    other[key] = false
    #expect(other != state)
  }

  @Test func configurationsUpdateForStateAndContentViewsTakeThemInPlace() throws {
    let configuration = BadgeConfiguration(title: "Steps")
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    state.isSelected = true
    let selected = configuration.updated(for: state)
    #expect(selected.isHighlightedLook)
    let view = configuration.makeContentView()
    #expect(view.supports(selected))
    #expect(!view.supports(OtherConfiguration()))
    view.configuration = selected
    let label = try #require((view as? BadgeView)?.label)
    #expect(label.text == "Steps")
    #expect(label.textColor == .systemBlue)
  }
}
