import Foundation

// Apple declares one type per arity (`Merge` … `Merge8`, `CombineLatest` … `CombineLatest4`, `Zip` … `Zip4`), with
// all upstreams sharing one failure type. Parameter packs cannot state that yet ("same-element requirements are not
// yet supported"), so these are Apple's types, each a thin front over the one `Combiner`.

extension Publishers {
  /// Republishes the values of 2 publishers of one type as they arrive; finishes when all have.
  public struct Merge<A: Publisher, B: Publisher>: Publisher where B.Output == A.Output, B.Failure == A.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Combiner.subscribe("Merge", [AnyPublisher(a), AnyPublisher(b)], rule: .merge, downstream: subscriber) { $0[0] }
    }
  }

  /// Republishes the values of 3 publishers of one type as they arrive; finishes when all have.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Combiner.subscribe(
        "Merge3", [AnyPublisher(a), AnyPublisher(b), AnyPublisher(c)], rule: .merge, downstream: subscriber
      ) { $0[0] }
    }
  }

  /// Republishes the values of 4 publishers of one type as they arrive; finishes when all have.
  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where
    B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output,
    D.Failure == A.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Combiner.subscribe(
        "Merge4", [AnyPublisher(a), AnyPublisher(b), AnyPublisher(c), AnyPublisher(d)], rule: .merge,
        downstream: subscriber
      ) { $0[0] }
    }
  }

  /// Republishes the values of 5 publishers of one type as they arrive; finishes when all have.
  public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
  where
    B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output,
    D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Combiner.subscribe(
        "Merge5", [AnyPublisher(a), AnyPublisher(b), AnyPublisher(c), AnyPublisher(d), AnyPublisher(e)], rule: .merge,
        downstream: subscriber
      ) { $0[0] }
    }
  }

  /// Republishes the values of 6 publishers of one type as they arrive; finishes when all have.
  public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
  where
    B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output,
    D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure, F.Output == A.Output, F.Failure == A.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Combiner.subscribe(
        "Merge6",
        [AnyPublisher(a), AnyPublisher(b), AnyPublisher(c), AnyPublisher(d), AnyPublisher(e), AnyPublisher(f)],
        rule: .merge, downstream: subscriber
      ) { $0[0] }
    }
  }

  /// Republishes the values of 7 publishers of one type as they arrive; finishes when all have.
  public struct Merge7<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
  >: Publisher
  where
    B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output,
    D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure, F.Output == A.Output, F.Failure == A.Failure,
    G.Output == A.Output, G.Failure == A.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Combiner.subscribe(
        "Merge7",
        [
          AnyPublisher(a), AnyPublisher(b), AnyPublisher(c), AnyPublisher(d), AnyPublisher(e), AnyPublisher(f),
          AnyPublisher(g),
        ], rule: .merge, downstream: subscriber
      ) { $0[0] }
    }
  }

  /// Republishes the values of 8 publishers of one type as they arrive; finishes when all have.
  public struct Merge8<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher
  >: Publisher
  where
    B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output,
    D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure, F.Output == A.Output, F.Failure == A.Failure,
    G.Output == A.Output, G.Failure == A.Failure, H.Output == A.Output, H.Failure == A.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G
    public let h: H
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
      self.h = h
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Combiner.subscribe(
        "Merge8",
        [
          AnyPublisher(a), AnyPublisher(b), AnyPublisher(c), AnyPublisher(d), AnyPublisher(e), AnyPublisher(f),
          AnyPublisher(g), AnyPublisher(h),
        ], rule: .merge, downstream: subscriber
      ) { $0[0] }
    }
  }

  /// Publishes the latest values of 2 publishers as a tuple whenever one of them publishes, once each has.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where B.Failure == A.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let publishers: [AnyPublisher<Any, Failure>] = [
        a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
      ]
      Combiner.subscribe("CombineLatest", publishers, rule: .latest, downstream: subscriber) {
        ($0[0] as! A.Output, $0[1] as! B.Output)
      }
    }
  }

  /// Publishes the latest values of 3 publishers as a tuple whenever one of them publishes, once each has.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where B.Failure == A.Failure, C.Failure == A.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let publishers: [AnyPublisher<Any, Failure>] = [
        a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
        c.map { $0 as Any }.eraseToAnyPublisher(),
      ]
      Combiner.subscribe("CombineLatest3", publishers, rule: .latest, downstream: subscriber) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
      }
    }
  }

  /// Publishes the latest values of 4 publishers as a tuple whenever one of them publishes, once each has.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where B.Failure == A.Failure, C.Failure == A.Failure, D.Failure == A.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let publishers: [AnyPublisher<Any, Failure>] = [
        a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
        c.map { $0 as Any }.eraseToAnyPublisher(), d.map { $0 as Any }.eraseToAnyPublisher(),
      ]
      Combiner.subscribe("CombineLatest4", publishers, rule: .latest, downstream: subscriber) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
      }
    }
  }

  /// Publishes the i-th values of 2 publishers together as a tuple.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where B.Failure == A.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let publishers: [AnyPublisher<Any, Failure>] = [
        a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
      ]
      Combiner.subscribe("Zip", publishers, rule: .zip, downstream: subscriber) {
        ($0[0] as! A.Output, $0[1] as! B.Output)
      }
    }
  }

  /// Publishes the i-th values of 3 publishers together as a tuple.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where B.Failure == A.Failure, C.Failure == A.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let publishers: [AnyPublisher<Any, Failure>] = [
        a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
        c.map { $0 as Any }.eraseToAnyPublisher(),
      ]
      Combiner.subscribe("Zip3", publishers, rule: .zip, downstream: subscriber) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
      }
    }
  }

  /// Publishes the i-th values of 4 publishers together as a tuple.
  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where B.Failure == A.Failure, C.Failure == A.Failure, D.Failure == A.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let publishers: [AnyPublisher<Any, Failure>] = [
        a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
        c.map { $0 as Any }.eraseToAnyPublisher(), d.map { $0 as Any }.eraseToAnyPublisher(),
      ]
      Combiner.subscribe("Zip4", publishers, rule: .zip, downstream: subscriber) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
      }
    }
  }

  /// Republishes the values of any number of publishers of one type as they arrive.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let publishers: [Upstream]
    public init(_ upstream: Upstream...) { publishers = upstream }
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var erased: [AnyPublisher<Output, Failure>] = []
      for publisher in publishers { erased.append(AnyPublisher(publisher)) }
      Combiner.subscribe("MergeMany", erased, rule: .merge, downstream: subscriber) { $0[0] }
    }
    /// This merge plus one more publisher.
    public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
  }
}

