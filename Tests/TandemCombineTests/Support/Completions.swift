import Combine

// A recorder's completion, read in tests.
extension Optional where Wrapped == Subscribers.Completion<TestError> {
  var failure: TestError? {
    guard case .failure(let error)? = self else { return nil }
    return error
  }
  var isFinished: Bool {
    if case .finished? = self { return true }
    return false
  }
}

extension Optional where Wrapped == Subscribers.Completion<any Error> {
  var failure: (any Error)? {
    guard case .failure(let error)? = self else { return nil }
    return error
  }
  var isFinished: Bool {
    if case .finished? = self { return true }
    return false
  }
}

extension Optional where Wrapped == Subscribers.Completion<Never> {
  var isFinished: Bool { self != nil }
}
