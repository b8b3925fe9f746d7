import Foundation
import TandemDriver
import TandemKit
import TandemTesting
import Testing

@testable import TandemUI

/// SwiftUI's safe areas as iOS 15+ lays them out: shape-style backgrounds reach under the status bar and home
/// indicator, `edgesIgnoringSafeArea` as `ignoresSafeArea`, and hosted cells never apply the window's safe area.
@MainActor @Suite(.ownsTheApplication) struct SafeAreaTests {
  /// The frame of the first color view, or of the first rectangle (a shape-style background), in a hosted view.
  private func frame<V: View>(of color: Color?, in view: V) throws -> (CGRect, HostingView, AppDriver) {
    let controller = UIHostingController(rootView: view)
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let hosting = try #require(controller.view as? HostingView)
    var found: CGRect?
    hosting.graph.root.forEach {
      guard found == nil else { return }
      if let color, $0.view as? Color == color { found = $0.frame }
      if color == nil, "\(type(of: $0.view))".hasPrefix("_ShapeView") { found = $0.frame }
    }
    return (try #require(found), hosting, driver)
  }

  @Test func aShapeStyleBackgroundReachesUnderTheSafeArea() throws {
    let screen = VStack { Text("Welcome") }.frame(maxWidth: .infinity, maxHeight: .infinity)
    let (full, hosting, driver) = try frame(of: nil, in: screen.background(Color.red))
    withExtendedLifetime(driver) {
      #expect(hosting.safeAreaInsets.top > 0 && hosting.safeAreaInsets.bottom > 0)
      #expect(full == hosting.bounds)
    }
    let (inside, _, other) = try frame(of: nil, in: screen.background(Color.red, ignoresSafeAreaEdges: []))
    withExtendedLifetime(other) {
      #expect(inside == hosting.bounds.inset(by: hosting.safeAreaInsets))
    }
    // A background of a view away from the safe area's edges stays behind the view.
    let (small, _, third) = try frame(of: nil, in: Text("Small").padding().background(Color.red))
    withExtendedLifetime(third) { #expect(small.minY > hosting.safeAreaInsets.top) }
  }

  @Test func edgesIgnoringSafeAreaReachesTheChosenEdges() throws {
    let (top, hosting, driver) = try frame(of: .blue, in: Color.blue.edgesIgnoringSafeArea(.top))
    withExtendedLifetime(driver) {
      #expect(top.minY == 0 && top.maxY == hosting.bounds.maxY - hosting.safeAreaInsets.bottom)
    }
    let (all, _, other) = try frame(of: .blue, in: Color.blue.edgesIgnoringSafeArea(.all))
    withExtendedLifetime(other) { #expect(all == hosting.bounds) }
  }

  /// The status bar over a colored background that fills the screen, as on an iPhone.
  @Test func backgroundUnderTheStatusBarGolden() throws {
    let screen = VStack(spacing: 12) {
      Image(systemName: "sun.max.fill").font(.system(size: 60))
      Text("Good morning").font(.largeTitle.bold())
    }
    .foregroundColor(.white)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.orange)
    let driver = AppDriver(rootViewController: UIHostingController(rootView: screen))
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-background-under-safe-area")
  }

  /// A table whose rows overlap the window's top inset (no content inset adjustment): the hosted row there lays
  /// its content out in the cell, not below the status bar, and every row keeps its place.
  @Test func hostedCellsDoNotApplyTheWindowsSafeArea() throws {
    final class Rows: UIViewController, UITableViewDataSource {
      let table = UITableView(frame: .zero, style: .plain)
      override func loadView() {
        table.dataSource = self
        table.contentInsetAdjustmentBehavior = .never
        view = table
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.contentConfiguration = UIHostingConfiguration { Text("Row \(indexPath.row)") }
        return cell
      }
    }
    let controller = Rows()
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let first = try #require(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.frame.minY == 0 && first.safeAreaInsets.top > 0)
    var hosting: HostingView?
    func visit(_ view: UIView) {
      if hosting == nil, let found = view as? HostingView { hosting = found }
      view.subviews.forEach(visit)
    }
    visit(first)
    let view = try #require(hosting)
    var text: CGRect?
    view.graph.root.forEach { if text == nil, $0.view is Text { text = $0.frame } }
    let row = try #require(text)
    #expect(row.minY < first.bounds.height && row.maxY <= first.bounds.height, "\(row) in \(first.bounds)")
    #expect(
      row.midY == (first.bounds.height / 2).rounded(.toNearestOrAwayFromZero)
        || abs(row.midY - first.bounds.height / 2) < 1)
  }

  /// A bottom inset sits on the safe area's bottom edge; the view takes the rest above it, `spacing` apart.
  @Test func safeAreaInsetLaysTheViewOutBesideTheInset() throws {
    let screen = Color.blue.safeAreaInset(edge: .bottom, spacing: 4) {
      Text("Bar").padding().frame(maxWidth: .infinity).background(Color.yellow)
    }
    let (content, hosting, driver) = try frame(of: .blue, in: screen)
    try withExtendedLifetime(driver) {
      let safe = hosting.bounds.inset(by: hosting.safeAreaInsets)
      var bar: CGRect?
      hosting.graph.root.forEach {
        if bar == nil, let text = $0.view as? Text, text.content == "Bar" { bar = $0.frame }
      }
      let text = try #require(bar)
      #expect(content.minY == safe.minY && content.width == safe.width)
      #expect(text.maxY <= safe.maxY && text.maxY > safe.maxY - 60)
      #expect(content.maxY <= text.minY - 4)
    }
    let (leading, _, other) = try frame(
      of: .blue, in: Color.blue.safeAreaInset(edge: .leading) { Text("Side").padding() })
    withExtendedLifetime(other) { #expect(leading.minX > 0 && leading.maxX == hosting.bounds.maxX) }
  }

  /// The first text field under a view.
  private func textField(in view: UIView) -> UITextField? {
    if let field = view as? UITextField { return field }
    for child in view.subviews { if let field = textField(in: child) { return field } }
    return nil
  }

  private struct Compose: View {
    var ignoresKeyboard = false
    @State private var message = ""
    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Messages").font(.largeTitle.bold())
        Text("Say hello to the team.").foregroundColor(.secondary)
        Spacer()
        TextField("Message", text: $message).textFieldStyle(.roundedBorder)
      }
      .padding()
      .ignoresSafeArea(ignoresKeyboard ? .keyboard : [], edges: .bottom)
      .background(Color.yellow.opacity(0.3))
    }
  }

