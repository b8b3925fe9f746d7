import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// Text in every script iOS draws, and emoji: each falls back to a pinned Noto face, emoji in color; right-to-left
/// text is shaped right to left and natural alignment follows the writing direction.
@MainActor @Suite(.serialized, .ownsTheApplication) struct ScriptsTests {
  /// A page of labels, one script each, as an app localised into many languages shows them.
  private func scriptsPage() -> (UIViewController, [UILabel]) {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    let lines: [(String, NSTextAlignment)] = [
      ("English: The quick brown fox", .natural),
      ("עברית: שלום עולם, מה שלומך?", .natural),
      ("العربية: مرحبا بالعالم", .natural),
      ("中文：你好，世界", .natural),
      ("日本語：こんにちは世界", .natural),
      ("한국어: 안녕하세요 세계", .natural),
      ("हिन्दी: नमस्ते दुनिया", .natural),
      ("ไทย: สวัสดีชาวโลก", .natural),
      ("Emoji 😀🎉👍🏽❤️🇯🇵👨‍👩‍👧", .natural),
      ("Mixed: Hello שלום world 123", .natural),
      ("שלום, aligned left", .left),
    ]
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 10
    stack.alignment = .fill
    stack.translatesAutoresizingMaskIntoConstraints = false
    var labels: [UILabel] = []
    for (text, alignment) in lines {
      let label = UILabel()
      label.text = text
      label.textAlignment = alignment
      label.font = .preferredFont(forTextStyle: .body)
      label.numberOfLines = 0
      stack.addArrangedSubview(label)
      labels.append(label)
    }
    let bold = UILabel()
    bold.text = "Bold: שלום مرحبا 你好 नमस्ते"
    bold.font = .boldSystemFont(ofSize: 17)
    stack.addArrangedSubview(bold)
    labels.append(bold)
    controller.view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
    ])
    return (controller, labels)
  }

  @Test func everyScriptAndEmojiDrawsWithARealGlyphMatchingItsGolden() throws {
    let (controller, labels) = scriptsPage()
    let driver = AppDriver(rootViewController: controller)
    driver.application.commit()
    for label in labels {
      let layout = TextLayout.make(
        StyledText(label.text ?? "", font: label.font.engineFont),
        options: TextLayoutOptions(width: label.bounds.width, alignment: .natural))
      #expect(layout.unknownGlyphCount == 0, "\(label.text ?? "") draws a box")
    }
    GoldenImage.assertMatches(driver.capture(), named: "scripts-and-emoji")
  }

  @Test func emojiDrawInColor() throws {
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 60))
    label.text = "❤️"
    label.font = .systemFont(ofSize: 48)
    label.textColor = .black
    controller.view.addSubview(label)
    let driver = AppDriver(rootViewController: controller)
    driver.application.commit()
    let image = driver.capture()
    // The heart is red although the label's text color is black: the glyph is the emoji font's color bitmap.
    var reddest = 0
    for y in stride(from: 100, to: 160, by: 2) {
      for x in stride(from: 20, to: 100, by: 2) {
        let (r, g, b, _) = color(image, at: CGPoint(x: x, y: y), scale: 3)
        if r > 180 && g < 80 && b < 80 { reddest += 1 }
      }
    }
    #expect(reddest > 20)
  }
}
