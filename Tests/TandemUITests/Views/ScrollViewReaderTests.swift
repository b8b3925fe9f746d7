import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A chat-style list with buttons that jump to a message, as apps write it with a ScrollViewReader.
private struct Messages: View {
  let lazy: Bool
  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        HStack {
          Button("Jump to 500") { proxy.scrollTo(500, anchor: .top) }
          Button("Show 20") { proxy.scrollTo(20) }
          Button("Centre 300") { proxy.scrollTo(300, anchor: .center) }
        }
        ScrollView {
          if lazy {
            LazyVStack(spacing: 0) { rows }
          } else {
            VStack(spacing: 0) { rows }
          }
        }
      }
    }
  }
  private var rows: some View {
    ForEach(0..<1000, id: \.self) { index in
      Text("Message \(index)").frame(maxWidth: .infinity, minHeight: 50)
    }
  }
}

private struct Locked: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<100, id: \.self) { Text("Line \($0)").frame(height: 50) }
      }
    }
    .scrollDisabled(true)
    .scrollIndicators(.hidden)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct ScrollViewReaderTests {
  private func scrollView(_ controller: UIViewController) throws -> ScrollViewContent {
    let hosting = try #require(controller.view as? HostingView)
    var found: ScrollViewContent?
    hosting.graph.root.forEach { if let c = $0.content as? ScrollViewContent { found = c } }
    return try #require(found)
  }

  @Test(arguments: [false, true]) func scrollToBringsTheRowWithTheIDIntoView(lazy: Bool) throws {
    let controller = UIHostingController(rootView: Messages(lazy: lazy))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let scroller = try scrollView(controller).scrollView
    // Rows line up with the scroll view's safe area (it reaches under the status bar and home indicator).
    let top = scroller.convert(scroller.bounds, to: nil).minY + scroller.contentInset.top
    let bottom = scroller.convert(scroller.bounds, to: nil).maxY - scroller.contentInset.bottom
    #expect(driver.find("Message 500") == nil || !lazy)

    try driver.tap("Jump to 500")
    try driver.settle()
    // The row's top lines up with the scroll view's top.
    let row = try #require(driver.find("Message 500")).0.frame
    #expect(abs(row.minY - (top + (50 - row.height) / 2)) < 1, "\(row) under \(top)")

    // Without an anchor, the least scrolling that shows the row: scrolling up brings it to the top edge.
    try driver.tap("Show 20")
    try driver.settle()
    let twenty = try #require(driver.find("Message 20")).0.frame
    #expect(abs(twenty.minY - (top + (50 - twenty.height) / 2)) < 1)

    try driver.tap("Centre 300")
    try driver.settle()
    let centred = try #require(driver.find("Message 300")).0.frame
    #expect(abs(centred.midY - (top + bottom) / 2) < 1)
  }

  @Test func scrollDisabledStopsDraggingAndIndicatorsCanBeHidden() throws {
    let controller = UIHostingController(rootView: Locked())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let scroller = try scrollView(controller).scrollView
    #expect(!scroller.showsVerticalScrollIndicator)
    driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200))
    try driver.settle()
    #expect(scroller.contentOffset == CGPoint(x: 0, y: -scroller.contentInset.top), "still at rest")
    #expect(driver.find("Line 0") != nil)
  }
}

/// A chat list that jumps to a message, as apps use a ScrollViewReader around a List.
private struct Chat: View {
  let messages = (1...200).map { "Message \($0)" }
  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        HStack {
          Button("Latest") { proxy.scrollTo("Message 200", anchor: .bottom) }
          Button("Jump") { proxy.scrollTo("Message 120", anchor: .top) }
        }
        List(messages, id: \.self) { message in
          Text(message)
        }
        .listStyle(.plain)
      }
    }
  }
}

extension ScrollViewReaderTests {
  @Test func aProxyScrollsAListToARowNotYetBuilt() throws {
    let host = UIHostingController(rootView: Chat())
    let driver = AppDriver(rootViewController: host)
    try driver.settle()
    #expect(driver.find("Message 120") == nil)
    try driver.tap("Jump")
    try driver.settle()
    let row = try #require(driver.find("Message 120")).0.frame
    let latest = try #require(driver.find("Latest")).0.frame
    // The row is at the top of the list, just under the buttons.
    #expect(row.minY > latest.maxY && row.minY < latest.maxY + 30, "\(row) under \(latest)")
    try driver.tap("Latest")
    try driver.settle()
    let last = try #require(driver.find("Message 200")).0.frame
    #expect(last.maxY <= host.view.bounds.height && last.maxY > host.view.bounds.height - 80)
  }
}
