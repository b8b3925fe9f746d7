import SwiftUI
import TandemTesting
import Testing

/// A battery and weather panel as apps write one: the default capacity gauge with labels, and the accessory
/// styles.
private struct Panel: View {
  var battery = 0.72
  var body: some View {
    VStack(alignment: .leading, spacing: 28) {
      Gauge(value: battery) {
        Text("Battery")
      } currentValueLabel: {
        Text("\(Int(battery * 100))%")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      Gauge(value: 18, in: 0...40) { Text("Humidity") }
        .gaugeStyle(.accessoryLinearCapacity)
        .tint(.green)
      Gauge(value: 31, in: -10...40) { Text("Temperature") }
        .gaugeStyle(.accessoryLinear)
        .tint(.orange)
      HStack(spacing: 24) {
        Gauge(value: 0.4) {
          Text("Rings")
        } currentValueLabel: {
          Text("40")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        Gauge(value: 21, in: 10...30) {
          Text("Temp")
        } currentValueLabel: {
          Text("21°")
        } minimumValueLabel: {
          Text("10")
        } maximumValueLabel: {
          Text("30")
        }
        .gaugeStyle(.accessoryCircular)
        .tint(.red)
      }
    }
    .padding()
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct GaugeTests {
  @Test func gaugesReadTheirLevels() throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Panel()))
    try driver.settle()
    let tree = driver.accessibilityTree()
    #expect(tree.contains("'Battery' value '72%'"), "\(tree)")
    #expect(tree.contains("'Humidity' value '45%'"))
    #expect(tree.contains("'Temperature' value '82%'"))
    #expect(tree.contains("'Rings' value '40%'"))
    #expect(tree.contains("'Temp' value '55%'"))
    // The drawn labels are not elements of their own.
    #expect(!tree.contains("'100'"))
  }

  @Test(arguments: [ColorScheme.light, .dark]) func gaugesLook(_ scheme: ColorScheme) throws {
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Panel().preferredColorScheme(scheme)))
    try driver.settle()
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-gauges-\(scheme == .dark ? "dark" : "light")")
  }
}
