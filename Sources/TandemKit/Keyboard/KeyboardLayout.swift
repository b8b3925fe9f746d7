import Foundation

/// One page of keys the keyboard shows.
package enum KeyboardPlane: Hashable, Sendable {
  /// Letters (lowercase caps, or uppercase with shift or caps lock).
  case letters
  /// Digits and common punctuation (the "123" key).
  case numbers
  /// More symbols (the "#+=" key).
  case symbols
  /// The 3×4 digit pad of `.numberPad` and `.asciiCapableNumberPad`.
  case numberPad
  /// The digit pad with a decimal separator (`.decimalPad`).
  case decimalPad
  /// The digit pad of `.phonePad` and its "+*#" page.
  case phonePad, phoneSymbols
  /// A page of emoji (Smileys & People), with "ABC" and delete below.
  case emoji

  /// The plane a keyboard type opens on.
  package init(keyboardType: UIKeyboardType) {
    switch keyboardType {
    case .numberPad, .asciiCapableNumberPad: self = .numberPad
    case .decimalPad: self = .decimalPad
    case .phonePad: self = .phonePad
    case .numbersAndPunctuation: self = .numbers
    default: self = .letters
    }
  }

  /// Whether the plane is a 3-column pad.
  package var isPad: Bool { self == .numberPad || self == .decimalPad || self == .phonePad || self == .phoneSymbols }
}

/// A key of the on-screen keyboard: what it does, what it shows, where its cap is drawn and where a touch picks it.
package struct KeyboardKey: Equatable, Sendable {
  package enum Action: Equatable, Sendable {
    /// Types its text.
    case character(String)
    case shift
    /// Deletes backwards (repeating while held).
    case delete
    /// Shows another plane ("123", "ABC", "#+=").
    case plane(KeyboardPlane)
    case space
    case returnKey
    /// Hides the keyboard, ending editing (iPad's bottom-right key).
    case dismiss
    /// Switches between the emoji page and the letters (the smiley below an iPhone's keys).
    case emoji
  }
  /// How the cap is drawn.
  package enum Style: Equatable, Sendable {
    /// A light cap (letters, digits, symbols, space).
    case character
    /// A darker cap (shift, delete, plane keys, the default return key).
    case function
    /// The return key: blue for an action title, or disabled.
    case returnKey
    /// No cap: the label alone on the keyboard's background (the number pad's delete and extra keys).
    case bare
  }

  package var action: Action
  /// The label: text, or an SF Symbol name when `symbol` is true.
  package var label: String
  package var isSymbol = false
  /// The letters under a number pad digit.
  package var subtitle: String?
  package var style: Style
  /// The cap's rectangle in the keyboard's keys area.
  package var frame: CGRect
  /// Where a touch picks this key: the cap widened to the middle of the gaps around it and to the keyboard's edges.
  package var touchFrame: CGRect

  init(
    _ action: Action, _ label: String, symbol: Bool = false, subtitle: String? = nil, style: Style, frame: CGRect
  ) {
    self.action = action
    self.label = label
    self.isSymbol = symbol
    self.subtitle = subtitle
    self.style = style
    self.frame = frame
    touchFrame = frame
  }

  /// The name VoiceOver speaks and UI tests find the key by (as on iOS: "shift", "delete", "space", "more", the
  /// return key's title capitalized, a character itself).
  package var accessibilityLabel: String {
    switch action {
    case .character(let text): text
    case .shift: "shift"
    case .delete: "delete"
    case .plane(let plane):
      switch plane {
      case .letters, .phonePad, .emoji: "more, letters"
      case .numbers, .numberPad, .decimalPad: "more, numbers"
      case .symbols, .phoneSymbols: "more, symbols"
      }
    case .space: "space"
    case .returnKey: label.prefix(1).uppercased() + label.dropFirst()
    case .dismiss: "Hide keyboard"
    case .emoji: "Emoji"
    }
  }

  /// The identifier UI tests also find the key by ("more" for every plane key, "Return" for the return key).
  package var accessibilityIdentifier: String? {
    switch action {
    case .plane: "more"
    case .returnKey: "Return"
    default: nil
    }
  }
}

