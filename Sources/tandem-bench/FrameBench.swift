import CFrameBaseline
import Foundation
import TandemCombine
import TandemGraphics
import TandemKit
import TandemPlatform
import TandemUI

// Full frames against raw Cairo + Pango (CFrameBaseline) in the same process: 20 rows of wrapped text in a
// 390×844 pt frame at 2× (780×1688 px), drawn by a bare layer tree, a UITableView of list-content rows, the same
// with UIHostingConfiguration rows, and a SwiftUI screen. Each case cold (boot + first commit) and warm (every
// row's text changed → commit), interleaved with the C frame; `ratio-to-C` is Tandem's median ÷ C's median.

/// A 390×844 pt screen at 2× without insets, the frame the C baseline draws.
let benchFrameDevice = DevicePreset(
  name: "Bench frame (390×844 @2x)", portraitSize: CGSize(width: 390, height: 844), scale: 2,
  safeAreaPortrait: .zero, safeAreaLandscape: .zero, screenCornerRadius: 0, idiom: .phone,
  portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact))

/// The text of a row in a generation, the same string the C baseline draws.
func frameRowText(_ row: Int, _ generation: Int) -> String {
  var buffer = [CChar](repeating: 0, count: 160)
  frame_baseline_row_text(Int32(row), Int32(generation), &buffer, Int32(buffer.count))
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Runs a Tandem case and the C frame alternately `runs` times; prints both rows and the ratio of their medians.
@MainActor func ratioToC(_ name: String, runs: Int, tandem: () -> Void, c: () -> Void) {
  var tandemTimes: [Double] = []
  var cTimes: [Double] = []
  func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  }
  for _ in 0..<runs {
    tandemTimes.append(time(tandem))
    cTimes.append(time(c))
  }
  tandemTimes.sort()
  cTimes.sort()
  row(name, (tandemTimes[runs / 2], tandemTimes[0]))
  row("  raw Cairo + Pango, the same frame", (cTimes[runs / 2], cTimes[0]))
  ratioLines.append(String(format: "ratio-to-C %@ %.2f", name, tandemTimes[runs / 2] / cTimes[runs / 2]))
}
/// The `ratio-to-C` lines of the run, printed together at the end of the frame section.
@MainActor var ratioLines: [String] = []

/// The C frame, cold (surface and context made, then drawn) and warm (drawn again with new text).
final class CFrame {
  private var baseline: OpaquePointer?
  private var generation = 0
  init() { baseline = frame_baseline_create(FontLibrary.shared.pangoFontMap) }
  deinit { frame_baseline_destroy(baseline) }
  func cold() {
    generation += 1
    let fresh = frame_baseline_create(FontLibrary.shared.pangoFontMap)
    frame_baseline_draw(fresh, Int32(generation))
    frame_baseline_destroy(fresh)
  }
  func warm() {
    generation += 1
    frame_baseline_draw(baseline, Int32(generation))
  }
  func write(to path: String) { _ = frame_baseline_write_png(baseline, path) }
}

/// A row layer drawing its wrapped text.
final class TextRowLayer: CALayer {
  var text = TextLayout.make(StyledText(runs: []))
  func show(_ string: String) {
    text = TextLayout.make(
      StyledText(string, font: FontDescriptor(size: 15)), options: TextLayoutOptions(width: 358))
    setNeedsDisplay()
  }
  override func draw(in ctx: CGContext) { text.draw(in: ctx, at: CGPoint(x: 16, y: 3)) }
}

/// The bare layer tree: a gray root with 20 white rows, composited at 2×.
final class BareFrame {
  let root = CALayer()
  var rows: [TextRowLayer] = []
  let compositor = Compositor(size: CGSize(width: 390, height: 844), scale: 2)
  init(generation: Int) {
    root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    root.backgroundColor = CGColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
    for index in 0..<20 {
      let layer = TextRowLayer()
      layer.frame = CGRect(x: 0, y: CGFloat(index) * 42, width: 390, height: 42)
      layer.backgroundColor = .white
      layer.contentsScale = 2
      layer.show(frameRowText(index, generation))
      root.addSublayer(layer)
      rows.append(layer)
    }
    compositor.composite(root)
  }
  func change(to generation: Int) {
    for (index, layer) in rows.enumerated() { layer.show(frameRowText(index, generation)) }
    compositor.composite(root)
  }
}

/// 20 list rows of the generation's text, as list content or as hosted SwiftUI content.
@MainActor final class FrameRows: NSObject, UITableViewDataSource {
  var generation: Int
  let hosted: Bool
  init(generation: Int, hosted: Bool) {
    self.generation = generation
    self.hosted = hosted
  }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    let text = frameRowText(indexPath.row, generation)
    if hosted {
      cell.contentConfiguration = UIHostingConfiguration {
        Text(text).font(.system(size: 15)).frame(maxWidth: .infinity, alignment: .leading)
      }
      .margins(.horizontal, 16).margins(.vertical, 3)
    } else {
      var content = cell.defaultContentConfiguration()
      content.text = text
      content.textProperties.font = .systemFont(ofSize: 15)
      content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 3, leading: 16, bottom: 3, trailing: 16)
      cell.contentConfiguration = content
    }
    return cell
  }
}

