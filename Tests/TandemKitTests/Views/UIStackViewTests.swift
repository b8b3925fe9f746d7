import Foundation
import TandemTesting
import Testing

@testable import TandemKit

/// A view with a fixed intrinsic size.
final class SizedView: UIView {
  let size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { return nil }
  override var intrinsicContentSize: CGSize { size }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct UIStackViewTests {
  /// Detached stacks round to the app screen's pixels: each test starts on an iPhone's 3x screen, whatever app a
  /// test before it left behind.
  init() { UIApplication.reset() }

  func stack(_ distribution: UIStackView.Distribution, spacing: CGFloat = 10) -> (UIStackView, [UIView]) {
    let views = [SizedView(40, 20), SizedView(60, 30), SizedView(100, 10)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = distribution
    stack.spacing = spacing
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
    stack.layoutIfNeeded()
    return (stack, views)
  }

  @Test func fillStretchesTheFirstViewOnEqualHugging() {
    let (_, v) = stack(.fill)
    let expected: [CGRect] = [
      CGRect(x: 0, y: 0, width: 120, height: 50), CGRect(x: 130, y: 0, width: 60, height: 50),
      CGRect(x: 200, y: 0, width: 100, height: 50),
    ]
    #expect(same(v.map(\.frame), expected))
  }

  @Test func fillStretchesTheLowestHuggingView() {
    let views = [SizedView(40, 20), SizedView(60, 30), SizedView(100, 10)]
    views[0].setContentHuggingPriority(.defaultHigh, for: .horizontal)
    views[1].setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [40, 60, 180])
  }

  @Test func fillEqually() {
    let (_, v) = stack(.fillEqually)
    let w: CGFloat = (300 - 20) / 3
    let expected: [CGRect] = [
      CGRect(x: 0, y: 0, width: w, height: 50), CGRect(x: w + 10, y: 0, width: w, height: 50),
      CGRect(x: 2 * w + 20, y: 0, width: w, height: 50),
    ]
    #expect(same(v.map(\.frame), expected))
  }

  @Test func fillProportionally() {
    let (_, v) = stack(.fillProportionally)
    let widths: [CGFloat] = [56, 84, 140]
    #expect(v.map(\.frame.width) == widths)
    #expect(abs(v[1].frame.minX - 66) < 1e-9)
  }

  @Test func equalSpacing() {
    let (_, v) = stack(.equalSpacing)
    #expect(v.map(\.frame.minX) == [0, 90, 200])
    #expect(v.map(\.frame.width) == [40, 60, 100])
  }

  @Test func equalCentering() {
    let (_, v) = stack(.equalCentering)
    // The first centre is at 20 and the last at 250: steps of 115.
    #expect(v.map(\.frame.midX) == [20, 135, 250])
  }

  @Test func alignmentAndHiddenViewsCollapse() {
    let views = [SizedView(40, 20), SizedView(60, 30), SizedView(100, 10)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 5
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 35)
    views[1].isHidden = true
    stack.layoutIfNeeded()
    #expect(same(views[0].frame, CGRect(x: 80, y: 0, width: 40, height: 20)))
    #expect(abs(views[2].frame.minY - 25) < 1e-9)
    #expect(stack.intrinsicContentSize == CGSize(width: 100, height: 35))
    stack.alignment = .trailing
    stack.layoutIfNeeded()
    #expect(same(views[2].frame, CGRect(x: 100, y: 25, width: 100, height: 10)))
  }
}
