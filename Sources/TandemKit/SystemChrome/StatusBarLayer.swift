import Foundation
import TandemPlatform

/// Where a device's status bar puts its content: the bar's height, the vertical centre of its content, the text
/// size of the time and how large the signal, Wi-Fi and battery glyphs are.
struct StatusBarMetrics: Equatable {
  /// The kinds of status bar iOS draws.
  enum Kind: Equatable {
    /// iPhone with a notch (iPhone X … 14): time centred in the left ear, glyphs in the right one.
    case notch
    /// iPhone with the Dynamic Island: the same, around the island.
    case island
    /// iPhone with a home button (20 pt): glyphs at the left, time centred, battery at the right.
    case classic
    /// iPad: time and date at the left, Wi-Fi, battery percentage and battery at the right.
    case pad
  }
  var kind: Kind
  var height: CGFloat
  var centerY: CGFloat
  var fontSize: CGFloat
  /// The glyph scale (1: the 17-pt time's glyphs on notched iPhones).
  var glyphScale: CGFloat
  /// The width of the cut-out between the ears (notch or island), 0 where there is none.
  var cutoutWidth: CGFloat

  /// The metrics of a device in its orientation; nil where iOS shows no status bar (iPhones in landscape).
  init?(device: DevicePreset) {
    let top = device.safeAreaPortrait.top
    if device.idiom == .pad {
      self.init(kind: .pad, height: 24, centerY: 12, fontSize: 13, glyphScale: 0.8, cutoutWidth: 0)
      return
    }
    if device.isLandscape { return nil }
    if top >= 59 {
      self.init(kind: .island, height: top, centerY: 30, fontSize: 17, glyphScale: 1, cutoutWidth: 126)
    } else if top > 20 {
      self.init(kind: .notch, height: top, centerY: 23, fontSize: 17, glyphScale: 1, cutoutWidth: 162)
    } else {
      self.init(kind: .classic, height: 20, centerY: 10, fontSize: 12, glyphScale: 0.7, cutoutWidth: 0)
    }
  }
  private init(
    kind: Kind, height: CGFloat, centerY: CGFloat, fontSize: CGFloat, glyphScale: CGFloat, cutoutWidth: CGFloat
  ) {
    (self.kind, self.height, self.centerY, self.fontSize) = (kind, height, centerY, fontSize)
    (self.glyphScale, self.cutoutWidth) = (glyphScale, cutoutWidth)
  }
}

