import SwiftUI
import TandemTesting
import Testing

private struct Park: Identifiable, Hashable {
  let id: Int
  let name: String
}

private let parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion"), Park(id: 3, name: "Acadia")]

/// The sidebar-and-detail app of Apple's NavigationSplitView documentation: a selectable list of value links, a
/// detail that follows the selection.
private struct ParksSplit: View {
  @State private var selection: Park?
  @State private var visibility = NavigationSplitViewVisibility.automatic

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      List(parks, selection: $selection) { park in
        NavigationLink(park.name, value: park)
      }
      .navigationTitle("Parks")
    } detail: {
      if let selection {
        Text("Welcome to \(selection.name)").navigationTitle(selection.name)
      } else {
        Text("Pick a park")
      }
    }
  }
}

/// Three columns with destination links: the sidebar's link shows its destination in the content column, whose
/// links show theirs in the detail.
private struct MailSplit: View {
  var body: some View {
    NavigationSplitView {
      List {
        NavigationLink("Inbox") {
          List { NavigationLink("Lunch on Friday?") { Text("See you at noon") } }.navigationTitle("Inbox")
        }
      }
      .navigationTitle("Mailboxes")
    } content: {
      Text("No mailbox")
    } detail: {
      Text("No message")
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct NavigationSplitViewTests {
  /// On an iPad the columns tile; choosing a park selects it and the detail follows; hiding the sidebar with
  /// the display mode button writes the visibility back.
  @Test func onAnIPadTheDetailFollowsTheSidebarSelection() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: ParksSplit()), device: .iPad)
    try driver.settle()
    #expect(driver.find("Pick a park") != nil)
    #expect(driver.find("Yosemite") != nil)
    try driver.tap("Zion")
    try driver.settle()
    #expect(driver.find("Welcome to Zion") != nil)
    #expect(driver.find("Yosemite") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "navigation-split-view-ipad")

    try driver.tap("Sidebar")
    try driver.settle()
    #expect(driver.find("Yosemite") == nil)
    #expect(driver.find("Welcome to Zion") != nil)
  }

  /// On an iPhone the split shows the sidebar; choosing a park pushes the detail; back returns to the list; an
  /// iPad window narrowed to compact collapses the same way.
  @Test func onAPhoneChoosingARowPushesTheDetail() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: ParksSplit()))
    try driver.settle()
    #expect(driver.find("Yosemite") != nil)
    #expect(driver.find("Pick a park") == nil)
    try driver.tap("Acadia")
    try driver.settle()
    #expect(driver.find("Welcome to Acadia") != nil)
    #expect(driver.find("Yosemite") == nil)
    try driver.goBack()
    try driver.settle()
    #expect(driver.find("Yosemite") != nil)
    try driver.tap("Yosemite")
    try driver.settle()
    #expect(driver.find("Welcome to Yosemite") != nil)
  }

  /// Narrowing an iPad window collapses the split onto the sidebar's stack; widening it brings the columns back.
  @Test func aNarrowedIPadWindowCollapsesTheColumns() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: ParksSplit()), device: .iPad)
    try driver.settle()
    try driver.tap("Zion")
    try driver.settle()
    driver.resizeWindow(to: CGSize(width: 375, height: 1180))
    try driver.settle()
    #expect(driver.find("Yosemite") != nil)
    #expect(driver.find("Welcome to Zion") == nil)
    driver.resizeWindow(to: CGSize(width: 820, height: 1180))
    try driver.settle()
    #expect(driver.find("Yosemite") != nil)
    #expect(driver.find("Welcome to Zion") != nil)
  }

  /// Destination links show in the next column: the mailbox in the content column, the message in the detail.
  @Test func destinationLinksShowInTheNextColumn() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: MailSplit()), device: .iPad)
    try driver.settle()
    driver.rotate(toLandscape: true)
    try driver.settle()
    #expect(driver.find("No mailbox") != nil && driver.find("Mailboxes") != nil)
    try driver.tap("Inbox")
    try driver.settle()
    #expect(driver.find("Lunch on Friday?") != nil)
    try driver.tap("Lunch on Friday?")
    try driver.settle()
    #expect(driver.find("See you at noon") != nil)
    #expect(driver.find("Mailboxes") != nil)
  }

  /// `NavigationView` with two views is a split view on iPad and a stack on iPhone; `.stack` makes it a stack.
  @Test func aNavigationViewHasColumnsOnIPadOnly() throws {
    struct Legacy: View {
      var body: some View {
        NavigationView {
          List { NavigationLink("Settings") { Text("Settings detail") } }.navigationTitle("Menu")
          Text("Choose an item")
        }
      }
    }
    let pad = AppDriver(rootViewController: UIHostingController(rootView: Legacy()), device: .iPad)
    try pad.settle()
    #expect(pad.find("Choose an item") != nil && pad.find("Menu") != nil)
    try pad.tap("Settings")
    try pad.settle()
    #expect(pad.find("Settings detail") != nil && pad.find("Menu") != nil)

    let phone = AppDriver(rootViewController: UIHostingController(rootView: Legacy()))
    try phone.settle()
    #expect(phone.find("Choose an item") == nil && phone.find("Menu") != nil)

    let stacked = AppDriver(
      rootViewController: UIHostingController(rootView: Legacy().navigationViewStyle(.stack)), device: .iPad)
    try stacked.settle()
    #expect(stacked.find("Choose an item") == nil && stacked.find("Menu") != nil)
  }
}
