import Foundation
import SwiftUI
import TandemTesting
import Testing

@MainActor private final class FuzzRouter: ObservableObject {
  @Published var path: [Int] = []
}

private struct FuzzPage: View {
  let number: Int
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack(spacing: 16) {
      Text("Page \(number)")
      NavigationLink("Next of \(number)", value: number + 1)
      Button("Close \(number)") { dismiss() }
    }
    .navigationTitle("Title \(number)")
  }
}

private struct FuzzStack: View {
  @ObservedObject var router: FuzzRouter
  var body: some View {
    NavigationStack(path: $router.path) {
      VStack {
        Text("Root page")
        NavigationLink("Open 1", value: 1)
      }
      .navigationDestination(for: Int.self) { FuzzPage(number: $0) }
    }
  }
}

/// A navigation stack against its path: random links, back buttons, edge swipes, `dismiss` and path writes; after
/// every step the navigation controller shows exactly the path (root plus one controller per value, the top one
/// the last value's page), and controllers popped are freed.
@MainActor @Suite(.serialized, .ownsTheApplication) struct NavigationFuzzTests {
  @Test(arguments: [1, 2] as [UInt64]) func theStackFollowsItsPathThroughRandomSteps(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let router = FuzzRouter()
    let host = UIHostingController(rootView: FuzzStack(router: router))
    let driver = AppDriver(rootViewController: host)
    try driver.settle()
    let navigation = try #require(host.children.first as? UINavigationController)
    var popped: [WeakController] = []
    for step in 0..<60 {
      let before = navigation.viewControllers
      let top = router.path.last
      switch Int.random(in: 0..<6, using: &random) {
      case 0: try driver.tap(top.map { "Next of \($0)" } ?? "Open 1")
      case 1: if top != nil { try driver.goBack() }
      case 2: if let top { try driver.tap("Close \(top)") }
      case 3:
        if top != nil { driver.drag(from: CGPoint(x: 3, y: 600), to: CGPoint(x: 330, y: 600), duration: 0.4) }
      case 4: router.path = (0..<Int.random(in: 0...4, using: &random)).map { $0 + 1 }
      default: router.path.append((router.path.last ?? 0) + 1)
      }
      try driver.settle()
      #expect(navigation.viewControllers.count == router.path.count + 1, "step \(step)")
      if let last = router.path.last {
        #expect(driver.find("Page \(last)") != nil, "step \(step): the top page shows the path's last value")
      } else {
        #expect(driver.find("Root page") != nil, "step \(step)")
      }
      let kept = Set(navigation.viewControllers.map(ObjectIdentifier.init))
      popped += before.filter { !kept.contains(ObjectIdentifier($0)) }.map(WeakController.init)
    }
    router.path = []
    try driver.settle()
    driver.advance(seconds: 1)
    try driver.settle()
    #expect(popped.allSatisfy { $0.controller == nil }, "popped controllers are freed")
  }
}

private struct WeakController {
  weak var controller: UIViewController?
  init(_ controller: UIViewController) { self.controller = controller }
}
