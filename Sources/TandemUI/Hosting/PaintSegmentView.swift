import Foundation
import TandemKit

/// Draws one paint segment of its hosting view's graph, above the UIKit view that starts the segment. It takes
/// no touches: the hosting view routes touches on the SwiftUI gestures it shows.
@MainActor final class PaintSegmentView: UIView {
  weak var host: HostingView?
  let segment: Int

  init(host: HostingView, segment: Int) {
    self.host = host
    self.segment = segment
    super.init(frame: host.bounds)
    isUserInteractionEnabled = false
    backgroundColor = nil
    isOpaque = false
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let host else { return }
    host.drawSegment(segment, in: context, dirty: rect == bounds ? nil : rect)
  }
}
