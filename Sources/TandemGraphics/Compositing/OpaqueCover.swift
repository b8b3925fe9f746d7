import Foundation

/// The topmost layer that covers a damaged rectangle with an opaque background, found before the rectangle is
/// repainted: nothing painted before it (the layers under it, its ancestors' own backgrounds and content) can show
/// there, so the painter skips them and the compositor does not clear the rectangle first.
///
/// A layer covers the rectangle when its background is opaque and its bounds, axis-aligned on screen, contain the
/// rectangle whole; its ancestors, which the painter walks through to reach it, must not group what they hold
/// (opacity below one, a mask, a sublayer fill), clip it by a rounded outline, or clip it short of the rectangle.
/// Borders of its ancestors are painted after their sublayers, above it, and still are.
struct OpaqueCover {
  /// The covering layer and its ancestors, from the root down.
  let path: Set<ObjectIdentifier>
  let layer: CALayer

  /// The cover of `rect` (screen points, snapped to device pixels) in the tree under `root`, if any.
  static func find(for rect: CGRect, in root: CALayer) -> OpaqueCover? {
    var best: [CALayer]?
    var path: [CALayer] = []
    func visit(_ layer: CALayer, parentToScreen: CGAffineTransform, clip: CGRect) {
      guard !layer.isHidden, layer.presentedOpacity >= 1, layer.mask == nil else { return }
      let subtree = layer.record.subtreeRect
      guard subtree.isNull || subtree.contains(rect) else { return }
      let toScreen = layer.presentedTransformToSuperlayer.concatenating(parentToScreen)
      guard toScreen.b == 0, toScreen.c == 0 else { return }
      let bounds = layer.presentedBounds.applying(toScreen)
      path.append(layer)
      defer { path.removeLast() }
      if let color = layer.presentedBackgroundColor, color.alpha >= 1, layer.presentedCornerRadius == 0,
        layer.backdropBlurRadius == 0, bounds.contains(rect), clip.contains(rect)
      {
        best = path
      }
      guard layer.sublayerFillColor == nil else { return }
      var inner = clip
      if layer.masksToBounds {
        guard layer.presentedCornerRadius == 0 else { return }
        inner = clip.intersection(bounds)
      }
      for child in layer.orderedSublayers { visit(child, parentToScreen: toScreen, clip: inner) }
    }
    visit(root, parentToScreen: .identity, clip: .infinite)
    guard let best, let layer = best.last else { return nil }
    return OpaqueCover(path: Set(best.map(ObjectIdentifier.init)), layer: layer)
  }
}
