import Foundation
import Synchronization
import TandemGraphics

/// The Auto Layout engine of one view hierarchy (owned by its root view): constraint solving with
/// `LinearSolver`, plus the system constraints Auto Layout adds itself.
///
/// Variables: each participating view or guide has left, top, width, height, where a view's left/top are measured
/// in its superview's bounds space offset by the superview's own left/top, so a frame is `left − parent.left`.
/// System constraints: views that translate their autoresizing mask get required frame constraints; views that
/// do not get hugging/compression constraints for their intrinsic size; margin, safe-area and readable guides
/// follow their view's insets. Changes rewrite constants incrementally.
@MainActor package final class LayoutEngine {
  package let solver = LinearSolver()
  private weak var root: UIView?

  private final class Variables {
    let left: LinearSolver.Variable
    let top: LinearSolver.Variable
    let width: LinearSolver.Variable
    let height: LinearSolver.Variable
    var frameConstraints: [LinearSolver.Constraint] = []
    var intrinsicConstraints: [LinearSolver.Constraint] = []
    /// Which intrinsic constraints exist and at what priorities (a new size of the same shape edits constants).
    var intrinsicShape: [Float]?
    var guideConstraints: [LinearSolver.Constraint] = []
    init(_ name: String) {
      left = LinearSolver.Variable(name + ".left")
      top = LinearSolver.Variable(name + ".top")
      width = LinearSolver.Variable(name + ".width")
      height = LinearSolver.Variable(name + ".height")
    }
  }

  private var variables: [ObjectIdentifier: Variables] = [:]
  private var items: [ObjectIdentifier: AnyObject] = [:]
  private var installed: [NSLayoutConstraint: LinearSolver.Constraint] = [:]
  private var broken: Set<NSLayoutConstraint> = []
  /// Whether the solution changed since frames were last compared with it.
  private var solutionChanged = true

  package init(root: UIView) {
    self.root = root
    Self.live.add(1, ordering: .relaxed)
  }
  deinit { Self.live.subtract(1, ordering: .relaxed) }

  /// How many engines exist. With none (an app without Auto Layout), no view has one, and looking for a view's
  /// engine (at each layout, margin and guide change) need not walk up to its root.
  nonisolated private static let live = Atomic<Int>(0)

  // MARK: Static entry points (NSLayoutConstraint)

  static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  static func rootEngine(for view: UIView, create: Bool) -> LayoutEngine? {
    if !create && live.load(ordering: .relaxed) == 0 { return nil }
    let root = view.rootView
    if let engine = root.layoutItem.engine { return engine }
    guard create else { return nil }
    let engine = LayoutEngine(root: root)
    root.layoutItem.engine = engine
    engine.installAll(in: root)
    return engine
  }

  static func activate(_ constraint: NSLayoutConstraint) {
    guard constraint.owner == nil else { return }
    guard let first = view(of: constraint.firstItem) else {
      preconditionFailure("Unable to activate constraint \(constraint): its first item is not in a view hierarchy.")
    }
    var owner = first
    if let secondItem = constraint.secondItem {
      guard let second = view(of: secondItem), let common = first.closestCommonAncestor(with: second) else {
        preconditionFailure(
          "Unable to activate constraint with anchors \(constraint.firstAnchor.map { "\($0.attribute)" } ?? "") and \(constraint.secondAnchor.map { "\($0.attribute)" } ?? "") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        )
      }
      owner = common
    }
    owner.layoutItem.installed.append(constraint)
    constraint.owner = owner
    rootEngine(for: owner, create: true)?.install(constraint)
    (first.superview ?? first).setNeedsLayout()
  }

  static func deactivate(_ constraint: NSLayoutConstraint) {
    guard let owner = constraint.owner else { return }
    owner.layoutItem.installed.removeAll { $0 === constraint }
    constraint.owner = nil
    rootEngine(for: owner, create: false)?.uninstall(constraint)
    if let first = view(of: constraint.firstItem) { (first.superview ?? first).setNeedsLayout() }
  }

  static func constraintChanged(_ constraint: NSLayoutConstraint) {
    guard let owner = constraint.owner, let engine = rootEngine(for: owner, create: false) else { return }
    engine.refreshConstant(of: constraint)
    if let first = view(of: constraint.firstItem) { (first.superview ?? first).setNeedsLayout() }
  }

  static func constraintPriorityChanged(_ constraint: NSLayoutConstraint) {
    guard let owner = constraint.owner, let engine = rootEngine(for: owner, create: false) else { return }
    engine.uninstall(constraint)
    engine.install(constraint)
  }

  static func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
    guard let owner = guide.owningView, let engine = rootEngine(for: owner, create: false),
      let v = engine.variables[ObjectIdentifier(guide)], let ov = engine.variables[ObjectIdentifier(owner)]
    else { return nil }
    return CGRect(
      x: v.left.value - ov.left.value, y: v.top.value - ov.top.value, width: v.width.value, height: v.height.value)
  }

  /// A subtree is leaving the hierarchy: constraints between it and the rest are deactivated (as on iOS), and its
  /// own constraints leave this engine.
  static func subtreeWillLeave(_ subtree: UIView) {
    var ancestor = subtree.superview
    while let view = ancestor {
      for constraint in view.layoutItem.installed
      where [constraint.firstItem, constraint.secondItem].contains(where: { item in
        LayoutEngine.view(of: item)?.isDescendant(of: subtree) ?? false
      }) {
        deactivate(constraint)
      }
      ancestor = view.superview
    }
    guard let engine = rootEngine(for: subtree, create: false) else { return }
    subtree.forEachInSubtree { view in
      for constraint in view.layoutItem.installed { engine.uninstall(constraint) }
      engine.forget(view)
    }
  }

  /// A subtree joined a hierarchy: its constraints move into that hierarchy's engine.
  static func subtreeDidJoin(_ subtree: UIView) {
    subtree.layoutItem.engine = nil
    guard let engine = rootEngine(for: subtree, create: false) else {
      var hasConstraints = false
      subtree.forEachInSubtree { if !$0.layoutItem.installed.isEmpty { hasConstraints = true } }
      if hasConstraints { _ = rootEngine(for: subtree, create: true) }
      return
    }
    engine.installAll(in: subtree)
  }

  // MARK: Installing constraints

  private func installAll(in subtree: UIView) {
    subtree.forEachInSubtree { view in
      for constraint in view.layoutItem.installed { install(constraint) }
    }
  }

  private func strength(_ priority: UILayoutPriority) -> Double {
    priority >= .required ? LinearSolver.required : pow(10, Double(priority.rawValue) / 125)
  }

  private func install(_ constraint: NSLayoutConstraint) {
    guard installed[constraint] == nil, !broken.contains(constraint) else { return }
    let solverConstraint = LinearSolver.Constraint(
      expression(for: constraint),
      constraint.relation == .equal ? .equal : constraint.relation == .lessThanOrEqual ? .lessOrEqual : .greaterOrEqual,
      strength: strength(constraint.priority))
    do {
      try solver.add(solverConstraint)
      installed[constraint] = solverConstraint
      solutionChanged = true
    } catch {
      reportUnsatisfiable(constraint)
    }
  }

  private func uninstall(_ constraint: NSLayoutConstraint) {
    broken.remove(constraint)
    guard let solverConstraint = installed.removeValue(forKey: constraint) else { return }
    solver.remove(solverConstraint)
    solutionChanged = true
    if solverConstraint.isRequired { retryBroken() }
  }

  /// Broken constraints are tried again (silently) once a required constraint is gone.
  private func retryBroken() {
    for constraint in broken {
      let solverConstraint = LinearSolver.Constraint(
        expression(for: constraint),
        constraint.relation == .equal
          ? .equal : constraint.relation == .lessThanOrEqual ? .lessOrEqual : .greaterOrEqual,
        strength: strength(constraint.priority))
      if (try? solver.add(solverConstraint)) != nil {
        broken.remove(constraint)
        installed[constraint] = solverConstraint
      }
    }
  }

  private func refreshConstant(of constraint: NSLayoutConstraint) {
    guard let solverConstraint = installed[constraint] else {
      if broken.contains(constraint) {
        broken.remove(constraint)
        install(constraint)
      }
      return
    }
    solver.setConstant(expression(for: constraint).constant, of: solverConstraint)
    solutionChanged = true
  }

  /// Logs Apple's message for a required constraint that conflicts with others, and leaves it out (broken).
  private func reportUnsatisfiable(_ constraint: NSLayoutConstraint) {
    broken.insert(constraint)
    let involved = Set([constraint.firstItem, constraint.secondItem].compactMap { $0.map(ObjectIdentifier.init) })
    let related = installed.keys.filter { other in
      other.priority == .required
        && [other.firstItem, other.secondItem].contains { $0.map { involved.contains(ObjectIdentifier($0)) } ?? false }
    }.sorted { $0.description < $1.description }
    let list = (related + [constraint]).map { "    \"\($0)\"" }.joined(separator: ",\n")
    LayoutLog.write(
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      (
      \(list)
      )

      Will attempt to recover by breaking constraint 
      \(constraint)
      """)
  }

  // MARK: Variables and expressions

  private func vars(for item: AnyObject) -> Variables {
    let id = ObjectIdentifier(item)
    if let existing = variables[id] { return existing }
    let created = Variables("\(type(of: item))")
    variables[id] = created
    items[id] = item
    if let view = item as? UIView {
      if let parent = view.superview, view !== root { _ = vars(for: parent) }
      addViewSystemConstraints(view, created)
    } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      let ownerVars = vars(for: owner)
      if guide.kind != .user { addGuideConstraints(guide, created, ownerVars) }
    }
    return created
  }

  private func addRequired(_ terms: [(LinearSolver.Variable, Double)], _ constant: Double) -> LinearSolver.Constraint {
    let c = LinearSolver.Constraint(LinearSolver.Expression(terms, constant: -constant), .equal)
    try? solver.add(c)
    return c
  }

  private func addViewSystemConstraints(_ view: UIView, _ v: Variables) {
    if view === root && !view.translatesAutoresizingMaskIntoConstraints {
      // A root that uses Auto Layout is never moved by it: only its origin is pinned; its size is its own.
      v.frameConstraints = [addRequired([(v.left, 1)], 0), addRequired([(v.top, 1)], 0)]
      updateIntrinsicConstraints(view, v)
    } else if view.translatesAutoresizingMaskIntoConstraints || view === root {
      let parent = view === root ? nil : view.superview.flatMap { variables[ObjectIdentifier($0)] }
      let frame = view === root ? CGRect(origin: .zero, size: view.bounds.size) : view.frame
      v.frameConstraints = [
        addRequired([(v.left, 1)] + (parent.map { [($0.left, -1)] } ?? []), Double(frame.minX)),
        addRequired([(v.top, 1)] + (parent.map { [($0.top, -1)] } ?? []), Double(frame.minY)),
        addRequired([(v.width, 1)], Double(frame.width)),
        addRequired([(v.height, 1)], Double(frame.height)),
      ]
    } else {
      updateIntrinsicConstraints(view, v)
    }
  }

  private func updateIntrinsicConstraints(_ view: UIView, _ v: Variables) {
    let size = view.intrinsicContentSize
    let shape: [Float] = [
      size.width == UIView.noIntrinsicMetric ? -1 : 1, view.contentHuggingPriority(for: .horizontal).rawValue,
      view.contentCompressionResistancePriority(for: .horizontal).rawValue,
      size.height == UIView.noIntrinsicMetric ? -1 : 1, view.contentHuggingPriority(for: .vertical).rawValue,
      view.contentCompressionResistancePriority(for: .vertical).rawValue,
    ]
    let values = [size.width, size.height].filter { $0 != UIView.noIntrinsicMetric }
    if v.intrinsicShape == shape && v.intrinsicConstraints.count == values.count * 2 {
      // Same constraints, new size (a label's new text): edit the constants instead of removing and re-adding.
      for (index, value) in values.enumerated() {
        solver.setConstant(-Double(value), of: v.intrinsicConstraints[index * 2])
        solver.setConstant(-Double(value), of: v.intrinsicConstraints[index * 2 + 1])
      }
      solutionChanged = true
      return
    }
    v.intrinsicShape = shape
    for c in v.intrinsicConstraints { solver.remove(c) }
    v.intrinsicConstraints = []
    func add(
      _ variable: LinearSolver.Variable, _ value: CGFloat, hugging: UILayoutPriority, compression: UILayoutPriority
    ) {
      guard value != UIView.noIntrinsicMetric else { return }
      let hug = LinearSolver.Constraint(
        LinearSolver.Expression([(variable, 1)], constant: -Double(value)), .lessOrEqual, strength: strength(hugging))
      let resist = LinearSolver.Constraint(
        LinearSolver.Expression([(variable, 1)], constant: -Double(value)), .greaterOrEqual,
        strength: strength(compression))
      for c in [hug, resist] where (try? solver.add(c)) != nil { v.intrinsicConstraints.append(c) }
    }
    add(
      v.width, size.width, hugging: view.contentHuggingPriority(for: .horizontal),
      compression: view.contentCompressionResistancePriority(for: .horizontal))
    add(
      v.height, size.height, hugging: view.contentHuggingPriority(for: .vertical),
      compression: view.contentCompressionResistancePriority(for: .vertical))
    solutionChanged = true
  }

  /// The constants tying a system guide to its view: left and top offsets in the view's bounds space, and the
  /// differences of width and height. A scroll view's content guide is pinned at the content origin only.
  private func guideOffsets(_ guide: UILayoutGuide) -> [CGFloat] {
    guard let owner = guide.owningView else { return [0, 0, 0, 0] }
    if guide.kind == .content { return [0, 0] }
    let frame = guide.layoutFrame
    return [frame.minX, frame.minY, frame.width - owner.bounds.width, frame.height - owner.bounds.height]
  }

  private func addGuideConstraints(_ guide: UILayoutGuide, _ g: Variables, _ o: Variables) {
    let values = guideOffsets(guide)
    let pairs = [(g.left, o.left), (g.top, o.top), (g.width, o.width), (g.height, o.height)]
    g.guideConstraints = zip(pairs, values).map { pair, value in
      addRequired([(pair.0, 1), (pair.1, -1)], Double(value))
    }
  }

  private func forget(_ item: AnyObject) {
    let id = ObjectIdentifier(item)
    guard let v = variables.removeValue(forKey: id) else { return }
    items[id] = nil
    for c in v.frameConstraints + v.intrinsicConstraints + v.guideConstraints { solver.remove(c) }
    if let view = item as? UIView { view.forEachLayoutGuide { forget($0) } }
    solutionChanged = true
  }

  /// The expression `first − (multiplier × second + constant)`.
  private func expression(for c: NSLayoutConstraint) -> LinearSolver.Expression {
    var terms: [(LinearSolver.Variable, Double)] = []
    var constant = -Double(c.constant)
    if let first = c.firstItem {
      let (t, k) = attributeTerms(first, c.firstAttribute)
      terms += t
      constant += k
    }
    if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
      let (t, k) = attributeTerms(second, c.secondAttribute)
      terms += t.map { ($0.0, -$0.1 * Double(c.multiplier)) }
      constant -= k * Double(c.multiplier)
    }
    return LinearSolver.Expression(terms, constant: constant)
  }

  /// The variables and constant of one attribute (left-to-right: leading is left).
  private func attributeTerms(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute)
    -> ([(LinearSolver.Variable, Double)], Double)
  {
    if let view = item as? UIView {
      switch attribute {
      case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins:
        let plain: NSLayoutConstraint.Attribute =
          switch attribute {
          case .leftMargin: .left
          case .rightMargin: .right
          case .topMargin: .top
          case .bottomMargin: .bottom
          case .leadingMargin: .leading
          case .trailingMargin: .trailing
          case .centerXWithinMargins: .centerX
          default: .centerY
          }
        return attributeTerms(view.layoutMarginsGuide, plain)
      case .firstBaseline:
        let v = vars(for: view)
        return ([(v.top, 1)], Double(view.firstBaselineOffsetFromTop))
      case .lastBaseline:
        let v = vars(for: view)
        return ([(v.top, 1), (v.height, 1)], -Double(view.lastBaselineOffsetFromBottom))
      default: break
      }
    }
    let v = vars(for: item)
    if attribute == .leading || attribute == .trailing, Self.view(of: item)?.isRightToLeft == true {
      // Right to left, x grows toward leading: leading is the negated right edge, trailing the negated left edge,
      // so `a.leading == b.leading + 8` puts a 8 points left of b's right edge.
      return attribute == .leading ? ([(v.left, -1), (v.width, -1)], 0) : ([(v.left, -1)], 0)
    }
    switch attribute {
    case .left, .leading: return ([(v.left, 1)], 0)
    case .right, .trailing: return ([(v.left, 1), (v.width, 1)], 0)
    case .top: return ([(v.top, 1)], 0)
    case .bottom: return ([(v.top, 1), (v.height, 1)], 0)
    case .width: return ([(v.width, 1)], 0)
    case .height: return ([(v.height, 1)], 0)
    case .centerX: return ([(v.left, 1), (v.width, 0.5)], 0)
    case .centerY: return ([(v.top, 1), (v.height, 0.5)], 0)
    case .firstBaseline, .lastBaseline: return ([(v.top, 1)], 0)
    default: return ([], 0)
    }
  }

  // MARK: Keeping system constraints current

  /// The layout direction changed under `subtree`: constraints on leading and trailing edges there are made again.
  package func layoutDirectionChanged(in subtree: UIView) {
    let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
    let affected = installed.keys.filter { constraint in
      guard directional.contains(constraint.firstAttribute) || directional.contains(constraint.secondAttribute) else {
        return false
      }
      return [constraint.firstItem, constraint.secondItem].contains { item in
        Self.view(of: item as AnyObject?)?.isDescendant(of: subtree) == true
      }
    }
    for constraint in affected {
      uninstall(constraint)
      install(constraint)
    }
  }

  /// A view's frame changed: its frame constraints follow (autoresizing-mask views only).
  package func frameChanged(_ view: UIView) {
    guard let v = variables[ObjectIdentifier(view)], v.frameConstraints.count == 4 else { return }
    guard view.translatesAutoresizingMaskIntoConstraints || view === root else { return }
    let frame = view === root ? CGRect(origin: .zero, size: view.bounds.size) : view.frame
    let values = [frame.minX, frame.minY, frame.width, frame.height]
    for (c, value) in zip(v.frameConstraints, values) { solver.setConstant(-Double(value), of: c) }
    solutionChanged = true
  }

  /// A view's intrinsic size, baselines or priorities changed.
  package func intrinsicContentChanged(_ view: UIView) {
    guard let v = variables[ObjectIdentifier(view)] else { return }
    if !view.translatesAutoresizingMaskIntoConstraints && view !== root { updateIntrinsicConstraints(view, v) }
    for (constraint, _) in installed
    where [constraint.firstAttribute, constraint.secondAttribute].contains(where: {
      $0 == .firstBaseline || $0 == .lastBaseline
    }) {
      refreshConstant(of: constraint)
    }
  }

  /// A view's translatesAutoresizingMaskIntoConstraints changed.
  package func translationChanged(_ view: UIView) {
    guard let v = variables[ObjectIdentifier(view)] else { return }
    for c in v.frameConstraints + v.intrinsicConstraints { solver.remove(c) }
    v.frameConstraints = []
    v.intrinsicConstraints = []
    v.intrinsicShape = nil
    addViewSystemConstraints(view, v)
    solutionChanged = true
  }

  /// A view's margins, safe area or readable width changed: its guides follow.
  package func guidesChanged(_ view: UIView) {
    view.forEachLayoutGuide { guide in
      guard guide.kind != .user, guide.kind != .content, let g = variables[ObjectIdentifier(guide)] else { return }
      for (c, value) in zip(g.guideConstraints, guideOffsets(guide)) { solver.setConstant(-Double(value), of: c) }
      solutionChanged = true
    }
  }

  // MARK: Reading the solution

  /// The frame Auto Layout gives `view` in its superview, if it takes part.
  package func solvedFrame(of view: UIView) -> CGRect? {
    guard let v = variables[ObjectIdentifier(view)] else { return nil }
    let parent = view.superview.flatMap { variables[ObjectIdentifier($0)] }
    return CGRect(
      x: v.left.value - (parent?.left.value ?? 0), y: v.top.value - (parent?.top.value ?? 0),
      width: max(v.width.value, 0), height: max(v.height.value, 0))
  }

  /// Marks the superviews of Auto Layout views whose solved frames differ from their frames as needing layout.
  package func propagateSolution() {
    guard solutionChanged else { return }
    solutionChanged = false
    for (id, item) in items {
      guard let view = item as? UIView, view !== root, !view.translatesAutoresizingMaskIntoConstraints,
        variables[id] != nil, let frame = solvedFrame(of: view), frame != view.frame
      else { continue }
      view.superview?.setNeedsLayout()
    }
  }

  /// Applies solved frames to the Auto Layout subviews of `view`.
  package func applyFrames(toSubviewsOf view: UIView) {
    for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      if let frame = solvedFrame(of: subview), frame != subview.frame { subview.setFrameFromEngine(frame) }
    }
  }

  /// The size `view`'s constraints give it for a target size with fitting priorities (a throwaway engine).
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    let engine = LayoutEngine(root: view)
    let v = engine.vars(for: view)
    // The root's own frame constraints are replaced by the target with the fitting priorities.
    for c in v.frameConstraints { engine.solver.remove(c) }
    v.frameConstraints = []
    try? engine.solver.add(LinearSolver.Constraint(LinearSolver.Expression([(v.left, 1)]), .equal))
    try? engine.solver.add(LinearSolver.Constraint(LinearSolver.Expression([(v.top, 1)]), .equal))
    if !view.translatesAutoresizingMaskIntoConstraints { engine.updateIntrinsicConstraints(view, v) }
    view.forEachInSubtree { sub in
      for constraint in sub.layoutItem.installed
      where [constraint.firstItem, constraint.secondItem].allSatisfy({ item in
        item == nil || (LayoutEngine.view(of: item)?.isDescendant(of: view) ?? false)
      }) {
        engine.install(constraint)
      }
    }
    try? engine.solver.add(
      LinearSolver.Constraint(
        LinearSolver.Expression([(v.width, 1)], constant: -Double(target.width)), .equal,
        strength: engine.strength(horizontal)))
    try? engine.solver.add(
      LinearSolver.Constraint(
        LinearSolver.Expression([(v.height, 1)], constant: -Double(target.height)), .equal,
        strength: engine.strength(vertical)))
    return CGSize(width: max(v.width.value, 0), height: max(v.height.value, 0))
  }
}

/// Where Auto Layout's console messages go (standard error, and observers in tests).
package enum LayoutLog {
  package static func write(_ message: String) { Diagnostics.warn(message) }
}
