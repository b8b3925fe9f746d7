import Foundation
import Tandem
import TandemTesting
import Testing

@testable import Seed000HeartRate
@testable import ShowcaseApp
@testable import TandemKit
@testable import TandemUI

/// The heart rate screen driven through the headless driver: the seed's cells over a diffable data source of the
/// samples' stable ids.
@MainActor @Suite(.serialized, .ownsTheApplication) struct HeartRateScreenTests {
  private func open(device: DevicePreset = .iPhone14) throws -> (ShowcaseSession, HeartRateSeed) {
    let session = try ShowcaseSession(device: device)
    try session.open(.heartRate)
    return (session, try #require(session.showcase.heartRate))
  }

  private func symbols(in cell: UITableViewCell?) -> [String] {
    cell?.hostedNodes().compactMap { ($0.node.view as? Image)?.symbolName } ?? []
  }

  @Test func theMenuOpensTheScreenWithEverySample() throws {
    let (session, seed) = try open()
    #expect(session.topViewController?.title == "Heart Rate")
    #expect(seed.tableView.numberOfRows(inSection: 0) == 7)
    // The seed's samples (other tests may have raised the seed's own copies by tapping the seed as written).
    #expect(seed.beatsPerMinute.count == 7)
    #expect(seed.beatsPerMinute.dropFirst() == [100, 150, 120, 80, 110, 70])
  }

  @Test func tappingTheTitleRaisesThatSampleInPlace() throws {
    let (session, seed) = try open()
    let cell = seed.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    let before = seed.beatsPerMinute
    try session.tapHeartRateTitle(row: 0)
    #expect(seed.beatsPerMinute == [before[0] + 1] + before.dropFirst())
    // The cell updated itself: the table kept the same cell.
    #expect(seed.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    #expect(session.driver.find("\(before[0] + 1)") != nil)
  }

  @Test func swipingRevealsDeleteWhichRemovesThatSampleByItsId() throws {
    let (session, seed) = try open()
    let (ids, beats) = (seed.ids, seed.beatsPerMinute)
    try session.swipeHeartRateRow(1)
    #expect(seed.tableView.swipe?.view?.configuration.actions.first?.title == "Delete")
    try session.tap("Delete")
    #expect(seed.ids == [ids[0]] + ids.dropFirst(2))
    #expect(seed.tableView.numberOfRows(inSection: 0) == 6)
    #expect(seed.beatsPerMinute == [beats[0]] + beats.dropFirst(2))
  }

  @Test func selectingARowShowsTheCheckmark() throws {
    let (session, seed) = try open()
    #expect(!symbols(in: seed.tableView.cellForRow(at: IndexPath(row: 2, section: 0))).contains("checkmark"))
    try session.selectHeartRateRow(2)
    #expect(seed.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(symbols(in: seed.tableView.cellForRow(at: IndexPath(row: 2, section: 0))).contains("checkmark"))
    #expect(!symbols(in: seed.tableView.cellForRow(at: IndexPath(row: 1, section: 0))).contains("checkmark"))
  }

  @Test func tappingTheCellOpensTheDetailAsASheetOnIPhone() throws {
    let (session, _) = try open()
    try session.openHeartRateDetail(row: 0)
    let detail = try #require(session.presentedViewController)
    #expect(detail.modalPresentationStyle == .popover)
    #expect(detail.presentationController?.adaptivePresentationStyle == .pageSheet)
    #expect((detail as? UIHostingController<HeartRateDetailView>)?.sizingOptions == .preferredContentSize)
  }

  @Test func tappingTheCellOpensTheDetailAsAPopoverOnIPad() throws {
    let (session, seed) = try open(device: .iPad)
    try session.openHeartRateDetail(row: 0)
    let detail = try #require(session.presentedViewController)
    let popover = try #require(detail.popoverPresentationController)
    #expect(popover.sourceView === seed.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(popover.adaptivePresentationStyle == .popover)
    #expect(popover.arrowDirection != .unknown)
    #expect(detail.preferredContentSize.height > 200)
  }
}
