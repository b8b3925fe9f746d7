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

  /// One malformed set does not take the catalog down: it is left out, named with its file and problem (and
  /// reported once), and the good sets load.
  @Test func aMalformedSetIsLeftOutAndNamedWhileTheRestLoads() throws {
    let root = try makeCatalog([
      "Broken.imageset/Contents.json": #"{"images": [ {"filename": "x.png", }"#,
      "Empty.colorset/Contents.json": #"{"info": {}}"#,
      "Numeric.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": 42, "scale": "1x"}]}"#,
      "NumberScale.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "a.png", "scale": 2}]}"#,
      "ZeroScale.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "a.png", "scale": "0x"}]}"#,
      "Escape.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "../secret.png"}]}"#,
      "Group/Contents.json": #"{"properties": "#,
      "Group/Inside.colorset/Contents.json": #"{"colors": []}"#,
      "Good.colorset/Contents.json": #"""
      {"colors": [{"color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}]}
      """#,
    ])
    let box = WarningBox()
    let catalog = try Diagnostics.observing({ box.append($0) }) { try AssetCatalog(url: root) }
    #expect(catalog.colorSets.keys.sorted() == ["Good"])
    #expect(catalog.imageSets.isEmpty)
    #expect(catalog.color(named: "Good") != nil)
    let problems = Dictionary(
      uniqueKeysWithValues: catalog.problems.map {
        (String($0.file.dropFirst(root.path.count + 1)), $0.problem)
      })
    #expect(problems["Broken.imageset/Contents.json"]?.hasPrefix("malformed JSON") == true)
    #expect(problems["Empty.colorset/Contents.json"] == "missing \"colors\" array")
    #expect(problems["Numeric.imageset/Contents.json"] == "\"filename\" must be a string, not 42")
    #expect(problems["NumberScale.imageset/Contents.json"] == "bad scale \"2\" (expected 1x, 2x or 3x)")
    #expect(problems["ZeroScale.imageset/Contents.json"] == "bad scale \"0x\" (expected 1x, 2x or 3x)")
    #expect(problems["Escape.imageset/Contents.json"] == "filename \"../secret.png\" is not a file of the image set")
    #expect(problems["Group/Contents.json"]?.hasPrefix("malformed JSON") == true)
    #expect(catalog.problems.count == 7)
    #expect(box.messages.count == 7)
    #expect(box.messages.allSatisfy { $0.hasPrefix("asset catalog entry skipped: " + root.path) })
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
