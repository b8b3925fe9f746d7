import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// Seed 004's `MyFirstViewController`, as written in the lesson (views made in code there already).
final class MyFirstViewController: UIViewController {
  var labelText: String = "Starting Value"

  override func viewDidLoad() {
    super.viewDidLoad()
    setView()
  }

  private func setView() {
    view.backgroundColor = .blue
    let label = UILabel()
    label.text = labelText
    label.textColor = UIColor.white
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    label.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
    label.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct Seed004ScreenTests {
  @Test func labelIsCentredByAnchorsAndSizedToItsText() throws {
    let controller = MyFirstViewController()
    controller.labelText = "HELLO WORLD!"
    let window = showInWindow(controller)
    let label = try #require(controller.view.subviews.first as? UILabel)
    #expect(label.center == controller.view.center)
    let measured = TextLayout.make(StyledText("HELLO WORLD!", font: FontDescriptor(size: 17))).size
    func ceil3(_ v: CGFloat) -> CGFloat { (v * 3).rounded(.up) / 3 }
    #expect(label.bounds.size == CGSize(width: ceil3(measured.width), height: ceil3(measured.height)))

    let image = window.renderImage()
    let corner = color(image, at: CGPoint(x: 2, y: 2), scale: 3)
    #expect(corner.r == 0 && corner.g == 0 && corner.b == 255)
    // White text pixels inside the label.
    var white = 0
    let frame = label.frame
    for y in stride(from: frame.minY, to: frame.maxY, by: 1 / 3) {
      for x in stride(from: frame.minX, to: frame.maxX, by: 1 / 3) {
        let c = color(image, at: CGPoint(x: x, y: y), scale: 3)
        if c.r > 240 && c.g > 240 && c.b > 240 { white += 1 }
      }
    }
    #expect(white > 100)
    GoldenImage.assertMatches(image, named: "seed004-my-first-view-controller")
  }
}