  /// Focusing a field at the bottom brings up the keyboard and the content moves up above it (the keyboard
  /// safe-area region), back down when it hides; a shape-style background still reaches the screen's bottom.
  @Test func contentMovesUpOutOfTheKeyboardsWay() throws {
    let controller = UIHostingController(rootView: Compose())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let field = try #require(textField(in: controller.view))
    let resting = field.convert(field.bounds, to: nil)
    // iPhone 14: the keyboard's top is at 844 - 291 = 553.
    #expect(resting.maxY > 553)
    try driver.tap(field)
    try driver.settle()
    let raised = field.convert(field.bounds, to: nil)
    #expect(raised.maxY <= 553 && raised.maxY >= 553 - 20)
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-keyboard-avoidance")
    var background: CGRect?
    let hosting = try #require(controller.view as? HostingView)
    hosting.graph.root.forEach { if "\(type(of: $0.view))".hasPrefix("_ShapeView") { background = $0.frame } }
    #expect(background == hosting.bounds)
    field.resignFirstResponder()
    try driver.settle()
    #expect(field.convert(field.bounds, to: nil) == resting)
  }

  /// Content ignoring the keyboard region stays where it was, under the keyboard.
  @Test func contentIgnoringTheKeyboardStaysUnderIt() throws {
    let controller = UIHostingController(rootView: Compose(ignoresKeyboard: true))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let field = try #require(textField(in: controller.view))
    let resting = field.convert(field.bounds, to: nil)
    #expect(field.becomeFirstResponder())
    try driver.settle()
    #expect(field.convert(field.bounds, to: nil) == resting)
  }
}
