import Foundation
import Tandem
import TandemTesting
import Testing

@testable import Seed000HeartRate
@testable import TandemKit
@testable import TandemUI

/// Seed 000's heart-rate table, compiled as written (Swift 5 mode), driven through the headless driver.
@MainActor @Suite(.serialized, .ownsTheApplication) struct Seed000HeartRateTests {
  private func hosting(_ cell: UITableViewCell?) -> HostingView? {
    var found: HostingView?
    func visit(_ view: UIView) {
      if found == nil, let hosting = view as? HostingView { found = hosting }
      view.subviews.forEach(visit)
    }
    cell.map(visit)
    return found
  }

  /// Runs a test over the seed's global samples and puts every sample's BPM back afterwards, so no test sees
  /// another's taps (the seed keeps its samples in a global `var`).
  private func restoringSamples(_ body: () throws -> Void) rethrows {
    let original = heartDataSamples.map { (sample: $0, bpm: $0.bpm) }
    defer {
      for entry in original { entry.sample.bpm = entry.bpm }
      heartDataSamples = original.map(\.sample)
    }
    try body()
  }

  @Test func theHeartRateTableBehavesAsTheSeedShows() throws {
    try restoringSamples(theHeartRateTableBehavesAsTheSeedShowsBody)
  }

  @Test func tappingTheTitleLeavesTheSamplesAsTheyWereForTheNextTest() throws {
    let before = heartDataSamples.map(\.bpm)
    try restoringSamples {
      let controller = HeartRateViewController()
      let driver = AppDriver(rootViewController: controller)
      try driver.settle()
      let table = try #require(controller.table)
      let top = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
      driver.tap(at: CGPoint(x: top.minX + 70, y: top.minY + 20))
      try driver.settle()
      #expect(heartDataSamples[0].bpm == before[0] + 1)
    }
    #expect(heartDataSamples.map(\.bpm) == before)
  }

  private func theHeartRateTableBehavesAsTheSeedShowsBody() throws {
    let controller = HeartRateViewController()
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let table = try #require(controller.table)
    #expect(table.numberOfRows(inSection: 0) == heartDataSamples.count)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // Each row shows the title, "90 BPM" and a chart.
    #expect(driver.find("Heart Rate") != nil)
    #expect(driver.find("90") != nil)
    // Tapping the title raises the first sample's BPM by one, in place.
    let bpmBefore = heartDataSamples[0].bpm
    // On the title's text: the title row starts at the cell's margins, the heart then "Heart Rate".
    let top = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
    driver.tap(at: CGPoint(x: top.minX + 70, y: top.minY + 20))
    try driver.settle()
    #expect(heartDataSamples[0].bpm == bpmBefore + 1)
    #expect(driver.find("\(bpmBefore + 1)") != nil)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
    // Tapping elsewhere in the row opens the detail view as a popover (a sheet on iPhone).
    let row = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
    driver.tap(at: CGPoint(x: row.midX, y: row.maxY - 12))
    try driver.settle()
    let detail = try #require(controller.presentedViewController as? UIHostingController<HeartRateDetailView>)
    #expect(detail.sizingOptions == .preferredContentSize)
    detail.dismiss(animated: false)
    try driver.settle()
    // Swiping the row reveals the Delete action from the SwiftUI content.
    driver.drag(from: CGPoint(x: row.midX, y: row.midY), to: CGPoint(x: row.midX - 150, y: row.midY))
    try driver.settle()
    #expect(table.swipe?.view?.configuration.actions.first?.title == "Delete")
    #expect(table.swipe?.view?.configuration.actions.first?.style == .destructive)
    _ = hosting(first)
  }

  @Test func selectingARowShowsTheCheckmark() throws {
    let controller = HeartRateViewController()
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let table = try #require(controller.table)
    // The seed's rows take taps themselves (the title adds a beat, the rest opens the detail), so a row is
    // selected the way the app's own code would select it.
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    try driver.settle()
    var checkmarks = 0
    hosting(table.cellForRow(at: IndexPath(row: 1, section: 0)))?.graph.root.forEach { node in
      if let image = node.view as? Image, image.symbolName == "checkmark" { checkmarks += 1 }
    }
    #expect(checkmarks > 0)
  }
}
