import Foundation

/// The objects whose key paths Apple's Combine can observe (`NSObject`).
public protocol _KeyValueCodingAndObservingPublishing {}

extension NSObject: _KeyValueCodingAndObservingPublishing {}

extension _KeyValueCodingAndObservingPublishing where Self: NSObject {
  /// Key-value observing needs the Objective-C runtime, which Linux does not have (nor `NSKeyValueObservingOptions`,
  /// so the options are a plain array here): observe with `@Published`, a subject, or `@Observable` instead.
  @available(
    *, unavailable,
    message:
      "key-value observing needs the Objective-C runtime, which Linux lacks; use @Published, a subject or @Observable"
  )
  public func publisher<Value>(for keyPath: KeyPath<Self, Value>, options: [Never] = []) -> AnyPublisher<Value, Never> {
    fatalError("key-value observing is unavailable on Linux")
  }
}
