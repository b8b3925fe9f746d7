import Foundation
import TandemDriver
import TandemKit
import TandemPlatform
import TandemUI

/// Every combination of devices, appearances, text sizes and layout directions, for one golden each.
public struct SnapshotMatrix: Sendable {
  /// One combination.
  public struct Configuration: Sendable, Hashable {
    public var device: DevicePreset
    public var appearance: UIUserInterfaceStyle
    public var contentSize: UIContentSizeCategory
    public var layoutDirection: UITraitEnvironmentLayoutDirection

    /// The golden's name: its values joined by dots ("iPhone-14.dark.xxl.rtl"); text sizes by their
    /// `TANDEM_CONTENT_SIZE` names (xs … xxxl, ax1 … ax5).
    public var name: String {
      let device = SnapshotNaming.sanitize(
        self.device.description.replacingOccurrences(of: " (landscape)", with: "-landscape"))
      let appearance = self.appearance == .dark ? "dark" : "light"
      let direction = layoutDirection == .rightToLeft ? "rtl" : "ltr"
      return [device, appearance, SnapshotMatrix.shortName(of: contentSize), direction].joined(separator: ".")
    }
  }

  public var devices: [DevicePreset]
  public var appearances: [UIUserInterfaceStyle]
  public var contentSizes: [UIContentSizeCategory]
  public var layoutDirections: [UITraitEnvironmentLayoutDirection]

  /// A matrix of the values given (each defaults to one value: iPhone 14, light, large, left to right).
  public init(
    devices: [DevicePreset] = [.iPhone14], appearances: [UIUserInterfaceStyle] = [.light],
    contentSizes: [UIContentSizeCategory] = [.large],
    layoutDirections: [UITraitEnvironmentLayoutDirection] = [
      .leftToRight
    ]
  ) {
    self.devices = devices
    self.appearances = appearances
    self.contentSizes = contentSizes
    self.layoutDirections = layoutDirections
  }

  /// Every combination, devices varying slowest.
  public var configurations: [Configuration] {
    devices.flatMap { device in
      appearances.flatMap { appearance in
        contentSizes.flatMap { size in
          layoutDirections.map { direction in
            Configuration(device: device, appearance: appearance, contentSize: size, layoutDirection: direction)
          }
        }
      }
    }
  }

  /// One strategy per combination, keyed by its name.
  public func strategies<Value, Format>(_ make: (Configuration) -> Snapshotting<Value, Format>) -> [String:
    Snapshotting<Value, Format>]
  {
    Dictionary(configurations.map { ($0.name, make($0)) }, uniquingKeysWith: { first, _ in first })
  }

  /// A text size's short name, as `TANDEM_CONTENT_SIZE` spells it.
  static func shortName(of size: UIContentSizeCategory) -> String {
    let short = size.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")
    let accessibility = [
      "AccessibilityM": "ax1", "AccessibilityL": "ax2", "AccessibilityXL": "ax3",
      "AccessibilityXXL": "ax4", "AccessibilityXXXL": "ax5",
    ]
    return accessibility[short] ?? short.lowercased()
  }
}

/// Asserts a controller's screen in every combination of a matrix, one golden each, named by the combination
/// (`<test>.iPhone-14.dark.l.ltr.png`).
@MainActor public func assertSnapshots(
  of value: @autoclosure () throws -> UIViewController, matrix: SnapshotMatrix, precision: Float = 1,
  perceptualPrecision: Float = 1, record: SnapshotTestingConfiguration.Record? = nil, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  // Each combination boots its own screen, so the controller is made once per combination.
  for (name, strategy) in matrix.strategies({ configuration in
    Snapshotting<UIViewController, CGImage>.image(
      device: configuration.device, appearance: configuration.appearance, contentSize: configuration.contentSize,
      layoutDirection: configuration.layoutDirection, precision: precision, perceptualPrecision: perceptualPrecision)
  }).sorted(by: { $0.key < $1.key }) {
    assertSnapshot(
      of: try value(), as: strategy, named: name, record: record, fileID: fileID, file: filePath, testName: testName,
      line: line, column: column)
  }
}

/// Asserts a SwiftUI view in every combination of a matrix, one golden each, named by the combination.
@MainActor public func assertSnapshots<Content: View>(
  of value: @autoclosure () throws -> Content, matrix: SnapshotMatrix, layout: SnapshotLayout = .sizeThatFits,
  precision: Float = 1, perceptualPrecision: Float = 1, record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  for (name, strategy) in matrix.strategies({ configuration in
    Snapshotting<Content, CGImage>.image(
      layout: layout, device: configuration.device, appearance: configuration.appearance,
      contentSize: configuration.contentSize, layoutDirection: configuration.layoutDirection, precision: precision,
      perceptualPrecision: perceptualPrecision)
  }).sorted(by: { $0.key < $1.key }) {
    assertSnapshot(
      of: try value(), as: strategy, named: name, record: record, fileID: fileID, file: filePath, testName: testName,
      line: line, column: column)
  }
}
