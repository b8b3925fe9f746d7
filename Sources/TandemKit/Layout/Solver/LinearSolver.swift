import Foundation

/// An incremental Cassowary-style linear constraint solver (the algorithm of Badros, Borning and Stuckey, in
/// the formulation popularised by Kiwi), written in Swift since no maintained C solver ships in Debian.
///
/// Constraints are added and removed one at a time; changing a constraint's constant rewrites the tableau
/// algebraically and restores feasibility with the dual simplex, starting from the current solution — so an edit
/// costs a few pivots, not a re-solve. `pivotCount` counts pivots for tests.
package final class LinearSolver {
  /// A variable the client reads values of.
  package final class Variable: Hashable, CustomStringConvertible {
    package let name: String
    /// The value in the solver's current solution (brought up to date when read after changes).
    package var value: Double {
      solver?.updateVariablesIfNeeded()
      return solvedValue
    }
    fileprivate var solvedValue: Double = 0
    /// The solver whose tableau holds this variable.
    fileprivate weak var solver: LinearSolver?
    package init(_ name: String) { self.name = name }
    package static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    package var description: String { name }
  }

  /// A linear expression: Σ coefficient·variable + constant.
  package struct Expression {
    package var terms: [(Variable, Double)]
    package var constant: Double
    package init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
      self.terms = terms
      self.constant = constant
    }
  }

  /// The relation of `expression` to zero.
  package enum Relation { case lessOrEqual, equal, greaterOrEqual }

  /// Weight of required constraints: they must hold.
  package static let required = Double.infinity

  /// A constraint `expression relation 0` with a strength (weight; `required` must hold).
  package final class Constraint: Hashable {
    package let expression: Expression
    package let relation: Relation
    package let strength: Double
    package init(_ expression: Expression, _ relation: Relation, strength: Double = LinearSolver.required) {
      self.expression = expression
      self.relation = relation
      self.strength = strength
    }
    package var isRequired: Bool { strength == LinearSolver.required }
    package static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// Why a constraint could not be added.
  package enum Failure: Error, Equatable {
    /// A required constraint conflicts with required constraints already present.
    case unsatisfiable
    /// The constraint was added before.
    case duplicate
  }

  private struct Symbol: Hashable {
    enum Kind { case external, slack, error, dummy }
    let id: Int
    let kind: Kind
  }

  private struct Row {
    var constant: Double
    var cells: [Symbol: Double] = [:]

    init(constant: Double) { self.constant = constant }

    mutating func add(_ value: Double) -> Double {
      constant += value
      return constant
    }
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
      let value = (cells[symbol] ?? 0) + coefficient
      if nearZero(value) { cells[symbol] = nil } else { cells[symbol] = value }
    }
    mutating func insert(_ row: Row, _ coefficient: Double) {
      constant += row.constant * coefficient
      for (symbol, c) in row.cells { insert(symbol, c * coefficient) }
    }
    mutating func reverseSign() {
      constant = -constant
      for key in cells.keys { cells[key] = -cells[key]! }
    }
    /// Rewrites `0 = row` as `symbol = row'`.
    mutating func solve(for symbol: Symbol) {
      let coefficient = -1 / cells.removeValue(forKey: symbol)!
      constant *= coefficient
      for key in cells.keys { cells[key]! *= coefficient }
    }
    /// Rewrites `lhs = row` as `rhs = row'`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
      insert(lhs, -1)
      solve(for: rhs)
    }
    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
      guard let coefficient = cells.removeValue(forKey: symbol) else { return }
      insert(row, coefficient)
    }
  }

  private struct Tag {
    var marker: Symbol
    var other: Symbol?
    /// The marker's coefficient in the constraint's row as created.
    var markerCoefficient: Double
    /// Whether the created row was negated (its constant was negative).
    var reversed: Bool
  }

  private var constraints: [Constraint: Tag] = [:]
  private var constants: [Constraint: Double] = [:]
  private var rows: [Symbol: Row] = [:]
  private var symbols: [Variable: Symbol] = [:]
  private var variablesBySymbol: [Symbol: Variable] = [:]
  private var infeasibleRows: [Symbol] = []
  private var objective = Row(constant: 0)
  private var artificial: Row?
  private var nextID = 0

  /// Pivots performed so far.
  package private(set) var pivotCount = 0

  package init() {}

  /// Whether the solver holds `constraint`.
  package func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

  /// The number of constraints held.
  package var constraintCount: Int { constraints.count }

  private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
    nextID += 1
    return Symbol(id: nextID, kind: kind)
  }

  /// Adds a constraint and re-optimises. Throws `unsatisfiable` (leaving the solver unchanged) when a required
  /// constraint conflicts.
  package func add(_ constraint: Constraint) throws(Failure) {
    guard constraints[constraint] == nil else { throw .duplicate }
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      // Nothing was changed yet (a required row adds nothing to the objective).
      guard nearZero(row.constant) else { throw .unsatisfiable }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      rows[subject] = row
    } else {
      // A required constraint may fail after the tableau was pivoted: keep the state to roll back to (only on
      // this path, so that adding to a large tableau does not copy it).
      let snapshot = constraint.isRequired ? (rows, objective, infeasibleRows) : nil
      if !addWithArtificialVariable(row) {
        if let snapshot { (rows, objective, infeasibleRows) = snapshot }
        throw .unsatisfiable
      }
    }
    constraints[constraint] = tag
    constants[constraint] = constraint.expression.constant
    optimize()
    variablesNeedUpdate = true
  }

  /// Removes a constraint and re-optimises.
  package func remove(_ constraint: Constraint) {
    guard let tag = constraints.removeValue(forKey: constraint) else { return }
    constants[constraint] = nil
    removeObjectiveEffects(of: tag, strength: constraint.strength)
    if rows.removeValue(forKey: tag.marker) == nil {
      guard let leaving = markerLeavingRow(tag.marker) else { return }
      var row = rows.removeValue(forKey: leaving)!
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, row)
    }
    optimize()
    variablesNeedUpdate = true
  }

  /// Changes the constant of a constraint already added, re-solving from the current solution.
  package func setConstant(_ constant: Double, of constraint: Constraint) {
    guard let tag = constraints[constraint], let old = constants[constraint], old != constant else { return }
    constants[constraint] = constant
    // New row constant c + d is absorbed by the marker: marker' = marker − d/k.
    let d = (tag.reversed ? -1 : 1) * (constant - old)
    let shift = -d / tag.markerCoefficient
    if var row = rows[tag.marker] {
      if row.add(shift) < 0 && tag.marker.kind != .external { infeasibleRows.append(tag.marker) }
      rows[tag.marker] = row
    } else {
      for (symbol, var row) in rows {
        let a = row.coefficient(for: tag.marker)
        guard a != 0 else { continue }
        if row.add(-a * shift) < 0 && symbol.kind != .external { infeasibleRows.append(symbol) }
        rows[symbol] = row
      }
    }
    dualOptimize()
    variablesNeedUpdate = true
  }

  /// The current constant of a constraint.
  package func constant(of constraint: Constraint) -> Double? { constants[constraint] }

  // MARK: Tableau construction

  private func symbol(for variable: Variable) -> Symbol {
    if let existing = symbols[variable] { return existing }
    let created = newSymbol(.external)
    variable.solver = self
    symbols[variable] = created
    variablesBySymbol[created] = variable
    return created
  }

  private func makeRow(_ constraint: Constraint) -> (Row, Tag) {
    let expression = constraint.expression
    var row = Row(constant: expression.constant)
    for (variable, coefficient) in expression.terms where !nearZero(coefficient) {
      let s = symbol(for: variable)
      if let basic = rows[s] { row.insert(basic, coefficient) } else { row.insert(s, coefficient) }
    }
    var tag: Tag
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      let coefficient: Double = constraint.relation == .lessOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      tag = Tag(marker: slack, other: nil, markerCoefficient: coefficient, reversed: false)
      row.insert(slack, coefficient)
      if !constraint.isRequired {
        let error = newSymbol(.error)
        tag.other = error
        row.insert(error, -coefficient)
        objective.insert(error, constraint.strength)
      }
    case .equal:
      if constraint.isRequired {
        let dummy = newSymbol(.dummy)
        tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, reversed: false)
        row.insert(dummy, 1)
      } else {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        tag = Tag(marker: plus, other: minus, markerCoefficient: -1, reversed: false)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, constraint.strength)
        objective.insert(minus, constraint.strength)
      }
    }
    if row.constant < 0 {
      row.reverseSign()
      tag.reversed = true
      tag.markerCoefficient = -tag.markerCoefficient
    }
    return (row, tag)
  }

  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    if let external = row.cells.keys.filter({ $0.kind == .external }).min(by: { $0.id < $1.id }) { return external }
    if tag.marker.kind == .slack || tag.marker.kind == .error, row.coefficient(for: tag.marker) < 0 {
      return tag.marker
    }
    if let other = tag.other, other.kind == .slack || other.kind == .error, row.coefficient(for: other) < 0 {
      return other
    }
    return nil
  }

  private func addWithArtificialVariable(_ row: Row) -> Bool {
    let art = newSymbol(.slack)
    rows[art] = row
    artificial = row
    optimize(artificialGoal: true)
    let success = nearZero(artificial!.constant)
    artificial = nil
    if var artRow = rows.removeValue(forKey: art) {
      if artRow.cells.isEmpty { return success }
      guard
        let entering = artRow.cells.keys.filter({ $0.kind == .slack || $0.kind == .error }).min(by: { $0.id < $1.id })
      else { return false }
      artRow.solve(for: art, entering)
      substitute(entering, artRow)
      rows[entering] = artRow
    }
    for key in rows.keys { rows[key]!.cells[art] = nil }
    objective.cells[art] = nil
    return success
  }

  private func removeObjectiveEffects(of tag: Tag, strength: Double) {
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
      if let row = rows[symbol] { objective.insert(row, -strength) } else { objective.insert(symbol, -strength) }
    }
  }

  private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var r1 = Double.greatestFiniteMagnitude
    var r2 = Double.greatestFiniteMagnitude
    var first: Symbol?
    var second: Symbol?
    var third: Symbol?
    for (symbol, row) in rows.sorted(by: { $0.key.id < $1.key.id }) {
      let c = row.coefficient(for: marker)
      if c == 0 { continue }
      if symbol.kind == .external {
        third = symbol
      } else if c < 0 {
        let r = -row.constant / c
        if r < r1 {
          r1 = r
          first = symbol
        }
      } else {
        let r = row.constant / c
        if r < r2 {
          r2 = r
          second = symbol
        }
      }
    }
    return first ?? second ?? third
  }

  private func substitute(_ symbol: Symbol, _ row: Row) {
    // In place, by position: no hashing, and no copy of a row that does not hold the symbol.
    var index = rows.startIndex
    while index != rows.endIndex {
      if rows.values[index].cells[symbol] != nil {
        rows.values[index].substitute(symbol, row)
        let key = rows.keys[index]
        if key.kind != .external && rows.values[index].constant < 0 { infeasibleRows.append(key) }
      }
      index = rows.index(after: index)
    }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  // MARK: Simplex

  /// Primal simplex on the objective, or on the artificial row while one is being eliminated.
  private func optimize(artificialGoal: Bool = false) {
    while true {
      let goal = artificialGoal ? artificial! : objective
      // Entering: the first non-dummy symbol with a negative objective coefficient (Bland's rule by id).
      guard
        let entering = goal.cells.filter({ $0.key.kind != .dummy && $0.value < 0 }).keys.min(by: { $0.id < $1.id })
      else { return }
      var ratio = Double.greatestFiniteMagnitude
      var leaving: Symbol?
      for (symbol, row) in rows where symbol.kind != .external {
        let c = row.coefficient(for: entering)
        if c < 0 {
          let r = -row.constant / c
          if r < ratio || (r == ratio && symbol.id < (leaving?.id ?? .max)) {
            ratio = r
            leaving = symbol
          }
        }
      }
      guard let leaving else { return }  // unbounded: cannot happen, error terms are non-negative
      var row = rows.removeValue(forKey: leaving)!
      row.solve(for: leaving, entering)
      substitute(entering, row)
      rows[entering] = row
      pivotCount += 1
    }
  }

  private func dualOptimize() {
    while let leaving = infeasibleRows.popLast() {
      guard var row = rows[leaving], row.constant < 0 else { continue }
      var ratio = Double.greatestFiniteMagnitude
      var entering: Symbol?
      for (symbol, c) in row.cells where c > 0 && symbol.kind != .dummy {
        let r = objective.coefficient(for: symbol) / c
        if r < ratio || (r == ratio && symbol.id < (entering?.id ?? .max)) {
          ratio = r
          entering = symbol
        }
      }
      guard let entering else { continue }
      rows[leaving] = nil
      row.solve(for: leaving, entering)
      substitute(entering, row)
      rows[entering] = row
      pivotCount += 1
    }
  }

  /// Whether the tableau changed since the variables' values were last read from it.
  private var variablesNeedUpdate = false

  /// Reads every variable's value from the tableau, once after any number of changes.
  fileprivate func updateVariablesIfNeeded() {
    guard variablesNeedUpdate else { return }
    variablesNeedUpdate = false
    for (variable, symbol) in symbols { variable.solvedValue = rows[symbol]?.constant ?? 0 }
  }
}

private func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }
