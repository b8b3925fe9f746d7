import Foundation

/// The keyed coder a storyboard or xib hands to `init?(coder:)`: the values of one element under the keys UIKit's
/// archives use (see `InterfaceCoding`). Apps' own `init?(coder:)` overrides get it too, as on iOS, and may read it
/// with `decodeObject(forKey:)` and friends; a key it does not hold decodes as nil, zero or false.
package final class InterfaceArchiveCoder: NSCoder {
  private let values: [String: Any]
  /// What the archive sets on the object once its class has set its own defaults (a label's text, a button's
  /// title…), run by `UIView`'s decoding of archived properties — once by `UIView.init(coder:)` and again by a
  /// subclass that decodes after its own set-up, so it must come out the same when run twice (a segmented
  /// control's segments are made afresh).
  package let configure: ((AnyObject) -> Void)?

  package init(values: [String: Any], configure: ((AnyObject) -> Void)? = nil) {
    self.values = values
    self.configure = configure
    super.init()
  }

  package override var allowsKeyedCoding: Bool { true }
  package override func containsValue(forKey key: String) -> Bool { values[key] != nil }
  package override func decodeObject(forKey key: String) -> Any? { values[key] }
  package override func decodeBool(forKey key: String) -> Bool { values[key] as? Bool ?? false }
  package override func decodeInteger(forKey key: String) -> Int { values[key] as? Int ?? 0 }
  package override func decodeInt32(forKey key: String) -> Int32 { Int32(values[key] as? Int ?? 0) }
  package override func decodeInt64(forKey key: String) -> Int64 { Int64(values[key] as? Int ?? 0) }
  package override func decodeDouble(forKey key: String) -> Double {
    (values[key] as? Double) ?? (values[key] as? CGFloat).map(Double.init) ?? 0
  }
  package override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
}