/// A table of 20 fixed-height rows on the bench screen.
@MainActor final class FrameTable {
  let app = UIApplication.reset(device: benchFrameDevice)
  let controller = BenchTableController()
  let rows: FrameRows
  let window: UIWindow
  init(generation: Int, hosted: Bool) {
    rows = FrameRows(generation: generation, hosted: hosted)
    window = UIWindow(frame: app.screen.bounds)
    controller.table.rowHeight = 42
    controller.table.separatorStyle = .none
    controller.table.dataSource = rows
    window.rootViewController = controller
    window.makeKeyAndVisible()
    app.commit()
  }
  func change(to generation: Int) {
    rows.generation = generation
    controller.table.reconfigureRows(at: (0..<20).map { IndexPath(row: $0, section: 0) })
    app.commit()
  }
}

/// The SwiftUI screen's model: which generation of text the rows show.
@MainActor final class FrameModel: ObservableObject {
  @Published var generation: Int
  init(generation: Int) { self.generation = generation }
}

/// 20 rows of wrapped text in a SwiftUI stack.
struct FrameScreen: View {
  @ObservedObject var model: FrameModel
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<20, id: \.self) { index in
        Text(frameRowText(index, model.generation))
          .font(.system(size: 15))
          .padding(.top, 3)
          .padding(.horizontal, 16)
          .frame(maxWidth: .infinity, minHeight: 42, maxHeight: 42, alignment: .topLeading)
          .background(Color.white)
      }
      Spacer(minLength: 0)
    }
    .background(Color(red: 0.949, green: 0.949, blue: 0.969))
    .ignoresSafeArea()
  }
}

/// The SwiftUI screen hosted in a window on the bench screen.
@MainActor final class FrameSwiftUI {
  let app = UIApplication.reset(device: benchFrameDevice)
  let model: FrameModel
  let window: UIWindow
  init(generation: Int) {
    model = FrameModel(generation: generation)
    window = UIWindow(frame: app.screen.bounds)
    window.rootViewController = UIHostingController(rootView: FrameScreen(model: model))
    window.makeKeyAndVisible()
    app.commit()
  }
  func change(to generation: Int) {
    model.generation = generation
    app.commit()
  }
}

@MainActor func benchFrames() {
  print("\n### Full frames against raw Cairo + Pango (390×844 pt @2x = 780×1688 px, 20 wrapped text rows)\n")
  print("| case | median | best |\n|---|---:|---:|")
  ratioLines = []
  let c = CFrame()
  var generation = 0
  func next() -> Int {
    generation += 1
    return generation
  }
  ratioToC("bare layer tree, cold", runs: 61, tandem: { _ = BareFrame(generation: next()) }, c: c.cold)
  let bare = BareFrame(generation: next())
  ratioToC("bare layer tree, warm", runs: 121, tandem: { bare.change(to: next()) }, c: c.warm)
  ratioToC(
    "UITableView, 20 list-content rows, cold", runs: 61,
    tandem: { _ = FrameTable(generation: next(), hosted: false) }, c: c.cold)
  let table = FrameTable(generation: next(), hosted: false)
  ratioToC("UITableView, 20 list-content rows, warm", runs: 121, tandem: { table.change(to: next()) }, c: c.warm)
  ratioToC(
    "UITableView, 20 UIHostingConfiguration rows, cold", runs: 61,
    tandem: { _ = FrameTable(generation: next(), hosted: true) }, c: c.cold)
  let hosted = FrameTable(generation: next(), hosted: true)
  ratioToC(
    "UITableView, 20 UIHostingConfiguration rows, warm", runs: 121, tandem: { hosted.change(to: next()) }, c: c.warm)
  ratioToC("SwiftUI screen of 20 rows, cold", runs: 61, tandem: { _ = FrameSwiftUI(generation: next()) }, c: c.cold)
  let screen = FrameSwiftUI(generation: next())
  ratioToC("SwiftUI screen of 20 rows, warm", runs: 121, tandem: { screen.change(to: next()) }, c: c.warm)
  // TANDEM_BENCH_FRAMES=<dir> writes each case's last frame, to compare them with the C frame by eye.
  if let directory = ProcessInfo.processInfo.environment["TANDEM_BENCH_FRAMES"] {
    c.write(to: directory + "/c.png")
    try? bare.compositor.snapshot().pngData().write(to: URL(fileURLWithPath: directory + "/bare.png"))
    for (name, app) in [("table", table.app), ("hosted", hosted.app), ("swiftui", screen.app)] {
      try? app.snapshot().pngData().write(to: URL(fileURLWithPath: directory + "/\(name).png"))
    }
  }
  print("")
  for line in ratioLines { print(line) }
}

