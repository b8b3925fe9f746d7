import Foundation
import Testing

@testable import TandemPort

/// The sample storyboard app's project (examples/StoryboardNotes), read as the port reads it.
@Suite struct XcodeProjectTests {
  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../../examples/StoryboardNotes"
  ).standardized.path

  @Test func targetsTheirFilesAndSettings() throws {
    let project = try XcodeProject(path: Self.sample + "/StoryboardNotes.xcodeproj")
    #expect(project.name == "StoryboardNotes")
    #expect(project.targets.map(\.name) == ["StoryboardNotes", "StoryboardNotesTests"])
    let app = project.targets[0]
    #expect(app.kind == .application && app.moduleName == "StoryboardNotes")
    #expect(
      app.sources.map { URL(fileURLWithPath: $0).lastPathComponent } == [
        "AppDelegate.swift", "SceneDelegate.swift", "Note.swift", "NotesViewController.swift",
        "NoteDetailViewController.swift", "AboutView.swift",
      ])
    // Paths resolve through the groups; the storyboard is a variant group's localized file.
    #expect(app.sources.allSatisfy { $0.hasPrefix(Self.sample + "/StoryboardNotes/") })
    #expect(
      app.resources == [
        Self.sample + "/StoryboardNotes/Assets.xcassets", Self.sample + "/StoryboardNotes/Base.lproj/Main.storyboard",
      ])
    #expect(app.buildSettings["INFOPLIST_FILE"] == "StoryboardNotes/Info.plist")
    let tests = project.targets[1]
    #expect(tests.kind == .unitTests && tests.dependencies == ["StoryboardNotes"])
  }

  @Test func moduleNamesAreIdentifiers() {
    #expect(XcodeProject.identifier(from: "My App") == "My_App")
    #expect(XcodeProject.identifier(from: "2048-Game") == "_2048_Game")
  }

  @Test func aBrokenProjectIsAClearError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).xcodeproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{ objects = ( not closed".utf8).write(to: folder.appendingPathComponent("project.pbxproj"))
    #expect {
      try XcodeProject(path: folder.path)
    } throws: { error in
      guard case .unreadable(let path, _) = error as? PortError else { return false }
      return path.hasSuffix("project.pbxproj")
    }
    try Data("{ archiveVersion = 1; }".utf8).write(to: folder.appendingPathComponent("project.pbxproj"))
    #expect(throws: PortError.self) { try XcodeProject(path: folder.path) }
  }
}
