import Foundation

extension NotificationCenter {
  /// A publisher of the notifications named `name` (from `object`, if given) posted to this center.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// Publishes notifications as they are posted, while subscribed (the observer is removed on cancel); a
  /// notification posted when the subscriber has no demand is dropped.
  public struct Publisher: TandemCombine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      let center = center
      nonisolated(unsafe) let observer = center.addObserver(forName: name, object: object, queue: nil) {
        subject.send($0)
      }
      subject.handleEvents(receiveCancel: { center.removeObserver(observer) }).receive(subscriber: subscriber)
    }
  }
}
