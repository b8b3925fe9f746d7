import Foundation
import SwiftUI
import TandemTesting
import Testing

struct TrailPark: Identifiable, Hashable, Codable {
  let id: Int
  let name: String
  let state: String
}

private let parks = [
  TrailPark(id: 1, name: "Yosemite", state: "California"),
  TrailPark(id: 2, name: "Zion", state: "Utah"),
  TrailPark(id: 3, name: "Acadia", state: "Maine"),
]

private struct ParkDetail: View {
  let park: TrailPark
  @State private var visits = 0
  var body: some View {
    VStack(spacing: 12) {
      Text(park.state)
      Button("Log visit") { visits += 1 }
      Text("Visits: \(visits)")
    }
    .navigationTitle(park.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

/// Links that push views, in a list, as most apps start.
private struct ParksByLink: View {
  var body: some View {
    NavigationStack {
      List(parks) { park in
        NavigationLink(park.name) { ParkDetail(park: park) }
      }
      .navigationTitle("Parks")
    }
  }
}

private final class Router: ObservableObject {
  @Published var path: [TrailPark] = []
}

private struct RoutedDetail: View {
  let park: TrailPark
  @Environment(\.dismiss) private var dismiss
  @State private var visits = 0
  var body: some View {
    VStack(spacing: 12) {
      Text(park.state)
      Button("Log visit") { visits += 1 }
      Text("Visits: \(visits)")
      if let next = parks.first(where: { $0.id == park.id + 1 }) {
        NavigationLink("Nearby: \(next.name)", value: next)
      }
      Button("Done") { dismiss() }
    }
    .navigationTitle(park.name)
  }
}

/// Links that push values, shown by a destination declared for their type, on a path the app keeps.
private struct ParksByPath: View {
  @ObservedObject var router: Router
  var body: some View {
    NavigationStack(path: $router.path) {
      List(parks) { park in
        NavigationLink(park.name, value: park)
      }
      .navigationTitle("Parks")
      .navigationDestination(for: TrailPark.self) { park in
        RoutedDetail(park: park)
      }
    }
  }
}

/// A root with sections, a toolbar and a large title, as the look test shows it.
private struct ParkBrowser: View {
  @State private var favorites = ["Zion"]
  var body: some View {
    NavigationStack {
      List {
        Section("Favorites") {
          ForEach(favorites, id: \.self) { name in
            NavigationLink(name) { Text("Favorite: \(name)").navigationTitle(name) }
          }
          .onDelete { favorites.remove(atOffsets: $0) }
        }
        Section("All parks") {
          ForEach(parks) { park in
            NavigationLink(value: park) {
              Label(park.name, systemImage: "leaf")
            }
          }
        }
      }
      .navigationTitle("Parks")
      .navigationDestination(for: TrailPark.self) { park in ParkDetail(park: park) }
      .toolbar {
        ToolbarItem(placement: .topBarLeading) { EditButton() }
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            favorites.append("Acadia")
          } label: {
            Label("Add Park", systemImage: "plus")
          }
        }
      }
    }
  }
}

/// A destination pushed while a flag is set.
private struct AboutFlag: View {
  @State private var showAbout = false
  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        Button("About") { showAbout = true }
        Text(showAbout ? "About is open" : "About is closed")
      }
      .navigationTitle("Settings")
      .navigationDestination(isPresented: $showAbout) {
        Text("Tandem runs iOS apps on Linux").navigationTitle("About")
      }
    }
  }
}

