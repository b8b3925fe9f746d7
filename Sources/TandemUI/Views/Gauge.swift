import Foundation

/// A view showing a value within a range, drawn by the environment's gauge style: on iOS a capacity bar (the
/// default), or the accessory styles' thin bars and rings. Assistive technologies read the label and the value as
/// a percentage of the range.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View
{
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  @Environment(\.gaugeStyleKind) private var style
  @Environment(\.tint) private var tint

  nonisolated init<V: BinaryFloatingPoint>(
    value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?,
    maximum: BoundsLabel?
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
    self.label = label
    currentValueLabel = current
    minimumValueLabel = minimum
    maximumValueLabel = maximum
  }

  @MainActor public var body: some View {
    // One element over the gauge: named by the label, its value the level as a percentage.
    gauge
      .accessibilityHidden(true)
      .overlay {
        label.hidden()
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .accessibilityElement(children: .combine)
          .accessibilityValue("\(Int((fraction * 100).rounded()))%")
      }
  }

  @MainActor @ViewBuilder private var gauge: some View {
    let fill = tint ?? .accentColor
    switch style {
    case .linearCapacity, .accessoryLinearCapacity:
      let small = style == .accessoryLinearCapacity
      VStack(alignment: .leading, spacing: small ? 2 : 4) {
        HStack {
          label
          Spacer(minLength: 8)
          if let currentValueLabel { currentValueLabel.foregroundStyle(.secondary) }
        }
        .font(small ? .caption : nil)
        HStack(spacing: 6) {
          if let minimumValueLabel { minimumValueLabel.font(.caption).foregroundStyle(.secondary) }
          GaugeBar(fraction: fraction, fill: fill, height: small ? 4 : 6, marker: false)
          if let maximumValueLabel { maximumValueLabel.font(.caption).foregroundStyle(.secondary) }
        }
      }
    case .accessoryLinear:
      VStack(alignment: .leading, spacing: 2) {
        label.font(.caption)
        HStack(spacing: 4) {
          if let minimumValueLabel { minimumValueLabel.font(.caption2).foregroundStyle(.secondary) }
          GaugeBar(fraction: fraction, fill: fill, height: 4, marker: true)
          if let maximumValueLabel { maximumValueLabel.font(.caption2).foregroundStyle(.secondary) }
        }
      }
    case .accessoryCircular, .accessoryCircularCapacity:
      let capacity = style == .accessoryCircularCapacity
      ZStack {
        GaugeRing(fraction: fraction, fill: fill, isCapacity: capacity)
        VStack(spacing: 0) {
          if let currentValueLabel {
            currentValueLabel.font(.system(size: 17, weight: .medium))
          } else {
            label.font(.caption2)
          }
          if !capacity, minimumValueLabel != nil || maximumValueLabel != nil {
            HStack(spacing: 10) {
              minimumValueLabel
              maximumValueLabel
            }
            .font(.system(size: 9, weight: .medium))
            .foregroundStyle(.secondary)
          }
        }
        .lineLimit(1)
        .padding(8)
      }
      .frame(width: 58, height: 58)
    }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of a value within bounds (0…1 by default), named by a label.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label for the current value.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge with labels for the current value and the bounds.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
      maximum: maximumValueLabel())
  }
}

/// A capsule track filled to a fraction (or, with a marker, a gradient-free track with a dot at the value).
struct GaugeBar: View {
  let fraction: Double
  let fill: Color
  let height: CGFloat
  let marker: Bool

  var body: some View {
    GeometryReader { proxy in
      let width = proxy.size.width
      ZStack(alignment: .leading) {
        Capsule().fill(marker ? fill.opacity(0.35) : Color(uiColor: .tertiarySystemFill))
        if marker {
          Circle()
            .fill(Color.white)
            .overlay(Circle().stroke(fill, lineWidth: 2))
            .frame(width: height + 4, height: height + 4)
            .offset(x: max(min(width * fraction - (height + 4) / 2, width - height - 4), 0))
        } else {
          Capsule().fill(fill).frame(width: max(width * fraction, fraction > 0 ? height : 0))
        }
      }
    }
    .frame(height: marker ? height + 4 : height)
  }
}

/// A ring: a full track filled clockwise from the top to the fraction (capacity), or a three-quarter arc open at
/// the bottom with a dot at the value.
struct GaugeRing: View {
  let fraction: Double
  let fill: Color
  let isCapacity: Bool

  var body: some View {
    let start = isCapacity ? -90.0 : 135.0
    let sweep = isCapacity ? 360.0 : 270.0
    ZStack {
      GaugeArc(start: start, sweep: sweep).stroke(
        isCapacity ? Color(uiColor: .tertiarySystemFill) : fill.opacity(0.35),
        style: StrokeStyle(lineWidth: 6, lineCap: .round))
      if isCapacity {
        GaugeArc(start: start, sweep: sweep * fraction).stroke(fill, style: StrokeStyle(lineWidth: 6, lineCap: .round))
      } else {
        GaugeDot(angle: start + sweep * fraction).fill(Color.white)
        GaugeDot(angle: start + sweep * fraction).stroke(fill, lineWidth: 2)
      }
    }
  }
}

/// An arc of the largest circle inset by the stroke, from `start` degrees (0 at 3 o'clock, clockwise on screen).
struct GaugeArc: Shape {
  let start: Double
  let sweep: Double

  func path(in rect: CGRect) -> Path {
    var path = Path()
    guard sweep > 0 else { return path }
    let radius = min(rect.width, rect.height) / 2 - 3
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(start),
      endAngle: .degrees(start + sweep), clockwise: false)
    return path
  }
}

/// The value's dot on an open ring.
struct GaugeDot: Shape {
  let angle: Double

  func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2 - 3
    let radians = angle * .pi / 180
    let center = CGPoint(x: rect.midX + radius * cos(radians), y: rect.midY + radius * sin(radians))
    var path = Path()
    path.addEllipse(in: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8))
    return path
  }
}

/// How a gauge looks. iOS's styles only.
public protocol GaugeStyle {}

/// The style the context chooses: the linear capacity bar on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
}
/// A bar filled from the leading edge to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
}
/// A thin track with a dot at the value (widgets and other accessories).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}
}
/// A thin bar filled to the value (widgets and other accessories).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
}
/// An open ring with a dot at the value and the bounds at its ends.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
}
/// A ring filled clockwise to the value, the current value inside.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

/// Which built-in gauge style is in effect.
enum GaugeStyleKind: Sendable {
  case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

struct GaugeStyleKindKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.linearCapacity }

extension EnvironmentValues {
  var gaugeStyleKind: GaugeStyleKind {
    get { self[GaugeStyleKindKey.self] }
    set { self[GaugeStyleKindKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of gauges in this view.
  nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    let kind: GaugeStyleKind =
      switch style {
      case is AccessoryLinearGaugeStyle: .accessoryLinear
      case is AccessoryLinearCapacityGaugeStyle: .accessoryLinearCapacity
      case is AccessoryCircularGaugeStyle: .accessoryCircular
      case is AccessoryCircularCapacityGaugeStyle: .accessoryCircularCapacity
      default: .linearCapacity
      }
    return environment(\.gaugeStyleKind, kind)
  }
}
