import Foundation
import TandemGraphics
import TandemPlatform

extension UIApplication {
  /// The device turns, or the app moves to another device preset, while running: what a rotation does on iOS.
  ///
  /// Each window's root controller hears `willTransition(to:with:)` when the traits change, then
  /// `viewWillTransition(to:with:)` (both forwarded down containers and presentations); the screen, windows, traits
  /// and layout then change inside one animation of the rotation's duration, with the work controllers registered
  /// on the coordinator, whose completions run when it ends (on the frame clock).
  package func changeDevice(to device: DevicePreset, animated: Bool = true) {
    guard device != screen.device else { return }
    let turn = device.isLandscape != screen.device.isLandscape
    let fullScreenWindows = windows.filter { $0.frame.size == screen.bounds.size || $0.frame == .zero }
    var newTraits = screen.traitCollection
    let classes = UITraitCollection.screen(device)
    newTraits = newTraits.overlaid(
      with: UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: classes.horizontalSizeClass),
        UITraitCollection(verticalSizeClass: classes.verticalSizeClass),
        UITraitCollection(displayScale: classes.displayScale),
        UITraitCollection(userInterfaceIdiom: classes.userInterfaceIdiom),
      ]))
    performSizeTransition(
      of: fullScreenWindows, to: device.size, traits: newTraits, animated: animated,
      transform: turn ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
    ) {
      self.screen.device = device
      self.output.changeDevice(to: device)
      UIDevice.current.deviceDidTurn()
      self.compositor = Compositor(size: device.size, scale: self.output.renderScale, backgroundColor: .black)
      self.screenLayer.frame = CGRect(origin: .zero, size: device.size)
      for window in fullScreenWindows { window.frame = self.screen.bounds }
      UIView.safeAreaInputsChanged()
    }
  }

  /// The app's windows take a new size on the same screen (iPad Split View or Slide Over): narrower than 678
  /// points an iPad window becomes compact in width.
  package func resizeWindows(to size: CGSize, animated: Bool = true) {
    let shown = windows.filter { !($0 is KeyboardWindow) }
    guard shown.contains(where: { $0.bounds.size != size }) else { return }
    var traits = screen.traitCollection
    if traits.userInterfaceIdiom == .pad, traits.horizontalSizeClass == .regular,
      size.width < UIWindow.regularWidthOnPad
    {
      traits = traits.overlaid(with: UITraitCollection(horizontalSizeClass: .compact))
    }
    performSizeTransition(of: shown, to: size, traits: traits, animated: animated, transform: .identity) {
      for window in shown { window.frame = CGRect(origin: window.frame.origin, size: size) }
      UIView.safeAreaInputsChanged()
    }
  }

  /// Tells the windows' root controllers of the coming size and traits, then applies `change` with their
  /// alongside animations, the traits updated and the windows laid out, in one transition.
  private func performSizeTransition(
    of windows: [UIWindow], to size: CGSize, traits: UITraitCollection, animated: Bool,
    transform: CGAffineTransform, change: @escaping () -> Void
  ) {
    let roots = windows.compactMap(\.rootViewController)
    let container = keyWindowStorage ?? windows.first ?? UIWindow(frame: screen.bounds)
    let coordinator = TransitionCoordinator(
      container: container, animated: animated, duration: Self.rotationDuration, targetTransform: transform)
    for root in roots { root.activeTransitionCoordinator = coordinator }
    for (window, root) in zip(windows, windows.map(\.rootViewController)) {
      guard let root else { continue }
      if window.traitCollection != traits { root.willTransition(to: traits, with: coordinator) }
      root.viewWillTransition(to: size, with: coordinator)
    }
    coordinator.run(
      {
        change()
        for window in windows {
          window.updateTraitsFromAncestors()
          window.setNeedsLayout()
          window.forEachInSubtree { $0.setNeedsLayout() }
          window.layoutIfNeeded()
        }
        self.requestCommit()
      },
      done: {
        for root in roots where root.activeTransitionCoordinator === coordinator {
          root.activeTransitionCoordinator = nil
        }
      })
  }

  /// How long iOS takes to turn the screen.
  static let rotationDuration: TimeInterval = 0.4
}
