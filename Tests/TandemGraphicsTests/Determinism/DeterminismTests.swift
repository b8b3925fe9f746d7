import Foundation
import Testing

@testable import TandemGraphics

/// A scene with text, symbols, shadows, gradients and an image: everything whose pixels could vary.
func determinismScene() -> CALayer {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
  root.backgroundColor = .white
  let card = CALayer()
  card.frame = CGRect(x: 10, y: 10, width: 180, height: 100)
  card.backgroundColor = CGColor(gray: 0.97, alpha: 1)
  card.cornerRadius = 12
  card.cornerCurve = .continuous
  card.shadowOpacity = 0.3
  card.shadowRadius = 5
  root.addSublayer(card)
  let gradient = CAGradientLayer()
  gradient.frame = CGRect(x: 120, y: 20, width: 50, height: 50)
  gradient.colors = [pink, blue]
  card.addSublayer(gradient)
  let text = TextDrawingLayer()
  text.frame = CGRect(x: 12, y: 12, width: 100, height: 80)
  text.contentsScale = 3
  text.setNeedsDisplay()
  card.addSublayer(text)
  return root
}

final class TextDrawingLayer: CALayer {
  override func draw(in ctx: CGContext) {
    SymbolLayout(name: "heart.fill", pointSize: 15, weight: FontWeightValue.bold)?
      .draw(in: ctx, baselineOrigin: CGPoint(x: 0, y: 16), color: pink)
    TextLayout.make(
      StyledText("Heart Rate 94 BPM, wrapped in a box", font: FontDescriptor(size: 15, weight: FontWeightValue.bold)),
      options: TextLayoutOptions(width: 80)
    ).draw(in: ctx, at: CGPoint(x: 18, y: 0))
  }
}

func renderDeterminismScene() -> Data {
  let compositor = Compositor(size: CGSize(width: 200, height: 120), scale: 3)
  compositor.composite(determinismScene())
  return compositor.snapshot().pngData()
}

@Suite struct DeterminismTests {
  @Test func parallelRendersAreByteIdentical() async {
    let reference = renderDeterminismScene()
    let results = await withTaskGroup(of: Data.self) { group in
      for _ in 0..<8 { group.addTask { renderDeterminismScene() } }
      var all: [Data] = []
      for await data in group { all.append(data) }
      return all
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == reference })
  }

  @Test func twoProcessesWriteByteIdenticalShowcasePictures() throws {
    let folder = Bundle.main.bundleURL
    let showcase = folder.appendingPathComponent("Showcase")
    try #require(
      FileManager.default.isExecutableFile(atPath: showcase.path),
      "build the Showcase product first (`make test` does): \(showcase.path)")
    var outputs: [[Data]] = []
    for run in 0..<2 {
      let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tandem-showcase-\(run)-\(UUID().uuidString)")
      let process = Process()
      process.executableURL = showcase
      process.arguments = ["--headless", "--output", dir.path, "--only", "menu", "--only", "heart-rate"]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let files = printed.split(separator: "\n").map(String.init)
      #expect(files.count == 2)
      outputs.append(try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) })
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0].allSatisfy { $0.count > 10_000 })
  }
}
