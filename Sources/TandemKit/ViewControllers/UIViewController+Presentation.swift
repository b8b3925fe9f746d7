import Foundation
import TandemGraphics

extension UIViewController {
  /// The outermost container of this controller (presentations are made from it, as on iOS).
  package var outermostParent: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// The window this controller's hierarchy is shown in.
  package var windowForPresentation: UIWindow? {
    outermostParent.hostWindow ?? viewIfLoaded?.window ?? outermostParent.viewIfLoaded?.window
  }

  func performPresentation(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
    let presenter = outermostParent
    if let already = presenter.presentedViewController {
      // iOS presents from the top of the chain only when asked there; it warns otherwise.
      LayoutLog.write(
        "Attempt to present \(presented) on \(presenter) which is already presenting \(already).")
      return
    }
    guard let window = presenter.windowForPresentation else {
      LayoutLog.write(
        "Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy.")
      return
    }
    let presentation = presented.presentationController!
    presentation.presentingViewController = presenter
    let traits = window.traitCollection
    if let popover = presentation as? UIPopoverPresentationController {
      (popover.delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
    }
    presentation.shownStyle = presentation.adaptivePresentationStyle(for: traits)
    if let popover = presentation as? UIPopoverPresentationController, presentation.shownStyle == .popover,
      popover.sourceView == nil, popover.barButtonItem == nil
    {
      preconditionFailure(
        "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
      )
    }

    presenter.presentedViewController = presented
    presented.presentingStorage = presenter
    presented.isBeingPresentedFlag = true
    let hidesPresenter = presentation.shouldRemovePresentersView
    let container = PresentationContainerView(frame: window.bounds)
    // Both sides see the transition's coordinator from `presentationTransitionWillBegin` until it has run.
    let coordinator = TransitionCoordinator(
      container: container, from: presenter, to: presented, animated: animated,
      duration: PresentationLayout.transitionDuration, presentationStyle: presentation.shownStyle)
    presented.activeTransitionCoordinator = coordinator
    presenter.activeTransitionCoordinator = coordinator
    presentation.presentationTransitionWillBegin()
    if hidesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
    presented.beginAppearanceTransition(true, animated: animated)

    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.presentation = presentation
    window.addSubview(container)
    presentation.containerView = container
    PresentationLayout.install(presentation, in: container)
    window.setNeedsLayout()
    window.layoutIfNeeded()

    // The presentation ends (viewDidAppear, then the completion) when the transition has run: at once, or when an
    // animated transition has slid (or faded) the presented view in on the frame clock.
    let finish = {
      Self.endTransition(coordinator, of: [presenter, presented])
      if hidesPresenter {
        presenter.viewIfLoaded?.isHidden = true
        presenter.endAppearanceTransition()
      }
      presented.endAppearanceTransition()
      presented.isBeingPresentedFlag = false
      presentation.presentationTransitionDidEnd(true)
      UIApplication.shared.requestCommit()
      completion?()
    }
    let entering = presentation.presentedView.map {
      PresentationTransition(presentation: presentation, moving: $0, container: container)
    }
    if animated { entering?.moveOut() }
    coordinator.run(
      {
        if animated { entering?.moveIn() }
        // What the sheet covers recedes as it slides up.
        SheetStack.update(in: window)
      }, done: finish)
  }

  /// A transition has run: its controllers no longer report its coordinator.
  private static func endTransition(_ coordinator: TransitionCoordinator, of controllers: [UIViewController]) {
    for controller in controllers where controller.activeTransitionCoordinator === coordinator {
      controller.activeTransitionCoordinator = nil
    }
  }

  func performDismissal(animated: Bool, completion: (() -> Void)?) {
    let presenter: UIViewController
    let presented: UIViewController
    if let child = outermostParent.presentedViewController {
      presenter = outermostParent
      presented = child
    } else if let parentPresenter = outermostParent.presentingStorage {
      presenter = parentPresenter
      presented = outermostParent
    } else {
      completion?()
      return
    }
    if presented.isBeingPresentedFlag || presented.isBeingDismissedFlag {
      // UIKit ignores a dismissal while a transition of the same controller runs, with this warning.
      LayoutLog.write(
        "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!")
      return
    }
    // Controllers presented above are dismissed with it; only the top-most animates, the ones between are removed
    // at once (UIKit's documented behaviour for dismissing a controller lower in a stack of presentations).
    // The completion runs when the top-most has left.
    var animated = animated
    var completion = completion
    if let above = presented.presentedViewController {
      above.performDismissal(animated: animated, completion: completion)
      animated = false
      completion = nil
    }
    let presentation = presented.presentationControllerIfExists
    let hidPresenter = presentation?.shouldRemovePresentersView ?? false
    presented.isBeingDismissedFlag = true
    let coordinator = TransitionCoordinator(
      container: presentation?.containerView ?? presenter.view, from: presented, to: presenter,
      animated: animated && presentation?.presentedView != nil,
      duration: PresentationLayout.transitionDuration, presentationStyle: presentation?.shownStyle ?? .custom)
    presented.activeTransitionCoordinator = coordinator
    presenter.activeTransitionCoordinator = coordinator
    presentation?.dismissalTransitionWillBegin()
    presented.beginAppearanceTransition(false, animated: animated)
    if hidPresenter {
      presenter.viewIfLoaded?.isHidden = false
      presenter.beginAppearanceTransition(true, animated: animated)
    }
    // The dismissal ends (the views leave, viewDidDisappear, then the completion) when the transition has run.
    let window = presentation?.containerView?.window
    let finish = {
      Self.endTransition(coordinator, of: [presenter, presented])
      presentation?.containerView?.removeFromSuperview()
      SheetStack.update(in: window)
      presented.viewIfLoaded?.removeFromSuperview()
      presentation?.containerView = nil
      presentation?.wrapperView = nil
      presentation?.dimmingView = nil
      presented.endAppearanceTransition()
      if hidPresenter { presenter.endAppearanceTransition() }
      presented.isBeingDismissedFlag = false
      presenter.presentedViewController = nil
      presented.presentingStorage = nil
      presentation?.dismissalTransitionDidEnd(true)
      UIApplication.shared.requestCommit()
      completion?()
    }
    guard animated, let presentation, let moving = presentation.presentedView,
      let container = presentation.containerView
    else { return coordinator.run({}, done: finish) }
    let leaving = PresentationTransition(presentation: presentation, moving: moving, container: container)
    coordinator.run(
      {
        leaving.moveOut()
        SheetStack.update(in: window, leaving: presentation)
      }, done: finish)
  }

}

/// How a presented view enters and leaves when the transition is animated: sheets and full-screen covers slide up
/// from below the screen (`coverVertical`, the default), cross-dissolves and popovers fade; the dimming view fades
/// with them.
@MainActor struct PresentationTransition {
  let presentation: UIPresentationController
  let moving: UIView
  let container: UIView

  private var fades: Bool {
    presentation.presentedViewController.modalTransitionStyle == .crossDissolve || presentation.shownStyle == .popover
  }

  /// Where the transition starts (presenting) or ends (dismissing): off screen, or transparent.
  func moveOut() {
    if fades {
      moving.alpha = 0
    } else {
      moving.transform = CGAffineTransform(translationX: 0, y: container.bounds.height - moving.frame.minY)
    }
    presentation.dimmingView?.alpha = 0
  }

  /// Where the presented view rests.
  func moveIn() {
    moving.alpha = 1
    moving.transform = .identity
    presentation.dimmingView?.alpha = 1
  }
}

/// The window's view holding one presentation (iOS's transition view); it re-lays out the presentation.
@MainActor final class PresentationContainerView: UIView {
  weak var presentation: UIPresentationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    presentation?.containerViewWillLayoutSubviews()
  }
}
