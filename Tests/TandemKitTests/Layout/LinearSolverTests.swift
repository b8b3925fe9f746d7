import Foundation
import Testing

@testable import TandemKit

typealias V = LinearSolver.Variable
typealias E = LinearSolver.Expression
typealias C = LinearSolver.Constraint

/// `a·x + b·y + c == / <= / >= 0` helpers.
func expr(_ terms: [(V, Double)], _ constant: Double = 0) -> E { E(terms, constant: constant) }

@Suite struct LinearSolverTests {
  @Test func requiredEqualitiesAndPreferences() throws {
    let solver = LinearSolver()
    let x = V("x")
    let y = V("y")
    try solver.add(C(expr([(x, 1)], -10), .equal))  // x == 10
    try solver.add(C(expr([(y, 1), (x, -1)], -5), .greaterOrEqual))  // y >= x + 5
    try solver.add(C(expr([(y, 1)], 0), .equal, strength: 1))  // prefer y == 0 (weak)
    #expect(x.value == 10 && y.value == 15)
    let strong = C(expr([(y, 1)], -40), .equal, strength: 1000)  // prefer y == 40 (stronger)
    try solver.add(strong)
    #expect(y.value == 40)
    solver.remove(strong)
    #expect(y.value == 15)
  }

  @Test func unsatisfiableRequiredConstraintIsRejectedAndStateKept() throws {
    let solver = LinearSolver()
    let w = V("w")
    try solver.add(C(expr([(w, 1)], -100), .equal))
    let conflict = C(expr([(w, 1)], -200), .equal)
    #expect(throws: LinearSolver.Failure.unsatisfiable) { try solver.add(conflict) }
    #expect(w.value == 100)
    #expect(!solver.contains(conflict))
    // The solver still works afterwards.
    let h = V("h")
    try solver.add(C(expr([(h, 1), (w, -0.5)], 0), .equal))
    #expect(h.value == 50)
  }

  @Test func inequalitiesHoldAgainstPreferences() throws {
    let solver = LinearSolver()
    let x = V("x")
    try solver.add(C(expr([(x, 1)], -20), .lessOrEqual))  // x <= 20
    try solver.add(C(expr([(x, 1)], -5), .greaterOrEqual))  // x >= 5
    try solver.add(C(expr([(x, 1)], -100), .equal, strength: 10))
    #expect(x.value == 20)
    let low = C(expr([(x, 1)], 0), .equal, strength: 100)
    try solver.add(low)
    #expect(x.value == 5)
  }

  @Test func editingOneConstantInAThousandConstraintChainTakesFewPivots() throws {
    let solver = LinearSolver()
    let xs = (0...1000).map { V("x\($0)") }
    let anchor = C(expr([(xs[0], 1)], 0), .equal)
    try solver.add(anchor)
    var links: [C] = []
    for i in 0..<1000 {
      let link = C(expr([(xs[i + 1], 1), (xs[i], -1)], -10), .equal)  // x[i+1] == x[i] + 10
      try solver.add(link)
      links.append(link)
    }
    #expect(xs[1000].value == 10_000)
    let before = solver.pivotCount
    solver.setConstant(-50, of: anchor)  // x0 == 50
    #expect(xs[0].value == 50 && xs[1000].value == 10_050)
    #expect(solver.pivotCount - before <= 2)
    let middle = solver.pivotCount
    solver.setConstant(-20, of: links[500])  // one gap becomes 20
    #expect(xs[500].value == 5_050 && xs[501].value == 5_070 && xs[1000].value == 10_060)
    #expect(solver.pivotCount - middle <= 2)
  }

  @Test func editingAnInequalityConstantReoptimisesFromTheCurrentSolution() throws {
    let solver = LinearSolver()
    let x = V("x")
    let cap = C(expr([(x, 1)], -20), .lessOrEqual)  // x <= 20
    try solver.add(cap)
    try solver.add(C(expr([(x, 1)], -100), .equal, strength: 10))
    #expect(x.value == 20)
    solver.setConstant(-30, of: cap)  // x <= 30
    #expect(x.value == 30)
    solver.setConstant(-10, of: cap)  // x <= 10
    #expect(x.value == 10)
    solver.setConstant(-150, of: cap)
    #expect(x.value == 100)
  }
}
