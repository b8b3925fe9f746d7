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

/// Seed 000's heart rate: by value, and through an observable model.
private struct HeartRateView: View {
  var beatsPerMinute: Int
  var body: some View { Text("\(beatsPerMinute) BPM") }
}

@MainActor private final class HeartData: ObservableObject {
  @Published var beatsPerMinute: Int
  init(beatsPerMinute: Int) { self.beatsPerMinute = beatsPerMinute }
}

private struct ObservedHeartRateView: View {
  @ObservedObject var data: HeartData
  var body: some View { Text("\(data.beatsPerMinute) BPM") }
}

/// Seed 000's controller: a `didSet` that assigns a new root view.
@MainActor private final class HeartRateViewController: UIHostingController<HeartRateView> {
  var beatsPerMinute: Int { didSet { rootView = HeartRateView(beatsPerMinute: beatsPerMinute) } }
  init(beatsPerMinute: Int) {
    self.beatsPerMinute = beatsPerMinute
    super.init(rootView: HeartRateView(beatsPerMinute: beatsPerMinute))
  }
  required init?(coder: NSCoder) { nil }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct HostingSizingTests {
  @Test func rootViewAssignmentsAndObservableObjectsBothUpdateTheText() throws {
    let byValue = HeartRateViewController(beatsPerMinute: 78)
    let driver = AppDriver(rootViewController: byValue)
    try driver.settle()
    #expect(driver.find("78 BPM") != nil)
    byValue.beatsPerMinute = 94
    try driver.settle()
    #expect(driver.find("94 BPM") != nil)

    let data = HeartData(beatsPerMinute: 78)
    let observed = UIHostingController(rootView: ObservedHeartRateView(data: data))
    let second = AppDriver(rootViewController: observed)
    try second.settle()
    #expect(second.find("78 BPM") != nil)
    // The model changes; nobody assigns rootView.
    data.beatsPerMinute = 94
    try second.settle()
    #expect(second.find("94 BPM") != nil)
  }

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
    root.view.backgroundColor = .systemGroupedBackground
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
    GoldenImage.assertMatches(driver.capture(), named: "hosting-child-embedded")
  }
}
