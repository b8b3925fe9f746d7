import Combine
import Foundation

/// The error a marble's `#` sends.
enum TestError: Error, Equatable {
  case boom
  case other
}

/// One event of a marble diagram.
enum MarbleEvent: Equatable {
  case value(String)
  case finished
  case failure
}

/// Marble diagrams: each character is one virtual second; a letter or digit is a value (the one-character string),
/// `|` finishes, `#` fails with `TestError.boom`, `-` is a second with nothing; `(ab|)` puts several events at the
/// same second (the group takes one second as a whole).
enum Marble {
  static func parse(_ diagram: String) -> [(second: Int, event: MarbleEvent)] {
    var events: [(Int, MarbleEvent)] = []
    var second = 0
    var inGroup = false
    for character in diagram {
      switch character {
      case "(": inGroup = true
      case ")":
        inGroup = false
        second += 1
        continue
      case "-", " ": break
      case "|": events.append((second, .finished))
      case "#": events.append((second, .failure))
      default: events.append((second, .value(String(character))))
      }
      if !inGroup && character != "(" { second += 1 }
    }
    return events
  }

  static func render(_ events: [(second: Int, event: MarbleEvent)]) -> String {
    guard let last = events.map(\.second).max() else { return "" }
    var text = ""
    for second in 0...last {
      let now = events.filter { $0.second == second }.map { event -> String in
        switch event.event {
        case .value(let value): value
        case .finished: "|"
        case .failure: "#"
        }
      }
      text += now.isEmpty ? "-" : now.count == 1 ? now[0] : "(" + now.joined() + ")"
    }
    return text
  }
}

/// A cold test publisher: each subscription replays the diagram from the moment it subscribes, on a virtual
/// scheduler, honouring demand (values wait in order until requested; the completion follows the last value). It
/// logs every subscription, request and cancellation with its second.
final class TestPublisher: Publisher, @unchecked Sendable {
  typealias Output = String
  typealias Failure = TestError

  let diagram: String
  let scheduler: VirtualTimeScheduler
  /// "subscribe@0", "request unlimited@0", "request max(2)@1", "cancel@3" — in order, for every subscription.
  private(set) var log: [String] = []
  /// How many subscriptions were made.
  private(set) var subscriptions = 0

  init(_ diagram: String, on scheduler: VirtualTimeScheduler) {
    self.diagram = diagram
    self.scheduler = scheduler
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == String, S.Failure == TestError {
    subscriptions += 1
    log.append("subscribe@\(scheduler.seconds)")
    let subscription = Conduit(publisher: self, deliver: { subscriber.receive($0) }) {
      subscriber.receive(completion: $0)
    }
    subscriber.receive(subscription: subscription)
    let start = scheduler.now
    for (second, event) in Marble.parse(diagram) {
      scheduler.schedule(after: start.advanced(by: .seconds(second))) { [weak subscription] in
        subscription?.arrive(event)
      }
    }
  }

  final class Conduit: Subscription {
    private weak var publisher: TestPublisher?
    private var deliver: ((String) -> Subscribers.Demand)?
    private var finish: ((Subscribers.Completion<TestError>) -> Void)?
    private var demand = Subscribers.Demand.none
    private var waiting: [MarbleEvent] = []
    private var emitting = false

    init(
      publisher: TestPublisher, deliver: @escaping (String) -> Subscribers.Demand,
      finish: @escaping (Subscribers.Completion<TestError>) -> Void
    ) {
      self.publisher = publisher
      self.deliver = deliver
      self.finish = finish
    }

    func request(_ demand: Subscribers.Demand) {
      if let publisher { publisher.log.append("request \(demand)@\(publisher.scheduler.seconds)") }
      self.demand += demand
      flush()
    }

    func cancel() {
      if deliver != nil, let publisher { publisher.log.append("cancel@\(publisher.scheduler.seconds)") }
      deliver = nil
      finish = nil
    }

    func arrive(_ event: MarbleEvent) {
      waiting.append(event)
      flush()
    }

    private func flush() {
      guard !emitting else { return }
      emitting = true
      defer { emitting = false }
      while let event = waiting.first {
        switch event {
        case .value(let value):
          guard demand > 0, let deliver else { return }
          waiting.removeFirst()
          demand -= 1
          demand += deliver(value)
        case .finished, .failure:
          waiting.removeAll()
          let finish = self.finish
          deliver = nil
          self.finish = nil
          finish?(event == .finished ? .finished : .failure(.boom))
        }
      }
    }
  }
}

/// A subscriber that records what it receives with the virtual second, asking for `initialDemand` at subscription
/// and `demandPerValue` with each value; a test can request more or cancel at any time.
final class Recorder<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
  private let scheduler: VirtualTimeScheduler?
  private let initialDemand: Subscribers.Demand
  private let demandPerValue: Subscribers.Demand
  private(set) var subscription: (any Subscription)?
  private(set) var values: [Input] = []
  private(set) var completion: Subscribers.Completion<Failure>?
  private(set) var events: [(second: Int, event: MarbleEvent)] = []
  private(set) var subscriptionCount = 0

  init(
    on scheduler: VirtualTimeScheduler? = nil, initialDemand: Subscribers.Demand = .unlimited,
    demandPerValue: Subscribers.Demand = .none
  ) {
    self.scheduler = scheduler
    self.initialDemand = initialDemand
    self.demandPerValue = demandPerValue
  }

  func receive(subscription: any Subscription) {
    subscriptionCount += 1
    self.subscription = subscription
    if initialDemand > 0 { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    events.append((scheduler?.seconds ?? 0, .value(String(describing: input))))
    return demandPerValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    self.completion = completion
    if case .finished = completion {
      events.append((scheduler?.seconds ?? 0, .finished))
    } else {
      events.append((scheduler?.seconds ?? 0, .failure))
    }
  }

  func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
  func cancel() { subscription?.cancel() }

  /// The events as a marble diagram.
  var marble: String { Marble.render(events) }
}

extension Publisher {
  /// Subscribes a recorder.
  func record(
    on scheduler: VirtualTimeScheduler? = nil, initialDemand: Subscribers.Demand = .unlimited,
    demandPerValue: Subscribers.Demand = .none
  ) -> Recorder<Output, Failure> {
    let recorder = Recorder<Output, Failure>(
      on: scheduler, initialDemand: initialDemand, demandPerValue: demandPerValue)
    subscribe(recorder)
    return recorder
  }
}
