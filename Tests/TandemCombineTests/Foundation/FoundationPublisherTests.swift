import Combine
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct FoundationPublisherTests {
  /// In `swift test` on Linux the main actor runs on the dispatch main queue's thread and nothing turns
  /// `RunLoop.main` (a Tandem app turns it with its event loop): the test schedules on its own thread's run loop.
  @Test func timerPublishesDatesOnceConnected() {
    var dates: [Date] = []
    let cancellable = Timer.publish(every: 0.01, on: .current, in: .common).autoconnect().sink { dates.append($0) }
    let deadline = Date().addingTimeInterval(3)
    while dates.count < 3, Date() < deadline {
      _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
    }
    cancellable.cancel()
    let count = dates.count
    #expect(count >= 3)
    #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 <= $1 })
    for _ in 0..<5 { _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01)) }
    #expect(dates.count == count)
  }

  @Test func notificationsArriveWhileSubscribed() {
    let center = NotificationCenter()
    let name = Notification.Name("TandemTestNotification")
    let sender = NSObject()
    var received: [String] = []
    let cancellable = center.publisher(for: name, object: sender).compactMap { $0.userInfo?["text"] as? String }
      .sink { received.append($0) }
    center.post(name: name, object: sender, userInfo: ["text": "one"])
    center.post(name: name, object: NSObject(), userInfo: ["text": "other sender"])
    cancellable.cancel()
    center.post(name: name, object: sender, userInfo: ["text": "after cancel"])
    #expect(received == ["one"])
  }

  @Test func dataTaskPublisherLoadsAURL() async throws {
    let json = Data(#"{"name":"Turtle Rock"}"#.utf8).base64EncodedString()
    let url = try #require(URL(string: "data:application/json;base64,\(json)"))
    struct Landmark: Decodable { var name: String }
    let publisher = URLSession.shared.dataTaskPublisher(for: url).map(\.data)
      .decode(type: Landmark.self, decoder: JSONDecoder())
    var names: [String] = []
    for try await landmark in publisher.values { names.append(landmark.name) }
    #expect(names == ["Turtle Rock"])
  }

  /// swift-corelibs-foundation's URLSession loads http(s), ftp and data URLs, not file URLs: a file URL fails
  /// with a URLError (on Apple it would load).
  @Test func dataTaskPublisherFailsWithAURLError() async {
    let missing = URL(fileURLWithPath: "/nonexistent/tandem/\(getpid())")
    do {
      for try await _ in URLSession.shared.dataTaskPublisher(for: missing).values {}
      Issue.record("a missing file loaded")
    } catch {
      #expect(error is URLError)
    }
  }
}