/// `NavigationStack` pushes through a `UINavigationController`: links push views or values, a path binding pushes
/// and pops, the back button and `dismiss` pop and write the path back, and pushed views keep their state while
/// they are on the stack.
@MainActor @Suite(.serialized, .ownsTheApplication) struct NavigationStackTests {
  @Test func aListOfLinksPushesDetailsAndTheBackButtonReturns() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: ParksByLink()))
    try driver.settle()
    #expect(driver.find("Parks") != nil)
    try driver.tap("Zion")
    try driver.settle()
    #expect(driver.find("Utah") != nil, "the link's destination is shown")
    try driver.tap("Log visit")
    try driver.settle()
    #expect(driver.find("Visits: 1") != nil)
    #expect(driver.find("Zion") != nil, "the pushed view's title is in the bar")
    try driver.goBack()
    try driver.settle()
    #expect(driver.find("Utah") == nil, "popped")
    #expect(driver.find("Yosemite") != nil)
    try driver.tap("Zion")
    try driver.settle()
    #expect(driver.find("Visits: 0") != nil, "a view pushed again starts with new state, as in SwiftUI")
  }

  @Test(arguments: [ColorScheme.light, .dark]) func stacksLook(_ scheme: ColorScheme) throws {
    let driver = AppDriver(
      rootViewController: UIHostingController(rootView: ParkBrowser().preferredColorScheme(scheme)))
    try driver.settle()
    let suffix = scheme == .dark ? "dark" : "light"
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-navigation-stack-root-\(suffix)")
    try driver.tap("Yosemite")
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-navigation-stack-detail-\(suffix)")
    try driver.goBack()
    try driver.tap("Add Park")
    try driver.settle()
    #expect(driver.find("Acadia") != nil)
  }

  @Test func pathsPushAndPopByLinksByBindingAndByDismiss() throws {
    let router = Router()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: ParksByPath(router: router)))
    try driver.settle()
    try driver.tap("Yosemite")
    try driver.settle()
    #expect(router.path == [parks[0]], "a value link appends to the path")
    #expect(driver.find("California") != nil)
    try driver.tap("Log visit")
    try driver.tap("Nearby: Zion")
    try driver.settle()
    #expect(router.path == [parks[0], parks[1]])
    #expect(driver.find("Utah") != nil)
    try driver.goBack()
    try driver.settle()
    #expect(router.path == [parks[0]], "the back button writes the path back")
    #expect(driver.find("Visits: 1") != nil, "the view below kept its state")
    try driver.tap("Done")
    try driver.settle()
    #expect(router.path.isEmpty, "dismiss pops the pushed view")
    #expect(driver.find("Acadia") != nil)

    router.path = [parks[0], parks[2]]
    try driver.settle()
    #expect(driver.find("Maine") != nil, "setting the path pushes its values")
    try driver.goBack()
    try driver.settle()
    #expect(driver.find("California") != nil)
    router.path = []
    try driver.settle()
    #expect(driver.find("California") == nil, "emptying the path pops to the root")
    #expect(driver.find("Zion") != nil)
  }

  @Test func anEdgeSwipePopsAndAShortOneSlidesBack() throws {
    let router = Router()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: ParksByPath(router: router)))
    try driver.settle()
    try driver.tap("Zion")
    try driver.settle()
    #expect(router.path == [parks[1]])
    // A short, slow swipe from the edge slides back.
    driver.drag(from: CGPoint(x: 4, y: 500), to: CGPoint(x: 120, y: 500), duration: 1)
    try driver.settle()
    #expect(router.path == [parks[1]], "a short swipe does not pop")
    #expect(driver.find("Utah") != nil)
    // A swipe past half the width pops, and the path follows.
    driver.drag(from: CGPoint(x: 4, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.5)
    try driver.settle()
    #expect(router.path.isEmpty)
    #expect(driver.find("Utah") == nil)
    #expect(driver.find("Acadia") != nil)
    // A swipe that does not start at the edge does nothing.
    try driver.tap("Acadia")
    try driver.settle()
    driver.drag(from: CGPoint(x: 80, y: 500), to: CGPoint(x: 380, y: 500), duration: 0.5)
    try driver.settle()
    #expect(router.path == [parks[2]])
  }

  @Test func aDestinationIsPushedWhileItsFlagIsSet() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: AboutFlag()))
    try driver.settle()
    try driver.tap("About")
    try driver.settle()
    #expect(driver.find("Tandem runs iOS apps on Linux") != nil)
    try driver.goBack()
    try driver.settle()
    #expect(driver.find("About is closed") != nil, "popping sets the flag back")
  }

  @Test func aValueWithoutADestinationCannotBePushed() throws {
    struct Lost: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Somewhere", value: 42).navigationTitle("Start")
        }
      }
    }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Lost()))
    try driver.settle()
    try driver.tap("Somewhere")
    try driver.settle()
    #expect(driver.find("Start") != nil, "nothing was pushed")
    #expect(
      RuntimeWarning.messages.last?.contains("no matching navigationDestination declaration") == true)
  }

  @Test func barsFollowEachPushedViewsDeclarations() throws {
    struct Onboarding: View {
      @State private var finished = false
      var body: some View {
        NavigationStack {
          VStack {
            Text(finished ? "Welcome aboard" : "Welcome")
            NavigationLink("Next") {
              Text("Step 2")
                .navigationTitle("Setup")
                .navigationBarBackButtonHidden()
                .toolbar {
                  ToolbarItem(placement: .bottomBar) {
                    Button("Finish") { finished = true }
                  }
                }
            }
          }
          .navigationTitle("Hidden title")
          .navigationBarHidden(true)
        }
      }
    }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Onboarding()))
    try driver.settle()
    #expect(driver.find("Hidden title") == nil, "the root hides the bar")
    try driver.tap("Next")
    try driver.settle()
    #expect(driver.find("Setup") != nil, "the pushed view shows the bar again")
    #expect(throws: DriverError.self) { try driver.goBack() }
    try driver.tap("Finish")
    try driver.settle()
    #expect(driver.find("Finish") != nil, "a bottom-bar item shows the toolbar")
  }

  @Test func navigationPathsEncodeAndDecode() throws {
    var path = NavigationPath()
    path.append(parks[1])
    path.append(7)
    path.append("trail")
    #expect(path.count == 3)
    let data = try JSONEncoder().encode(try #require(path.codable))
    let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    #expect(restored == path)
    path.removeLast(2)
    #expect(path == NavigationPath([parks[1]]))
    struct NotCodable: Hashable {}
    path.append(NotCodable())
    #expect(path.codable == nil, "a value that is not codable leaves the path without a codable form")
    let bad = Data(#"["NoSuchType", "{}"]"#.utf8)
    #expect(throws: DecodingError.self) {
      _ = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: bad)
    }
  }
}
