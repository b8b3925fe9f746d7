import Combine
import Foundation
import Testing

/// `compactMap` as Combine defines it: it republishes the non-nil results of its transform, drops the nils, and
/// passes completion through; it composes with the other operators.
@Suite struct OperatorTests {
  @Test func compactMapRepublishesOnlyNonNilResults() {
    let input = PassthroughSubject<String, Never>()
    var numbers: [Int] = []
    var finished = false
    let cancellable = input.compactMap { Int($0) }.sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { numbers.append($0) })
    for text in ["1", "two", "3", "", "42"] { input.send(text) }
    #expect(numbers == [1, 3, 42])
    #expect(!finished)
    input.send(completion: .finished)
    #expect(finished)
    input.send("7")
    #expect(numbers == [1, 3, 42])
    cancellable.cancel()
  }

  @Test func compactMapChainsWithMapAndFromAPublishedProperty() {
    final class Form: ObservableObject {
      @Published var age = ""
    }
    let form = Form()
    var ages: [String] = []
    let cancellable = form.$age.compactMap { Int($0) }.map { "\($0) years" }.sink { ages.append($0) }
    form.age = "3"
    form.age = "thirty"
    form.age = "30"
    // The initial "" is dropped too.
    #expect(ages == ["3 years", "30 years"])
    cancellable.cancel()
  }

  @Test func aCancelledCompactMapDeliversNothing() {
    let input = PassthroughSubject<Int?, Never>()
    var values: [Int] = []
    let cancellable = input.compactMap { $0 }.sink { values.append($0) }
    input.send(1)
    input.send(nil)
    cancellable.cancel()
    input.send(2)
    #expect(values == [1])
  }
}
