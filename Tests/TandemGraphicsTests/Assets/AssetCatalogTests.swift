import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics

@Suite struct AssetCatalogTests {
  @Test func namesResolveFromTheSwiftPMResourceBundleWithoutABundle() throws {
    // Media.xcassets is copied raw into Tandem_TandemGraphicsTests.resources, which Bundle.main does not search.
    let (image, scale) = try #require(AssetLookup.image(named: "Photo", scale: 2))
    #expect(scale == 2 && image.width == 600)
    let (jpeg, jpegScale) = try #require(AssetLookup.image(named: "Photo", scale: 3))
    #expect(jpegScale == 3 && jpeg.width == 900)
    #expect(AssetLookup.image(named: "Photo", in: Bundle.module, scale: 1)?.image.width == 300)
    #expect(AssetLookup.image(named: "Missing", scale: 2) == nil)
  }

  @Test func colorSetsHaveLightAndDarkAppearances() throws {
    let light = try #require(AssetLookup.color(named: "AccentTint", in: Bundle.module))
    #expect(light == CGColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1))
    let dark = try #require(AssetLookup.color(named: "AccentTint", in: Bundle.module, appearance: .dark))
    #expect(dark == CGColor(red: 1, green: 55 / 255, blue: 95 / 255, alpha: 1))
  }

  func makeCatalog(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-\(UUID().uuidString).xcassets")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func variantsFallBackByScaleAndAppearanceAndGroupsNamespace() throws {
    let png = try fixture("landscape.png")
    let root = try makeCatalog([
      "Icons/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
      "Icons/Logo.imageset/Contents.json": #"""
      {"images": [{"idiom": "universal", "filename": "a.png", "scale": "1x"},
                  {"idiom": "universal", "filename": "b.png", "scale": "2x",
                   "appearances": [{"appearance": "luminosity", "value": "dark"}]},
                  {"idiom": "universal", "scale": "3x"}]}
      """#,
    ])
    try png.write(to: root.appendingPathComponent("Icons/Logo.imageset/a.png"))
    try png.write(to: root.appendingPathComponent("Icons/Logo.imageset/b.png"))
    let catalog = try AssetCatalog(url: root)
    #expect(catalog.imageSets.keys.sorted() == ["Icons/Logo"])
    #expect(catalog.imageVariant(named: "Icons/Logo", scale: 3, appearance: .light)?.file.lastPathComponent == "a.png")
    #expect(catalog.imageVariant(named: "Icons/Logo", scale: 3, appearance: .dark)?.file.lastPathComponent == "b.png")
  }

  @Test func malformedContentsJSONNamesTheFileAndTheProblem() throws {
    let root = try makeCatalog(["Broken.imageset/Contents.json": #"{"images": [ {"filename": "x.png", }"#])
    do {
      _ = try AssetCatalog(url: root)
      Issue.record("a malformed catalog loaded")
    } catch {
      #expect(error.file == root.appendingPathComponent("Broken.imageset/Contents.json").path)
      #expect(error.description.hasPrefix(root.path + "/Broken.imageset/Contents.json: malformed JSON"))
    }
    let missing = try makeCatalog(["Empty.colorset/Contents.json": #"{"info": {}}"#])
    #expect(
      throws: AssetCatalogError(
        file: missing.path + "/Empty.colorset/Contents.json", problem: "missing \"colors\" array")
    ) {
      try AssetCatalog(url: missing)
    }
  }

  @Test func undecodableImageFilesAreNilWithADiagnostic() throws {
    let root = try makeCatalog([
      "Bad.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "bad.png", "scale": "1x"}]}"#,
      "Bad.imageset/bad.png": "garbage",
    ])
    let box = WarningBox()
    let image = Diagnostics.observing({ box.append($0) }) { try? AssetCatalog(url: root).image(named: "Bad", scale: 1) }
    #expect(image == nil)
    #expect(box.messages.contains { $0.contains("bad.png") && $0.contains("unrecognised image format") })
  }
}
