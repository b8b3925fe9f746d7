import Foundation
import TandemCombine
import TandemKit
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// The greeting of seed 000, with its text in a model that changes later.
@MainActor private final class Greeting: ObservableObject {
  @Published var text = "Hello, World!"
}

private struct SayHelloView: View {
  @ObservedObject var greeting: Greeting
  var body: some View {
    Text(greeting.text).font(.title).padding()
  }
}

@MainActor @Suite(.serialized) struct HostingSizingTests {
  @Test func aPopoverFollowsItsContentsIdealSize() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root, device: .iPad)
    root.view.backgroundColor = .systemBackground
    let anchor = UIView(frame: CGRect(x: 100, y: 200, width: 44, height: 44))
    root.view.addSubview(anchor)
    let greeting = Greeting()
    let hello = UIHostingController(rootView: SayHelloView(greeting: greeting))
    hello.sizingOptions = .preferredContentSize
    hello.modalPresentationStyle = .popover
    hello.popoverPresentationController?.sourceView = anchor
    root.present(hello, animated: false)
    try driver.settle()
    let ideal = hello.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(hello.preferredContentSize == ideal)
    #expect(abs(hello.view.bounds.width - ideal.width) < 0.01)
    GoldenImage.assertMatches(driver.capture(), named: "hosting-popover-ipad")
    // A longer greeting widens the popover in the same commit.
    greeting.text = "Hello again, wide World!"
    driver.application.commit()
    let wider = hello.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(wider.width > ideal.width)
    #expect(hello.preferredContentSize == wider)
    #expect(abs(hello.view.bounds.width - wider.width) < 0.01)
  }

  @Test func onAPhoneThePopoverAdaptsToASheet() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root, device: .iPhone14)
    let hello = UIHostingController(rootView: SayHelloView(greeting: Greeting()))
    hello.sizingOptions = .preferredContentSize
    hello.modalPresentationStyle = .popover
    hello.popoverPresentationController?.sourceView = root.view
    root.present(hello, animated: false)
    try driver.settle()
    // A sheet spans the screen's width whatever the content's size.
    #expect(hello.view.window != nil)
    #expect(hello.view.convert(hello.view.bounds, to: nil).width == driver.window.bounds.width)
  }

  @Test func anEmbeddedChildSizesToItsContentWithAutoLayout() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    let greeting = Greeting()
    let child = UIHostingController(rootView: SayHelloView(greeting: greeting))
    child.sizingOptions = .intrinsicContentSize
    root.addChild(child)
    child.view.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(child.view)
    NSLayoutConstraint.activate([
      child.view.centerXAnchor.constraint(equalTo: root.view.centerXAnchor),
      child.view.centerYAnchor.constraint(equalTo: root.view.centerYAnchor),
    ])
    child.didMove(toParent: root)
    try driver.settle()
    #expect(child.parent === root)
    let ideal = child.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(abs(child.view.bounds.width - ideal.width) < 0.01)
    greeting.text = "Hello again, wide World!"
    try driver.settle()
    let wider = child.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(abs(child.view.bounds.width - wider.width) < 0.01)
    #expect(abs(child.view.center.x - root.view.bounds.midX) < 0.01)
  }
}
