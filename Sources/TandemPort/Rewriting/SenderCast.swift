/// An expression converting a value of `senderType` (a control action's sender, a recognizer, a timer, a
/// notification) to a method's parameter type as written: as it is, boxed into `Any`, or cast.
func senderCast(_ value: String, from senderType: String, to type: String) -> String {
  let plain = type.replacingOccurrences(of: " ", with: "")
  if plain == senderType || plain == senderType + "?" || plain == "Any?" || plain == "AnyObject?" { return value }
  if plain == "Any" || plain == "AnyObject" { return senderType.hasSuffix("?") ? "\(value) as \(plain)" : value }
  if plain == "NSNotification" { return "\(value) as NSNotification" }
  if plain.hasSuffix("?") || plain.hasSuffix("!") { return "\(value) as? \(plain.dropLast())" }
  return "\(value) as! \(plain)"
}
