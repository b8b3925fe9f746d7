import Foundation
import TandemTesting
import Testing

@testable import TandemKit

final class TintRecordingView: UIView {
  var tintChanges = 0
  override func tintColorDidChange() {
    super.tintColorDidChange()
    tintChanges += 1
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct UIViewTests {
  @Test func hitTestingFindsTheFrontmostInteractiveView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(inner)
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === inner)
    #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === back)
    back.alpha = 0
    #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 300, y: 70), with: nil) == nil)
    front.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(inner.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 20, y: 20))
  }

  @Test func tintIsInheritedAndChangesPropagate() {
    let root = UIView()
    let child = TintRecordingView()
    let grandchild = TintRecordingView()
    root.addSubview(child)
    child.addSubview(grandchild)
    #expect(grandchild.tintColor == .systemBlue)
    root.tintColor = .systemPink
    #expect(grandchild.tintColor == .systemPink)
    #expect(child.tintChanges == 1 && grandchild.tintChanges == 1)
    child.tintColor = .systemGreen
    #expect(grandchild.tintColor == .systemGreen)
    root.tintColor = .systemOrange
    #expect(child.tintChanges == 2 && grandchild.tintChanges == 2)
    root.tintAdjustmentMode = .dimmed
    #expect(grandchild.tintColor == .systemGray)
  }

  @Test func hierarchyOperationsAndTags() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    a.tag = 1
    c.tag = 3
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, belowSubview: b)
    #expect(root.subviews == [a, c, b])
    root.bringSubviewToFront(a)
    #expect(root.subviews == [c, b, a])
    #expect(root.layer.sublayers?.map { ObjectIdentifier($0) } == root.subviews.map { ObjectIdentifier($0.layer) })
    #expect(root.viewWithTag(3) === c)
    b.addSubview(c)
    #expect(c.superview === b && root.subviews == [b, a])
    c.removeFromSuperview()
    #expect(c.superview == nil && b.subviews.isEmpty)
  }

  @Test func autoresizingMasksFollowTheSuperview() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
    child.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(child)
    root.frame.size = CGSize(width: 200, height: 300)
    #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 30))
  }
}

/// Geometry writes that change nothing invalidate nothing: writing a view's current frame, bounds or centre lays
/// out none of its subviews again (each scroll frame used to re-lay out every cell this way, pooled ones too).
@MainActor @Suite(.serialized, .ownsTheApplication) struct UnchangedGeometryTests {
  private final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  @Test func writingTheCurrentGeometryLaysOutNothing() {
    let root = UIViewController()
    let container = CountingView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
    let children = (0..<100).map { index in
      CountingView(frame: CGRect(x: 0, y: CGFloat(index) * 4, width: 300, height: 4))
    }
    children.forEach(container.addSubview)
    root.view.addSubview(container)
    let driver = AppDriver(rootViewController: root)
    driver.application.commit()
    let before = children.map(\.layouts)
    let containerBefore = container.layouts
    for _ in 0..<10 {
      container.frame = container.frame
      container.bounds = container.bounds
      container.center = container.center
      for child in children { child.frame = child.frame }
    }
    #expect(children.allSatisfy { !$0.needsLayoutFlag } && !container.needsLayoutFlag)
    driver.application.commit()
    #expect(children.map(\.layouts) == before)
    #expect(container.layouts == containerBefore)
    // A move inside the safe region keeps the container's safe area: its subviews need no new layout.
    container.frame.origin.y += 10
    #expect(children.allSatisfy { !$0.needsLayoutFlag })
    driver.application.commit()
    #expect(children.map(\.layouts) == before)
    // A move under the status bar changes its safe area: every subview lays out again, in the next commit.
    container.frame.origin.y = 0
    #expect(children.allSatisfy { $0.needsLayoutFlag })
    driver.application.commit()
    #expect(zip(children.map(\.layouts), before).allSatisfy { $0 == $1 + 1 })
  }
}

/// A view's superview and its layer's delegate are not retained and are gone when they go, as in UIKit.
@MainActor @Suite(.serialized, .ownsTheApplication) struct ViewOwnershipTests {
  @Test func aSubviewOutlivingItsSuperviewHasNoSuperview() {
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    do {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(child)
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
    #expect(child.layer.superlayer == nil)
    #expect(child.window == nil)
    let other = UIView()
    other.addSubview(child)
    #expect(child.superview === other && other.subviews.count == 1)
  }

  @Test func aLayerOutlivingItsViewHasNoDelegate() {
    var layer: CALayer?
    do {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      layer = view.layer
      #expect(layer?.delegate === view)
    }
    #expect(layer?.delegate == nil)
    // Laying out or displaying the orphaned layer asks nobody.
    layer?.setNeedsLayout()
    layer?.layoutIfNeeded()
    layer?.setNeedsDisplay()
    layer?.displayIfNeeded()
  }

  /// A plain label's text is drawn straight into the composite (it keeps no backing store); a subclass, which
  /// may draw anything, keeps one.
  @Test func aLabelDrawsInPlaceAndASubclassKeepsABackingStore() {
    final class FramedLabel: UILabel {}
    let controller = UIViewController()
    let window = showInWindow(controller)
    let plain = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    plain.text = "Plain"
    let framed = FramedLabel(frame: CGRect(x: 20, y: 140, width: 200, height: 30))
    framed.text = "Framed"
    controller.view.addSubview(plain)
    controller.view.addSubview(framed)
    UIApplication.shared.commit()
    #expect(plain.layer.contents == nil && plain.layer.hasInPlaceContent)
    #expect(framed.layer.contents != nil && !framed.layer.hasInPlaceContent)
    // Both show their text.
    let image = window.renderImage()
    let scale = window.screen.scale
    func inked(_ label: UILabel) -> Bool {
      (0..<40).contains { x in
        let c = color(image, at: CGPoint(x: label.frame.minX + 2 + CGFloat(x), y: label.frame.midY), scale: scale)
        return c.r < 128
      }
    }
    #expect(inked(plain) && inked(framed))
    // A new text redraws the label in place.
    let before = plain.layer.displayCount
    plain.text = "Changed"
    UIApplication.shared.commit()
    #expect(plain.layer.displayCount == before + 1)
  }
}
