import Foundation
import TandemDriver
import TandemKit
import TandemPlatform
import TandemUI

extension Snapshotting where Value == CGImage, Format == CGImage {
  /// An image compared with its golden exactly.
  public static var image: Snapshotting { .image() }

  /// An image compared with its golden with tolerances (see `Diffing.image(precision:perceptualPrecision:)`).
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    { $0 }
  }
}

extension Snapshotting where Value == UIImage, Format == CGImage {
  /// A `UIImage`'s pixels compared with its golden exactly.
  public static var image: Snapshotting { .image() }

  /// A `UIImage`'s pixels compared with its golden with tolerances.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
    Snapshotting<CGImage, CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback {
      (image: UIImage) in
      guard let cgImage = image.cgImage else { throw SnapshotError("the UIImage has no pixels (no CGImage)") }
      return cgImage
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == CGImage {
  /// The controller's screen on the device, exactly: booted in its own window, settled, captured.
  public static var image: Snapshotting { .image() }

  /// The controller's screen on a device, in an appearance, text size and layout direction (from the environment
  /// where not given, else iPhone 14, light, large, left to right), compared with tolerances (exact by default).
  public static func image(
    device: DevicePreset? = nil, appearance: UIUserInterfaceStyle? = nil, contentSize: UIContentSizeCategory? = nil,
    layoutDirection: UITraitEnvironmentLayoutDirection? = nil, precision: Float = 1, perceptualPrecision: Float = 1
  ) -> Snapshotting {
    let screen = SnapshotScreen(
      device: device, appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection)
    return Snapshotting(
      pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { controller in
      try screen.run(controller) { driver in driver.capture() }
    }
  }
}

extension Snapshotting where Value == UIView, Format == CGImage {
  /// The view at its own size (its frame, or its Auto Layout fitting size), drawn in a window on the device.
  public static var image: Snapshotting { .image() }

  /// The view on a device, in an appearance, text size and layout direction (from the environment where not
  /// given), at a layout's size, compared with tolerances (exact by default). The view is placed in a window at
  /// the top of the safe area, laid out, settled and drawn alone (its own pixels, transparent where it draws
  /// nothing); `.device` captures the whole screen instead.
  public static func image(
    layout: SnapshotLayout = .sizeThatFits, device: DevicePreset? = nil, appearance: UIUserInterfaceStyle? = nil,
    contentSize: UIContentSizeCategory? = nil, layoutDirection: UITraitEnvironmentLayoutDirection? = nil,
    precision: Float = 1, perceptualPrecision: Float = 1
  ) -> Snapshotting {
    let screen = SnapshotScreen(
      device: device, appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection)
    return Snapshotting(
      pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { view in
      try screen.image(of: view, layout: layout) { _ in UIViewFitting.size(of: view) }
    }
  }
}

extension Snapshotting where Value: View, Format == CGImage {
  /// The SwiftUI view at its size for the screen (a hosting controller's fitting size), on the device.
  public static var image: Snapshotting { .image() }

  /// The SwiftUI view in a hosting controller on a device, in an appearance, text size and layout direction (from
  /// the environment where not given), at a layout's size, compared with tolerances (exact by default).
  public static func image(
    layout: SnapshotLayout = .sizeThatFits, device: DevicePreset? = nil, appearance: UIUserInterfaceStyle? = nil,
    contentSize: UIContentSizeCategory? = nil, layoutDirection: UITraitEnvironmentLayoutDirection? = nil,
    precision: Float = 1, perceptualPrecision: Float = 1
  ) -> Snapshotting {
    let screen = SnapshotScreen(
      device: device, appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection)
    return Snapshotting(
      pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { content in
      let host = UIHostingController(rootView: content)
      if layout == .device { return try screen.run(host) { driver in driver.capture() } }
      return try screen.image(of: host.view, layout: layout, controller: host, fittingSize: host.sizeThatFits(in:))
    }
  }
}

extension Snapshotting where Value == AppDriver, Format == CGImage {
  /// The driven app's screen as it is now (settled first), exactly.
  public static var image: Snapshotting { .image() }

  /// The driven app's screen, settled, in an appearance and text size for the capture (the app's own settings
  /// come back after it), compared with tolerances (exact by default).
  public static func image(
    appearance: UIUserInterfaceStyle? = nil, contentSize: UIContentSizeCategory? = nil, precision: Float = 1,
    perceptualPrecision: Float = 1
  ) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    { driver in
      let (oldAppearance, oldSize) = (driver.appearance, driver.contentSize)
      if let appearance, appearance != oldAppearance { driver.appearance = appearance }
      if let contentSize, contentSize != oldSize { driver.contentSize = contentSize }
      defer {
        if driver.appearance != oldAppearance { driver.appearance = oldAppearance }
        if driver.contentSize != oldSize { driver.contentSize = oldSize }
        try? driver.settle()
      }
      try driver.settle()
      return driver.capture()
    }
  }
}

/// The screen a snapshot boots what it captures on: a fresh headless app on a device, with the system appearance,
/// text size and layout direction set (the process's layout direction comes back afterwards).
@MainActor struct SnapshotScreen {
  var device: DevicePreset?
  var appearance: UIUserInterfaceStyle?
  var contentSize: UIContentSizeCategory?
  var layoutDirection: UITraitEnvironmentLayoutDirection?

  nonisolated init(
    device: DevicePreset?, appearance: UIUserInterfaceStyle?, contentSize: UIContentSizeCategory?,
    layoutDirection: UITraitEnvironmentLayoutDirection?
  ) {
    self.device = device
    self.appearance = appearance
    self.contentSize = contentSize
    self.layoutDirection = layoutDirection
  }

  /// Boots a window with a root controller, settles, and returns what `body` makes of the driver.
  func run<T>(_ root: UIViewController, _ body: (AppDriver) throws -> T) throws -> T {
    let direction = LaunchConfiguration.layoutDirection
    defer { LaunchConfiguration.layoutDirection = direction }
    let driver = AppDriver(
      rootViewController: root, device: device, appearance: appearance, contentSize: contentSize,
      layoutDirection: layoutDirection)
    try driver.settle()
    return try body(driver)
  }

  /// Places a view at a layout's size at the top of the safe area of a plain controller's view (`child`, when
  /// given, is made the container's child), settles, and returns what `body` makes of the driver and the size.
  /// `fittingSize` answers `.sizeThatFits` for the space offered.
  func place<T>(
    _ view: UIView, layout: SnapshotLayout, controller child: UIViewController? = nil,
    fittingSize: (CGSize) -> CGSize, _ body: (AppDriver, CGSize) throws -> T
  ) throws -> T {
    let container = UIViewController()
    return try run(container) { driver in
      if let child { container.addChild(child) }
      container.view.addSubview(view)
      child?.didMove(toParent: container)
      // In the window first, so the view has the screen's traits (text size, appearance) when it is measured.
      if layout == .sizeThatFits {
        if child != nil, view.frame.isEmpty { view.frame = container.view.bounds }
        try driver.settle()
      }
      let safe = container.view.safeAreaInsets
      let screen = driver.application.screen.bounds.size
      let size: CGSize
      switch layout {
      case .device: size = screen
      case .fixed(let width, let height): size = CGSize(width: width, height: height)
      case .sizeThatFits:
        size = fittingSize(CGSize(width: screen.width - safe.left - safe.right, height: screen.height - safe.top))
      }
      guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
        throw SnapshotError(
          "the view's size is \(size.width)×\(size.height) points: give it a frame, constraints or a fixed layout")
      }
      view.frame =
        layout == .device
        ? CGRect(origin: .zero, size: screen) : CGRect(origin: CGPoint(x: safe.left, y: safe.top), size: size)
      try driver.settle()
      return try body(driver, size)
    }
  }

  /// A view drawn alone at a layout's size (see `place`), or the whole screen for `.device`.
  func image(
    of view: UIView, layout: SnapshotLayout, controller child: UIViewController? = nil,
    fittingSize: (CGSize) -> CGSize
  ) throws -> CGImage {
    try place(view, layout: layout, controller: child, fittingSize: fittingSize) { driver, size in
      if layout == .device { return driver.capture() }
      let format = UIGraphicsImageRendererFormat()
      format.scale = driver.application.screen.scale
      let rendered = UIGraphicsImageRenderer(size: size, format: format).image { context in
        view.layer.render(in: context.cgContext)
      }
      guard let image = rendered.cgImage else { throw SnapshotError("the view drew no image") }
      return image
    }
  }
}
