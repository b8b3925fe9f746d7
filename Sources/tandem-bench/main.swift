import Foundation
import TandemGraphics
import TandemKit

// Tandem's benchmarks. Run in release: `swift run -c release tandem-bench [compositor|text|png|layout|swiftui|lists|collections|frames|snapshots|all]`.
// Each row: the median and the fastest of N runs, in milliseconds (or microseconds where noted).

func measure(_ runs: Int, _ body: () -> Void) -> (median: Double, best: Double) {
  measure(runs, prepare: {}, body)
}

/// Like `measure(_:_:)`, running `prepare` untimed before each run.
func measure(_ runs: Int, prepare: () -> Void, _ body: () -> Void) -> (median: Double, best: Double) {
  var times: [Double] = []
  for _ in 0..<runs {
    prepare()
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  times.sort()
  return (times[times.count / 2], times[0])
}

func row(_ name: String, _ result: (median: Double, best: Double), unit: String = "ms", factor: Double = 1) {
  let median = String(format: "%10.3f", result.median * factor)
  let best = String(format: "%10.3f", result.best * factor)
  print("| \(name.padding(toLength: 72, withPad: " ", startingAt: 0)) | \(median) \(unit) | \(best) \(unit) |")
}

final class RowLayer: CALayer {
  var title = TextLayout.make(StyledText(runs: []))
  var detail = TextLayout.make(StyledText(runs: []))
  convenience init(index: Int) {
    self.init()
    title = TextLayout.make(StyledText("Heart Rate \(index)", font: FontDescriptor(size: 15, weight: 0.4)))
    detail = TextLayout.make(StyledText("\(70 + index) BPM", font: FontDescriptor(size: 28, weight: 0.3)))
  }
  override func draw(in ctx: CGContext) {
    title.draw(in: ctx, at: CGPoint(x: 16, y: 8))
    detail.draw(in: ctx, at: CGPoint(x: 16, y: 28))
    ctx.setStrokeColor(CGColor(red: 1, green: 0.18, blue: 0.33, alpha: 1))
    ctx.setLineWidth(2)
    ctx.addLines(between: (0..<6).map { CGPoint(x: 200 + $0 * 28, y: 20 + ($0 * 7 % 17)) })
    ctx.strokePath()
    for i in 0..<6 { ctx.strokeEllipse(in: CGRect(x: 197 + i * 28, y: 17 + (i * 7 % 17), width: 6, height: 6)) }
  }
}

/// A 390×844 screen with 20 card rows drawn through draw(in:), like the seeds' heart-rate table.
func screen() -> (CALayer, [RowLayer]) {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
  root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
  var rows: [RowLayer] = []
  for i in 0..<20 {
    let card = RowLayer(index: i)
    card.frame = CGRect(x: 16, y: 8 + CGFloat(i) * 42, width: 358, height: 38)
    card.backgroundColor = .white
    card.cornerRadius = 10
    card.contentsScale = 3
    card.setNeedsDisplay()
    root.addSublayer(card)
    rows.append(card)
  }
  return (root, rows)
}

func benchCompositor() {
  print("\n### Compositor: 390×844 pt @3x (1170×2532 px), 20 rows of text + polyline + circles")
  print("| case | median | best |\n|---|---:|---:|")
  row(
    "full frame (fresh compositor, every row drawn)",
    measure(10) {
      let (root, _) = screen()
      Compositor(size: CGSize(width: 390, height: 844), scale: 3).composite(root)
    })
  let (root, rows) = screen()
  let compositor = Compositor(size: CGSize(width: 390, height: 844), scale: 3)
  compositor.composite(root)
  row(
    "one row recoloured (damage = that row)",
    measure(50) {
      rows[7].backgroundColor = rows[7].backgroundColor == .white ? CGColor(gray: 0.9, alpha: 1) : .white
      compositor.composite(root)
    })
  row(
    "one row redrawn (setNeedsDisplay + damage)",
    measure(50) {
      rows[7].setNeedsDisplay()
      compositor.composite(root)
    })
  row("nothing changed", measure(50) { compositor.composite(root) })
}

func benchText() {
  print("\n### Text (Pango)")
  print("| case | median | best |\n|---|---:|---:|")
  var counter = 0
  row(
    "measure a new 20-character string (uncached)",
    measure(200) {
      counter += 1
      _ = TextLayout.make(StyledText("Heart rate sample \(counter)", font: FontDescriptor(size: 17))).size
    }, unit: "µs", factor: 1000)
  row(
    "measure the same string (cached layout)",
    measure(200) {
      _ = TextLayout.make(StyledText("Heart rate sample 1", font: FontDescriptor(size: 17))).size
    }, unit: "µs", factor: 1000)
  let paragraph = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 8)
  row(
    "wrap a 360-character paragraph at 300 pt (uncached)",
    measure(100) {
      counter += 1
      _ =
        TextLayout.make(
          StyledText(paragraph + "\(counter)", font: FontDescriptor(size: 17)), options: TextLayoutOptions(width: 300)
        ).lineCount
    }, unit: "µs", factor: 1000)
  // The cache at its bound: twice `cacheLimit` one-line layouts of new strings, and the resident memory they add.
  let before = allocatedBytes()
  for index in 0..<(2 * TextLayout.cacheLimit) {
    _ = TextLayout.make(StyledText("Cached sample row \(index)", font: FontDescriptor(size: 17)))
  }
  print(
    String(
      format: "\ntext-layout-cache-MiB when full %.1f (%d layouts held, at most %d)",
      Double(allocatedBytes() - before) / 1_048_576, TextLayout.cachedCount, 2 * TextLayout.cacheLimit))
}

