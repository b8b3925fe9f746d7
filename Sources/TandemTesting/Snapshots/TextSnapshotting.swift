import Foundation
import TandemDriver
import TandemKit
import TandemUI

extension Snapshotting where Value == AppDriver, Format == String {
  /// The driven window's accessibility elements, settled, one per line in reading order: role, label, value,
  /// identifier, traits and frame in screen points.
  public static var accessibilityTree: Snapshotting {
    Snapshotting(lines: { driver in
      try driver.settle()
      return AccessibilityDump.lines(in: driver.window, origin: .zero)
    })
  }

  /// The driven window's view hierarchy, settled, one view per line (see `UIView`'s `.recursiveDescription`).
  public static var recursiveDescription: Snapshotting {
    Snapshotting(lines: { driver in
      try driver.settle()
      return ViewHierarchyDump.description(of: driver.window)
    })
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// The controller's screen's accessibility elements, booted on the device (from the environment, else iPhone 14)
  /// and settled, one per line: role, label, value, identifier, traits and frame in screen points.
  public static var accessibilityTree: Snapshotting { accessibilityTree() }

  /// The controller's accessibility elements on a device, in an appearance, text size and layout direction.
  public static func accessibilityTree(
    device: DevicePreset? = nil, appearance: UIUserInterfaceStyle? = nil, contentSize: UIContentSizeCategory? = nil,
    layoutDirection: UITraitEnvironmentLayoutDirection? = nil
  ) -> Snapshotting {
    let screen = SnapshotScreen(
      device: device, appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection)
    return Snapshotting(lines: { controller in
      try screen.run(controller) { driver in AccessibilityDump.lines(in: driver.window, origin: .zero) }
    })
  }

  /// The controller's view hierarchy, booted on the device and settled, one view per line.
  public static var recursiveDescription: Snapshotting {
    let screen = SnapshotScreen(device: nil, appearance: nil, contentSize: nil, layoutDirection: nil)
    return Snapshotting(lines: { controller in
      try screen.run(controller) { _ in ViewHierarchyDump.description(of: controller.view) }
    })
  }
}

extension Snapshotting where Value == UIView, Format == String {
  /// The view's accessibility elements, the view placed at its own size on the device and settled; frames are in
  /// the view's coordinates.
  public static var accessibilityTree: Snapshotting {
    let screen = SnapshotScreen(device: nil, appearance: nil, contentSize: nil, layoutDirection: nil)
    return Snapshotting(lines: { view in
      try screen.place(view, layout: .sizeThatFits, fittingSize: { _ in UIViewFitting.size(of: view) }) { _, _ in
        AccessibilityDump.lines(in: view, origin: view.convert(CGPoint.zero, to: nil))
      }
    })
  }

  /// The view's hierarchy, placed at its own size on the device and settled, one view per line, indented by
  /// depth as UIKit's `recursiveDescription` prints it (without memory addresses, so it is the same on every run):
  /// class, frame, and the text, title, visibility and interaction a view has.
  public static var recursiveDescription: Snapshotting {
    let screen = SnapshotScreen(device: nil, appearance: nil, contentSize: nil, layoutDirection: nil)
    return Snapshotting(lines: { view in
      try screen.place(view, layout: .sizeThatFits, fittingSize: { _ in UIViewFitting.size(of: view) }) { _, _ in
        ViewHierarchyDump.description(of: view)
      }
    })
  }
}

extension Snapshotting where Value: View, Format == String {
  /// The SwiftUI view's accessibility elements, hosted at its fitting size on the device and settled; frames are
  /// in the view's coordinates.
  public static var accessibilityTree: Snapshotting {
    let screen = SnapshotScreen(device: nil, appearance: nil, contentSize: nil, layoutDirection: nil)
    return Snapshotting(lines: { content in
      let host = UIHostingController(rootView: content)
      let view = host.view!
      return try screen.place(view, layout: .sizeThatFits, controller: host, fittingSize: host.sizeThatFits(in:)) {
        _, _ in AccessibilityDump.lines(in: view, origin: view.convert(CGPoint.zero, to: nil))
      }
    })
  }
}

/// A UIView's size for a snapshot: its frame's, else its Auto Layout fitting size.
@MainActor enum UIViewFitting {
  static func size(of view: UIView) -> CGSize {
    if view.frame.width > 0 && view.frame.height > 0 { return view.frame.size }
    return view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
  }
}

/// Accessibility elements as stable lines of text.
@MainActor enum AccessibilityDump {
  /// The elements of a subtree, one per line, frames relative to `origin` (window coordinates).
  static func lines(in root: UIView, origin: CGPoint) -> String {
    let lines = AccessibilityTree.elements(in: root).map { element, _ in
      var element = element
      element.frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
      return element.snapshotDescription
    }
    return lines.isEmpty ? "(no accessibility elements)" : lines.joined(separator: "\n")
  }
}

/// A view hierarchy as lines of text, as UIKit's `recursiveDescription` prints it, without addresses.
@MainActor package enum ViewHierarchyDump {
  package static func description(of root: UIView) -> String {
    var lines: [String] = []
    func visit(_ view: UIView, depth: Int) {
      lines.append(String(repeating: "   | ", count: depth) + line(for: view, isRoot: depth == 0))
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// One view: `<Class; frame = (x y; w h); …>` (the root at the origin: where a snapshot placed it is not its own).
  static func line(for view: UIView, isRoot: Bool) -> String {
    var parts = [String(describing: type(of: view))]
    let f = isRoot ? CGRect(origin: .zero, size: view.frame.size) : view.frame
    parts.append("frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))")
    if let label = view as? UILabel { parts.append("text = \(AccessibilityElement.quoted(label.text ?? ""))") }
    if let button = view as? UIButton, let title = button.currentTitle {
      parts.append("title = \(AccessibilityElement.quoted(title))")
    }
    if let field = view as? UITextField {
      parts.append("text = \(AccessibilityElement.quoted(field.text ?? ""))")
      if let placeholder = field.placeholder {
        parts.append("placeholder = \(AccessibilityElement.quoted(placeholder))")
      }
    }
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
      parts.append("identifier = \(AccessibilityElement.quoted(identifier))")
    }
    if view.isHidden { parts.append("hidden = YES") }
    if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
    if view.tag != 0 { parts.append("tag = \(view.tag)") }
    if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
    if view.clipsToBounds { parts.append("clipsToBounds = YES") }
    return "<" + parts.joined(separator: "; ") + ">"
  }

  /// A coordinate with at most two decimals, trailing zeros dropped ("20.33", "16", "0.5").
  static func number(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
