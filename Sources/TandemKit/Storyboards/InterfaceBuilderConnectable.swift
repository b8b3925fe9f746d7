import Foundation

/// How a storyboard or xib reaches an object's outlets and actions on Linux, where Swift has neither key-value
/// coding for properties nor Objective-C selectors: a class that Interface Builder connects adopts it, usually in
/// code `tandem port` writes for each class (hand-written code can adopt it the same way).
///
/// The contract: `setOutlet(named:to:)` assigns the object to the stored property the outlet names (an outlet
/// collection's property gets each object appended) and answers whether it has one; `action(named:)` answers, for
/// the selector Interface Builder recorded (`"save:"`, `"save"`, `"save:forEvent:"`), a closure that calls the
/// method with the sender (and the event, when the selector takes one), or nil when there is no such method.
@MainActor public protocol InterfaceBuilderConnectable: AnyObject {
  /// Assigns `object` to the outlet property `name`; false when the class has no such outlet.
  func setOutlet(named name: String, to object: Any) -> Bool
  /// The method the action selector `selector` names, as a closure of the sender and event; nil when none.
  func action(named selector: String) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)?
}
