/// A replacement of a range of a file's UTF-8 bytes.
struct TextEdit {
  var start: Int
  var end: Int
  var replacement: String

  /// Applies edits to a text: later ones first, so earlier offsets stay valid; an edit overlapping one already
  /// applied is dropped (the outer rewrite of a call wins over edits inside it).
  static func apply(_ edits: [TextEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    var lowestStart = Int.max
    for edit in edits.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
      guard edit.end <= lowestStart || (edit.start == edit.end && edit.start <= lowestStart) else { continue }
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
      lowestStart = edit.start
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
