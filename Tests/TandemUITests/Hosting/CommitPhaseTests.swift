import Foundation
import Observation
import SwiftUI
import TandemTesting
import Testing
import UIKit

@testable import TandemKit
@testable import TandemUI

/// What ran, in order, during the tests' commits.
@MainActor private var commitLog: [String] = []

@Observable @MainActor private final class Ticker {
  var value = 0
}

/// A SwiftUI view that logs its body evaluations.
private struct LoggingCounter: View {
  let ticker: Ticker
  var body: some View {
    commitLog.append("body")
    return Text("Value \(ticker.value)")
  }
}

/// A UIKit view that logs its layout and drawing.
private final class LoggingView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    commitLog.append("layoutSubviews")
  }
  override func draw(_ rect: CGRect) { commitLog.append("draw") }
}

/// A self-sizing row whose height follows a model.
@Observable @MainActor private final class Expander {
  var expanded = false
}

private struct ExpandingRow: View {
  let model: Expander
  var body: some View {
    VStack(alignment: .leading) {
      Text("Title")
      if model.expanded { Text("Details that make the row taller") }
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct CommitPhaseTests {
  /// One commit runs its phases in order: the frame tick, SwiftUI and cell configuration updates, layout,
  /// display, composite, present — each kind of work in its own phase.
  @Test func aCommitRunsItsPhasesInOrder() throws {
    let ticker = Ticker()
    let root = UIViewController()
    let hosting = UIHostingController(rootView: LoggingCounter(ticker: ticker))
    root.addChild(hosting)
    hosting.view.frame = CGRect(x: 0, y: 100, width: 390, height: 100)
    root.view.addSubview(hosting.view)
    hosting.didMove(toParent: root)
    let custom = LoggingView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    root.view.addSubview(custom)
    let cell = UITableViewCell()
    cell.frame = CGRect(x: 0, y: 450, width: 390, height: 44)
    cell.configurationUpdateHandler = { _, state in
      commitLog.append("configure highlighted=\(state.isHighlighted) selected=\(state.isSelected)")
    }
    root.view.addSubview(cell)
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    let clock = driver.application.output.clock
    let observer = clock.addObserver { _ in commitLog.append("frame") }
    defer { clock.removeObserver(observer) }
    driver.application.commitCycle.phaseObserver = { commitLog.append("phase \($0.rawValue)") }
    defer { driver.application.commitCycle.phaseObserver = nil }

    commitLog = []
    ticker.value += 1
    cell.isHighlighted = true
    cell.isSelected = true
    custom.setNeedsLayout()
    custom.setNeedsDisplay()
    // Nothing runs when it is asked for.
    #expect(commitLog.isEmpty)
    let commits = driver.application.commitCount
    driver.advance(frames: 1)
    #expect(driver.application.commitCount == commits + 1)
    #expect(
      commitLog == [
        "phase tick", "frame",
        "phase updates", "body", "configure highlighted=true selected=true",
        "phase layout", "layoutSubviews",
        "phase display", "draw",
        "phase composite",
        "phase present",
      ])
    #expect(driver.application.commitCycle.lastPhases == CommitPhase.allCases)
  }

  /// However many changes and commit requests one run-loop turn makes, the turn ends in one commit.
  @Test func oneTurnCommitsOnce() async throws {
    let ticker = Ticker()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: LoggingCounter(ticker: ticker)))
    try driver.settle()
    let commits = driver.application.commitCount
    let blocks = driver.application.scheduledCommitBlocks
    commitLog = []
    for _ in 0..<5 {
      ticker.value += 1
      driver.window.rootViewController?.view.setNeedsLayout()
      driver.application.requestCommit()
    }
    // The turn left at most one commit block on the main queue (none if one was already waiting).
    #expect(driver.application.scheduledCommitBlocks - blocks <= 1)
    // The main queue runs it (the wait is on real time, generous for a loaded machine); a further wait shows the
    // body evaluated once. Tests of other suites may commit the shared application meanwhile, so the count of
    // commits is not exact, but none of them evaluates this body again.
    var waited = 0
    while driver.application.commitCount == commits && waited < 12_000 {
      try await Task.sleep(nanoseconds: 10_000_000)
      waited += 1
    }
    #expect(driver.application.commitCount > commits)
    try await Task.sleep(nanoseconds: 50_000_000)
    #expect(commitLog == ["body"])
  }

  /// A self-sizing SwiftUI row that grows costs one layout of its graph and one tiling of its list: the updates
  /// phase tells the list before the list lays out (it used to find out after, lay out again and loop).
  @Test func aSelfSizingHeightChangeCostsOneGraphLayoutAndOneTile() throws {
    let model = Expander()
    final class Controller: UIViewController {
      let model: Expander
      init(_ model: Expander) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { nil }
      var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
      let list = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
      override func loadView() {
        view = list
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
          [model] cell, _, item in
          cell.contentConfiguration = UIHostingConfiguration {
            if item == 0 { ExpandingRow(model: model) } else { Text("Row \(item)") }
          }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: list) { view, path, item in
          view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<5))
        dataSource.apply(snapshot, animatingDifferences: false)
      }
    }
    let controller = Controller(model)
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let list = controller.list
    let first = IndexPath(item: 0, section: 0)
    let cell = try #require(list.cellForItem(at: first))
    let host = try #require(hostingView(in: cell))
    let height = cell.frame.height
    let (layouts, tiles) = (host.graph.layoutPasses, list.tileCount)

    model.expanded = true
    driver.application.commit()

    #expect(cell.frame.height > height + 10)
    #expect(host.graph.layoutPasses == layouts + 1)
    #expect(list.tileCount == tiles + 1)
    // The rows below moved down by the growth.
    let second = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(abs(second.frame.minY - cell.frame.maxY) < 1)
    #expect(driver.application.pendingWork.isEmpty)
  }

  private func hostingView(in view: UIView) -> HostingView? {
    if let host = view as? HostingView { return host }
    for child in view.subviews { if let host = hostingView(in: child) { return host } }
    return nil
  }
}
