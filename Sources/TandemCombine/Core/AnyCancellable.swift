import Foundation

/// A cancellable that cancels when it is deinitialized; store it to keep a subscription alive.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private var cancelAction: (() -> Void)?
  private let lock = NSLock()

  /// Wraps a closure run on cancellation.
  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

  /// Wraps another cancellable.
  public init<C: Cancellable>(_ canceller: C) { cancelAction = { canceller.cancel() } }

  deinit { cancel() }

  /// Cancels once; later calls do nothing.
  public func cancel() {
    let action = lock.withLock { () -> (() -> Void)? in
      defer { cancelAction = nil }
      return cancelAction
    }
    action?()
  }

  /// Keeps the cancellable in a set.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  /// Keeps the cancellable in a collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
  /// Keeps the cancellable in a set (wrapped in an AnyCancellable).
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
  /// Keeps the cancellable in a collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}
