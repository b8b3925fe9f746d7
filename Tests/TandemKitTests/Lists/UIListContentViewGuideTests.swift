import Foundation
import TandemTesting
import Testing
import UIKit

/// A contact row made of a list content view, with a status line aligned under its text by the text's layout guide,
/// as apps build custom rows on `UIListContentView`.
private final class ContactController: UIViewController {
  let content: UIListContentView
  let status = UILabel()
  private var statusLeading: NSLayoutConstraint?

  init(configuration: UIListContentConfiguration) {
    content = UIListContentView(configuration: configuration)
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    content.translatesAutoresizingMaskIntoConstraints = false
    status.translatesAutoresizingMaskIntoConstraints = false
    status.text = "Available"
    status.font = .preferredFont(forTextStyle: .footnote)
    status.textColor = .systemGreen
    view.addSubview(content)
    view.addSubview(status)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      status.topAnchor.constraint(equalTo: content.bottomAnchor),
    ])
    alignStatus()
  }

  /// Puts the status line under the text, wherever the configuration places it.
  func alignStatus() {
    statusLeading?.isActive = false
    guard let text = content.textLayoutGuide else { return }
    statusLeading = status.leadingAnchor.constraint(equalTo: text.leadingAnchor)
    statusLeading?.isActive = true
  }
}

/// `UIListContentView`'s text, secondary text and image layout guides: where the configuration puts each part,
/// nil for a part it does not have, followed by Auto Layout as the configuration or direction changes.
@MainActor @Suite(.serialized, .ownsTheApplication) struct UIListContentViewGuideTests {
  private func contact(image: Bool = true) -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration.subtitleCell()
    configuration.text = "Grace Hopper"
    configuration.secondaryText = "Rear admiral"
    configuration.image = image ? UIImage(systemName: "person.crop.circle") : nil
    return configuration
  }

  @Test func guidesFollowThePartsTheyName() throws {
    let controller = ContactController(configuration: contact())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let content = controller.content
    let text = try #require(content.textLayoutGuide)
    let secondary = try #require(content.secondaryTextLayoutGuide)
    let image = try #require(content.imageLayoutGuide)
    #expect(text.identifier == "UIListContentView-textLayoutGuide")
    #expect(content.layoutGuides.contains { $0 === text })
    #expect(image.layoutFrame.maxX < text.layoutFrame.minX, "the image leads the text")
    #expect(secondary.layoutFrame.minY >= text.layoutFrame.maxY, "the subtitle sits under the text")
    #expect(text.layoutFrame.minX == secondary.layoutFrame.minX)
    let statusX = controller.status.convert(controller.status.bounds, to: content).minX
    #expect(abs(statusX - text.layoutFrame.minX) < 0.001, "the status line starts where the text does")
    GoldenImage.assertMatches(driver.capture(), named: "list-content-view-guides")

    // Without the image the text moves to the leading margin, and the status line with it.
    content.configuration = contact(image: false)
    try driver.settle()
    #expect(content.imageLayoutGuide == nil)
    let moved = controller.status.convert(controller.status.bounds, to: content).minX
    #expect(abs(moved - text.layoutFrame.minX) < 0.001)
    #expect(moved < statusX)

    var plain = UIListContentConfiguration.cell()
    plain.text = "Grace Hopper"
    content.configuration = plain
    #expect(content.secondaryTextLayoutGuide == nil, "no secondary text, no guide")
  }

  @Test func guidesMirrorRightToLeft() throws {
    let controller = ContactController(configuration: contact())
    controller.loadViewIfNeeded()
    controller.view.semanticContentAttribute = .forceRightToLeft
    controller.content.semanticContentAttribute = .forceRightToLeft
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let content = controller.content
    let text = try #require(content.textLayoutGuide)
    let image = try #require(content.imageLayoutGuide)
    #expect(image.layoutFrame.minX > text.layoutFrame.maxX, "right to left, the image leads on the right")
    #expect(abs(text.layoutFrame.maxX - image.layoutFrame.minX) < 40)
  }
}