extension Publisher {
  /// Republishes this publisher's values and those of 1 more as they arrive.
  public func merge<B: Publisher>(with b: B) -> Publishers.Merge<Self, B>
  where B.Output == Output, B.Failure == Failure {
    Publishers.Merge(self, b)
  }
  /// Republishes this publisher's values and those of 2 more as they arrive.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
    Publishers.Merge3(self, b, c)
  }
  /// Republishes this publisher's values and those of 3 more as they arrive.
  public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
    -> Publishers.Merge4<Self, B, C, D>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
    D.Failure == Failure
  {
    Publishers.Merge4(self, b, c, d)
  }
  /// Republishes this publisher's values and those of 4 more as they arrive.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E)
    -> Publishers.Merge5<Self, B, C, D, E>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
    D.Failure == Failure, E.Output == Output, E.Failure == Failure
  {
    Publishers.Merge5(self, b, c, d, e)
  }
  /// Republishes this publisher's values and those of 5 more as they arrive.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E, _ f: F
  ) -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
    D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }
  /// Republishes this publisher's values and those of 6 more as they arrive.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
  ) -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
    D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure,
    G.Output == Output, G.Failure == Failure
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }
  /// Republishes this publisher's values and those of 7 more as they arrive.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
  ) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
    D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure,
    G.Output == Output, G.Failure == Failure, H.Output == Output, H.Failure == Failure
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }
  /// Combines the latest values of this publisher and 1 more into tuples.
  public func combineLatest<P: Publisher>(_ p: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
    Publishers.CombineLatest(self, p)
  }
  /// Combines the latest values of this publisher and 1 more with a closure.
  public func combineLatest<P: Publisher, T>(_ p: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure
  {
    Publishers.CombineLatest(self, p).map { transform($0.0, $0.1) }
  }
  /// Combines the latest values of this publisher and 2 more into tuples.
  public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
  where P.Failure == Failure, Q.Failure == Failure {
    Publishers.CombineLatest3(self, p, q)
  }
  /// Combines the latest values of this publisher and 2 more with a closure.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  )
    -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure
  {
    Publishers.CombineLatest3(self, p, q).map { transform($0.0, $0.1, $0.2) }
  }
  /// Combines the latest values of this publisher and 3 more into tuples.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R)
    -> Publishers.CombineLatest4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure
  {
    Publishers.CombineLatest4(self, p, q, r)
  }
  /// Combines the latest values of this publisher and 3 more with a closure.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  )
    -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
    Publishers.CombineLatest4(self, p, q, r).map { transform($0.0, $0.1, $0.2, $0.3) }
  }
  /// Pairs the values of this publisher and 1 more into tuples.
  public func zip<P: Publisher>(_ p: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
    Publishers.Zip(self, p)
  }
  /// Pairs the values of this publisher and 1 more with a closure.
  public func zip<P: Publisher, T>(_ p: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure
  {
    Publishers.Zip(self, p).map { transform($0.0, $0.1) }
  }
  /// Pairs the values of this publisher and 2 more into tuples.
  public func zip<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.Zip3<Self, P, Q>
  where P.Failure == Failure, Q.Failure == Failure {
    Publishers.Zip3(self, p, q)
  }
  /// Pairs the values of this publisher and 2 more with a closure.
  public func zip<P: Publisher, Q: Publisher, T>(
    _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  )
    -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure
  {
    Publishers.Zip3(self, p, q).map { transform($0.0, $0.1, $0.2) }
  }
  /// Pairs the values of this publisher and 3 more into tuples.
  public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> Publishers.Zip4<Self, P, Q, R>
  where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
    Publishers.Zip4(self, p, q, r)
  }
  /// Pairs the values of this publisher and 3 more with a closure.
  public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ p: P, _ q: Q, _ r: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  )
    -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
  where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
    Publishers.Zip4(self, p, q, r).map { transform($0.0, $0.1, $0.2, $0.3) }
  }
}
