import Foundation
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

@MainActor @Suite(.serialized, .ownsTheApplication) struct AutoLayoutTests {
  @Test func conflictingConstraintsLogApplesMessageAndKeepRunning() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let messages = WarningLog()
    let (wide, narrow) = (
      box.widthAnchor.constraint(equalToConstant: 200), box.widthAnchor.constraint(equalToConstant: 100)
    )
    Diagnostics.observing({ messages.add($0) }) {
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
        box.heightAnchor.constraint(equalToConstant: 50), wide, narrow,
      ])
      root.layoutIfNeeded()
    }
    let text = messages.all.joined(separator: "\n")
    #expect(text.contains("Unable to simultaneously satisfy constraints."))
    #expect(text.contains("Will attempt to recover by breaking constraint"))
    #expect(text.contains("UIView:0x") && text.contains(".width == 100"))
    #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    // Removing the conflict lets the broken constraint take effect.
    wide.isActive = false
    root.layoutIfNeeded()
    #expect(box.frame.width == 100)
  }

  @Test func editingOneConstantOfAThousandViewChainTakesFewPivots() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100_000))
    var previous: UIView?
    var first: NSLayoutConstraint?
    for _ in 0..<500 {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      let top =
        previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 2) }
        ?? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 0)
      if previous == nil { first = top }
      NSLayoutConstraint.activate([top, view.heightAnchor.constraint(equalToConstant: 10)])
      previous = view
    }
    root.layoutIfNeeded()
    #expect(abs(previous!.frame.minY - 499 * 12) < 1e-6)
    let engine = try #require(root.layoutItem.engine)
    #expect(engine.solver.constraintCount >= 1000)
    let before = engine.solver.pivotCount
    first!.constant = 30
    root.layoutIfNeeded()
    #expect(abs(previous!.frame.minY - (30 + 499 * 12)) < 1e-6)
    #expect(engine.solver.pivotCount - before <= 2)
  }

  @Test func intrinsicSizeHuggingAndCompression() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let left = UILabel()
    left.text = "Left"
    let right = UILabel()
    right.text = "Right side"
    for label in [left, right] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    right.setContentHuggingPriority(.defaultLow, for: .horizontal)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor), left.topAnchor.constraint(equalTo: root.topAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      right.firstBaselineAnchor.constraint(equalTo: left.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    // The lower-hugging label takes the extra width; the other keeps its text width.
    #expect(left.frame.width == left.intrinsicContentSize.width)
    #expect(abs(right.frame.maxX - 300) < 1e-9)
    #expect(abs(right.frame.minY - left.frame.minY) < 1e-9)
    let fitting = left.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(fitting == left.intrinsicContentSize)
  }

  @Test func marginsAndSafeAreaGuides() {
    let controller = UIViewController()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
      box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
      box.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
    ])
    let window = showInWindow(controller)
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(same(box.frame, CGRect(x: 16, y: 47, width: 390 - 32, height: 844 - 47 - 34)))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(same(box.frame, CGRect(x: 16, y: 57, width: 390 - 32, height: 844 - 57 - 34)))
  }
}

/// Collects warnings.
final class WarningLog: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []
  func add(_ message: String) { lock.withLock { messages.append(message) } }
  var all: [String] { lock.withLock { messages } }
}

/// A view counting its constraint-update calls.
@MainActor final class ConstraintUpdateCountingView: UIView {
  var updates = 0
  var passes = 0
  override func updateConstraints() {
    updates += 1
    super.updateConstraints()
  }
  override func updateConstraintsIfNeeded() {
    passes += 1
    super.updateConstraintsIfNeeded()
  }
}

@MainActor @Suite struct UpdateConstraintsPassTests {
  @Test func aLayoutPassVisitsOnlySubtreesWithConstraintUpdatesPending() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    func branch() -> (ConstraintUpdateCountingView, ConstraintUpdateCountingView) {
      let parent = ConstraintUpdateCountingView()
      let child = ConstraintUpdateCountingView()
      parent.addSubview(child)
      root.addSubview(parent)
      return (parent, child)
    }
    let (left, leftChild) = branch()
    let (right, rightChild) = branch()
    root.layoutIfNeeded()
    // Every view starts with its constraints to update: each is updated once.
    #expect(left.updates == 1 && leftChild.updates == 1 && right.updates == 1 && rightChild.updates == 1)
    root.layoutIfNeeded()
    #expect(left.updates == 1 && leftChild.updates == 1 && right.updates == 1 && rightChild.updates == 1)
    let rightChildPasses = rightChild.passes
    leftChild.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(leftChild.updates == 2 && left.updates == 1 && right.updates == 1)
    // The clean branch is skipped at its top: its child is not visited.
    #expect(rightChild.passes == rightChildPasses)
    // A view added later has its constraints updated on the next pass.
    let late = ConstraintUpdateCountingView()
    rightChild.addSubview(late)
    root.layoutIfNeeded()
    #expect(late.updates == 1 && rightChild.updates == 1)
  }
}
