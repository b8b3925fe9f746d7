import Combine
import Testing

@Suite struct DemandTests {
  typealias Demand = Subscribers.Demand

  @Test func arithmeticSaturatesAsApplesDoes() {
    #expect(Demand.max(2) + .max(3) == .max(5))
    #expect(Demand.max(2) + .unlimited == .unlimited)
    #expect(Demand.max(Int.max) + 1 == .unlimited)
    #expect(Demand.unlimited - .max(3) == .unlimited)
    #expect(Demand.max(3) - .unlimited == .none)
    #expect(Demand.max(3) - 5 == .none)
    #expect(Demand.max(3) * 4 == .max(12))
    #expect(Demand.unlimited * 2 == .unlimited)
    var demand = Demand.none
    demand += 2
    demand -= 1
    demand *= 3
    #expect(demand == .max(3))
  }

  @Test func comparisonsWithCountsAndUnlimited() {
    #expect(Demand.unlimited > 1_000_000)
    #expect(Demand.max(1) > 0 && Demand.none == 0 && 0 < Demand.max(1))
    #expect(Demand.max(3) < .unlimited && !(Demand.unlimited < .max(3)))
    #expect(Demand.unlimited.max == nil && Demand.max(4).max == 4)
    #expect(Demand.unlimited.description == "unlimited" && Demand.max(2).description == "max(2)")
  }
}
