import SwiftUI
import TandemTesting
import Testing

/// `AnyView` and `Group` as SwiftUI defines them: an `AnyView` keeps its content's state while the wrapped type
/// stays the same and starts afresh when it changes; a `Group`'s modifiers apply to each of its children, which
/// its container lays out as its own children.
private struct Tally: View {
  let name: String
  @State private var taps = 0
  var body: some View { Button("\(name) \(taps)") { taps += 1 } }
}

private struct Switcher: View {
  @State private var showsLabel = false
  @State private var renamed = false
  var body: some View {
    VStack {
      showsLabel ? AnyView(Text("A label")) : AnyView(Tally(name: renamed ? "Renamed" : "Tally"))
      Button("Rename") { renamed = true }
      Button("Swap") { showsLabel.toggle() }
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct AnyViewAndGroupTests {
  @Test func anAnyViewKeepsStateForTheSameTypeAndResetsItForAnother() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Switcher()))
    try driver.settle()
    try driver.tap("Tally 0")
    try driver.settle()
    try driver.tap("Tally 1")
    try driver.settle()
    // Same wrapped type, new input: the state stays.
    try driver.tap("Rename")
    try driver.settle()
    #expect(driver.find("Renamed 2") != nil)
    // Another type, then back: the tally starts again.
    try driver.tap("Swap")
    try driver.settle()
    #expect(driver.find("A label") != nil)
    try driver.tap("Swap")
    try driver.settle()
    #expect(driver.find("Renamed 0") != nil)
  }

  @Test func aGroupsModifiersReachEachChildAndItsChildrenStackOnTheirOwn() throws {
    func frames<V: View>(_ view: V) throws -> [CGRect] {
      let driver = AppDriver(rootViewController: UIHostingController(rootView: view))
      try driver.settle()
      return try ["One", "Two", "Three"].map { try #require(driver.find($0)).0.frame }
    }
    let grouped = try frames(
      VStack(spacing: 10) {
        Group {
          Text("One")
          Text("Two")
        }
        .font(.largeTitle)
        Text("Three")
      })
    let separate = try frames(
      VStack(spacing: 10) {
        Text("One").font(.largeTitle)
        Text("Two").font(.largeTitle)
        Text("Three")
      })
    #expect(grouped == separate)
    // The two grouped texts are 10 points apart, as stack children are, and take the large title's height.
    #expect(abs(grouped[1].minY - grouped[0].maxY - 10) < 0.5)
    #expect(grouped[0].height > grouped[2].height)
  }
}
