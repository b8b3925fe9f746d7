import Foundation

/// The differences between original and rewritten files as one unified diff, made by GNU diff.
public enum UnifiedDiff {
  /// The diff of each pair (original, rewritten), labelled with the original's path; identical files add nothing.
  public static func diff(_ pairs: [PortReport.RewrittenFile]) throws(PortError) -> String {
    var result = ""
    for pair in pairs {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
      process.arguments = ["-u", "--label", "a/" + pair.name, "--label", "b/" + pair.name, pair.original, pair.written]
      let pipe = Pipe()
      process.standardOutput = pipe
      do {
        try process.run()
      } catch {
        throw .writeFailed("diff", "GNU diff could not run (\(error.localizedDescription)); install diffutils")
      }
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus <= 1 else { throw .writeFailed("diff", "diff failed on \(pair.original)") }
      result += String(decoding: data, as: UTF8.self)
    }
    return result
  }
}
