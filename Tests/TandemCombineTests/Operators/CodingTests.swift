import Combine
import Foundation
import Testing

@Suite struct CodingTests {
  struct Landmark: Codable, Equatable {
    var name: String
    var park: String
  }

  @Test func encodeAndDecodeRoundTrip() {
    let landmark = Landmark(name: "Turtle Rock", park: "Joshua Tree")
    let recorder = Just(landmark).encode(encoder: JSONEncoder()).decode(type: Landmark.self, decoder: JSONDecoder())
      .record()
    #expect(recorder.values == [landmark])
    #expect(recorder.completion.isFinished)
  }

  @Test func aDecodingErrorFails() {
    let recorder = Just(Data("{}".utf8)).decode(type: Landmark.self, decoder: JSONDecoder()).record()
    #expect(recorder.values.isEmpty)
    #expect(recorder.completion.failure is DecodingError)
  }

  @Test func propertyListsToo() {
    let recorder = Just(["a": 1]).encode(encoder: PropertyListEncoder())
      .decode(type: [String: Int].self, decoder: PropertyListDecoder()).record()
    #expect(recorder.values == [["a": 1]])
  }
}
