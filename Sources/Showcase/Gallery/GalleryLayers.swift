import Foundation
import Tandem

/// A layer that draws styled text with `draw(in:)` into its backing store.
final class TextLayer: CALayer {
  var text = StyledText(runs: [])
  var options = TextLayoutOptions()
  var color = CGColor.black

  convenience init(
    _ text: StyledText, options: TextLayoutOptions = TextLayoutOptions(), color: CGColor = .black, scale: CGFloat
  ) {
    self.init()
    self.text = text
    self.options = options
    self.color = color
    contentsScale = scale
    let layout = TextLayout.make(text, options: options)
    bounds = CGRect(x: 0, y: 0, width: options.width ?? layout.size.width, height: layout.size.height)
    setNeedsDisplay()
  }

  override func draw(in ctx: CGContext) {
    TextLayout.make(text, options: options).draw(in: ctx, at: .zero, defaultColor: color)
  }
}

/// A layer showing an SF Symbol name's glyph followed by text on one baseline, as a `Label` does.
final class SymbolLabelLayer: CALayer {
  var symbol: SymbolLayout?
  var label = TextLayout.make(StyledText(runs: []))
  var tint = CGColor.black
  let spacing: CGFloat = 6

  convenience init(
    symbol name: String, text: String, font: FontDescriptor, scale: SymbolScaleName = .medium, tint: CGColor,
    contentsScale: CGFloat
  ) {
    self.init()
    symbol = SymbolLayout(name: name, pointSize: font.size, weight: font.weight, scale: scale)
    label = TextLayout.make(StyledText(text, font: font))
    self.tint = tint
    self.contentsScale = contentsScale
    let symbolWidth = symbol.map { $0.advance + spacing } ?? 0
    bounds = CGRect(x: 0, y: 0, width: symbolWidth + label.size.width, height: max(label.size.height, 1))
    setNeedsDisplay()
  }

  override func draw(in ctx: CGContext) {
    var x: CGFloat = 0
    if let symbol {
      symbol.draw(in: ctx, baselineOrigin: CGPoint(x: 0, y: label.firstBaseline), color: tint)
      x = symbol.advance + spacing
    }
    label.draw(in: ctx, at: CGPoint(x: x, y: 0), defaultColor: .black)
  }
}

extension CGColor {
  /// An sRGB color from 0–255 components.
  static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
  }
}
