import Foundation

/// A value formatted into a localized string: what `%lld`, `%llu`, `%lf` and `%@` take.
package enum LocalizedArgument: Hashable, Sendable {
  case int(Int64)
  case uint(UInt64)
  case double(Double)
  case object(String)

  /// The number a plural rule counts.
  var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .uint(let value): Double(value)
    case .double(let value): value
    case .object(let text): Double(text)
    }
  }
}

/// Formats a printf-style format string (`%@`, `%d`, `%lld`, `%u`, `%f`, `%.2f`, `%1$@`, `%%`) with arguments,
/// expanding `%#@variable@` with the plural form the variable's argument selects.
package enum LocalizedFormatter {
  /// A plural variable of a `.stringsdict` entry or a String Catalog substitution.
  package struct PluralVariable: Sendable {
    /// The forms by category.
    package var forms: [PluralCategory: String]
    /// The argument it counts (1-based) if given explicitly.
    package var argumentNumber: Int?
  }

  package static func format(
    _ format: String, arguments: [LocalizedArgument], variables: [String: PluralVariable] = [:], language: String
  ) -> String {
    var cursor = 0
    return expand(format, arguments: arguments, variables: variables, language: language, cursor: &cursor, depth: 0)
  }

  private static func expand(
    _ format: String, arguments: [LocalizedArgument], variables: [String: PluralVariable], language: String,
    cursor: inout Int, depth: Int
  ) -> String {
    var output = ""
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      guard character == "%" else {
        output.append(character)
        index = format.index(after: index)
        continue
      }
      var scan = format.index(after: index)
      guard scan < format.endIndex else {
        output.append("%")
        break
      }
      if format[scan] == "%" {
        output.append("%")
        index = format.index(after: scan)
        continue
      }
      // %#@name@: a plural variable.
      if format[scan] == "#", format.index(after: scan) < format.endIndex, format[format.index(after: scan)] == "@" {
        let nameStart = format.index(scan, offsetBy: 2)
        if let nameEnd = format[nameStart...].firstIndex(of: "@") {
          let name = String(format[nameStart..<nameEnd])
          let variable = variables[name]
          let position = variable?.argumentNumber.map { $0 - 1 } ?? cursor
          if variable?.argumentNumber == nil { cursor += 1 }
          let argument = arguments.indices.contains(position) ? arguments[position] : nil
          let category =
            argument?.number.map { number in
              // A zero form is used for 0 in every language that provides one, as Apple does.
              number == 0 && variable?.forms[.zero] != nil ? .zero : PluralCategory.of(number, language: language)
            } ?? .other
          let form = variable?.forms[category] ?? variable?.forms[.other] ?? ""
          if depth < 4 {
            var formCursor = position
            output += expand(
              form, arguments: arguments, variables: variables, language: language, cursor: &formCursor,
              depth: depth + 1)
          }
          index = format.index(after: nameEnd)
          continue
        }
      }
      // %[n$][flags][width][.precision][length]conversion
      var position: Int?
      var digits = ""
      var probe = scan
      while probe < format.endIndex, format[probe].isNumber {
        digits.append(format[probe])
        probe = format.index(after: probe)
      }
      if probe < format.endIndex, format[probe] == "$", let number = Int(digits) {
        position = number - 1
        scan = format.index(after: probe)
      }
      var spec = ""
      while scan < format.endIndex, "-+ #0123456789.*".contains(format[scan]) {
        spec.append(format[scan])
        scan = format.index(after: scan)
      }
      while scan < format.endIndex, "hlqLzjt".contains(format[scan]) { scan = format.index(after: scan) }
      guard scan < format.endIndex else {
        output += String(format[index...])
        break
      }
      let conversion = format[scan]
      let argumentIndex = position ?? cursor
      if position == nil { cursor += 1 }
      let argument = arguments.indices.contains(argumentIndex) ? arguments[argumentIndex] : nil
      output += render(argument, conversion: conversion, spec: spec)
      index = format.index(after: scan)
    }
    return output
  }

  private static func render(_ argument: LocalizedArgument?, conversion: Character, spec: String) -> String {
    guard let argument else { return "" }
    switch conversion {
    case "d", "i":
      switch argument {
      case .int(let value): return String(format: "%\(spec)lld", value)
      case .uint(let value): return String(format: "%\(spec)llu", value)
      case .double(let value): return String(format: "%\(spec)lld", Int64(value))
      case .object(let text): return text
      }
    case "u", "x", "X", "o":
      switch argument {
      case .int(let value): return String(format: "%\(spec)ll\(conversion)", value)
      case .uint(let value): return String(format: "%\(spec)ll\(conversion)", value)
      case .double(let value): return String(format: "%\(spec)ll\(conversion)", Int64(value))
      case .object(let text): return text
      }
    case "f", "F", "e", "E", "g", "G", "a", "A":
      switch argument {
      case .int(let value): return String(format: "%\(spec)\(conversion)", Double(value))
      case .uint(let value): return String(format: "%\(spec)\(conversion)", Double(value))
      case .double(let value): return String(format: "%\(spec)\(conversion)", value)
      case .object(let text): return text
      }
    default:
      switch argument {
      case .int(let value): return String(value)
      case .uint(let value): return String(value)
      case .double(let value): return String(value)
      case .object(let text): return text
      }
    }
  }
}
