import Foundation
import TandemTesting
import Testing
import UIKit

@testable import TandemKit

@MainActor @Suite(.serialized, .ownsTheApplication) struct CommitCycleTests {
  /// `setNeedsUpdateConfiguration` asks; the commit updates once, with the latest state (a highlight and a
  /// selection in one turn used to run the update handler twice, synchronously).
  @Test func configurationUpdatesCoalesceIntoTheCommit() throws {
    let root = UIViewController()
    let cell = UITableViewCell()
    cell.frame = CGRect(x: 0, y: 100, width: 390, height: 44)
    var states: [UICellConfigurationState] = []
    cell.configurationUpdateHandler = { _, state in states.append(state) }
    root.view.addSubview(cell)
    let driver = AppDriver(rootViewController: root)
    states = []
    cell.isHighlighted = true
    cell.isSelected = true
    cell.isHighlighted = false
    cell.setNeedsUpdateConfiguration()
    #expect(states.isEmpty)
    driver.application.commit()
    #expect(states.count == 1)
    #expect(states.first?.isSelected == true)
    #expect(states.first?.isHighlighted == false)
    driver.application.commit()
    #expect(states.count == 1)
  }

  /// A list brings a cell's pending configuration update in before it measures or shows the cell.
  @Test func aCellIsConfiguredBeforeItIsShown() throws {
    final class Rows: UIViewController, UITableViewDataSource {
      let table = UITableView()
      var handled: [Int] = []
      override func loadView() {
        table.dataSource = self
        view = table
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.configurationUpdateHandler = { [weak self] cell, _ in
          var content = UIListContentConfiguration.cell()
          content.text = "Row \(indexPath.row)"
          cell.contentConfiguration = content
          self?.handled.append(indexPath.row)
        }
        return cell
      }
    }
    let controller = Rows()
    let driver = AppDriver(rootViewController: controller)
    #expect(controller.handled == [0, 1, 2])
    let cell = try #require(controller.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Row 1")
    _ = driver
  }

  /// Frame observers run in the commit's tick phase, before layout: what an animation frame moves is laid out
  /// and drawn in the same commit, and asking for a commit from inside it queues none.
  @Test func theFrameTickRunsFirstAndQueuesNoCommit() async throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    root.view.addSubview(box)
    driver.application.commit()
    var order: [String] = []
    let clock = driver.application.output.clock
    let observer = clock.addObserver { _ in
      order.append("tick in \(driver.application.commitCycle.phase?.rawValue ?? "none")")
      box.frame.origin.x += 10
      driver.application.requestCommit()
    }
    defer { clock.removeObserver(observer) }
    driver.application.commitCycle.phaseObserver = { order.append($0.rawValue) }
    defer { driver.application.commitCycle.phaseObserver = nil }
    driver.advance(frames: 2)
    #expect(
      order == [
        "tick", "tick in tick", "updates", "layout", "display", "composite", "present",
        "tick", "tick in tick", "updates", "layout", "display", "composite", "present",
      ])
    #expect(box.frame.minX == 20)
    // A commit without a new frame delivers none.
    order = []
    driver.application.commit()
    #expect(!order.contains("tick in tick"))
    let commits = driver.application.commitCount
    try await Task.sleep(nanoseconds: 50_000_000)
    #expect(driver.application.commitCount - commits <= 1)
  }

  /// A commit with nothing changed lays nothing out, draws nothing and walks no layer of the tree.
  @Test func aCommitWithNothingChangedTouchesNoLayer() throws {
    final class CountingView: UIView {
      var layouts = 0
      var draws = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
      }
      override func draw(_ rect: CGRect) { draws += 1 }
    }
    let root = UIViewController()
    let counting = CountingView(frame: CGRect(x: 20, y: 120, width: 200, height: 80))
    root.view.addSubview(counting)
    let label = UILabel()
    label.text = "Quiet"
    root.view.addSubview(label)
    label.frame = CGRect(x: 20, y: 220, width: 200, height: 30)
    let driver = AppDriver(rootViewController: root)
    driver.application.commit()
    let layouts = counting.layouts
    let draws = counting.draws
    driver.application.commit()
    let report = try #require(driver.application.lastCompositeReport)
    #expect(report.layersVisited == 0)
    #expect(report.layersDisplayed == 0 && report.layersPainted == 0 && report.damage.isEmpty)
    #expect(counting.layouts == layouts && counting.draws == draws)
    // One change walks only the path to it.
    counting.backgroundColor = .systemRed
    driver.application.commit()
    let changed = try #require(driver.application.lastCompositeReport)
    var depth = 0
    var layer: CALayer? = counting.layer
    while let current = layer {
      depth += 1
      layer = current.superlayer
    }
    #expect(changed.layersVisited > 0 && changed.layersVisited <= depth)
    #expect(!changed.damage.isEmpty)
  }
}
