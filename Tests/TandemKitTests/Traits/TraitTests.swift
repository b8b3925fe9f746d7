import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

final class TraitRecordingView: UIView {
  var changes: [UIUserInterfaceStyle] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes.append(traitCollection.userInterfaceStyle)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct TraitTests {
  @Test func dynamicColorsResolvePerAppearance() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(UIColor.systemBlue.resolvedColor(with: light) == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
    #expect(UIColor.label.resolvedColor(with: dark) == UIColor(white: 1, alpha: 1))
    #expect(UIColor.systemBackground.resolvedColor(with: dark) == UIColor(white: 0, alpha: 1))
    let custom = UIColor { $0.userInterfaceStyle == .dark ? .red : .green }
    #expect(custom.resolvedColor(with: dark) == .red)
    #expect(UIColor.secondaryLabel.resolvedColor(with: light).cgColor.alpha == 0.6)
  }

  /// A view draws with its own traits current (a dark view's dynamic colors resolve dark in `draw(_:)`); once
  /// it has drawn, the traits current before are current again.
  @Test func aViewsTraitsAreCurrentOnlyWhileItDraws() throws {
    final class Probe: UIView {
      var styleWhileDrawing: UIUserInterfaceStyle?
      override func draw(_ rect: CGRect) { styleWhileDrawing = UITraitCollection.current.userInterfaceStyle }
    }
    let root = UIViewController()
    let probe = Probe(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    probe.overrideUserInterfaceStyle = .dark
    root.view.addSubview(probe)
    let driver = AppDriver(rootViewController: root)
    let before = UITraitCollection.current
    probe.setNeedsDisplay()
    driver.application.commit()
    #expect(probe.styleWhileDrawing == .dark)
    #expect(UITraitCollection.current === before)
  }

  @Test func traitsPropagateFromScreenToWindowViewsAndControllers() throws {
    let controller = UIViewController()
    let child = TraitRecordingView()
    controller.view.addSubview(child)
    let window = showInWindow(controller, device: .iPad)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.displayScale == 2)
    #expect(child.traitCollection.userInterfaceIdiom == .pad)
    #expect(controller.traitCollection.userInterfaceStyle == .light)
    child.changes = []

    var registered: [UIUserInterfaceStyle] = []
    controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (vc: UIViewController, previous) in
      registered.append(vc.traitCollection.userInterfaceStyle)
    }
    UIApplication.shared.screen.setSystemAppearance(.dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(child.changes == [.dark])
    #expect(registered == [.dark])
    controller.overrideUserInterfaceStyle = .light
    #expect(child.traitCollection.userInterfaceStyle == .light)
    #expect(child.changes == [.dark, .light])
    window.overrideUserInterfaceStyle = .dark
    #expect(child.traitCollection.userInterfaceStyle == .light)
  }

  @Test func filledButtonIsSystemBlueInLightAndDark() throws {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    let button = UIButton(configuration: .filled())
    button.configuration?.title = "Continue"
    button.frame = CGRect(x: 40, y: 200, width: 200, height: 50)
    controller.view.addSubview(button)
    let window = showInWindow(controller)
    let light = window.renderImage()
    let probe = CGPoint(x: 45, y: 205)
    let l = color(light, at: probe, scale: 3)
    #expect(l.r == 0 && l.g == 122 && l.b == 255)
    UIApplication.shared.screen.setSystemAppearance(.dark)
    let dark = window.renderImage()
    let d = color(dark, at: probe, scale: 3)
    #expect(d.r == 10 && d.g == 132 && d.b == 255)
    let background = color(dark, at: CGPoint(x: 5, y: 100), scale: 3)
    #expect(background.r == 0 && background.g == 0 && background.b == 0)
  }
}
