import Foundation

/// An encoder that turns a value into one top-level output (`JSONEncoder`, `PropertyListEncoder`).
public protocol TopLevelEncoder {
  associatedtype Output
  func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder that makes a value from one top-level input (`JSONDecoder`, `PropertyListDecoder`).
public protocol TopLevelDecoder {
  associatedtype Input
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publishers {
  /// Encodes each value with an encoder; an encoding error fails.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
    public typealias Output = Coder.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    private let encoder: Coder
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let encoder = encoder
      TryMap(upstream: upstream) { try encoder.encode($0) }.receive(subscriber: subscriber)
    }
  }

  /// Decodes each value with a decoder; a decoding error fails.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = any Error
    public let upstream: Upstream
    private let decoder: Coder
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let decoder = decoder
      TryMap(upstream: upstream) { try decoder.decode(Output.self, from: $0) }.receive(subscriber: subscriber)
    }
  }
}

extension Publisher where Output: Encodable {
  /// Encodes each value.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}

extension Publisher {
  /// Decodes each value as `type`.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
  {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}
