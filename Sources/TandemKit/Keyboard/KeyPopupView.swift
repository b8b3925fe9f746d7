import Foundation
import TandemGraphics

/// The balloon an iPhone keyboard shows over a character key while the finger is on it: a wider cap above the key
/// with the character in a large font, joined to the key by a curved neck. Keys at the keyboard's edges lean their
/// balloon inwards so it stays on the screen. It takes no touches and is not an accessibility element (as on iOS).
///
/// Metrics: 11 points wider than the key on each side, the upper part 48 points tall ending 6 points above the key,
/// the neck meeting the key's sides 8 points below its top; the character in the 36-point light system font.
@MainActor final class KeyPopupView: UIView {
  /// The key the balloon shows (keyboard view coordinates) and its character.
  private(set) var key: (frame: CGRect, text: String)?
  /// The balloon's outline (keyboard view coordinates), made when it is shown.
  private var outline: CGPath?

  static let widening: CGFloat = 11
  static let upperHeight: CGFloat = 48
  static let gapAboveKey: CGFloat = 6
  static let neckDepth: CGFloat = 8

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isAccessibilityElement = false
    backgroundColor = .clear
    isHidden = true
    layer.shadowColor = CGColor(gray: 0, alpha: 1)
    layer.shadowOpacity = 0.25
    layer.shadowRadius = 1.5
    layer.shadowOffset = CGSize(width: 0, height: 0.5)
  }
  required init?(coder: NSCoder) { nil }

  /// Shows the balloon over a key (keyboard view coordinates), or hides it.
  func show(_ key: (frame: CGRect, text: String)?, keyboardWidth: CGFloat) {
    self.key = key
    isHidden = key == nil
    guard let key else {
      outline = nil
      return
    }
    let outline = Self.outline(of: key.frame, keyboardWidth: keyboardWidth)
    self.outline = outline
    let box = outline.boundingBoxOfPath.insetBy(dx: -1, dy: -1)
    frame = box
    var toLocal = CGAffineTransform(translationX: -box.minX, y: -box.minY)
    layer.shadowPath = outline.copy(using: &toLocal)
    setNeedsDisplay()
  }

  /// The balloon's outline around a key, in keyboard view coordinates.
  static func outline(of key: CGRect, keyboardWidth: CGFloat) -> CGPath {
    let width = key.width + 2 * widening
    // Centred over the key, moved inwards at the keyboard's edges.
    let left = min(max(key.midX - width / 2, 1), max(keyboardWidth - 1 - width, 1))
    let right = left + width
    let top = key.minY - gapAboveKey - upperHeight
    let upperBottom = key.minY - gapAboveKey
    let neckBottom = key.minY + neckDepth
    let radius: CGFloat = 8
    let keyRadius: CGFloat = 5
    let path = CGMutablePath()
    path.move(to: CGPoint(x: left + radius, y: top))
    path.addLine(to: CGPoint(x: right - radius, y: top))
    path.addQuadCurve(to: CGPoint(x: right, y: top + radius), control: CGPoint(x: right, y: top))
    path.addLine(to: CGPoint(x: right, y: upperBottom))
    path.addCurve(
      to: CGPoint(x: key.maxX, y: neckBottom), control1: CGPoint(x: right, y: upperBottom + 6),
      control2: CGPoint(x: key.maxX, y: neckBottom - 6))
    path.addLine(to: CGPoint(x: key.maxX, y: key.maxY - keyRadius))
    path.addQuadCurve(to: CGPoint(x: key.maxX - keyRadius, y: key.maxY), control: CGPoint(x: key.maxX, y: key.maxY))
    path.addLine(to: CGPoint(x: key.minX + keyRadius, y: key.maxY))
    path.addQuadCurve(to: CGPoint(x: key.minX, y: key.maxY - keyRadius), control: CGPoint(x: key.minX, y: key.maxY))
    path.addLine(to: CGPoint(x: key.minX, y: neckBottom))
    path.addCurve(
      to: CGPoint(x: left, y: upperBottom), control1: CGPoint(x: key.minX, y: neckBottom - 6),
      control2: CGPoint(x: left, y: upperBottom + 6))
    path.addLine(to: CGPoint(x: left, y: top + radius))
    path.addQuadCurve(to: CGPoint(x: left + radius, y: top), control: CGPoint(x: left, y: top))
    path.closeSubpath()
    return path
  }

  override func draw(_ rect: CGRect) {
    guard let key, let outline, let context = UIGraphicsGetCurrentContext() else { return }
    let palette = KeyboardView.Palette(traitCollection)
    context.saveGState()
    context.translateBy(x: -frame.minX, y: -frame.minY)
    context.beginPath()
    context.addPath(outline)
    context.setFillColor(palette.character)
    context.fillPath()
    let title = TextLayout.make(
      StyledText(key.text, font: FontDescriptor(size: 36, weight: UIFont.Weight.light.rawValue)))
    let upperTop = key.frame.minY - Self.gapAboveKey - Self.upperHeight
    let center = CGPoint(x: outline.boundingBoxOfPath.midX, y: upperTop + Self.upperHeight / 2)
    title.draw(
      in: context, at: CGPoint(x: center.x - title.size.width / 2, y: center.y - title.size.height / 2),
      defaultColor: palette.label)
    context.restoreGState()
  }
}
