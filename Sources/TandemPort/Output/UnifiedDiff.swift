import Foundation

/// The differences between original and rewritten files as one unified diff, made by GNU diff.
public enum UnifiedDiff {
  /// The diff of each pair (original, rewritten), labelled with the original's path; identical files add nothing.
  public static func diff(_ pairs: [PortReport.RewrittenFile]) throws(PortError) -> String {
    var result = ""
    for pair in pairs {
      let (status, output, errors) = Subprocess.run(
        ["diff", "-u", "--label", "a/" + pair.name, "--label", "b/" + pair.name, pair.original, pair.written])
      // diff exits 0 (same), 1 (different) or 2 (trouble); -1: it could not run.
      guard status >= 0 else {
        throw .writeFailed("diff", "GNU diff could not run (\(errors)); install diffutils")
      }
      guard status <= 1 else { throw .writeFailed("diff", "diff failed on \(pair.original): \(errors)") }
      result += output
    }
    return result
  }
}
