import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A file browser as SwiftUI apps write one: a list of a tree.
private struct FileItem: Identifiable {
  let name: String
  var children: [FileItem]? = nil
  var id: String { name }
}

private let files = [
  FileItem(
    name: "Documents",
    children: [
      FileItem(name: "Taxes", children: [FileItem(name: "2025.pdf")]),
      FileItem(name: "Letter.txt"),
    ]),
  FileItem(name: "Photos", children: [FileItem(name: "Beach.jpg")]),
  FileItem(name: "Readme.md"),
]

private struct Browser: View {
  var body: some View {
    List(files, children: \.children) { item in
      Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct OutlineListTests {
  @Test func parentsExpandAndCollapseAndChildrenIndent() throws {
    let controller = UIHostingController(rootView: Browser())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(driver.find("Documents") != nil && driver.find("Readme.md") != nil)
    #expect(driver.find("Taxes") == nil, "parents start collapsed")
    let documents = try #require(driver.find("Documents")).0.frame
    let chevronX = controller.view.bounds.width - 43
    driver.tap(at: CGPoint(x: chevronX, y: documents.midY))
    try driver.settle()
    let taxes = try #require(driver.find("Taxes")).0.frame
    #expect(driver.find("Letter.txt") != nil && driver.find("2025.pdf") == nil)
    #expect(taxes.minX > documents.minX, "children are indented")
    driver.tap(at: CGPoint(x: chevronX, y: taxes.midY))
    try driver.settle()
    #expect(driver.find("2025.pdf") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-outline-list")
    // Collapsing Documents hides its whole subtree; expanding it again shows Taxes still expanded.
    driver.tap(at: CGPoint(x: chevronX, y: documents.midY))
    try driver.settle()
    #expect(driver.find("Taxes") == nil && driver.find("2025.pdf") == nil)
    driver.tap(at: CGPoint(x: chevronX, y: documents.midY))
    try driver.settle()
    #expect(driver.find("2025.pdf") != nil)
  }

  @Test func outsideAListAnOutlineGroupIsNestedDisclosureGroups() throws {
    let driver = AppDriver(
      rootViewController: UIHostingController(
        rootView: VStack(alignment: .leading) {
          OutlineGroup(files, children: \.children) { item in Text(item.name) }
        }))
    try driver.settle()
    #expect(driver.find("Documents") != nil && driver.find("Taxes") == nil)
    try driver.tap("Documents")
    try driver.settle()
    #expect(driver.find("Taxes") != nil)
  }
}
