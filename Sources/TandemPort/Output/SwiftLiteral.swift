/// Text as a Swift string literal (quotes and backslashes escaped), for generated code.
func swiftLiteral(_ text: String) -> String {
  "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
