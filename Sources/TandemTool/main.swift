// `tandem`: the command-line tool of Tandem. `tandem port` turns an iOS app's folder (an Xcode project) into a
// Swift package that builds, runs and is tested on Linux, with a report of every change; `tandem help` explains.
import Foundation
import TandemPort

let usage = """
  tandem — run iOS apps on Linux with Tandem.

  Usage:
    tandem port <app folder> --output <folder> [--tandem <path>] [--dry-run]
        Writes a Swift package for the iOS app in <app folder> (its .xcodeproj, or its Swift files) to <folder>:
        an executable target per app target, a test target per unit-test target plus a launch test, and
        PORT-REPORT.md listing each change and what needs a person. The app's folder is only read.
        --tandem <path>  the Tandem package to depend on (default: the one this tool was built from)
        --dry-run        print the changes as a unified diff and the report; write nothing
    tandem preview <package> [--target <name>] [--output <folder>] [--watch] [--scratch-path <folder>]
        Renders every PreviewProvider and #Preview of the package's targets (or of one) with Tandem's preview
        renderer into <folder> (default: previews): a PNG per preview and an index.html gallery. The package is
        only read (it is built in a copy under its .build folder). --watch renders again when a source changes.
    tandem help
        Prints this text.

  """

/// Fails with a message on standard error and exit status 2 (bad usage) or 1 (the port failed).
func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("tandem: \(message)\n".utf8))
  exit(status)
}

/// A subcommand's arguments: its positional ones, and the options given (a flag's value is empty). `--help` prints
/// the usage and exits; an unknown option or one without its value fails with status 2.
func parse(_ arguments: [String], valued: Set<String>, flags: Set<String>) -> (
  positional: [String], options: [String: String]
) {
  var positional: [String] = []
  var options: [String: String] = [:]
  var rest = arguments[...]
  while let argument = rest.popFirst() {
    let name = argument == "-o" ? "--output" : argument
    if name == "--help" || name == "-h" {
      print(usage, terminator: "")
      exit(0)
    } else if valued.contains(name) {
      guard let value = rest.popFirst() else { fail("\(name) needs a value\n\n\(usage)", status: 2) }
      options[name] = value
    } else if flags.contains(name) {
      options[name] = ""
    } else if argument.hasPrefix("-") {
      fail("unknown option \(argument)\n\n\(usage)", status: 2)
    } else {
      positional.append(argument)
    }
  }
  return (positional, options)
}

/// The Tandem package this tool was built from, if its sources are still there.
var defaultTandemPath: String? {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) ? root.path : nil
}

@MainActor func port(_ arguments: [String]) {
  let (positional, options) = parse(arguments, valued: ["--output", "--tandem"], flags: ["--dry-run"])
  let output = options["--output"]
  let tandem = options["--tandem"] ?? defaultTandemPath
  let dryRun = options["--dry-run"] != nil
  guard positional.count == 1 else { fail("port takes one app folder\n\n\(usage)", status: 2) }
  guard let tandem else { fail("cannot find Tandem's package: give it with --tandem <path>", status: 2) }
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-port-\(getpid())").path
  guard let destination = dryRun ? scratch : output else { fail("port needs --output <folder>", status: 2) }
  defer { if dryRun { try? FileManager.default.removeItem(atPath: scratch) } }
  do {
    let porter = Porter(appFolder: positional[0], output: destination, tandemPath: tandem)
    let report = try porter.run()
    if dryRun {
      print(try UnifiedDiff.diff(report.rewrittenFiles), terminator: "")
      print(report.markdown(), terminator: "")
    } else {
      print(
        "Ported \(report.appName) to \(destination): \(report.applied.count) changes, \(report.needsPerson.count) left for a person (see PORT-REPORT.md).\nBuild and run it with: swift run --package-path \(destination)"
      )
    }
  } catch {
    fail(error.description)
  }
}

@MainActor func preview(_ arguments: [String]) {
  let (positional, options) = parse(
    arguments, valued: ["--target", "--output", "--scratch-path"], flags: ["--watch"])
  let target = options["--target"]
  let output = options["--output"] ?? "previews"
  let scratch = options["--scratch-path"]
  let watch = options["--watch"] != nil
  guard positional.count == 1 else { fail("preview takes one package folder\n\n\(usage)", status: 2) }
  let host = PreviewHost(package: positional[0], target: target, output: output, scratchPath: scratch)
  func render() -> Bool {
    do {
      let result = try host.run()
      print(
        "Rendered \(result.previews) previews of \(result.targets.joined(separator: ", ")) to \(host.output)/index.html"
      )
      return true
    } catch {
      FileHandle.standardError.write(Data("tandem: \(error.description)\n".utf8))
      return false
    }
  }
  let succeeded = render()
  guard watch else { exit(succeeded ? 0 : 1) }
  // Watching: the sources' modification dates, compared every second.
  func stamp() -> [String: Date] {
    var dates: [String: Date] = [:]
    let enumerator = FileManager.default.enumerator(atPath: host.package)
    while let path = enumerator?.nextObject() as? String {
      if path.hasPrefix(".build") || path.hasPrefix(".git") {
        enumerator?.skipDescendants()
        continue
      }
      guard path.hasSuffix(".swift") else { continue }
      let attributes = try? FileManager.default.attributesOfItem(atPath: host.package + "/" + path)
      dates[path] = attributes?[.modificationDate] as? Date
    }
    return dates
  }
  var last = stamp()
  print("Watching \(host.package) for changes (Ctrl-C stops).")
  while true {
    sleep(1)
    let now = stamp()
    if now != last {
      last = now
      _ = render()
    }
  }
}

var arguments = CommandLine.arguments.dropFirst()
switch arguments.popFirst() {
case "port": port(Array(arguments))
case "preview": preview(Array(arguments))
case "help", "--help", "-h", nil: print(usage, terminator: "")
case let command?: fail("unknown command \(command)\n\n\(usage)", status: 2)
}
