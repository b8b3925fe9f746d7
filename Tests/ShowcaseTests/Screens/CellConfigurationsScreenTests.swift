import Foundation
import Seed003Cells
import Tandem
import TandemTesting
import Testing

@testable import ShowcaseApp
@testable import TandemKit
@testable import TandemUI

/// Seed 003's cell snippets, one section each: margins, background, separators following the text or a guide, and
/// cell state driving the SwiftUI content.
@MainActor @Suite(.serialized, .ownsTheApplication) struct CellConfigurationsScreenTests {
  private enum Section: Int { case title, chart, margins, background, separators, separatorGuide, state }

  private func open() throws -> (ShowcaseSession, UITableView) {
    let session = try ShowcaseSession()
    try session.open(.cellConfigurations)
    return (session, try #require(session.showcase.cellConfigurations?.tableView))
  }

  private func cell(_ table: UITableView, _ section: Section, row: Int = 0) throws -> UITableViewCell {
    table.scrollToRow(at: IndexPath(row: row, section: section.rawValue), at: .middle, animated: false)
    table.layoutIfNeeded()
    return try #require(table.cellForRow(at: IndexPath(row: row, section: section.rawValue)))
  }

  /// The frames (in the cell's coordinates) of the graph nodes in a cell's hosted content that pass `test`.
  private func frames(in cell: UITableViewCell, where test: (ViewNode) -> Bool) -> [CGRect] {
    cell.hostedNodes().filter { test($0.node) }.map(\.frame)
  }

  @Test func marginsInsetTheContentSixteenPoints() throws {
    let (_, table) = try open()
    let margins = try cell(table, .margins)
    let bpms = frames(in: margins) { ($0.view as? Text)?.content == "90" }
    let bpm = try #require(bpms.first)
    #expect(abs(bpm.minX - 16) < 0.01)
  }

  @Test func theBackgroundFillsTheCellEdgeToEdge() throws {
    let (session, table) = try open()
    let background = try cell(table, .background)
    try session.driver.settle()
    let frame = background.convert(background.bounds, to: nil)
    let scale = session.driver.application.screen.scale
    let image = session.capture()
    // systemPink (255, 45, 85) at the cell's leading edge, left of any content.
    #expect(image.storage.pixel(x: Int((frame.minX + 2) * scale), y: Int(frame.midY * scale)) == 0xFFFF_2D55)
  }

  @Test func separatorsFollowTheTextUnlessAGuideSaysOtherwise() throws {
    let (_, table) = try open()
    let plain = try cell(table, .separators)
    let texts = frames(in: plain) { ($0.view as? Text)?.content == "Asthma" }
    let text = try #require(texts.first)
    #expect(abs(plain.separator.frame.minX - text.minX) < 0.01)
    let guided = try cell(table, .separatorGuide)
    let icons = frames(in: guided) { ($0.view as? Image)?.symbolName == "cross.case.fill" }
    let icon = try #require(icons.first)
    #expect(abs(guided.separator.frame.minX - icon.minX) < 0.01)
    #expect(guided.separator.frame.minX < text.minX - 10)
  }

  @Test func selectingARowOfTheStateSectionShowsItsCheckmark() throws {
    let (session, table) = try open()
    try session.scrollToBottom()
    try session.selectCellStateRow(1)
    let isCheckmark: (ViewNode) -> Bool = { ($0.view as? Image)?.symbolName == "checkmark" && $0.frame.width > 0 }
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: Section.state.rawValue))
    let checked = frames(in: try cell(table, .state, row: 1), where: isCheckmark)
    #expect(checked.count == 1)
    #expect(frames(in: try cell(table, .state, row: 0), where: isCheckmark).isEmpty)
  }

  @Test func theNavigationBarGetsItsBackgroundOnceContentScrollsUnderIt() throws {
    let (session, _) = try open()
    let background = session.showcase.navigationController.barBackground
    #expect(background.isHidden)
    try session.scrollToBottom()
    #expect(!background.isHidden)
  }
}
