import SwiftUI
import TandemTesting
import Testing

/// A toolbar-like row as apps write it: a sort menu with a submenu and a destructive action, and links.
private struct SortBar: View {
  @State var order = "Name"
  @State var opened: [URL] = []
  var body: some View {
    VStack(spacing: 20) {
      Menu {
        Button("Name") { order = "Name" }
        Button("Date") { order = "Date" }
        Menu("More") {
          Button("Size") { order = "Size" }
        }
        Divider()
        Button("Delete All", role: .destructive) { order = "none" }
      } label: {
        Label("Sort", systemImage: "arrow.up.arrow.down")
      }
      Text("Sorted by \(order)")
      Link("Tandem", destination: URL(string: "https://example.com/tandem")!)
      Link("Handled here", destination: URL(string: "app://settings")!)
        .environment(
          \.openURL,
          OpenURLAction { url in
            opened.append(url)
            return .handled
          })
      Text("Opened \(opened.count)")
    }
  }
}

/// `Menu` opens a UIKit menu of its buttons (submenus, groups, destructive actions) and runs the chosen one;
/// `Link` hands its URL to the environment's `openURL`, whose default goes to `OpenURLAction.systemHandler`.
@MainActor @Suite(.serialized, .ownsTheApplication) struct MenuAndLinkTests {
  @Test func menusRunTheirButtonsAndLinksOpenURLs() throws {
    var systemOpened: [URL] = []
    OpenURLAction.systemHandler = { url in
      systemOpened.append(url)
      return true
    }
    defer { OpenURLAction.systemHandler = nil }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: SortBar()))
    try driver.settle()
    try driver.tap("Sort")
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-menu-open")
    try driver.tap("Date")
    try driver.settle()
    #expect(driver.find("Sorted by Date") != nil)
    try driver.tap("Sort")
    try driver.settle()
    try driver.tap("More")
    try driver.settle()
    try driver.tap("Size")
    try driver.settle()
    #expect(driver.find("Sorted by Size") != nil, "a submenu's button runs")

    try driver.tap("Tandem")
    #expect(systemOpened == [URL(string: "https://example.com/tandem")!])
    try driver.tap("Handled here")
    try driver.settle()
    #expect(driver.find("Opened 1") != nil, "an environment action handles its links")
    #expect(systemOpened.count == 1)
  }
}
