import Foundation

/// An incremental Cassowary-style linear constraint solver (the algorithm of Badros, Borning and Stuckey, in
/// the formulation popularised by Kiwi), written in Swift since no maintained C solver ships in Debian.
///
/// Constraints are added and removed one at a time; changing a constraint's constant rewrites the tableau
/// algebraically and restores feasibility with the dual simplex, starting from the current solution — so an edit
/// costs a few pivots, not a re-solve. `pivotCount` counts pivots for tests. A column index (which rows hold each
/// parametric symbol) lets substitutions and ratio tests visit only the rows holding the symbol, so adding a
/// constraint costs what it touches, not the size of the tableau.
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

  /// A tableau symbol: its creation order and its kind, packed in one integer (so rows sort by creation order).
  private struct Symbol: Hashable {
    enum Kind: Int { case external, slack, error, dummy }
    let id: Int
    var kind: Kind { Kind(rawValue: id & 3)! }
    init(serial: Int, kind: Kind) { id = serial << 2 | kind.rawValue }
  }

  /// `constant + Σ coefficient·symbol`, its symbols kept by increasing id in an array (no hashing; adding one row
  /// to another is a merge).
  private struct Row {
    var constant: Double
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    /// Where a symbol is or would go.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
      var low = 0
      var high = symbols.count
      while low < high {
        let mid = (low + high) / 2
        if symbols[mid].id < symbol.id { low = mid + 1 } else { high = mid }
      }
      return (low, low < symbols.count && symbols[low].id == symbol.id)
    }
    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }
    func coefficient(for symbol: Symbol) -> Double {
      let (index, found) = position(of: symbol)
      return found ? coefficients[index] : 0
    }

    mutating func add(_ value: Double) -> Double {
      constant += value
      return constant
    }
    /// Takes a symbol out, returning its coefficient.
    mutating func remove(_ symbol: Symbol) -> Double? {
      let (index, found) = position(of: symbol)
      guard found else { return nil }
      symbols.remove(at: index)
      return coefficients.remove(at: index)
    }
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
      let (index, found) = position(of: symbol)
      if found {
        let value = coefficients[index] + coefficient
        if nearZero(value) {
          symbols.remove(at: index)
          coefficients.remove(at: index)
        } else {
          coefficients[index] = value
        }
      } else if !nearZero(coefficient) {
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
      }
    }
    /// Adds `coefficient` × `row`.
    mutating func insert(_ row: Row, _ coefficient: Double) {
      constant += row.constant * coefficient
      if row.symbols.count <= 2 {
        for i in row.symbols.indices { insert(row.symbols[i], row.coefficients[i] * coefficient) }
        return
      }
      var mergedSymbols: [Symbol] = []
      var mergedCoefficients: [Double] = []
      mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
      mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
      var i = 0
      var j = 0
      while i < symbols.count || j < row.symbols.count {
        if j == row.symbols.count || (i < symbols.count && symbols[i].id < row.symbols[j].id) {
          mergedSymbols.append(symbols[i])
          mergedCoefficients.append(coefficients[i])
          i += 1
          continue
        }
        let value: Double
        let symbol = row.symbols[j]
        if i < symbols.count && symbols[i].id == symbol.id {
          value = coefficients[i] + row.coefficients[j] * coefficient
          i += 1
        } else {
          value = row.coefficients[j] * coefficient
        }
        j += 1
        if !nearZero(value) {
          mergedSymbols.append(symbol)
          mergedCoefficients.append(value)
        }
      }
      symbols = mergedSymbols
      coefficients = mergedCoefficients
    }
    mutating func reverseSign() {
      constant = -constant
      for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }
    /// Rewrites `0 = row` as `symbol = row'`.
    mutating func solve(for symbol: Symbol) {
      let coefficient = -1 / remove(symbol)!
      constant *= coefficient
      for i in coefficients.indices { coefficients[i] *= coefficient }
    }
    /// Rewrites `lhs = row` as `rhs = row'`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
      insert(lhs, -1)
      solve(for: rhs)
    }
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
      guard let coefficient = remove(symbol) else { return }
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
  /// For each parametric symbol but dummies (which never enter), the basic symbols of the rows holding it (the
  /// objective and the artificial row are not indexed).
  private var columns: [Symbol: Set<Symbol>] = [:]
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
    return Symbol(serial: nextID, kind: kind)
  }

  /// Adds a constraint and re-optimises. Throws `unsatisfiable` (leaving the solver unchanged) when a required
  /// constraint conflicts.
  package func add(_ constraint: Constraint) throws(Failure) {
    guard constraints[constraint] == nil else { throw .duplicate }
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil && row.symbols.allSatisfy({ $0.kind == .dummy }) {
      // Nothing was changed yet (a required row adds nothing to the objective).
      guard nearZero(row.constant) else { throw .unsatisfiable }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      setRow(subject, row)
    } else {
      // A required constraint may fail after the tableau was pivoted: keep the state to roll back to (only on
      // this path, so that adding to a large tableau does not copy it).
      let snapshot = constraint.isRequired ? (rows, columns, objective, infeasibleRows) : nil
      if !addWithArtificialVariable(row) {
        if let snapshot { (rows, columns, objective, infeasibleRows) = snapshot }
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
    if takeRow(tag.marker) == nil {
      guard let leaving = markerLeavingRow(tag.marker) else { return }
      var row = takeRow(leaving)!
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
    if let index = rows.index(forKey: tag.marker) {
      if rows.values[index].add(shift) < 0 && tag.marker.kind != .external { infeasibleRows.append(tag.marker) }
    } else {
      for symbol in holders(of: tag.marker) {
        let a = rows[symbol]!.coefficient(for: tag.marker)
        if rows[symbol]!.add(-a * shift) < 0 && symbol.kind != .external { infeasibleRows.append(symbol) }
      }
    }
    dualOptimize()
    variablesNeedUpdate = true
  }

  /// The current constant of a constraint.
  package func constant(of constraint: Constraint) -> Double? { constants[constraint] }

  // MARK: Tableau construction

  /// Puts a row in the tableau with its basic symbol, indexing its symbols.
  private func setRow(_ basic: Symbol, _ row: Row) {
    rows[basic] = row
    for symbol in row.symbols where symbol.kind != .dummy { columns[symbol, default: []].insert(basic) }
  }

  /// Takes a row out of the tableau (nil when `basic` is not basic), unindexing its symbols.
  private func takeRow(_ basic: Symbol) -> Row? {
    guard let row = rows.removeValue(forKey: basic) else { return nil }
    for symbol in row.symbols where symbol.kind != .dummy { unindex(symbol, in: basic) }
    return row
  }

  private func unindex(_ symbol: Symbol, in basic: Symbol) {
    guard let index = columns.index(forKey: symbol) else { return }
    columns.values[index].remove(basic)
    if columns.values[index].isEmpty { columns.remove(at: index) }
  }

  /// The basic symbols of the rows holding a symbol, in creation order (so that pivots do not depend on hashing).
  /// Dummies are not indexed: their rows are found by a scan (only when a constraint is removed or a dummy
  /// becomes basic).
  private func holders(of symbol: Symbol) -> [Symbol] {
    guard symbol.kind != .dummy else {
      return rows.compactMap { $0.value.contains(symbol) ? $0.key : nil }.sorted { $0.id < $1.id }
    }
    guard let column = columns[symbol] else { return [] }
    return column.sorted { $0.id < $1.id }
  }

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
    if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
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
    setRow(art, row)
    artificial = row
    optimize(artificialGoal: true)
    let success = nearZero(artificial!.constant)
    artificial = nil
    if var artRow = takeRow(art) {
      if artRow.isEmpty { return success }
      guard let entering = artRow.symbols.first(where: { $0.kind == .slack || $0.kind == .error }) else {
        return false
      }
      artRow.solve(for: art, entering)
      substitute(entering, artRow)
      setRow(entering, artRow)
    }
    for basic in holders(of: art) { _ = rows[basic]!.remove(art) }
    columns[art] = nil
    _ = objective.remove(art)
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
    for symbol in holders(of: marker) {
      let row = rows[symbol]!
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

  /// Replaces a symbol that becomes basic by its row, in every row holding it (found through the column index).
  private func substitute(_ symbol: Symbol, _ row: Row) {
    // The symbols whose columns the substitution can change (dummies are not indexed).
    let tracked = row.symbols.filter { $0.kind != .dummy }
    var had = [Bool](repeating: false, count: tracked.count)
    for basic in holders(of: symbol) {
      let index = rows.index(forKey: basic)!
      for k in tracked.indices { had[k] = rows.values[index].contains(tracked[k]) }
      rows.values[index].substitute(symbol, row)
      for k in tracked.indices {
        let has = rows.values[index].contains(tracked[k])
        if has && !had[k] {
          columns[tracked[k], default: []].insert(basic)
        } else if !has && had[k] {
          unindex(tracked[k], in: basic)
        }
      }
      if basic.kind != .external && rows.values[index].constant < 0 { infeasibleRows.append(basic) }
    }
    columns[symbol] = nil
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
        let position = goal.symbols.indices.first(where: {
          goal.symbols[$0].kind != .dummy && goal.coefficients[$0] < 0
        })
      else { return }
      let entering = goal.symbols[position]
      var ratio = Double.greatestFiniteMagnitude
      var leaving: Symbol?
      for symbol in holders(of: entering) where symbol.kind != .external {
        let row = rows[symbol]!
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
      var row = takeRow(leaving)!
      row.solve(for: leaving, entering)
      substitute(entering, row)
      setRow(entering, row)
      pivotCount += 1
    }
  }

  private func dualOptimize() {
    while let leaving = infeasibleRows.popLast() {
      guard var row = rows[leaving], row.constant < 0 else { continue }
      var ratio = Double.greatestFiniteMagnitude
      var entering: Symbol?
      for (symbol, c) in zip(row.symbols, row.coefficients) where c > 0 && symbol.kind != .dummy {
        let r = objective.coefficient(for: symbol) / c
        if r < ratio || (r == ratio && symbol.id < (entering?.id ?? .max)) {
          ratio = r
          entering = symbol
        }
      }
      guard let entering else { continue }
      _ = takeRow(leaving)
      row.solve(for: leaving, entering)
      substitute(entering, row)
      setRow(entering, row)
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
