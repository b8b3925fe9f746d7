import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// SwiftUI materials: a card in each material over a colorful background, as apps layer them; the text on them
/// stays sharp, what is behind is blurred and tinted, thinner materials showing more.
@MainActor @Suite(.serialized, .ownsTheApplication) struct MaterialTests {
  struct Cards: View {
    let materials: [(String, Material)] = [
      ("Ultra thin", .ultraThinMaterial), ("Thin", .thinMaterial), ("Regular", .regularMaterial),
      ("Thick", .thickMaterial), ("Ultra thick", .ultraThickMaterial), ("Bar", .bar),
    ]
    var body: some View {
      ZStack {
        HStack(spacing: 0) {
          ForEach(0..<8) { index in
            Rectangle().fill([Color.red, .orange, .yellow, .green, .blue, .purple, .pink, .teal][index])
          }
        }
        .ignoresSafeArea()
        VStack(spacing: 14) {
          ForEach(materials, id: \.0) { name, material in
            Text(name)
              .font(.title2.bold())
              .frame(maxWidth: .infinity, minHeight: 80)
              .background(material, in: RoundedRectangle(cornerRadius: 16))
          }
        }
        .padding()
      }
    }
  }

  @Test func materialsBlurWhatIsBehindThem() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Cards()))
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-materials")
    let dark = UIHostingController(rootView: Cards().preferredColorScheme(.dark))
    let darkDriver = AppDriver(rootViewController: dark)
    try darkDriver.settle()
    GoldenImage.assertMatches(darkDriver.capture(), named: "swiftui-materials-dark")
  }

  /// A SwiftUI material over UIKit views blurs them: a hosting controller's view, clear, over UIKit stripes, as an
  /// app puts a SwiftUI card over a UIKit screen. Changing the stripes under part of the card redraws the blur as a
  /// fresh screen would show it.
  @Test func aMaterialBlursTheUIKitViewsBehindItsHost() throws {
    final class Stripes: UIViewController {
      var bands: [UIView] = []
      override func viewDidLoad() {
        super.viewDidLoad()
        for (index, color) in [UIColor.systemRed, .systemBlue, .systemGreen, .systemOrange].enumerated() {
          let band = UIView(frame: CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 844))
          band.backgroundColor = color
          view.addSubview(band)
          bands.append(band)
        }
        let card = UIHostingController(
          rootView: Text("Over UIKit").font(.title2.bold()).frame(width: 300, height: 120)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20)))
        card.view.backgroundColor = .clear
        addChild(card)
        card.view.frame = CGRect(x: 45, y: 300, width: 300, height: 120)
        view.addSubview(card.view)
        card.didMove(toParent: self)
      }
    }
    let screen = Stripes()
    let driver = AppDriver(rootViewController: screen)
    try driver.settle()
    let image = driver.capture()
    // Across the red/blue edge under the card the colors mix; away from the card they do not.
    func pixel(_ x: CGFloat, _ y: CGFloat) -> (Int, Int, Int) {
      let word = image.storage.pixel(x: Int(x * 3), y: Int(y * 3))
      return (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
    }
    let under = pixel(99, 310)
    let outside = pixel(99, 200)
    #expect(outside.0 > 200 && outside.2 < 100)
    #expect(under.2 > 90, "the blue band blurs into the red one under the card: \(under)")
    GoldenImage.assertMatches(image, named: "swiftui-material-over-uikit")
    // The band under the card's right part turns purple: the screen is as a fresh one shows it.
    screen.bands[2].backgroundColor = .systemPurple
    try driver.settle()
    let incremental = driver.capture()
    let fresh = AppDriver(
      rootViewController: {
        let again = Stripes()
        again.loadViewIfNeeded()
        again.bands[2].backgroundColor = .systemPurple
        return again
      }())
    try fresh.settle()
    #expect(incremental == fresh.capture())
  }
}
