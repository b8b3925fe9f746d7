import Tandem

/// One note of the Field Notes sample app: where it was written and what it says.
struct FieldNote: Identifiable, Hashable {
  let id: Int
  var title: String
  var place: String
  var text: String

  /// The notes the app starts with.
  static let samples = [
    FieldNote(
      id: 1, title: "Marmots at the pass", place: "Chilkoot Trail", text: "Three marmots sunning on the scree."),
    FieldNote(
      id: 2, title: "Ice on the lake", place: "St. Mary Lake", text: "A thin rim of ice along the north shore."),
    FieldNote(id: 3, title: "Rock arch", place: "Turtle Rock", text: "The arch frames the sunset from the east side."),
  ]
}
