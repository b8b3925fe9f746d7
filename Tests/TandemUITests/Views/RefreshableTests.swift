import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A news list that loads a newer story when pulled down.
@Observable @MainActor private final class Newsroom {
  var stories = ["Morning briefing"]
  var loads = 0
  func fetch() async {
    await Task.yield()
    stories.insert("Story \(stories.count + 1)", at: 0)
    loads += 1
  }
}

private struct News: View {
  @State private var newsroom = Newsroom()
  var body: some View {
    List(newsroom.stories, id: \.self) { story in
      Text(story)
    }
    .refreshable {
      await newsroom.fetch()
    }
  }
}

/// The same in a plain scroll view.
private struct Feed: View {
  @State private var newsroom = Newsroom()
  var body: some View {
    ScrollView {
      VStack {
        Text("Loaded \(newsroom.loads) times")
        ForEach(0..<5, id: \.self) { Text("Post \($0)") }
      }
    }
    .refreshable { await newsroom.fetch() }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct RefreshableTests {
  private func scrollView(in view: UIView) -> UIScrollView? {
    if let found = view as? UIScrollView { return found }
    for subview in view.subviews { if let found = scrollView(in: subview) { return found } }
    return nil
  }

  @Test func pullingAListDownRunsTheRefreshAction() async throws {
    let controller = UIHostingController(rootView: News())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let list = try #require(scrollView(in: controller.view))
    let control = try #require(list.refreshControl)
    // A short pull does nothing.
    driver.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 260), duration: 0.4)
    try driver.settle()
    #expect(driver.find("Story 2") == nil)
    // A long one refreshes once; the spinner goes away when the action returns and the list is back at rest.
    driver.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 700), duration: 0.6)
    try driver.settle()
    #expect(control.isRefreshing, "the spinner shows while the action runs")
    // The action runs as a main-actor task: let it run.
    #expect(await driver.runLoop { !control.isRefreshing })
    try driver.settle()
    #expect(driver.find("Story 2") != nil)
    #expect(driver.find("Story 3") == nil)
    #expect(!control.isRefreshing)
    #expect(list.contentOffset.y == -list.adjustedContentInset.top)
  }

  @Test func aScrollViewRefreshesToo() async throws {
    let controller = UIHostingController(rootView: Feed())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    driver.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 700), duration: 0.6)
    try driver.settle()
    #expect(await driver.runLoop { driver.find("Loaded 1 times") != nil })
  }

  @Test func aRefreshControlKeepsRoomForItsSpinnerWhileRefreshing() throws {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scroll.contentSize = CGSize(width: 320, height: 2000)
    let control = UIRefreshControl()
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    scroll.refreshControl = control
    control.beginRefreshing()
    #expect(control.isRefreshing && changes == 0, "beginning in code sends no value change")
    #expect(scroll.adjustedContentInset.top == 60)
    control.endRefreshing()
    #expect(scroll.adjustedContentInset.top == 0)
  }
}
