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

  /// A vibrancy effect view in a blur's content view draws its subviews in the vibrant color whatever their own
  /// colors: dark over a light material, light over a dark one, fainter for secondary styles.
  @Test func vibrancyOverLightAndDarkBlurs() throws {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let colors: [UIColor] = [.systemTeal, .systemPink, .systemYellow, .systemIndigo]
    for index in 0..<13 {
      let stripe = UIView(frame: CGRect(x: CGFloat(index) * 32, y: 60, width: 16, height: 700))
      stripe.backgroundColor = colors[index % colors.count]
      root.view.addSubview(stripe)
    }
    var vibrantLabels: [UILabel] = []
    let blurs: [UIBlurEffect.Style] = [.systemMaterialLight, .systemMaterialDark]
    for (row, blurStyle) in blurs.enumerated() {
      let blur = UIBlurEffect(style: blurStyle)
      let blurView = UIVisualEffectView(effect: blur)
      blurView.frame = CGRect(x: 20, y: 120 + CGFloat(row) * 260, width: 350, height: 220)
      blurView.layer.cornerRadius = 16
      blurView.clipsToBounds = true
      for (index, style) in [UIVibrancyEffectStyle.label, .secondaryLabel, .tertiaryLabel].enumerated() {
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: style))
        vibrancyView.frame = CGRect(x: 16, y: 16 + CGFloat(index) * 48, width: 318, height: 40)
        let label = UILabel(frame: vibrancyView.bounds)
        label.text = "Vibrant \(style)"
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textColor = .systemRed
        vibrancyView.contentView.addSubview(label)
        vibrantLabels.append(label)
        blurView.contentView.addSubview(vibrancyView)
      }
      let separator = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .separator))
      separator.frame = CGRect(x: 16, y: 168, width: 318, height: 4)
      let line = UIView(frame: separator.bounds)
      line.backgroundColor = .systemGreen
      separator.contentView.addSubview(line)
      blurView.contentView.addSubview(separator)
      root.view.addSubview(blurView)
    }
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    let image = driver.capture()
    // No red survives: the labels draw in gray levels only (blended with the blurred stripes below them).
    let light = vibrantLabels[0]
    let frame = light.convert(light.bounds, to: nil)
    var darkest = 255
    for x in stride(from: frame.minX, to: frame.maxX, by: 1) {
      let (r, g, b, _) = color(image, at: CGPoint(x: x, y: frame.midY), scale: 3)
      #expect(r < 200 || g > 120 || b > 120, "a label pixel kept the label's red")
      darkest = min(darkest, max(r, g, b))
    }
    #expect(darkest < 90, "the vibrant label draws dark over a light material")
    GoldenImage.assertMatches(image, named: "visual-effect-vibrancy")
  }
}
