import Foundation

/// The publisher an observable object sends through before any of its `@Published` properties changes.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never
  private let subject = PassthroughSubject<Void, Never>()
  public init() {}
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }
  /// Tells subscribers the object is about to change.
  public func send() { subject.send(()) }
}

/// An object whose changes can be observed: its `objectWillChange` publisher fires before each `@Published`
/// property changes.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  /// Fires before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The synthesized publisher (one per object), which `@Published` properties send through.
  public var objectWillChange: ObservableObjectPublisher { ObjectWillChangeRegistry.publisher(for: self) }
}

/// One `ObservableObjectPublisher` per object, held beside the object and dropped with it.
enum ObjectWillChangeRegistry {
  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }
  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
  nonisolated(unsafe) private static var insertions = 0

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.withLock {
      let id = ObjectIdentifier(object)
      if let entry = entries[id], entry.object === object { return entry.publisher }
      insertions += 1
      if insertions % 256 == 0 { entries = entries.filter { $0.value.object != nil } }
      let publisher = ObservableObjectPublisher()
      entries[id] = Entry(object: object, publisher: publisher)
      return publisher
    }
  }

  /// The publisher of an object if one was made (a change with no observers sends nothing).
  static func existingPublisher(for object: AnyObject) -> ObservableObjectPublisher? {
    lock.withLock {
      guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
      return entry.publisher
    }
  }
}
