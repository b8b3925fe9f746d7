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

  /// Random constraints added and removed one by one: the solution always meets the required ones, and its
  /// weighted error is the optimum a fresh solver finds for the constraints held at the end.
  @Test func randomAddsAndRemovesMatchAFreshSolver() {
    struct Spec {
      var a: Int
      var b: Int
      var constant: Double
      var relation: LinearSolver.Relation
      var strength: Double
      func constraint(_ variables: [V]) -> C {
        let terms = a == b ? [(variables[a], 1.0)] : [(variables[a], 1.0), (variables[b], -1.0)]
        return C(expr(terms, constant), relation, strength: strength)
      }
    }
    func violation(_ constraint: C) -> Double {
      let e = constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.0.value * $1.1 }
      switch constraint.relation {
      case .equal: return abs(e)
      case .lessOrEqual: return max(0, e)
      case .greaterOrEqual: return max(0, -e)
      }
    }
    func error(_ held: [C]) -> Double {
      held.filter { !$0.isRequired }.reduce(0) { $0 + $1.strength * violation($1) }
    }
    var random = SeededRandom(seed: 0xC0FFEE)
    for _ in 0..<40 {
      let solver = LinearSolver()
      let variables = (0..<6).map { V("x\($0)") }
      var held: [(spec: Spec, constraint: C)] = []
      for _ in 0..<50 {
        if !held.isEmpty && Int.random(in: 0..<3, using: &random) == 0 {
          solver.remove(held.remove(at: Int.random(in: 0..<held.count, using: &random)).constraint)
        } else {
          let spec = Spec(
            a: Int.random(in: 0..<6, using: &random), b: Int.random(in: 0..<6, using: &random),
            constant: Double(Int.random(in: -50...50, using: &random)),
            relation: [.equal, .lessOrEqual, .greaterOrEqual][Int.random(in: 0..<3, using: &random)],
            strength: [LinearSolver.required, 1, 250, 1000][Int.random(in: 0..<4, using: &random)])
          let constraint = spec.constraint(variables)
          if (try? solver.add(constraint)) != nil { held.append((spec, constraint)) }
        }
        for (_, constraint) in held where constraint.isRequired { #expect(violation(constraint) < 1e-6) }
      }
      let incremental = error(held.map(\.constraint))
      let fresh = LinearSolver()
      let freshVariables = (0..<6).map { V("y\($0)") }
      let rebuilt = held.map { $0.spec.constraint(freshVariables) }
      for constraint in rebuilt { #expect((try? fresh.add(constraint)) != nil) }
      #expect(abs(error(rebuilt) - incremental) < 1e-6)
    }
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
