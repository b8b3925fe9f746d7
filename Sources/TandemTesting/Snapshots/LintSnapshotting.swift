import Foundation
import TandemDriver
import TandemKit
import TandemPlatform

extension Snapshotting where Value == AppDriver, Format == String {
  /// The lint findings of the driven app's settled screen, one per line (see `LintFinding`); "(no findings)" for
  /// a clean screen. A golden of accepted findings fails the test when a new one appears.
  public static var lint: Snapshotting { lint() }

  /// The findings of some rules only.
  public static func lint(_ rules: Set<LintFinding.Rule> = Set(LintFinding.Rule.allCases)) -> Snapshotting {
    Snapshotting(lines: { driver in LintReport.text(try driver.lint(rules)) })
  }
}

extension Snapshotting where Value == UIViewController, Format == String {
  /// The lint findings of the controller's screen, booted on the device (from the environment, else iPhone 14)
  /// and settled, one per line.
  public static var lint: Snapshotting { lint() }

  /// The findings of some rules, on a device, in an appearance, text size and layout direction.
  public static func lint(
    _ rules: Set<LintFinding.Rule> = Set(LintFinding.Rule.allCases), device: DevicePreset? = nil,
    appearance: UIUserInterfaceStyle? = nil, contentSize: UIContentSizeCategory? = nil,
    layoutDirection: UITraitEnvironmentLayoutDirection? = nil
  ) -> Snapshotting {
    let screen = SnapshotScreen(
      device: device, appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection)
    return Snapshotting(lines: { controller in
      try screen.run(controller) { driver in LintReport.text(try driver.lint(rules)) }
    })
  }
}

/// Lint findings as the lines of a snapshot.
enum LintReport {
  static func text(_ findings: [LintFinding]) -> String {
    findings.isEmpty ? "(no findings)" : findings.map(\.description).joined(separator: "\n")
  }
}
