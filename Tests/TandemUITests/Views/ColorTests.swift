import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

@MainActor @Suite(.ownsTheApplication) struct ColorTests {
  private func components(_ color: Color, _ scheme: ColorScheme = .light) -> [CGFloat] {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return color.resolve(in: environment).components!.map { ($0 * 1000).rounded() / 1000 }
  }

  @Test func aColorFromAUIColorWithoutALabel() {
    #expect(Color(UIColor.systemTeal) == Color(uiColor: .systemTeal))
    #expect(components(Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))) == [0.2, 0.4, 0.6, 1])
    // A dynamic UIKit color keeps resolving against the environment.
    #expect(components(Color(UIColor.label), .light) == [0, 0, 0, 1])
    #expect(components(Color(UIColor.label), .dark) == [1, 1, 1, 1])
  }

  @Test func colorLiteralsMakeUIColorsAndColors() {
    let literal = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 1)
    #expect(type(of: literal) == UIColor.self)
    #expect(components(Color(literal)) == [1, 0.5, 0.25, 1])
    let expected: Color = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 0.5)
    #expect(components(expected) == [0, 0.5, 1, 0.5])
  }

  @Test func namedColorsComeFromTheAssetCatalogInLightAndDark() {
    #expect(components(Color("Ink"), .light) == [0.1, 0.2, 0.6, 1])
    #expect(components(Color("Ink"), .dark) == [0.7, 0.8, 1, 1])
    let ink = UIColor(named: "Ink")
    #expect(ink != nil)
    #expect(
      ink?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.components == [0.7, 0.8, 1, 1])
  }

  @Test func aMissingNamedColorIsClearAndSaysSo() {
    let box = WarningBox()
    let color = Diagnostics.observing({ box.append($0) }) { Color("NoSuchColor") }
    #expect(components(color) == [0, 0, 0, 0])
    #expect(box.messages == ["No color named 'NoSuchColor' found in asset catalog for main bundle"])
    #expect(UIColor(named: "NoSuchColor") == nil)
  }

  @Test func imageLiteralsLoadTheImageSet() {
    let stamp = #imageLiteral(resourceName: "Stamp")
    #expect(type(of: stamp) == UIImage.self)
    #expect(stamp.size == CGSize(width: 20, height: 20))
  }
}
