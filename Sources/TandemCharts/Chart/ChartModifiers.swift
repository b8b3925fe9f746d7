import Foundation
import TandemUI

/// Whether a chart axis shows.
struct ChartAxisVisibilityKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}
struct ChartYAxisVisibilityKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

/// A scale's domain: automatic (optionally without zero) or explicit bounds.
public struct ScaleDomain: Sendable {
  let includesZero: Bool?
  let bounds: ClosedRange<Double>?
  /// The domain of the data, with zero included or not (nil: the scale's default — y includes zero, x does not).
  public static func automatic(includesZero: Bool? = nil) -> ScaleDomain {
    ScaleDomain(includesZero: includesZero, bounds: nil)
  }
}

struct ChartXScaleKey: EnvironmentKey {
  static let defaultValue = ScaleDomain.automatic()
}
struct ChartYScaleKey: EnvironmentKey {
  static let defaultValue = ScaleDomain.automatic()
}

extension View {
  /// Shows or hides the chart's x axis (its labels and vertical grid lines).
  nonisolated public func chartXAxis(_ visibility: Visibility) -> some View {
    environment(\.chartXAxisVisibility, visibility)
  }
  /// Shows or hides the chart's y axis (its labels and horizontal grid lines).
  nonisolated public func chartYAxis(_ visibility: Visibility) -> some View {
    environment(\.chartYAxisVisibility, visibility)
  }
  /// The y scale's domain: explicit bounds.
  nonisolated public func chartYScale<T: BinaryFloatingPoint>(domain: ClosedRange<T>) -> some View {
    environment(
      \.chartYScale, ScaleDomain(includesZero: nil, bounds: Double(domain.lowerBound)...Double(domain.upperBound)))
  }
  /// The y scale's domain: explicit integer bounds.
  nonisolated public func chartYScale(domain: ClosedRange<Int>) -> some View {
    environment(
      \.chartYScale, ScaleDomain(includesZero: nil, bounds: Double(domain.lowerBound)...Double(domain.upperBound)))
  }
  /// The y scale's domain: automatic, with or without zero.
  nonisolated public func chartYScale(domain: ScaleDomain) -> some View { environment(\.chartYScale, domain) }
  /// The x scale's domain: explicit bounds.
  nonisolated public func chartXScale<T: BinaryFloatingPoint>(domain: ClosedRange<T>) -> some View {
    environment(
      \.chartXScale, ScaleDomain(includesZero: nil, bounds: Double(domain.lowerBound)...Double(domain.upperBound)))
  }
  /// The x scale's domain: explicit integer bounds.
  nonisolated public func chartXScale(domain: ClosedRange<Int>) -> some View {
    environment(
      \.chartXScale, ScaleDomain(includesZero: nil, bounds: Double(domain.lowerBound)...Double(domain.upperBound)))
  }
  /// The x scale's domain: automatic, with or without zero.
  nonisolated public func chartXScale(domain: ScaleDomain) -> some View { environment(\.chartXScale, domain) }
}

extension EnvironmentValues {
  var chartXAxisVisibility: Visibility {
    get { self[ChartAxisVisibilityKey.self] }
    set { self[ChartAxisVisibilityKey.self] = newValue }
  }
  var chartYAxisVisibility: Visibility {
    get { self[ChartYAxisVisibilityKey.self] }
    set { self[ChartYAxisVisibilityKey.self] = newValue }
  }
  var chartXScale: ScaleDomain {
    get { self[ChartXScaleKey.self] }
    set { self[ChartXScaleKey.self] = newValue }
  }
  var chartYScale: ScaleDomain {
    get { self[ChartYScaleKey.self] }
    set { self[ChartYScaleKey.self] = newValue }
  }
}