/// Runs one frame case (or the 1,000-row SwiftUI graph build) `count` times and nothing else, for a profiler
/// (`perf record tandem-bench frame-loop …`).
@MainActor func frameLoop(_ name: String, count: Int) {
  if name == "million-one-row" {
    let app = UIApplication.reset(device: .iPhone14)
    let window = UIWindow(frame: app.screen.bounds)
    let controller = BenchTableController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let rows = NumberedRows(count: 1_000_000)
    controller.table.dataSource = rows
    app.commit()
    for edit in 0..<count {
      rows.edited[3] = "Edited \(edit)"
      controller.table.reconfigureRows(at: [IndexPath(row: 3, section: 0)])
      app.commit()
    }
    print(app.lastCompositeReport as Any)
    return
  }
  if name == "hosted-layers" || name == "table-layers" {
    // Which layers a cold frame paints (their classes, frames and fills), for profiles of the composite.
    let frame = FrameTable(generation: 1, hosted: name == "hosted-layers")
    print(frame.app.lastCompositeReport as Any)
    func walk(_ layer: CALayer, _ depth: Int) {
      let fill = layer.backgroundColor.map { "fill \($0.alpha)" } ?? ""
      print(
        String(repeating: " ", count: depth)
          + "\(type(of: layer)) \(layer.frame) \(fill) \(type(of: layer.delegate as Any))")
      for child in layer.sublayers ?? [] { walk(child, depth + 1) }
    }
    walk(frame.window.layer, 0)
    return
  }
  if name == "chain" {
    for _ in 0..<count { _ = chain(500) }
    return
  }
  if name == "snapshot-build" {
    let ids = Array(0..<1_000_000)
    for _ in 0..<count {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(ids)
    }
    return
  }
  if name == "build-and-apply" {
    let (large, largeChanged) = churnedSnapshots(count: 100_000, deleted: 10_000, inserted: 10_000, shuffled: 2_000)
    let changedItems = largeChanged.itemIdentifiers
    for _ in 0..<count { _ = benchBuildAndApply(large, changedItems, times: 20) }
    return
  }
  if name == "graph" {
    let table = BenchTable()
    var environment = EnvironmentValues()
    environment.displayScale = 3
    for _ in 0...count {
      let graph = ViewGraph(rootView: BenchList(table: table), environment: environment)
      graph.layout(in: CGRect(x: 0, y: 0, width: 390, height: 30000))
    }
    return
  }
  var generation = 0
  func next() -> Int {
    generation += 1
    return generation
  }
  let bare = name.hasPrefix("bare") ? BareFrame(generation: next()) : nil
  let table = name.hasPrefix("table") ? FrameTable(generation: next(), hosted: false) : nil
  let hosted = name.hasPrefix("hosted") ? FrameTable(generation: next(), hosted: true) : nil
  let screen = name.hasPrefix("swiftui") ? FrameSwiftUI(generation: next()) : nil
  let cFrame = name.hasPrefix("c-") ? CFrame() : nil
  // TANDEM_BENCH_INTERLEAVE=1 draws the C frame after each Tandem frame, as `frames` does (for profiles of a
  // case under the cache pressure it is measured in).
  let interleaved = ProcessInfo.processInfo.environment["TANDEM_BENCH_INTERLEAVE"] == "1" ? CFrame() : nil
  let shapedBefore = TextLayout.shapedCount
  defer {
    let shaped = Double(TextLayout.shapedCount - shapedBefore) / Double(max(count, 1))
    FileHandle.standardError.write(Data(String(format: "text layouts shaped per frame: %.1f\n", shaped).utf8))
  }
  for _ in 0..<count {
    if let interleaved { name.hasSuffix("cold") ? interleaved.cold() : interleaved.warm() }
    switch name {
    case "c-cold": cFrame?.cold()
    case "c-warm": cFrame?.warm()
    case "bare-cold": _ = BareFrame(generation: next())
    case "bare-warm": bare?.change(to: next())
    case "table-cold": _ = FrameTable(generation: next(), hosted: false)
    case "table-warm": table?.change(to: next())
    case "hosted-cold": _ = FrameTable(generation: next(), hosted: true)
    case "hosted-warm": hosted?.change(to: next())
    case "swiftui-cold": _ = FrameSwiftUI(generation: next())
    case "swiftui-warm": screen?.change(to: next())
    case "table-one-row":
      guard let table else { return }
      table.rows.generation = next()
      table.controller.table.reconfigureRows(at: [IndexPath(row: 3, section: 0)])
      table.app.commit()
    default:
      FileHandle.standardError.write(
        Data(
          "frame-loop c|bare|table|hosted|swiftui-cold|warm|table-one-row|million-one-row|graph|build-and-apply|snapshot-build|chain COUNT\n"
            .utf8))
      exit(2)
    }
  }
}
