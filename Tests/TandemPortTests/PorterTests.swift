import Foundation
import Testing

@testable import TandemPort

/// A whole port of the sample storyboard app, the report, and bad inputs (which never touch the source folder).
@Suite struct PorterTests {
  let sample = XcodeProjectTests.sample
  let tandem = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    .path

  private func scratch() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)").path
  }

  private func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Every file under a folder with its contents, to show the port left it as it was.
  private func snapshot(of folder: String) -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
      if let data = FileManager.default.contents(atPath: folder + "/" + path) { files[path] = data }
    }
    return files
  }

  @Test func theSampleBecomesAPackage() throws {
    let output = scratch()
    defer { try? FileManager.default.removeItem(atPath: output) }
    let before = snapshot(of: sample)
    let report = try Porter(appFolder: sample, output: output, tandemPath: tandem).run()
    #expect(snapshot(of: sample) == before)

    let manifest = try read(output + "/Package.swift")
    #expect(manifest.contains(".executableTarget(\n      name: \"StoryboardNotes\""))
    #expect(manifest.contains("resources: [.copy(\"AppInfo\"), .copy(\"Assets.xcassets\"), .copy(\"Base.lproj\")]"))
    #expect(manifest.contains(".testTarget(\n      name: \"StoryboardNotesTests\""))
    #expect(manifest.contains(".product(name: \"TandemTesting\", package: tandem)"))
    #expect(
      manifest.contains(
        "dependencies: [.product(name: \"SwiftUI\", package: tandem), .product(name: \"UIKit\", package: tandem)]"))
    #expect(manifest.contains("exclude: [\"Goldens\"]"))
    #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v5)]"))
    // Resources keep their folders; Info.plist goes under AppInfo/ with the generated keys merged in.
    #expect(FileManager.default.fileExists(atPath: output + "/Sources/StoryboardNotes/Base.lproj/Main.storyboard"))
    #expect(FileManager.default.fileExists(atPath: output + "/Sources/StoryboardNotes/Assets.xcassets/Contents.json"))
    let plist = try read(output + "/Sources/StoryboardNotes/AppInfo/Info.plist")
    #expect(plist.contains("UIApplicationSceneManifest") && plist.contains("<key>UIMainStoryboardFile</key>"))
    // The sources are rewritten.
    let notes = try read(output + "/Sources/StoryboardNotes/NotesViewController.swift")
    #expect(!notes.contains("#selector") && !notes.contains("@objc"))
    #expect(notes.contains("UIBarButtonItem(systemItem: .add, primaryAction: UIAction"))
    let app = try read(output + "/Sources/StoryboardNotes/AppDelegate.swift")
    #expect(app.hasPrefix("import UIKit\n\n@main\nclass AppDelegate"))
    let adoptions = try read(output + "/Sources/StoryboardNotes/InterfaceBuilderConnections.swift")
    #expect(adoptions.contains("extension NoteDetailViewController: InterfaceBuilderConnectable {}"))
    // The tests come along with a launch test.
    #expect(FileManager.default.fileExists(atPath: output + "/Tests/StoryboardNotesTests/StoryboardNotesTests.swift"))
    let launch = try read(output + "/Tests/StoryboardNotesTests/StoryboardNotesLaunchTests.swift")
    #expect(launch.contains("AppDriver(delegate: AppDelegate.self)"))

    // The report lists each change with its place, and nothing left for a person here.
    #expect(report.needsPerson.isEmpty)
    let markdown = try read(output + "/PORT-REPORT.md")
    #expect(markdown.contains("## Needs a person (0)"))
    #expect(markdown.contains("`StoryboardNotes/AppDelegate.swift:3` — `@UIApplicationMain` → `@main`"))
    #expect(
      markdown.contains("`StoryboardNotes/NotesViewController.swift:12` — `NotificationCenter.default.addObserver"))
    #expect(markdown.contains("override moved from an extension into the class body (2)"))
    #expect(report.rewrittenFiles.count == 7)
  }

  @Test func aFolderWithoutAProjectPortsItsSwiftFiles() throws {
    let app = scratch()
    let output = scratch()
    defer {
      try? FileManager.default.removeItem(atPath: app)
      try? FileManager.default.removeItem(atPath: output)
    }
    try FileManager.default.createDirectory(atPath: app + "/Screens", withIntermediateDirectories: true)
    try "import UIKit\n@UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate {}\n".write(
      toFile: app + "/AppDelegate.swift", atomically: true, encoding: .utf8)
    try "import UIKit\nimport MapKit\nclass MapScreen: UIViewController {}\n".write(
      toFile: app + "/Screens/MapScreen.swift", atomically: true, encoding: .utf8)
    let report = try Porter(appFolder: app, output: output, tandemPath: tandem).run()
    let name = URL(fileURLWithPath: app).lastPathComponent
    let module = XcodeProject.identifier(from: name)
    #expect(FileManager.default.fileExists(atPath: "\(output)/Sources/\(module)/Screens/MapScreen.swift"))
    // A framework Tandem does not have is left for a person.
    #expect(
      report.needsPerson.map(\.detail) == [
        "imports `MapKit`, which Tandem does not provide on Linux: put its uses behind `#if canImport(MapKit)`"
      ])
  }

  @Test func badInputsAreClearErrorsAndWriteNothing() throws {
    let output = scratch()
    defer { try? FileManager.default.removeItem(atPath: output) }
    #expect(throws: PortError.missing("/nowhere/App")) {
      try Porter(appFolder: "/nowhere/App", output: output, tandemPath: tandem).run()
    }
    let empty = scratch()
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    #expect(throws: PortError.notAnApp(empty)) {
      try Porter(appFolder: empty, output: output, tandemPath: tandem).run()
    }
    let file = sample + "/StoryboardNotes/Note.swift"
    #expect(throws: PortError.notAnApp(file)) { try Porter(appFolder: file, output: output, tandemPath: tandem).run() }
    // The output may not be inside the app's folder, nor a folder with files in it.
    #expect(throws: PortError.self) {
      try Porter(appFolder: sample, output: sample + "/Linux", tandemPath: tandem).run()
    }
    #expect(throws: PortError.unusableOutput(empty, "it exists and is not empty")) {
      try "x".write(toFile: empty + "/file", atomically: true, encoding: .utf8)
      try Porter(appFolder: sample, output: empty, tandemPath: tandem).run()
    }
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(!FileManager.default.fileExists(atPath: sample + "/Linux"))
  }

  @Test func theToolPrintsHelpADryRunDiffAndFailsClearly() throws {
    let tool = Bundle.main.bundleURL.appendingPathComponent("tandem").path
    try #require(FileManager.default.isExecutableFile(atPath: tool), "build the tandem product first (make test does)")
    func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: tool)
      process.arguments = arguments
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      let output = out.fileHandleForReading.readDataToEndOfFile()
      let error = err.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (
        process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self)
      )
    }
    let help = try run(["help"])
    #expect(help.status == 0 && help.output.contains("tandem port <app folder> --output <folder>"))
    let unknown = try run(["launch"])
    #expect(unknown.status == 2 && unknown.error.hasPrefix("tandem: unknown command launch"))
    let noOutput = try run(["port", sample])
    #expect(noOutput.status == 2 && noOutput.error.contains("--output"))
    let missing = try run(["port", "/nowhere", "--output", scratch()])
    #expect(missing.status == 1 && missing.error == "tandem: /nowhere: no such file or folder\n")
    let dry = try run(["port", sample, "--dry-run"])
    #expect(dry.status == 0)
    #expect(dry.output.contains("--- a/StoryboardNotes/AppDelegate.swift\n+++ b/StoryboardNotes/AppDelegate.swift"))
    #expect(dry.output.contains("-@UIApplicationMain\n+@main"))
    #expect(dry.output.contains("# Port report: StoryboardNotes"))
  }
}