func benchPNG() {
  print("\n### PNG encoding of a 1170×2532 frame")
  print("| case | median | best |\n|---|---:|---:|")
  let (root, _) = screen()
  let compositor = Compositor(size: CGSize(width: 390, height: 844), scale: 3)
  compositor.composite(root)
  let image = compositor.snapshot()
  for level: Int32 in [1, 3, 6] {
    row("CGImage → PNG (libpng, zlib level \(level))", measure(5) { _ = image.pngData(compressionLevel: level) })
    print("  (\(image.pngData(compressionLevel: level).count / 1024) KiB)")
  }
  let data = image.pngData()
  row("PNG → CGImage", measure(5) { _ = ImageCodec.decode(data) })
}

/// A vertical chain of `count` views, each 10 points high and 2 below the previous, laid out in a root view.
@MainActor func chain(_ count: Int) -> (UIView, NSLayoutConstraint, UIView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100_000))
  var previous: UIView?
  var first: NSLayoutConstraint?
  for _ in 0..<count {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let top =
      previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 2) }
      ?? view.topAnchor.constraint(equalTo: root.topAnchor)
    if first == nil { first = top }
    NSLayoutConstraint.activate([top, view.heightAnchor.constraint(equalToConstant: 10)])
    previous = view
  }
  root.layoutIfNeeded()
  return (root, first!, previous!)
}

@MainActor func benchLayout() {
  print("\n### Auto Layout (TandemKit)")
  print("| case | median | best |\n|---|---:|---:|")
  row("build and solve a 500-view chain (1,000 constraints)", measure(5) { _ = chain(500) })
  let (root, first, _) = chain(500)
  var constant: CGFloat = 0
  row(
    "edit one constant and lay out again",
    measure(50) {
      constant += 1
      first.constant = constant
      root.layoutIfNeeded()
    })

  print("\n### Commit of a navigation screen (iPhone 14, 1170×2532 px)")
  print("| case | median | best |\n|---|---:|---:|")
  let app = UIApplication.reset(device: .iPhone14)
  let content = UIViewController()
  content.title = "Heart Rate"
  let nav = UINavigationController(rootViewController: content)
  let stack = UIStackView()
  stack.axis = .vertical
  stack.spacing = 8
  stack.translatesAutoresizingMaskIntoConstraints = false
  content.view.backgroundColor = .systemBackground
  content.view.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.leadingAnchor),
    stack.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
  ])
  var labels: [UILabel] = []
  for i in 0..<20 {
    let label = UILabel()
    label.text = "Sample \(i): \(70 + i) BPM"
    stack.addArrangedSubview(label)
    labels.append(label)
  }
  let window = UIWindow(frame: app.screen.bounds)
  window.rootViewController = nav
  window.makeKeyAndVisible()
  row("first commit (layout + every layer drawn)", measure(1) { app.commit() })
  var n = 0
  row(
    "one label's text changes (layout + damage)",
    measure(30) {
      n += 1
      labels[7].text = "Sample 7: \(n) BPM"
      app.commit()
    })
  row("nothing changed", measure(30) { app.commit() })
  _ = window
}

let which = CommandLine.arguments.dropFirst().first ?? "all"
switch which {
case "compositor": benchCompositor()
case "text": benchText()
case "png": benchPNG()
case "layout": MainActor.assumeIsolated { benchLayout() }
case "swiftui": MainActor.assumeIsolated { benchSwiftUI() }
case "animation": MainActor.assumeIsolated { benchAnimation() }
case "frames": MainActor.assumeIsolated { benchFrames() }
case "collections": MainActor.assumeIsolated { benchCollectionViews() }
case "snapshots": MainActor.assumeIsolated { benchSnapshots() }
case "first-snapshot":
  MainActor.assumeIsolated { firstSnapshot(in: CommandLine.arguments[2], record: CommandLine.arguments.count > 3) }
case "showcase-render": MainActor.assumeIsolated { showcaseRender(to: CommandLine.arguments[2]) }
case "frame-loop":
  MainActor.assumeIsolated { frameLoop(CommandLine.arguments[2], count: Int(CommandLine.arguments[3]) ?? 200) }
case "lists":
  benchLists()
  MainActor.assumeIsolated { benchListViews() }
  MainActor.assumeIsolated { benchCollectionViews() }
case "all":
  benchCompositor()
  benchText()
  benchPNG()
  MainActor.assumeIsolated { benchLayout() }
  MainActor.assumeIsolated { benchSwiftUI() }
  MainActor.assumeIsolated { benchAnimation() }
  benchLists()
  MainActor.assumeIsolated { benchListViews() }
  MainActor.assumeIsolated { benchCollectionViews() }
  MainActor.assumeIsolated { benchFrames() }
  MainActor.assumeIsolated { benchSnapshots() }
default:
  FileHandle.standardError.write(
    Data(
      "usage: tandem-bench [compositor|text|png|layout|swiftui|animation|lists|collections|frames|snapshots|all]\n".utf8
    ))
  exit(2)
}