/// Where the keys of each plane go, as on an iPhone in portrait: rows of caps 3 points from the sides with 6-point
/// gaps, four rows sharing the keys area's height (54 points each in the 216-point area), shift and delete 1.3 keys
/// wide at the ends of the third row, "123", space and return on the bottom row; pads are three columns of wide
/// keys. Landscape iPhone keyboards use the same rows stretched to their width. iPad keyboards have iPad's rows:
/// delete at the end of the first row, return at the end of the second, a shift (or "#+=") at each end of the
/// third with the comma and period, and ".?123", space, ".?123" and the hide-keyboard key at the bottom, on caps
/// at most 56 points tall with 12-point gaps (Tandem's approximation: no predictive bar above the keys, and no
/// emoji, dictation, or second symbols on the keys).
package struct KeyboardLayout: Sendable {
  /// The keyboard type (the extra keys of the email, URL, Twitter and web-search keyboards).
  package var keyboardType: UIKeyboardType = .default
  package var returnKeyType: UIReturnKeyType = .default
  /// Whether the return key is enabled (`enablesReturnKeyAutomatically` with no text disables it).
  package var isReturnKeyEnabled = true
  /// Whether letters show (and type) uppercase.
  package var isUppercase = false
  /// Whether the keyboard is an iPad's.
  package var isPad = false

  package init() {}

  /// The return key's title, lowercase as iOS draws it.
  package var returnKeyTitle: String {
    switch returnKeyType {
    case .default: "return"
    case .go: "go"
    case .google, .yahoo, .search: "search"
    case .join: "join"
    case .next: "next"
    case .route: "route"
    case .send: "send"
    case .done: "done"
    case .emergencyCall: "Emergency call"
    case .continue: "continue"
    }
  }

  /// Whether the return key is drawn blue (an action title) rather than as a function key.
  package var isReturnKeyProminent: Bool { returnKeyType != .default && returnKeyType != .next && isReturnKeyEnabled }

  /// The keys of a plane laid out in a keys area of `size`.
  package func keys(for plane: KeyboardPlane, in size: CGSize) -> [KeyboardKey] {
    if plane == .emoji { return emojiKeys(in: size) }
    return plane.isPad
      ? padKeys(for: plane, in: size) : isPad ? iPadRowKeys(for: plane, in: size) : rowKeys(for: plane, in: size)
  }

  // MARK: Letters, numbers and symbols

  private static let margin: CGFloat = 3
  private static let gap: CGFloat = 6

  private func rowKeys(for plane: KeyboardPlane, in size: CGSize) -> [KeyboardKey] {
    let (margin, gap) = (Self.margin, Self.gap)
    let width = size.width
    let pitch = size.height / 4
    let capHeight = pitch >= 50 ? pitch - 12 : pitch * 0.78
    let keyWidth = (width - 2 * margin - 9 * gap) / 10
    let sideWidth = (keyWidth * 1.3).rounded()
    func capY(_ row: Int) -> CGFloat { CGFloat(row) * pitch + (pitch - capHeight) / 2 }

    var rows: [[KeyboardKey]] = []
    func characterRow(_ characters: [String], row: Int, keyWidth: CGFloat, from start: CGFloat) -> [KeyboardKey] {
      characters.enumerated().map { index, text in
        KeyboardKey(
          .character(text), text, style: .character,
          frame: CGRect(
            x: start + CGFloat(index) * (keyWidth + gap), y: capY(row), width: keyWidth, height: capHeight))
      }
    }
    func centered(_ characters: [String], row: Int) -> [KeyboardKey] {
      let rowWidth = CGFloat(characters.count) * keyWidth + CGFloat(characters.count - 1) * gap
      return characterRow(characters, row: row, keyWidth: keyWidth, from: (width - rowWidth) / 2)
    }
    func split(_ string: String) -> [String] { string.map { String($0) } }

    let top: String
    let middle: String
    let bottom: [String]
    switch plane {
    case .numbers:
      top = "1234567890"
      middle = "-/:;()$&@\""
      bottom = [".", ",", "?", "!", "'"]
    case .symbols:
      top = "[]{}#%^*+="
      middle = "_\\|~<>€£¥•"
      bottom = [".", ",", "?", "!", "'"]
    default:
      top = isUppercase ? "QWERTYUIOP" : "qwertyuiop"
      middle = isUppercase ? "ASDFGHJKL" : "asdfghjkl"
      bottom = split(isUppercase ? "ZXCVBNM" : "zxcvbnm")
    }
    rows.append(centered(split(top), row: 0))
    rows.append(centered(split(middle), row: 1))

    // Third row: shift (or the symbols/numbers switch), the characters, delete.
    var third: [KeyboardKey] = []
    let leftFrame = CGRect(x: margin, y: capY(2), width: sideWidth, height: capHeight)
    switch plane {
    case .numbers: third.append(KeyboardKey(.plane(.symbols), "#+=", style: .function, frame: leftFrame))
    case .symbols: third.append(KeyboardKey(.plane(.numbers), "123", style: .function, frame: leftFrame))
    default: third.append(KeyboardKey(.shift, "shift", symbol: true, style: .function, frame: leftFrame))
    }
    if plane == .letters {
      third += centered(bottom, row: 2)
    } else {
      let start = margin + sideWidth + 2 * gap
      let punctuationWidth = (width - 2 * start - CGFloat(bottom.count - 1) * gap) / CGFloat(bottom.count)
      third += characterRow(bottom, row: 2, keyWidth: punctuationWidth, from: start)
    }
    third.append(
      KeyboardKey(
        .delete, "delete.left", symbol: true, style: .function,
        frame: CGRect(x: width - margin - sideWidth, y: capY(2), width: sideWidth, height: capHeight)))
    rows.append(third)
    rows.append(bottomRow(for: plane, y: capY(3), capHeight: capHeight, keyWidth: keyWidth, width: width))
    return Self.withTouchFrames(rows, size: size)
  }

  /// "123"/"ABC", the keyboard type's extra keys, space and return.
  private func bottomRow(for plane: KeyboardPlane, y: CGFloat, capHeight: CGFloat, keyWidth: CGFloat, width: CGFloat)
    -> [KeyboardKey]
  {
    let (margin, gap) = (Self.margin, Self.gap)
    let sideWidth = (2.5 * keyWidth + 1.5 * gap).rounded()
    let extraWidth = (keyWidth * 1.3).rounded()
    let switchKey: KeyboardKey
    let frame = CGRect(x: margin, y: y, width: sideWidth, height: capHeight)
    if plane == .letters {
      switchKey = KeyboardKey(.plane(.numbers), "123", style: .function, frame: frame)
    } else {
      switchKey = KeyboardKey(.plane(.letters), "ABC", style: .function, frame: frame)
    }
    let returnFrame = CGRect(x: width - margin - sideWidth, y: y, width: sideWidth, height: capHeight)
    let returnKey = KeyboardKey(
      .returnKey, returnKeyTitle, style: isReturnKeyProminent || !isReturnKeyEnabled ? .returnKey : .function,
      frame: returnFrame)

    // The middle of the row: space and the keyboard type's extra keys, left to right.
    enum Middle {
      case space
      case key(String)
      case wide(String)
    }
    let middle: [Middle]
    switch keyboardType {
    case .emailAddress: middle = [.space, .key("@"), .key(".")]
    case .URL: middle = [.key("."), .key("/"), .wide(".com")]
    case .twitter: middle = [.space, .key("@"), .key("#")]
    case .webSearch: middle = [.space, .key(".")]
    default: middle = [.space]
    }
    let start = margin + sideWidth + gap
    let available = returnFrame.minX - gap - start
    let fixed = middle.reduce(CGFloat(0)) { sum, item in
      if case .key = item { return sum + extraWidth + gap }
      return sum
    }
    let flexibleCount = CGFloat(middle.filter { if case .key = $0 { false } else { true } }.count)
    let flexibleWidth = (available - fixed - (flexibleCount - 1) * gap) / flexibleCount
    var x = start
    var row = [switchKey]
    for item in middle {
      switch item {
      case .space:
        row.append(
          KeyboardKey(
            .space, "space", style: .character, frame: CGRect(x: x, y: y, width: flexibleWidth, height: capHeight)))
        x += flexibleWidth + gap
      case .key(let text):
        row.append(
          KeyboardKey(
            .character(text), text, style: .character, frame: CGRect(x: x, y: y, width: extraWidth, height: capHeight))
        )
        x += extraWidth + gap
      case .wide(let text):
        row.append(
          KeyboardKey(
            .character(text), text, style: .character,
            frame: CGRect(x: x, y: y, width: flexibleWidth, height: capHeight)))
        x += flexibleWidth + gap
      }
    }
    row.append(returnKey)
    return row
  }

  // MARK: Emoji

  /// The emoji of the page, in rows of eight (Smileys & People).
  static let emojiPage: [String] = [
    "😀", "😃", "😄", "😁", "😆", "😅", "😂", "🤣", "😊", "😇", "🙂", "🙃", "😉", "😌", "😍", "🥰",
    "😘", "😗", "😙", "😚", "😋", "😛", "😝", "😜", "🤪", "🤨", "🧐", "🤓", "😎", "🥳", "😏", "😒",
  ]
  /// The height of the page's title ("SMILEYS & PEOPLE") above the emoji.
  static let emojiTitleHeight: CGFloat = 26

  /// The emoji page: four rows of eight emoji without caps under the page's title, then "ABC" at the left and
  /// delete at the right of the bottom row.
  private func emojiKeys(in size: CGSize) -> [KeyboardKey] {
    let columns = 8
    let bottomHeight: CGFloat = 44
    let top = Self.emojiTitleHeight
    let pitch = (size.height - top - bottomHeight) / 4
    let cell = (size.width - 2 * Self.margin) / CGFloat(columns)
    var keys: [KeyboardKey] = []
    for (index, emoji) in Self.emojiPage.enumerated() {
      let frame = CGRect(
        x: Self.margin + CGFloat(index % columns) * cell, y: top + CGFloat(index / columns) * pitch, width: cell,
        height: pitch)
      keys.append(KeyboardKey(.character(emoji), emoji, style: .bare, frame: frame))
    }
    let bottom = size.height - bottomHeight + 4
    var letters = KeyboardKey(
      .plane(.letters), "ABC", style: .bare, frame: CGRect(x: Self.margin, y: bottom, width: 56, height: 36))
    letters.touchFrame = CGRect(x: 0, y: bottom - 4, width: 70, height: bottomHeight)
    var delete = KeyboardKey(
      .delete, "delete.left", symbol: true, style: .bare,
      frame: CGRect(x: size.width - Self.margin - 56, y: bottom, width: 56, height: 36))
    delete.touchFrame = CGRect(x: size.width - 70, y: bottom - 4, width: 70, height: bottomHeight)
    return keys + [letters, delete]
  }

  // MARK: iPad

  /// iPad's letters, numbers and symbols: ten caps and delete, an indented row of nine and return, a shift (or
  /// "#+=") at each end around nine caps, then ".?123" (or "ABC"), space, ".?123" and the hide-keyboard key.
  private func iPadRowKeys(for plane: KeyboardPlane, in size: CGSize) -> [KeyboardKey] {
    let margin: CGFloat = 6
    let gap: CGFloat = 12
    let width = size.width
    let pitch = size.height / 4
    let capHeight = min(pitch - gap, 56)
    // Ten caps and a delete key 1.5 caps wide fill the first row.
    let unit = (width - 2 * margin - 10 * gap) / 11.5
    func y(_ row: Int) -> CGFloat { CGFloat(row) * pitch + (pitch - capHeight) / 2 }
    func split(_ string: String) -> [String] { string.map { String($0) } }
    func caps(_ characters: [String], row: Int, from start: CGFloat) -> [KeyboardKey] {
      characters.enumerated().map { index, text in
        KeyboardKey(
          .character(text), text, style: .character,
          frame: CGRect(x: start + CGFloat(index) * (unit + gap), y: y(row), width: unit, height: capHeight))
      }
    }
    let top: String
    let middle: String
    let bottom: String
    switch plane {
    case .numbers:
      (top, middle, bottom) = ("1234567890", "@#$&*()'\"", "%-+=/;:!?")
    case .symbols:
      (top, middle, bottom) = ("€£¥_^[]{}", "§|~…\\<>!?", ",.?!'\"-/")
    default:
      (top, middle, bottom) =
        isUppercase ? ("QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM,.") : ("qwertyuiop", "asdfghjkl", "zxcvbnm,.")
    }
    var rows: [[KeyboardKey]] = []
    // The first row: its caps, then delete to the right edge.
    var first = caps(split(top), row: 0, from: margin)
    let deleteX = (first.last?.frame.maxX ?? margin) + gap
    first.append(
      KeyboardKey(
        .delete, "delete.left", symbol: true, style: .function,
        frame: CGRect(x: deleteX, y: y(0), width: width - margin - deleteX, height: capHeight)))
    rows.append(first)
    // The second row, indented by half a cap: its caps, then return to the right edge.
    var second = caps(split(middle), row: 1, from: margin + unit / 2 + gap / 2)
    let returnX = (second.last?.frame.maxX ?? margin) + gap
    second.append(
      KeyboardKey(
        .returnKey, returnKeyTitle, style: isReturnKeyProminent || !isReturnKeyEnabled ? .returnKey : .function,
        frame: CGRect(x: returnX, y: y(1), width: width - margin - returnX, height: capHeight)))
    rows.append(second)
    // The third row: shift (or the other symbols plane) at both ends around its caps.
    let characters = split(bottom)
    let sideWidth = (width - 2 * margin - CGFloat(characters.count) * (unit + gap) - gap) / 2
    func side(_ x: CGFloat) -> KeyboardKey {
      let frame = CGRect(x: x, y: y(2), width: sideWidth, height: capHeight)
      switch plane {
      case .numbers: return KeyboardKey(.plane(.symbols), "#+=", style: .function, frame: frame)
      case .symbols: return KeyboardKey(.plane(.numbers), "123", style: .function, frame: frame)
      default: return KeyboardKey(.shift, "shift", symbol: true, style: .function, frame: frame)
      }
    }
    var third = [side(margin)]
    third += caps(characters, row: 2, from: margin + sideWidth + gap)
    third.append(side(width - margin - sideWidth))
    rows.append(third)
    // The bottom row: the plane switches around space, and the hide-keyboard key.
    let switchWidth = (unit * 1.5 + gap / 2).rounded()
    let hideWidth = (unit * 1.25).rounded()
    let (target, title): (KeyboardPlane, String) = plane == .letters ? (.numbers, ".?123") : (.letters, "ABC")
    let spaceX = margin + switchWidth + gap
    let hideX = width - margin - hideWidth
    let rightSwitchX = hideX - gap - switchWidth
    rows.append([
      KeyboardKey(
        .plane(target), title, style: .function,
        frame: CGRect(x: margin, y: y(3), width: switchWidth, height: capHeight)),
      KeyboardKey(
        .space, "space", style: .character,
        frame: CGRect(x: spaceX, y: y(3), width: rightSwitchX - gap - spaceX, height: capHeight)),
      KeyboardKey(
        .plane(target), title, style: .function,
        frame: CGRect(x: rightSwitchX, y: y(3), width: switchWidth, height: capHeight)),
      KeyboardKey(
        .dismiss, "keyboard.chevron.compact.down", symbol: true, style: .function,
        frame: CGRect(x: hideX, y: y(3), width: hideWidth, height: capHeight)),
    ])
    return Self.withTouchFrames(rows, size: size)
  }

  // MARK: Pads

  private func padKeys(for plane: KeyboardPlane, in size: CGSize) -> [KeyboardKey] {
    let margin: CGFloat = 6
    let gap: CGFloat = 6
    let pitch = size.height / 4
    let capHeight = pitch - 8
    let keyWidth = (size.width - 2 * margin - 2 * gap) / 3
    func frame(_ row: Int, _ column: Int) -> CGRect {
      CGRect(
        x: margin + CGFloat(column) * (keyWidth + gap), y: CGFloat(row) * pitch + (pitch - capHeight) / 2,
        width: keyWidth, height: capHeight)
    }
    var rows: [[KeyboardKey]] = []
    if plane == .phoneSymbols {
      for (row, characters) in [["*", "#", "+"], ["(", ")", "/"], [",", ";", "."]].enumerated() {
        rows.append(
          characters.enumerated().map { column, text in
            KeyboardKey(.character(text), text, style: .character, frame: frame(row, column))
          })
      }
      rows.append([
        KeyboardKey(.plane(.phonePad), "123", style: .bare, frame: frame(3, 0)),
        KeyboardKey(.character("0"), "0", style: .character, frame: frame(3, 1)),
        KeyboardKey(.delete, "delete.left", symbol: true, style: .bare, frame: frame(3, 2)),
      ])
      return Self.withTouchFrames(rows, size: size, isPad: true)
    }
    let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
    for row in 0..<3 {
      rows.append(
        (0..<3).map { column in
          let digit = row * 3 + column + 1
          return KeyboardKey(
            .character(String(digit)), String(digit), subtitle: letters[digit - 1].isEmpty ? nil : letters[digit - 1],
            style: .character, frame: frame(row, column))
        })
    }
    var last: [KeyboardKey] = []
    switch plane {
    case .decimalPad:
      let separator = Locale.current.decimalSeparator ?? "."
      last.append(KeyboardKey(.character(separator), separator, style: .bare, frame: frame(3, 0)))
    case .phonePad:
      last.append(KeyboardKey(.plane(.phoneSymbols), "+*#", style: .bare, frame: frame(3, 0)))
    default:
      break
    }
    last.append(
      KeyboardKey(
        .character("0"), "0", subtitle: plane == .phonePad ? "+" : nil, style: .character, frame: frame(3, 1)))
    last.append(KeyboardKey(.delete, "delete.left", symbol: true, style: .bare, frame: frame(3, 2)))
    rows.append(last)
    return Self.withTouchFrames(rows, size: size, isPad: true)
  }

  // MARK: Touch areas

  /// Widens each cap's touch area to the middle of the gaps around it, the outer keys to the edges, so that every
  /// point of the keys area picks one key (except where a pad leaves a slot empty).
  private static func withTouchFrames(_ rows: [[KeyboardKey]], size: CGSize, isPad: Bool = false) -> [KeyboardKey] {
    let pitch = size.height / CGFloat(rows.count)
    var result: [KeyboardKey] = []
    for (rowIndex, row) in rows.enumerated() {
      let top = CGFloat(rowIndex) * pitch
      let bottom = rowIndex == rows.count - 1 ? size.height : top + pitch
      for (index, key) in row.enumerated() {
        // The outer keys of a row reach the edges; a pad key beside an empty slot reaches half a gap into it.
        let left =
          index > 0
          ? (row[index - 1].frame.maxX + key.frame.minX) / 2
          : !isPad || key.frame.minX <= 6 ? 0 : key.frame.minX - 3
        let right =
          index < row.count - 1
          ? (key.frame.maxX + row[index + 1].frame.minX) / 2
          : !isPad || key.frame.maxX >= size.width - 6 ? size.width : key.frame.maxX + 3
        var key = key
        key.touchFrame = CGRect(x: left, y: top, width: right - left, height: bottom - top)
        result.append(key)
      }
    }
    return result
  }
}
