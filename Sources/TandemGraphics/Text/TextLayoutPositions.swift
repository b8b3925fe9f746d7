import CPangoCairo
import Foundation

/// Caret and hit positions in laid-out text, in UTF-16 offsets (the units of `NSRange` and UIKit's text input) and
/// points from the container's top-left corner: what an editable text view needs to draw the caret and the
/// selection and to place the caret where a finger lands.
extension TextLayout {
  /// The UTF-8 byte index Pango uses for a UTF-16 offset, clamped to the text.
  private func byteIndex(forUTF16 offset: Int) -> Int32 {
    let string = text.string
    let utf16 = string.utf16
    let clamped = min(max(offset, 0), utf16.count)
    let index = utf16.index(utf16.startIndex, offsetBy: clamped)
    // An offset inside a surrogate pair rounds down to the pair's start.
    let scalarIndex = index.samePosition(in: string.unicodeScalars) ?? string.unicodeScalars.index(before: index)
    return Int32(string.utf8.distance(from: string.utf8.startIndex, to: scalarIndex))
  }

  /// The UTF-16 offset of a UTF-8 byte index Pango returned.
  private func utf16Offset(forByte byte: Int32) -> Int {
    let string = text.string
    let utf8 = string.utf8
    let index = utf8.index(utf8.startIndex, offsetBy: min(max(Int(byte), 0), utf8.count))
    return string.utf16.distance(from: string.utf16.startIndex, to: index)
  }

  /// The caret's rectangle (zero width, a line's height) before the character at `offset`.
  package func caretRect(atUTF16 offset: Int) -> CGRect {
    library.withPango {
      var strong = PangoRectangle()
      pango_layout_get_cursor_pos(layout, byteIndex(forUTF16: offset), &strong, nil)
      return CGRect(
        x: pango_units_to_double(strong.x), y: pango_units_to_double(strong.y), width: 0,
        height: pango_units_to_double(strong.height))
    }
  }

  /// The UTF-16 offset of the caret position closest to `point` (a point past a line's end gives the line's end).
  package func utf16Offset(closestTo point: CGPoint) -> Int {
    library.withPango {
      var index: Int32 = 0
      var trailing: Int32 = 0
      pango_layout_xy_to_index(
        layout, pango_units_from_double(Double(point.x)), pango_units_from_double(Double(point.y)), &index, &trailing)
      // `trailing` is 0 for a point nearer a character's leading edge, else the character's length in code points.
      return utf16Offset(forByte: index) + (trailing > 0 ? utf16Length(ofScalars: Int(trailing), fromByte: index) : 0)
    }
  }

  /// The UTF-16 length of `count` code points from the byte index `byte`.
  private func utf16Length(ofScalars count: Int, fromByte byte: Int32) -> Int {
    let string = text.string
    let utf8 = string.utf8
    guard let start = utf8.index(utf8.startIndex, offsetBy: Int(byte)).samePosition(in: string.unicodeScalars) else {
      return 0
    }
    let scalars = string.unicodeScalars[start...].prefix(count)
    return scalars.reduce(0) { $0 + $1.utf16.count }
  }
  /// The line (0-based) holding the caret before the character at `offset`.
  package func lineIndex(atUTF16 offset: Int) -> Int {
    library.withPango {
      var line: Int32 = 0
      var x: Int32 = 0
      pango_layout_index_to_line_x(layout, byteIndex(forUTF16: offset), 0, &line, &x)
      return Int(line)
    }
  }

  /// The rectangles that cover the text from `start` to `end` (UTF-16 offsets), one per line they span: what a
  /// selection highlight fills.
  package func selectionRects(fromUTF16 start: Int, to end: Int) -> [CGRect] {
    guard end > start else { return [] }
    return library.withPango {
      let startByte = byteIndex(forUTF16: start)
      let endByte = byteIndex(forUTF16: end)
      var rects: [CGRect] = []
      let iter = pango_layout_get_iter(layout)!
      defer { pango_layout_iter_free(iter) }
      repeat {
        let line = pango_layout_iter_get_line_readonly(iter)!
        let lineStart = line.pointee.start_index
        let lineEnd = lineStart + line.pointee.length
        guard lineEnd >= startByte, lineStart <= endByte else { continue }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        let from = max(startByte, lineStart)
        let to = min(endByte, lineEnd)
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, from, to, &ranges, &count)
        for pair in 0..<Int(count) {
          let x0 = pango_units_to_double(ranges![2 * pair])
          let x1 = pango_units_to_double(ranges![2 * pair + 1])
          // A selection running on past this line covers its end (the line break) with a few points.
          let width = max(x1 - x0, endByte > lineEnd && pair == Int(count) - 1 ? 4 : 0)
          rects.append(
            CGRect(
              x: x0, y: pango_units_to_double(logical.y), width: width, height: pango_units_to_double(logical.height)))
        }
        g_free(ranges)
      } while pango_layout_iter_next_line(iter) != 0
      return rects
    }
  }
}
