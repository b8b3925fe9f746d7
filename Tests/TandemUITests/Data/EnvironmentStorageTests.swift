import Foundation
import Testing

@testable import TandemUI

private struct Counter: EnvironmentKey { static let defaultValue = 0 }
private struct Label: EnvironmentKey { static let defaultValue = "none" }

extension EnvironmentValues {
  fileprivate var counter: Int {
    get { self[Counter.self] }
    set { self[Counter.self] = newValue }
  }
  fileprivate var label: String {
    get { self[Label.self] }
    set { self[Label.self] = newValue }
  }
}

/// The environment's values: defaults until written, written values replaced in place, copies independent.
@MainActor struct EnvironmentStorageTests {
  @Test func unsetKeysReadTheirDefaultsAndWritesReplace() {
    var environment = EnvironmentValues()
    #expect(environment.counter == 0 && environment.label == "none")
    environment.counter = 1
    environment.label = "one"
    environment.counter = 2
    #expect(environment.counter == 2 && environment.label == "one")
    #expect(environment.description == "EnvironmentValues(2 values)")
  }

  @Test func aWrittenCopyLeavesTheOriginalAlone() {
    var original = EnvironmentValues()
    original.counter = 1
    var copy = original
    #expect(!copy.differs(from: original))
    copy.counter = 2
    copy.label = "copy"
    #expect(original.counter == 1 && original.label == "none")
    #expect(copy.differs(from: original))
    copy.counter = 1
    copy.label = "none"
    // Equal values compare equal though they were written separately.
    #expect(!copy.differs(from: original, in: [ObjectIdentifier(Counter.self)]))
  }
}
