import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// The bounds of each tab of a header, by title.
struct TabBoundsKey: PreferenceKey {
  static let defaultValue: [String: Anchor<CGRect>] = [:]
  static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
    value.merge(nextValue()) { $1 }
  }
}

/// The height of a header, measured by a geometry reader behind it.
struct HeaderHeightKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A tab header whose underline an overlay draws under the selected tab (found through the tabs' anchors), and a
/// body pushed below the header by the height the header reports. Only the overlay reads the selection.
struct TabHeaderScreen: View {
  let tabs = ["First", "Second", "Third"]
  @State private var selected = "First"
  @State private var headerHeight: CGFloat = 0

  var body: some View {
    ZStack(alignment: .topLeading) {
      Text("Body").padding(.top, headerHeight)
      HStack(spacing: 20) {
        ForEach(tabs, id: \.self) { tab in
          Button(tab) { selected = tab }
            .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [tab: $0] }
        }
      }
      .padding(.vertical, 10)
      .overlayPreferenceValue(TabBoundsKey.self) { anchors in
        GeometryReader { proxy in
          if let anchor = anchors[selected] {
            Color.blue
              .frame(width: proxy[anchor].width, height: 2)
              .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
          }
        }
      }
      .background(
        GeometryReader { proxy in Color.clear.preference(key: HeaderHeightKey.self, value: proxy.size.height) })
    }
    .onPreferenceChange(HeaderHeightKey.self) { headerHeight = $0 }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A view reporting its frame in a named ancestor's space.
struct NamedSpaceScreen: View {
  @State private var origin: CGPoint = .zero
  var body: some View {
    VStack {
      Text("At \(Int(origin.x)),\(Int(origin.y))")
      VStack {
        Color.red.frame(width: 10, height: 10)
          .onGeometryChange(for: CGPoint.self) {
            $0.frame(in: .named("card")).origin
          } action: {
            origin = $0
          }
      }
      .padding(EdgeInsets(top: 7, leading: 30, bottom: 0, trailing: 0))
      .coordinateSpace(name: "card")
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct AnchorPreferenceTests {
  private func node(_ controller: UIHostingController<some View>, _ matches: (any View) -> Bool) -> ViewNode? {
    var found: ViewNode?
    controller.contentGraph.root.forEach { if found == nil, matches($0.view) { found = $0 } }
    return found
  }

  @Test func anOverlayDrawsTheUnderlineUnderTheSelectedTabsAnchor() throws {
    let controller = UIHostingController(rootView: TabHeaderScreen())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    func underline() throws -> CGRect { try #require(node(controller) { ($0 as? Color) == .blue }).displayFrame }
    func tab(_ title: String) throws -> CGRect {
      try #require(node(controller) { ($0 as? Text)?.content == title }).displayFrame
    }
    let first = try underline()
    let firstTab = try tab("First")
    #expect(first.height == 2)
    #expect(first.width == firstTab.width && first.minX == firstTab.minX)
    #expect(first.minY == firstTab.maxY)
    try driver.tap("Second")
    try driver.settle()
    let second = try underline()
    let secondTab = try tab("Second")
    #expect(
      second.minX == secondTab.minX && second.width == secondTab.width, "\(first) \(firstTab) \(second) \(secondTab)")
    #expect(second.minY == first.minY)
  }

  @Test func theBodySitsBelowTheHeightTheHeaderReports() throws {
    let controller = UIHostingController(rootView: TabHeaderScreen())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let tab = try #require(node(controller) { ($0 as? Text)?.content == "First" }).displayFrame
    let body = try #require(node(controller) { ($0 as? Text)?.content == "Body" }).displayFrame
    // The header is its tabs' height and 10 points above and below them.
    #expect(abs(body.minY - (tab.maxY + 10)) < 0.5)
  }

  @Test func aFrameInANamedSpaceIsMeasuredFromThatView() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: NamedSpaceScreen()))
    try driver.settle()
    #expect(driver.find("At 30,7") != nil, "\(driver.accessibilityTree())")
  }
}
