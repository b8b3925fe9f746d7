import Foundation

extension Diffing where Value == String {
  /// Text compared line by line: stored as UTF-8 ending in a line break, a failure shows the differing lines as
  /// a unified diff (`-` the golden's, `+` the snapshot's, with two lines of context).
  public static var lines: Diffing {
    Diffing(
      toData: { Data(($0.hasSuffix("\n") ? $0 : $0 + "\n").utf8) },
      fromData: { data in
        guard var text = String(data: data, encoding: .utf8) else {
          throw SnapshotError("golden text is not UTF-8")
        }
        if text.hasSuffix("\n") { text.removeLast() }
        return text
      },
      diff: { expected, actual in
        guard expected != actual else { return nil }
        return SnapshotDifference(message: LineDiff.unified(expected, actual), artifact: nil)
      })
  }
}

/// A line diff of two texts (the longest common subsequence of their lines).
package enum LineDiff {
  /// One line of a diff.
  package enum Line: Equatable, Sendable {
    case same(String), removed(String), added(String)
  }

  /// The lines of `old` and `new` as kept, removed and added lines, in order.
  package static func lines(_ old: String, _ new: String) -> [Line] {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Common prefix and suffix first: most snapshot diffs change a few lines of many.
    var start = 0
    while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
    var endA = a.count
    var endB = b.count
    while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
      endA -= 1
      endB -= 1
    }
    let midA = Array(a[start..<endA])
    let midB = Array(b[start..<endB])
    // Lengths of the longest common subsequence of the suffixes, row by row.
    let columns = midB.count + 1
    var table = [Int](repeating: 0, count: (midA.count + 1) * columns)
    for i in stride(from: midA.count - 1, through: 0, by: -1) {
      for j in stride(from: midB.count - 1, through: 0, by: -1) {
        table[i * columns + j] =
          midA[i] == midB[j]
          ? table[(i + 1) * columns + j + 1] + 1 : max(table[(i + 1) * columns + j], table[i * columns + j + 1])
      }
    }
    var result = a[0..<start].map(Line.same)
    var (i, j) = (0, 0)
    while i < midA.count || j < midB.count {
      if i < midA.count, j < midB.count, midA[i] == midB[j] {
        result.append(.same(midA[i]))
        i += 1
        j += 1
      } else if i < midA.count, j == midB.count || table[(i + 1) * columns + j] >= table[i * columns + j + 1] {
        result.append(.removed(midA[i]))
        i += 1
      } else {
        result.append(.added(midB[j]))
        j += 1
      }
    }
    result += a[endA...].map(Line.same)
    return result
  }

  /// A unified diff of two texts with `context` unchanged lines around each change ("…" between hunks).
  package static func unified(_ old: String, _ new: String, context: Int = 2) -> String {
    let diff = lines(old, new)
    let changed = diff.indices.filter { if case .same = diff[$0] { false } else { true } }
    var shown = Set<Int>()
    for index in changed { for k in max(0, index - context)...min(diff.count - 1, index + context) { shown.insert(k) } }
    var out: [String] = []
    var previous: Int?
    for index in shown.sorted() {
      if let previous, index != previous + 1 { out.append("…") }
      switch diff[index] {
      case .same(let line): out.append("  " + line)
      case .removed(let line): out.append("- " + line)
      case .added(let line): out.append("+ " + line)
      }
      previous = index
    }
    return out.joined(separator: "\n")
  }
}
