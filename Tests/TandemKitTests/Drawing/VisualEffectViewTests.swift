import Foundation
import TandemPlatform
import TandemTesting
import Testing
import UIKit

/// `UIVisualEffectView` with `UIBlurEffect`: what is behind is blurred and tinted by the material, inside the view's
/// rounded corners; content added to `contentView` stays sharp and takes touches.
@MainActor @Suite(.serialized, .ownsTheApplication) struct VisualEffectViewTests {
  @Test func blurMaterialsOverStripes() throws {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
    for index in 0..<26 {
      let stripe = UIView(frame: CGRect(x: CGFloat(index) * 16, y: 60, width: 8, height: 700))
      stripe.backgroundColor = colors[index % colors.count]
      root.view.addSubview(stripe)
    }
    let title = UILabel(frame: CGRect(x: 20, y: 80, width: 350, height: 60))
    title.text = "Behind the glass"
    title.font = .systemFont(ofSize: 40, weight: .bold)
    root.view.addSubview(title)
    var taps = 0
    let styles: [UIBlurEffect.Style] = [
      .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterialDark,
      .dark,
    ]
    for (index, style) in styles.enumerated() {
      let effect = UIVisualEffectView(effect: UIBlurEffect(style: style))
      effect.frame = CGRect(
        x: 20 + CGFloat(index % 2) * 180, y: 160 + CGFloat(index / 2) * 190, width: 170, height: 170)
      effect.layer.cornerRadius = 20
      effect.layer.cornerCurve = .continuous
      effect.clipsToBounds = true
      let label = UILabel(frame: CGRect(x: 12, y: 12, width: 150, height: 24))
      label.text = "\(style)".replacingOccurrences(of: "system", with: "")
      label.textColor = index >= 4 ? .white : .label
      effect.contentView.addSubview(label)
      if index == 0 {
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap") { _ in taps += 1 })
        button.frame = CGRect(x: 12, y: 120, width: 80, height: 34)
        effect.contentView.addSubview(button)
      }
      root.view.addSubview(effect)
    }
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    try driver.tap("Tap")
    #expect(taps == 1)
    GoldenImage.assertMatches(driver.capture(), named: "visual-effect-views")
  }
}
