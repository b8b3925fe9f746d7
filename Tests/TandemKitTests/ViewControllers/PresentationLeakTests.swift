import Foundation
import TandemTesting
import Testing

@testable import TandemKit

/// Every presented-then-dismissed controller is freed, whatever its presentation style.
@MainActor @Suite(.serialized, .ownsTheApplication) struct PresentationLeakTests {
  private final class Detail: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      let label = UILabel()
      label.text = "Detail"
      view.addSubview(label)
    }
  }

  @Test(arguments: [
    UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen, .popover,
  ])
  func aDismissedControllerIsFreed(style: UIModalPresentationStyle) throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    weak var released: UIViewController?
    func cycle() throws {
      let detail = Detail()
      detail.modalPresentationStyle = style
      if style == .popover { detail.popoverPresentationController?.sourceView = root.view }
      root.present(detail, animated: false)
      try driver.settle()
      #expect(root.presentedViewController === detail)
      root.dismiss(animated: false)
      try driver.settle()
      released = detail
    }
    for _ in 0..<20 { try cycle() }
    #expect(root.presentedViewController == nil)
    #expect(released == nil, "a \(style) presentation keeps its controller alive after dismissal")
  }

  @Test func anAlertIsFreedAfterItsActionDismissesIt() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    weak var released: UIAlertController?
    func cycle() throws {
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      root.present(alert, animated: false)
      try driver.settle()
      try driver.tap("Cancel")
      try driver.settle()
      released = alert
    }
    try cycle()
    #expect(root.presentedViewController == nil)
    #expect(released == nil)
  }
}
