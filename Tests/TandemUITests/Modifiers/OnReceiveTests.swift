import Combine
import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A view counting the values a subject sends it.
private struct Receiver: View {
  let subject: PassthroughSubject<Int, Never>
  @State private var total = 0
  var body: some View {
    Text("Total \(total)")
      .onReceive(subject) { total += $0 }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct OnReceiveTests {
  @Test func valuesAPublisherSendsReachTheAction() throws {
    let subject = PassthroughSubject<Int, Never>()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Receiver(subject: subject)))
    try driver.settle()
    subject.send(2)
    subject.send(3)
    try driver.settle()
    #expect(driver.find("Total 5") != nil)
  }

  @Test func aRemovedViewNoLongerReceives() throws {
    struct Host: View {
      let subject: PassthroughSubject<Int, Never>
      let log: (Int) -> Void
      @State private var shown = true
      var body: some View {
        VStack {
          Button("Hide") { shown = false }
          if shown { Color.red.frame(width: 10, height: 10).onReceive(subject) { log($0) } }
        }
      }
    }
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let driver = AppDriver(
      rootViewController: UIHostingController(rootView: Host(subject: subject) { received.append($0) }))
    try driver.settle()
    subject.send(1)
    try driver.tap("Hide")
    try driver.settle()
    subject.send(2)
    #expect(received == [1])
  }
}
