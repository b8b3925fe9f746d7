import Foundation

/// Runs a command found on `PATH` (through `/usr/bin/env`) to its end: its exit status, standard output (read
/// while it runs, so a full pipe never blocks it) and standard error (through a scratch file).
enum Subprocess {
  static func run(_ arguments: [String], environment: [String: String] = [:]) -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle(forWritingAtPath: errorFile.path)
    do { try process.run() } catch { return (-1, "", "\(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    return (process.terminationStatus, String(decoding: data, as: UTF8.self), errors)
  }
}
