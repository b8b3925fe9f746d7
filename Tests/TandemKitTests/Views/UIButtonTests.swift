import Foundation
import TandemTesting
import Testing

@testable import TandemKit

@MainActor @Suite(.serialized, .ownsTheApplication) struct UIButtonTests {
  func button(_ placement: NSDirectionalRectEdge) -> UIButton {
    var config = UIButton.Configuration.plain()
    config.title = "Title"
    config.image = UIImage(systemName: "heart.fill")
    config.imagePlacement = placement
    config.imagePadding = 4
    return UIButton(configuration: config)
  }

  @Test func imagePlacementStacksOrRowsTheContent() {
    let leading = button(.leading).intrinsicContentSize
    let top = button(.top).intrinsicContentSize
    let image = UIImage(systemName: "heart.fill")!.size
    #expect(top.height > leading.height)
    #expect(top.width < leading.width)
    #expect(abs(leading.width - top.width - (image.width + 4)) < 1)
    #expect(button(.trailing).intrinsicContentSize == leading)
  }

  @Test func primaryActionsRunThroughSendActions() {
    var runs = 0
    let button = UIButton(
      configuration: .filled(),
      primaryAction: UIAction(title: "Go") { action in
        runs += 1
        #expect(action.sender is UIButton)
      })
    #expect(button.configuration?.title == "Go")
    button.sendActions(for: .primaryActionTriggered)
    #expect(runs == 1)
    button.sendActions(for: .valueChanged)
    #expect(runs == 1)
  }

  @Test func configurationUpdateHandlerSeesState() {
    let button = UIButton(configuration: .filled())
    button.configurationUpdateHandler = { button in
      button.configuration?.title = button.isHighlighted ? "Pressed" : "Idle"
    }
    // State changes ask for an update; it runs once, before the button next lays out (UIKit coalesces them).
    var runs = 0
    let handler = button.configurationUpdateHandler
    button.configurationUpdateHandler = { button in
      runs += 1
      handler?(button)
    }
    button.layoutIfNeeded()
    runs = 0
    button.isHighlighted = true
    button.isSelected = true
    #expect(runs == 0)
    button.layoutIfNeeded()
    #expect(runs == 1)
    #expect(button.configuration?.title == "Pressed")
    button.isHighlighted = false
    button.layoutIfNeeded()
    #expect(button.configuration?.title == "Idle")
  }

  /// A button made while the screen is an iPad's (2x) and shown in an iPhone's window (3x) measures again there:
  /// its size rounds to the new pixels, and Auto Layout hears of it.
  @Test func aButtonMeasuresAgainInAWindowOfAnotherScale() {
    _ = showInWindow(UIViewController(), device: .iPad)
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Filled"
    configuration.image = UIImage(systemName: "heart.fill")
    let early = UIButton(configuration: configuration)
    early.translatesAutoresizingMaskIntoConstraints = false
    let root = UIViewController()
    root.view.addSubview(early)
    NSLayoutConstraint.activate([
      early.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      early.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
    ])
    _ = showInWindow(root)
    let fresh = UIButton(configuration: configuration)
    #expect(early.traitCollection.displayScale == 3)
    #expect(early.intrinsicContentSize == fresh.intrinsicContentSize)
    #expect(early.frame.size == fresh.intrinsicContentSize)
  }
}
