import Foundation
import Tandem
import TandemTesting
import Testing

@testable import Seed004Representables
@testable import TandemKit
@testable import TandemUI

/// Seed 004's bootcamp screen, compiled as written (Swift 5 mode), driven through the headless driver.
@MainActor @Suite(.serialized, .ownsTheApplication) struct Seed004RepresentablesTests {
  @Test func theBootcampShowsTheBlueControllerAndPicksAnImage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seed004-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let png = UIGraphicsImageRenderer(size: CGSize(width: 90, height: 60), format: format).pngData { context in
      UIColor.systemTeal.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 90, height: 60))
    }
    try png.write(to: folder.appendingPathComponent("teal.png"))
    UIImagePickerController.tandemPhotoLibraryFolder = folder
    defer { UIImagePickerController.tandemPhotoLibraryFolder = nil }

    let root = UIHostingController(rootView: UIViewControllerRepresentableBootCamp())
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    #expect(driver.find("SELECT YOUR IMAGE") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "seed004-bootcamp")

    // The first button shows MyFirstViewController in a sheet.
    try driver.tap("CLICK HERE: View")
    try driver.settle()
    #expect(driver.find("HELLO WORLD!") != nil)
    root.presentedViewController?.dismiss(animated: false)
    try driver.settle()

    // The second opens the picker; picking the PNG shows it and closes the sheet.
    try driver.tap("CLICK HERE: Image Picker")
    try driver.settle()
    let picker = try #require(root.presentedViewController?.children.first as? UIImagePickerController)
    let grid = try #require(picker.viewControllers.first as? PhotoLibraryGridController)
    let collection = try #require(grid.view.subviews.compactMap { $0 as? UICollectionView }.first)
    try driver.tap(try #require(collection.visibleCells.first))
    try driver.settle()
    #expect(root.presentedViewController == nil)
    #expect(driver.find("SELECTED IMAGE") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "seed004-image-picked")
  }
}
