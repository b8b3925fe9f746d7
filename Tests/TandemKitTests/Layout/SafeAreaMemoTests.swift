import Foundation
import Testing

@testable import TandemKit

/// A view's safe area is computed once and then read back until something it depends on changes: a layer
/// between the view and the window moving, a controller's additional insets, a scroll view's adjustment.
@MainActor @Suite(.serialized, .ownsTheApplication) struct SafeAreaMemoTests {
  @Test func aSafeAreaIsComputedOnceUntilSomethingItReadsChanges() {
    let controller = UIViewController()
    let window = showInWindow(controller)
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    controller.view.addSubview(box)
    box.addSubview(inner)
    let top = window.safeAreaInsets.top
    #expect(top > 0)
    #expect(inner.safeAreaInsets.top == top)
    /// Reads the inner view's safe area ten times: the first read may compute, the others must not.
    func readsOnce() -> CGFloat {
      let value = inner.safeAreaInsets.top
      let computed = UIView.safeAreaComputations
      for _ in 0..<10 { #expect(inner.safeAreaInsets.top == value) }
      #expect(UIView.safeAreaComputations == computed)
      return value
    }
    #expect(readsOnce() == top)

    // An ancestor moving changes the view's place in the window: computed again.
    box.frame.origin.y = 20
    var computed = UIView.safeAreaComputations
    #expect(readsOnce() == top - 20)
    #expect(UIView.safeAreaComputations == computed + 1)
    // A sibling moving does not.
    let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(sibling)
    sibling.frame.origin.x = 30
    computed = UIView.safeAreaComputations
    #expect(readsOnce() == top - 20)
    #expect(UIView.safeAreaComputations == computed)

    // The controller's additional insets are read too.
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
    #expect(readsOnce() == top + 10)
    // Moving the view to another parent.
    controller.view.addSubview(inner)
    #expect(readsOnce() == top + 30)
  }

  /// Content of a scroll view has no safe area along the axes its content inset takes it in; changing the
  /// adjustment behaviour changes the content's safe area at once.
  @Test func aScrollViewsAdjustmentChangesItsContentsSafeArea() {
    let controller = UIViewController()
    let window = showInWindow(controller)
    let scroll = UIScrollView(frame: controller.view.bounds)
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    controller.view.addSubview(scroll)
    scroll.addSubview(content)
    #expect(content.safeAreaInsets.top == 0)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(content.safeAreaInsets.top == window.safeAreaInsets.top)
  }
}
