/// A publisher that replays recorded values and a completion to each subscriber, as it asks for them.
public struct Record<Output, Failure: Error>: Publisher {
  /// Recorded values and a completion.
  public struct Recording {
    public typealias Input = Output
    /// The values recorded so far.
    public private(set) var output: [Output]
    /// The completion (`.finished` until one is recorded).
    public private(set) var completion: Subscribers.Completion<Failure>
    private var completed = false
    /// An empty recording.
    public init() {
      output = []
      completion = .finished
    }
    /// A recording of values and a completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      completed = true
    }
    /// Records a value; recording after the completion traps, as on Apple.
    public mutating func receive(_ input: Input) {
      precondition(!completed, "Invalid attempt to add an output to a Recording that has already been completed")
      output.append(input)
    }
    /// Records the completion; a second completion traps.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      precondition(!completed, "Invalid attempt to complete a Recording that has already been completed")
      self.completion = completion
      completed = true
    }
  }

  /// What the publisher replays.
  public let recording: Recording
  /// A publisher replaying a recording.
  public init(recording: Recording) { self.recording = recording }
  /// A publisher replaying what `record` puts into a recording.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.recording = recording
  }
  /// A publisher replaying values and a completion.
  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    recording = Recording(output: output, completion: completion)
  }
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    IteratingSubscription.start(
      "Record", elements: recording.output.makeIterator(), completion: recording.completion, downstream: subscriber)
  }
}
