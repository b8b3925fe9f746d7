import Foundation
import TandemPlatform
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// The window of the current test, kept alive as an app's scene delegate keeps its window.
@MainActor var currentTestWindow: UIWindow?

/// Boots a fresh app on a device with a window showing `root`, laid out and visible.
@discardableResult
@MainActor func showInWindow(_ root: UIViewController, device: DevicePreset = .iPhone14) -> UIWindow {
  let app = UIApplication.reset(device: device)
  let window = UIWindow(frame: app.screen.bounds)
  currentTestWindow = window
  window.rootViewController = root
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return window
}

/// The color of a pixel of an image at a point (in points).
func color(_ image: CGImage, at point: CGPoint, scale: CGFloat) -> (r: Int, g: Int, b: Int, a: Int) {
  let word = image.storage.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
  let a = Int(word >> 24)
  guard a > 0 else { return (0, 0, 0, 0) }
  func un(_ shift: UInt32) -> Int { Int((Double((word >> shift) & 0xFF) * 255 / Double(a)).rounded()) }
  return (un(16), un(8), un(0), a)
}

/// Whether two rectangles are equal to within 1e-9 points (frames pass through a layer's position and anchor).
func same(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}

/// Whether two lists of rectangles are pairwise equal to within 1e-9 points.
func same(_ a: [CGRect], _ b: [CGRect]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { same($0, $1) } }
