import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// A publisher that runs a data task for `url`.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }
  /// A publisher that runs a data task for `request`.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// Runs a data task at the subscriber's first demand and publishes its data and response, or fails with a
  /// `URLError`; cancelling cancels the task. On Linux this is swift-corelibs-foundation's URLSession (libcurl).
  public struct DataTaskPublisher: Publisher {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError
    public let request: URLRequest
    public let session: URLSession
    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
      subscriber.receive(subscription: DataTaskSubscription(request: request, session: session, downstream: subscriber))
    }
  }
}

/// Starts the task at the first demand; delivers the result and the completion once.
final class DataTaskSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
  var description: String { "DataTaskPublisher" }
  private let lock = NSLock()
  private let request: URLRequest
  private let session: URLSession
  private var downstream: Downstream?
  private var task: URLSessionDataTask?

  init(request: URLRequest, session: URLSession, downstream: Downstream) {
    self.request = request
    self.session = session
    self.downstream = downstream
  }

  func request(_ demand: Subscribers.Demand) {
    let start = lock.withLock { () -> Bool in
      guard downstream != nil, task == nil, demand > 0 else { return false }
      nonisolated(unsafe) let finish: (Data?, URLResponse?, (any Error)?) -> Void = { [weak self] in
        self?.finish(data: $0, response: $1, error: $2)
      }
      task = session.dataTask(with: request) { data, response, error in finish(data, response, error) }
      return true
    }
    if start { lock.withLock { task }?.resume() }
  }

  func cancel() {
    let task = lock.withLock { () -> URLSessionDataTask? in
      downstream = nil
      defer { self.task = nil }
      return self.task
    }
    task?.cancel()
  }

  private func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
    let downstream = lock.withLock { () -> Downstream? in
      defer {
        self.downstream = nil
        task = nil
      }
      return self.downstream
    }
    guard let downstream else { return }
    if let error {
      downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
    } else if let response {
      _ = downstream.receive((data ?? Data(), response))
      downstream.receive(completion: .finished)
    } else {
      downstream.receive(completion: .failure(URLError(.badServerResponse)))
    }
  }
}
