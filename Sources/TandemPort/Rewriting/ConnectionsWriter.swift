/// Writes, for each class with Interface Builder outlets or actions, the `InterfaceBuilderConnectable` methods
/// that connect them (Linux has no key-value coding for Swift properties and no selectors): members for the class
/// body, and the adoption for classes whose superclass in the target has none.
enum ConnectionsWriter {
  /// The members for a class's body (nil when it has no outlets or actions).
  static func members(for info: SourceIndex.ClassInfo, index: SourceIndex, unit: String = "  ") -> String? {
    guard !info.outlets.isEmpty || !info.actions.isEmpty else { return nil }
    let inherits = index.inheritsConnections(info.name)
    let override = inherits ? "override " : ""
    var lines: [String] = []
    lines.append("// MARK: Interface Builder connections (written by `tandem port`; see InterfaceBuilderConnectable)")
    lines.append("")
    lines.append("\(override)func setOutlet(named name: String, to object: Any) -> Bool {")
    lines.append("  switch name {")
    for outlet in info.outlets {
      lines.append("  case \"\(outlet.name)\": \(assignment(outlet))")
    }
    lines.append("  default: return \(inherits ? "super.setOutlet(named: name, to: object)" : "false")")
    lines.append("  }")
    lines.append("  return true")
    lines.append("}")
    lines.append("")
    lines.append("\(override)func action(named selector: String) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {")
    lines.append("  switch selector {")
    for action in info.actions {
      lines.append(
        "  case \"\(objectiveCSelector(action))\": return { [unowned self] sender, event in \(call(action)) }")
    }
    lines.append("  default: return \(inherits ? "super.action(named: selector)" : "nil")")
    lines.append("  }")
    lines.append("}")
    // Two spaces per level here; the file's own unit where it lands.
    return lines.map { line in
      let depth = line.prefix { $0 == " " }.count / 2
      return String(repeating: unit, count: depth) + line.drop { $0 == " " }
    }.joined(separator: "\n")
  }

  /// The statement storing a connected object in an outlet.
  private static func assignment(_ outlet: SourceIndex.Outlet) -> String {
    var type = outlet.type.replacingOccurrences(of: " ", with: "")
    let optional = type.hasSuffix("!") || type.hasSuffix("?")
    if optional { type.removeLast() }
    if type.hasPrefix("["), type.hasSuffix("]") {
      let element = String(type.dropFirst().dropLast())
      return optional
        ? "\(outlet.name) = (\(outlet.name) ?? []) + [object as! \(element)]"
        : "\(outlet.name).append(object as! \(element))"
    }
    return optional ? "\(outlet.name) = object as? \(type)" : "\(outlet.name) = object as! \(type)"
  }

  /// The call of an action method with the sender (and event) it declares.
  private static func call(_ action: SourceIndex.Method) -> String {
    var arguments: [String] = []
    for (position, (label, type)) in zip(action.labels, action.parameterTypes).enumerated() {
      let plain = type.replacingOccurrences(of: " ", with: "")
      let value: String
      if position == 0 {
        value = senderCast("sender", from: "Any?", to: plain)
      } else {
        value = plain.hasSuffix("?") ? "event" : "event ?? UIEvent()"
      }
      arguments.append(label == "_" ? value : "\(label): \(value)")
    }
    return "self.\(action.name)(\(arguments.joined(separator: ", ")))"
  }
}
