import Foundation
import TandemTesting
import Testing
import UIKit

/// `Bundle.main` finds an app's resources in a SwiftPM build as in an iOS app bundle: once an app launches (here
/// through the driver), each resource of the resource bundles beside the executable is where `Bundle.main` looks.
@MainActor @Suite(.serialized, .ownsTheApplication) struct AppResourcesTests {
  @Test func bundleMainFindsTheResourcesOfTheResourceBundles() throws {
    _ = AppDriver(rootViewController: UIViewController())
    // TandemUITests' String Catalog folder and TandemKitTests' storyboard, both resources of test targets.
    let folder = try #require(Bundle.main.url(forResource: "Localization", withExtension: nil))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Showcase.xcstrings").path))
    let storyboard = try #require(Bundle.main.path(forResource: "Notes", ofType: "storyboard"))
    #expect(FileManager.default.contents(atPath: storyboard)?.isEmpty == false)
    #expect(Bundle.main.url(forResource: "NoSuchResource", withExtension: "json") == nil)
  }
}
