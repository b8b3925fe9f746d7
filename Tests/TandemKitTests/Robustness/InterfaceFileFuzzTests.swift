import Foundation
import TandemTesting
import Testing
import UIKit

@testable import TandemKit

/// Storyboards that are cut short or whose attributes are garbled (as a merge conflict or a hand edit leaves them)
/// fail with an error or load what they can; they never crash the app.
@MainActor @Suite(.serialized, .ownsTheApplication) struct InterfaceFileFuzzTests {
  private func notesSource() throws -> String {
    let url = try #require(Bundle.module.url(forResource: "Notes", withExtension: "storyboard"))
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test func aStoryboardCutShortAnywhereIsAnErrorNotACrash() throws {
    let data = Data(try notesSource().utf8)
    var errors = 0
    var parsed = 0
    for end in stride(from: 0, to: data.count, by: 61) {
      do {
        _ = try InterfaceDocument(data: data.prefix(end), path: "Notes.storyboard")
        parsed += 1
      } catch {
        errors += 1
        #expect(error.description.contains("Notes.storyboard"))
      }
    }
    print("storyboard cut-short fuzz: \(errors) errors, \(parsed) parsed, of \(errors + parsed) prefixes")
    #expect(errors > 0)
  }

  /// Garbles attribute values (numbers, ids, names) of a storyboard without its app classes, outlets and actions
  /// (which run app code), and loads every scene's view each time.
  @Test(arguments: 0..<4) func garbledAttributesLoadWithoutCrashing(piece: Int) throws {
    var plain = try notesSource()
    for pattern in [#" customClass="[^"]*""#, #" customModule="[^"]*""#, #"<outlet [^>]*/>"#, #"<action [^>]*/>"#] {
      plain = plain.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
    }
    let values = try NSRegularExpression(pattern: #"="([^"]*)""#)
    let replacements = ["", "x", "-1", "1e308", "nan", "list-vc", "stack", "c1", "YES", "999999"]
    var generator = SeededGenerator(seed: UInt64(2300 + piece))
    var loaded = 0
    for _ in 0..<25 {
      var text = plain
      for _ in 0..<8 {
        let matches = values.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard let match = matches.randomElement(using: &generator), let range = Range(match.range(at: 1), in: text)
        else { continue }
        text.replaceSubrange(range, with: replacements.randomElement(using: &generator)!)
      }
      guard let document = try? InterfaceDocument(data: Data(text.utf8), path: "Garbled.storyboard") else { continue }
      for case let element in document.elements.values where InterfaceLoader.controllerClasses[element.name] != nil {
        let loader = InterfaceLoader(document: document, bundle: .module, storyboard: nil)
        let controller = loader.makeController(element)
        controller.loadViewIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        loaded += 1
      }
    }
    print("storyboard attribute fuzz, piece \(piece + 1)/4: \(loaded) scenes loaded from garbled documents")
    #expect(loaded > 0)
  }
}