/// The status bar's drawing: the time at the left (or centre), the cellular signal, Wi-Fi and battery glyphs at
/// the right, in one color (black for dark content, white for light content) on a clear background.
package final class StatusBarLayer: CALayer {
  var metrics: StatusBarMetrics? {
    didSet { if metrics != oldValue { setNeedsDisplay() } }
  }
  /// The time as shown ("9:41"); on iPad followed by the date.
  var time = "" {
    didSet { if time != oldValue { setNeedsDisplay() } }
  }
  var date = "" {
    didSet { if date != oldValue { setNeedsDisplay() } }
  }
  package var contentColor: CGColor = .black {
    didSet { if contentColor != oldValue { setNeedsDisplay() } }
  }
  /// Whether the system's language reads right to left: the bar is mirrored (the time at the right, the glyphs at
  /// the left in reverse order; the glyphs themselves are not flipped).
  package var isRightToLeft = false {
    didSet { if isRightToLeft != oldValue { setNeedsDisplay() } }
  }

  /// The time's weight (semibold).
  static let timeWeight = UIFont.Weight.semibold.rawValue

  package override func draw(in ctx: CGContext) {
    guard let metrics else { return }
    let width = bounds.width
    let rtl = isRightToLeft
    /// The left edge of an element `length` wide laid out at `x` left to right (mirrored right to left).
    func x(_ x: CGFloat, _ length: CGFloat) -> CGFloat { rtl ? width - x - length : x }
    let semibold = FontDescriptor(size: metrics.fontSize, weight: StatusBarLayer.timeWeight)
    let timeText = TextLayout.make(StyledText(time, font: semibold))
    let textTop = metrics.centerY - timeText.size.height / 2
    let s = metrics.glyphScale
    // The right-hand group, right to left: battery, Wi-Fi, signal (the iPad: battery, percentage, Wi-Fi).
    let battery = CGSize(width: 27.3 * s, height: 13 * s)
    let wifi = CGSize(width: 15.3 * s, height: 11 * s)
    let signal = CGSize(width: 17 * s, height: 10.7 * s)
    let gap = 5 * s
    switch metrics.kind {
    case .notch, .island:
      // The time is centred in the left ear, the glyphs in the right one (a little inwards of each ear's middle).
      let ear = (width - metrics.cutoutWidth) / 2
      let timeCenter = ear / 2 + 4
      timeText.draw(
        in: ctx, at: CGPoint(x: x(timeCenter - timeText.size.width / 2, timeText.size.width), y: textTop),
        defaultColor: contentColor)
      let group = signal.width + gap + wifi.width + gap + battery.width
      var left = width - ear / 2 - 4 - group / 2
      drawSignal(in: ctx, at: CGPoint(x: x(left, signal.width), y: metrics.centerY - signal.height / 2), size: signal)
      left += signal.width + gap
      drawWiFi(in: ctx, at: CGPoint(x: x(left, wifi.width), y: metrics.centerY - wifi.height / 2), size: wifi)
      left += wifi.width + gap
      drawBattery(
        in: ctx, at: CGPoint(x: x(left, battery.width), y: metrics.centerY - battery.height / 2), size: battery)
    case .classic:
      timeText.draw(
        in: ctx, at: CGPoint(x: (width - timeText.size.width) / 2, y: textTop), defaultColor: contentColor)
      drawSignal(in: ctx, at: CGPoint(x: x(6, signal.width), y: metrics.centerY - signal.height / 2), size: signal)
      drawWiFi(
        in: ctx, at: CGPoint(x: x(6 + signal.width + gap, wifi.width), y: metrics.centerY - wifi.height / 2), size: wifi
      )
      drawBattery(
        in: ctx, at: CGPoint(x: x(width - 6 - battery.width, battery.width), y: metrics.centerY - battery.height / 2),
        size: battery)
    case .pad:
      let regular = FontDescriptor(size: metrics.fontSize, weight: 0)
      let dateText = TextLayout.make(StyledText(date, font: semibold))
      timeText.draw(in: ctx, at: CGPoint(x: x(20, timeText.size.width), y: textTop), defaultColor: contentColor)
      dateText.draw(
        in: ctx, at: CGPoint(x: x(20 + timeText.size.width + 6, dateText.size.width), y: textTop),
        defaultColor: contentColor)
      var left = width - 20 - battery.width
      drawBattery(
        in: ctx, at: CGPoint(x: x(left, battery.width), y: metrics.centerY - battery.height / 2), size: battery)
      let percentage = TextLayout.make(StyledText("100%", font: regular))
      left -= 4 + percentage.size.width
      percentage.draw(in: ctx, at: CGPoint(x: x(left, percentage.size.width), y: textTop), defaultColor: contentColor)
      left -= gap + wifi.width
      drawWiFi(in: ctx, at: CGPoint(x: x(left, wifi.width), y: metrics.centerY - wifi.height / 2), size: wifi)
    }
  }

  /// Four bars rising to the right, all full.
  private func drawSignal(in ctx: CGContext, at origin: CGPoint, size: CGSize) {
    ctx.setFillColor(contentColor)
    let barWidth = size.width * 0.18
    let step = (size.width - barWidth) / 3
    for bar in 0..<4 {
      let height = size.height * (0.37 + 0.21 * CGFloat(bar))
      let rect = CGRect(
        x: origin.x + CGFloat(bar) * step, y: origin.y + size.height - height, width: barWidth, height: height)
      ctx.addPath(CGPath(roundedRect: rect, cornerWidth: barWidth / 3, cornerHeight: barWidth / 3, transform: nil))
    }
    ctx.fillPath()
  }

  /// Three arcs over a wedge, opening upwards from the bottom centre.
  private func drawWiFi(in ctx: CGContext, at origin: CGPoint, size: CGSize) {
    ctx.setFillColor(contentColor)
    let center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height)
    let outer = size.height
    // Each band spans the 45° on either side of straight up.
    let start = -CGFloat.pi * 3 / 4
    let end = -CGFloat.pi / 4
    let bands: [(CGFloat, CGFloat)] = [(0, 0.3), (0.42, 0.64), (0.77, 1)]
    for (inner, outerFraction) in bands {
      ctx.beginPath()
      ctx.addArc(center: center, radius: outer * outerFraction, startAngle: start, endAngle: end, clockwise: false)
      if inner == 0 {
        ctx.addLine(to: center)
      } else {
        ctx.addArc(center: center, radius: outer * inner, startAngle: end, endAngle: start, clockwise: true)
      }
      ctx.closePath()
      ctx.fillPath()
    }
  }

  /// A rounded outline (dimmed), a full charge inside it and the terminal cap at its right.
  private func drawBattery(in ctx: CGContext, at origin: CGPoint, size: CGSize) {
    let body = CGRect(x: origin.x, y: origin.y, width: size.width - size.height * 0.12, height: size.height)
    let radius = size.height * 0.3
    let line = max(size.height * 0.08, 0.75)
    ctx.saveGState()
    ctx.setAlpha(0.4)
    ctx.setStrokeColor(contentColor)
    ctx.setLineWidth(line)
    ctx.addPath(
      CGPath(
        roundedRect: body.insetBy(dx: line / 2, dy: line / 2), cornerWidth: radius, cornerHeight: radius,
        transform: nil))
    ctx.strokePath()
    ctx.setFillColor(contentColor)
    let cap = CGRect(
      x: body.maxX + size.height * 0.04, y: body.midY - size.height * 0.17, width: size.height * 0.08,
      height: size.height * 0.34)
    ctx.addPath(CGPath(roundedRect: cap, cornerWidth: cap.width / 2, cornerHeight: cap.width / 2, transform: nil))
    ctx.fillPath()
    ctx.restoreGState()
    ctx.setFillColor(contentColor)
    let charge = body.insetBy(dx: line * 2.2, dy: line * 2.2)
    let inner = max(radius - line * 2.2, 0.5)
    ctx.addPath(CGPath(roundedRect: charge, cornerWidth: inner, cornerHeight: inner, transform: nil))
    ctx.fillPath()
  }
}
