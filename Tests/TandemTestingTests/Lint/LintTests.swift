import TandemTesting
import Testing
import UIKit

/// A white screen whose views a test places by hand.
final class ScreenOfViews: UIViewController {
  private let build: (UIView) -> Void
  init(_ build: @escaping (UIView) -> Void) {
    self.build = build
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    build(view)
  }
}

func label(_ text: String, frame: CGRect, color: UIColor = .black, size: CGFloat = 17, lines: Int = 1) -> UILabel {
  let label = UILabel(frame: frame)
  label.text = text
  label.textColor = color
  label.font = .systemFont(ofSize: size)
  label.numberOfLines = lines
  return label
}

func button(_ title: String?, frame: CGRect) -> UIButton {
  let button = UIButton(type: .system)
  button.setTitle(title, for: .normal)
  button.frame = frame
  return button
}

/// One rule's findings on a screen built by `build`.
@MainActor func findings(_ rule: LintFinding.Rule, _ build: @escaping (UIView) -> Void) throws -> [LintFinding] {
  let driver = AppDriver(rootViewController: ScreenOfViews(build))
  return try driver.lint([rule])
}

/// Each rule on a screen that breaks it and on one that does not.
@MainActor @Suite(.serialized, .ownsTheApplication) struct LintTests {
  @Test func truncatedText() throws {
    let found = try findings(.truncatedText) { view in
      let cut = label("A sentence far too long for its label", frame: CGRect(x: 20, y: 100, width: 120, height: 22))
      cut.lineBreakMode = .byTruncatingTail
      view.addSubview(cut)
    }
    #expect(found.count == 1)
    #expect(found.first?.element == #"UILabel "A sentence far too long for its label""#)
    #expect(found.first?.path.hasSuffix("/UILabel") == true)
    #expect(found.first?.frame == CGRect(x: 20, y: 100, width: 120, height: 22))
    #expect(
      try findings(.truncatedText) {
        $0.addSubview(label("Fits", frame: CGRect(x: 20, y: 100, width: 120, height: 22)))
      }.isEmpty)
  }

  @Test func clippedText() throws {
    let tooShort = try findings(.clippedText) { view in
      view.addSubview(
        label(
          "Three lines of text in a label only one line tall", frame: CGRect(x: 20, y: 100, width: 120, height: 21),
          lines: 0))
    }
    #expect(tooShort.map(\.rule) == [.clippedText])
    let cutByParent = try findings(.clippedText) { view in
      let box = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 40))
      box.clipsToBounds = true
      box.addSubview(label("Half", frame: CGRect(x: 60, y: 10, width: 80, height: 21)))
      view.addSubview(box)
    }
    #expect(cutByParent.first?.detail.contains("a view that clips shows only 40×21 pt") == true)
    #expect(
      try findings(.clippedText) { view in
        view.addSubview(
          label(
            "Three lines of text in a label tall enough", frame: CGRect(x: 20, y: 100, width: 120, height: 90), lines: 0
          ))
      }.isEmpty)
  }

  @Test func textUnderTheStatusBarOrHomeIndicator() throws {
    let found = try findings(.textUnderSystemBars) { view in
      view.addSubview(label("Top", frame: CGRect(x: 20, y: 10, width: 100, height: 21)))
      view.addSubview(label("Bottom", frame: CGRect(x: 20, y: 830, width: 100, height: 21)))
    }
    #expect(found.map(\.element) == [#"UILabel "Top""#, #"UILabel "Bottom""#])
    #expect(found.first?.detail.contains("status bar") == true)
    #expect(found.last?.detail.contains("home indicator") == true)
    #expect(
      try findings(.textUnderSystemBars) {
        $0.addSubview(label("Safe", frame: CGRect(x: 20, y: 60, width: 100, height: 21)))
      }.isEmpty)
  }

  @Test func overlappingTapTargets() throws {
    let found = try findings(.overlappingTapTargets) { view in
      view.addSubview(button("Save", frame: CGRect(x: 20, y: 100, width: 100, height: 44)))
      view.addSubview(button("Share", frame: CGRect(x: 100, y: 110, width: 100, height: 44)))
    }
    #expect(found.count == 1)
    #expect(found.first?.detail == #"overlaps button "Save" by 20×34 pt"#)
    #expect(
      try findings(.overlappingTapTargets) { view in
        view.addSubview(button("Save", frame: CGRect(x: 20, y: 100, width: 100, height: 44)))
        view.addSubview(button("Share", frame: CGRect(x: 130, y: 100, width: 100, height: 44)))
      }.isEmpty)
  }

  @Test func smallTapTargets() throws {
    let found = try findings(.smallTapTarget) {
      $0.addSubview(button("x", frame: CGRect(x: 20, y: 100, width: 30, height: 30)))
    }
    #expect(found.first?.detail == "30×30 pt, less than 44×44 pt")
    #expect(
      try findings(.smallTapTarget) { $0.addSubview(button("OK", frame: CGRect(x: 20, y: 100, width: 44, height: 44))) }
        .isEmpty)
  }

  @Test func lowContrastBodyAndLargeText() throws {
    // #949494 on white is 3.03:1: enough for large text (≥ 18 pt), not for body text.
    let gray = UIColor(red: 0x94 / 255, green: 0x94 / 255, blue: 0x94 / 255, alpha: 1)
    let body = try findings(.lowContrast) {
      $0.addSubview(label("Gray body", frame: CGRect(x: 20, y: 100, width: 200, height: 24), color: gray))
    }
    #expect(body.count == 1)
    #expect(body.first?.detail.hasPrefix("contrast 3.0") == true)
    #expect(body.first?.detail.contains("below 4.5:1 for body text") == true)
    let large = try findings(.lowContrast) {
      $0.addSubview(label("Gray title", frame: CGRect(x: 20, y: 100, width: 300, height: 40), color: gray, size: 28))
    }
    #expect(large.isEmpty)
    #expect(
      try findings(.lowContrast) { $0.addSubview(label("Black", frame: CGRect(x: 20, y: 100, width: 200, height: 24))) }
        .isEmpty)
  }

  @Test func imagesAndButtonsWithoutLabels() throws {
    let picture = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      UIColor.systemOrange.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    let found = try findings(.missingAccessibilityLabel) { view in
      let image = UIImageView(image: picture)
      image.frame = CGRect(x: 20, y: 100, width: 40, height: 40)
      image.isAccessibilityElement = true
      view.addSubview(image)
    }
    #expect(found.map(\.element) == ["image"])
    #expect(
      try findings(.missingAccessibilityLabel) { view in
        let image = UIImageView(image: picture)
        image.frame = CGRect(x: 20, y: 100, width: 40, height: 40)
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Sunset"
        view.addSubview(image)
      }.isEmpty)
  }

  @Test func offscreenAccessibleElements() throws {
    let found = try findings(.offscreenAccessibleElement) {
      $0.addSubview(label("Lost", frame: CGRect(x: -500, y: 100, width: 100, height: 21)))
    }
    #expect(found.map(\.element) == [#"staticText "Lost""#])
    // In a scroll view, VoiceOver scrolls it on: not a finding.
    #expect(
      try findings(.offscreenAccessibleElement) { view in
        let scroll = UIScrollView(frame: view.bounds)
        scroll.contentSize = CGSize(width: 390, height: 3000)
        scroll.addSubview(label("Far below", frame: CGRect(x: 20, y: 2500, width: 100, height: 21)))
        view.addSubview(scroll)
      }.isEmpty)
  }

  @Test func aCleanScreenHasNoFindings() throws {
    let driver = AppDriver(
      rootViewController: ScreenOfViews { view in
        view.addSubview(label("Settings", frame: CGRect(x: 20, y: 100, width: 200, height: 24)))
        // iOS's system blue on white is 4.02:1, short of 4.5:1 for 15 pt text: a darker tint passes.
        let done = button("Done", frame: CGRect(x: 20, y: 140, width: 100, height: 44))
        done.tintColor = UIColor(red: 0, green: 0.35, blue: 0.8, alpha: 1)
        view.addSubview(done)
      })
    let found = try driver.lint()
    #expect(found.isEmpty, "\(found)")
  }

  @Test func theLintOfAScreenAsASnapshot() {
    assertSnapshot(of: WelcomeViewController(), as: .lint)
  }
}
