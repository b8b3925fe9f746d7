import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// The committed bad-input corpus (made by tools/make-bad-input-corpus.py): every case gets the outcome its
/// manifest names. Images decode or fail with a message naming the damage (and `UIImage(data:)` is nil for them);
/// asset catalogs load their good sets and list each broken one; absurd strings lay out in a wrapping label and
/// edit in a text field.
@MainActor @Suite(.serialized, .ownsTheApplication) struct BadInputCorpusTests {
  private struct Manifest: Decodable {
    struct Case: Decodable {
      var file: String
      var kind: String
      var outcome: String
      var contains: String?
      var size: [Int]?
      var loads: [String]?
      var problems: [String]?
      var lines: Int?
    }
    var cases: [Case]
  }

  private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Corpus")

  @Test func everyCaseHasTheOutcomeItsManifestNames() throws {
    let manifest = try JSONDecoder().decode(
      Manifest.self, from: Data(contentsOf: Self.corpus.appendingPathComponent("manifest.json")))
    var outcomes: [String: Int] = [:]
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    for item in manifest.cases {
      let url = Self.corpus.appendingPathComponent(item.file)
      switch item.kind {
      case "image":
        let data = try Data(contentsOf: url)
        switch ImageCodec.decode(data) {
        case .success(let image):
          #expect(item.outcome == "decodes", "\(item.file) decoded but should not")
          #expect([image.width, image.height] == item.size, "\(item.file)")
          #expect(UIImage(data: data) != nil, "\(item.file)")
        case .failure(let error):
          #expect(item.outcome == "error", "\(item.file) failed: \(error)")
          #expect(error.description.contains(item.contains ?? "\u{0}"), "\(item.file): \(error)")
          #expect(UIImage(data: data) == nil, "\(item.file)")
        }
      case "catalog":
        let catalog = try AssetCatalog(url: url)
        for name in item.loads ?? [] {
          #expect(catalog.image(named: name, scale: 1) != nil, "\(item.file): \(name) should load")
        }
        let broken = Set(
          catalog.problems.map { URL(fileURLWithPath: $0.file).deletingLastPathComponent().lastPathComponent })
        #expect(broken == Set(item.problems ?? []), "\(item.file): \(catalog.problems)")
        #expect(catalog.problems.allSatisfy { $0.description.contains("Contents.json") })
      case "text", "utf16":
        let text =
          item.kind == "text"
          ? try String(contentsOf: url, encoding: .utf8)
          : String(
            decoding: try Data(contentsOf: url).dropFirst(2).withUnsafeBytes { Array($0.bindMemory(to: UInt16.self)) },
            as: UTF16.self)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        let size = label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        #expect(size.width.isFinite && size.height.isFinite && size.height > 0, "\(item.file): \(size)")
        if let lines = item.lines {
          // Each line is at least one line of the label's font tall.
          #expect(size.height >= CGFloat(lines) * label.font.lineHeight * 0.99, "\(item.file): \(size)")
        }
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        root.view.addSubview(field)
        field.text = String(text.prefix(2_000))
        try driver.tap(field)
        driver.key("\u{8}")
        driver.type("ok")
        #expect(field.text?.hasSuffix("ok") == true, "\(item.file)")
        _ = driver.capture()
        field.removeFromSuperview()
      default:
        Issue.record("unknown case kind \(item.kind) for \(item.file)")
      }
      outcomes[item.outcome, default: 0] += 1
    }
    #expect(manifest.cases.count >= 24)
    print(
      "bad-input corpus: \(manifest.cases.count) cases;",
      outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
  }
}
