import Foundation
import TandemTesting
import Testing

@testable import TandemKit
@testable import TandemUI

/// A weakly held object, to tell whether it was freed.
private struct Weak {
  weak var object: AnyObject?
}

/// A UIKit view in SwiftUI through a representable, with a coordinator.
private struct Badge: UIViewRepresentable {
  let text: String
  final class Coordinator {}
  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
  }
  func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}

/// Anchors of the views that set them, by name.
private struct AnchorsKey: PreferenceKey {
  static let defaultValue: [String: Anchor<CGRect>] = [:]
  static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
    value.merge(nextValue()) { $1 }
  }
}

/// Animation and drawing together: a timeline with a date to come, a canvas drawing text, a custom layout, a
/// matched view swapped in an animated change, an anchor overlay and a triggered phase animator.
private struct DrawingScreen: View {
  @Namespace private var space
  @State private var on = false
  private let start = Date()
  var body: some View {
    VStack {
      Button("Toggle") { withAnimation(.linear(duration: 0.05)) { on.toggle() } }
      TimelineView(.explicit([start, start.addingTimeInterval(0.05)])) { context in
        Text(context.date == start ? "First" : "Second")
      }
      Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(on ? .red : .blue))
        context.draw(Text("Drawn"), at: CGPoint(x: 4, y: 4), anchor: .topLeading)
      }
      .frame(height: 20)
      AnyLayout(on ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())) {
        Text("A")
        Text("B").anchorPreference(key: AnchorsKey.self, value: .bounds) { ["B": $0] }
      }
      if on {
        Color.red.matchedGeometryEffect(id: 1, in: space).frame(width: 20, height: 20)
      } else {
        Color.red.matchedGeometryEffect(id: 1, in: space).frame(width: 10, height: 10)
      }
    }
    .overlayPreferenceValue(AnchorsKey.self) { anchors in
      GeometryReader { proxy in
        if let b = anchors["B"] { Color.green.frame(width: proxy[b].width, height: 2).offset(y: proxy[b].maxY) }
      }
    }
    .phaseAnimator([0.0, 1.0], trigger: on) { content, phase in
      content.opacity(1 - phase * 0.1)
    } animation: {
      _ in
      .linear(duration: 0.05)
    }
  }
}

/// A SwiftUI list of rows with state, which presents a sheet continuing its graph.
private struct RowsScreen: View {
  @State private var showing = false
  var body: some View {
    VStack {
      Button("Details") { showing = true }
      HostedRowCollection(Array(0..<20), id: \.self) { row in TapCountingRow(title: "Row \(row)") }
    }
    .sheet(isPresented: $showing) { Text("Sheet") }
  }
}

/// A SwiftUI stack as apps write one: links by value and by view, a presented destination, search, in tabs.
private struct TrailsScreen: View {
  @State private var query = ""
  @State private var flagged = false
  var body: some View {
    TabView {
      NavigationStack {
        List {
          NavigationLink("By value", value: 7)
          NavigationLink("By view") { Text("Viewed") }
          Button("Flag") { flagged = true }
        }
        .navigationTitle("Trails")
        .navigationDestination(for: Int.self) { number in Text("Trail \(number)") }
        .navigationDestination(isPresented: $flagged) { Text("Flagged") }
        .searchable(text: $query)
      }
      .tabItem { Label("Trails", systemImage: "map") }
      Text("Saved").tabItem { Label("Saved", systemImage: "star") }
    }
  }
}

private struct RepresentedScreen: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Badge(text: "Badge \(taps)")
      Button("Tap") { taps += 1 }
    }
  }
}

/// Leak cycles: a thousand presentations of each kind (a hundred of the heaviest), pushes and pops, hosting
/// controllers with representables, and a SwiftUI navigation stack in tabs (links, destinations, search), each
/// dismissed through the driver; every controller, view and coordinator is freed, and the process grows by no
/// more than 5 MB over the cycles (after a warm-up that fills the caches).
@MainActor @Suite(.serialized, .ownsTheApplication) struct LeakCycleTests {

  enum Kind: String, CaseIterable, Sendable {
    case sheet, popover, fullScreen, alert, pushPop, hostedRepresentable, hostedRowsAndSheet, swiftUINavigation
    case animationAndDrawing

    /// How many cycles run: a thousand, but a hundred of the SwiftUI stack (a dozen taps and presentations each)
    /// and forty of the animated drawing screen (frames of animation each).
    var cycles: Int {
      switch self {
      case .swiftUINavigation: 100
      case .animationAndDrawing: 40
      default: 1_000
      }
    }
    /// The cycles run first, unwatched, to fill the caches.
    var warmUp: Int { cycles / 20 }
  }

