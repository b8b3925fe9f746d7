import Foundation
import TandemKit
import TandemTesting
import Testing

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
}