  /// The resident set size of the process, in bytes.
  private func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  @Test(arguments: Kind.allCases) func presentingAndDismissingAThousandTimesFreesEverything(kind: Kind) throws {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let driver = AppDriver(rootViewController: navigation, device: .iPhoneSE)
    try driver.settle()
    var freed: [Weak] = []
    func cycle(record: Bool) throws {
      var made: [AnyObject] = []
      switch kind {
      case .sheet, .popover, .fullScreen:
        let detail = UIViewController()
        let label = UILabel()
        label.text = "Detail"
        detail.view.addSubview(label)
        detail.modalPresentationStyle = kind == .sheet ? .pageSheet : kind == .popover ? .popover : .fullScreen
        if kind == .popover { detail.popoverPresentationController?.sourceView = root.view }
        root.present(detail, animated: false)
        try driver.settle()
        detail.dismiss(animated: false)
        made = [detail, label]
      case .alert:
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        try driver.settle()
        try driver.tap("Cancel")
        made = [alert]
      case .pushPop:
        let pushed = UIViewController()
        pushed.title = "Pushed"
        navigation.pushViewController(pushed, animated: false)
        try driver.settle()
        try driver.tap(root.title ?? "Back")
        made = [pushed]
      case .hostedRepresentable:
        let hosting = UIHostingController(rootView: RepresentedScreen())
        root.present(hosting, animated: false)
        try driver.settle()
        try driver.tap("Tap")
        var badge: UILabel?
        func visit(_ view: UIView) {
          if badge == nil, let label = view as? UILabel, label.text?.hasPrefix("Badge") == true { badge = label }
          view.subviews.forEach(visit)
        }
        visit(hosting.view)
        #expect(badge?.text == "Badge 1")
        hosting.dismiss(animated: false)
        made = [hosting] + (badge.map { [$0] } ?? [])
      case .hostedRowsAndSheet:
        // Row graphs attached to the list's node, and a sheet continuing the screen's graph.
        let hosting = UIHostingController(rootView: RowsScreen())
        root.present(hosting, animated: false)
        try driver.settle()
        try driver.tap("Row 1 0")
        try driver.settle()
        try driver.tap("Details")
        try driver.settle()
        let sheet = hosting.presentedViewController
        #expect(driver.find("Sheet") != nil)
        var rowGraphs: [AnyObject] = []
        hosting.contentGraph.root.forEach { node in
          if let rows = (node.content as? HostedRowCollectionContent)?.rowGraphs {
            rowGraphs.append(rows)
            rowGraphs += rows.realizedIDs.map { rows.graph(for: $0) }
          }
        }
        #expect(rowGraphs.count > 10)
        sheet?.dismiss(animated: false)
        try driver.settle()
        hosting.dismiss(animated: false)
        made = [hosting] + rowGraphs + (sheet.map { [$0] } ?? [])
      case .swiftUINavigation:
        // Every controller the stack and the tabs make, the search field, and whatever was first responder.
        let hosting = UIHostingController(rootView: TrailsScreen())
        root.present(hosting, animated: false)
        try driver.settle()
        func controllers(_ controller: UIViewController) -> [UIViewController] {
          [controller] + controller.children.flatMap(controllers)
        }
        made += controllers(hosting)
        for link in ["By value", "By view", "Flag"] {
          try driver.tap(link)
          try driver.settle()
          made += controllers(hosting)
          try driver.tap("Trails")
          try driver.settle()
        }
        try driver.tap("Search")
        try driver.settle()
        made += FirstResponder.current.map { [$0] } ?? []
        driver.type("x")
        try driver.tap("Cancel")
        try driver.tap("Saved")
        try driver.settle()
        hosting.dismiss(animated: false)
      case .animationAndDrawing:
        let hosting = UIHostingController(rootView: DrawingScreen())
        root.present(hosting, animated: false)
        try driver.settle()
        try driver.tap("Toggle")
        try driver.settle()
        #expect(driver.find("Second") != nil)
        let graph = hosting.contentGraph
        var contents: [AnyObject] = []
        graph.root.forEach { contents.append($0.content) }
        hosting.dismiss(animated: false)
        made = [hosting, graph] + contents
      }
      try driver.settle()
      if record { freed += made.map { Weak(object: $0) } }
    }
    root.title = "Root"
    for _ in 0..<kind.warmUp { try cycle(record: false) }
    // A leak grows resident memory in every window of cycles; tests running alongside in the process grow it in
    // some: the quietest window, scaled to all the cycles, is the growth the cycles cause.
    let windows = 4
    var growth = Int.max
    for _ in 0..<windows {
      let before = residentBytes()
      for _ in 0..<(kind.cycles / windows) { try cycle(record: true) }
      growth = min(growth, (residentBytes() - before) * windows)
    }
    let alive = freed.filter { $0.object != nil }.count
    #expect(root.presentedViewController == nil && navigation.viewControllers.count == 1)
    #expect(alive == 0, "\(alive) of \(freed.count) objects of \(kind) cycles are still alive")
    #expect(growth <= 5 * 1024 * 1024, "resident memory grew by \(growth / 1024) KB over \(kind.cycles) cycles")
    print(
      "leak cycles, \(kind.rawValue): \(kind.cycles) cycles, \(freed.count) objects watched, \(alive) alive, "
        + "resident growth \(growth / 1024) KB")
  }
}
