// Queries: typed, lazily resolved handles on what is on screen, in XCUITest's shape — `driver.buttons["Save"]`,
// `driver.cells.element(boundBy: 2)` — each resolved again at every use from the accessibility elements and views
// of the driven window, scrolling the scroll views, tables and collection views that hold them into view (with
// the mouse wheel, through the event path) when an action needs them on screen.
import Foundation
import TandemKit

/// The elements of one kind on the driven screen, looked up by label, identifier or text (XCUITest's
/// `XCUIElementQuery`).
@MainActor public struct DriverElementQuery {
  /// The kinds of element a query finds.
  public enum Kind: String, Sendable {
    /// Any accessibility element.
    case any
    /// Buttons (the button trait: `UIButton`, SwiftUI `Button`, bar buttons) except switches.
    case button
    /// Static text (labels, SwiftUI `Text`).
    case staticText
    /// Text fields and text views (`UITextField`, `UITextView`, SwiftUI `TextField`, search fields).
    case textField
    /// Switches (`UISwitch`, SwiftUI `Toggle`).
    case `switch`
    /// Table and collection view cells (SwiftUI `List` rows), named by their own label or identifier, or by a text
    /// they show.
    case cell
    /// Images made accessibility elements.
    case image
  }

  let driver: AppDriver
  let kind: Kind

  /// The element whose label, identifier or shown text is `key`.
  public subscript(key: String) -> DriverElement { DriverElement(driver: driver, kind: kind, key: key, index: 0) }

  /// The element at a position among those of this kind now on screen, in reading order.
  public func element(boundBy index: Int) -> DriverElement {
    DriverElement(driver: driver, kind: kind, key: nil, index: index)
  }

  /// The first element of this kind on screen.
  public var firstMatch: DriverElement { element(boundBy: 0) }

  /// How many elements of this kind are on screen now.
  public var count: Int { ScreenElements.matches(kind: kind, key: nil, in: driver).count }

  /// Every element of this kind on screen now, each bound to its position.
  public var allElements: [DriverElement] { (0..<count).map(element(boundBy:)) }
}

extension AppDriver {
  /// Buttons on screen (`driver.buttons["Save"].tap()`).
  public var buttons: DriverElementQuery { DriverElementQuery(driver: self, kind: .button) }
  /// Static texts on screen.
  public var staticTexts: DriverElementQuery { DriverElementQuery(driver: self, kind: .staticText) }
  /// Text fields and text views on screen.
  public var textFields: DriverElementQuery { DriverElementQuery(driver: self, kind: .textField) }
  /// Switches on screen.
  public var switches: DriverElementQuery { DriverElementQuery(driver: self, kind: .switch) }
  /// Table and collection view cells on screen.
  public var cells: DriverElementQuery { DriverElementQuery(driver: self, kind: .cell) }
  /// Images on screen.
  public var images: DriverElementQuery { DriverElementQuery(driver: self, kind: .image) }
  /// Every accessibility element on screen.
  public var elements: DriverElementQuery { DriverElementQuery(driver: self, kind: .any) }

  /// Runs frames on the virtual clock until the element exists or `timeout` seconds pass; whether it exists.
  @discardableResult
  public func wait(for element: DriverElement, timeout: TimeInterval = 5) -> Bool {
    wait(until: { element.exists }, timeout: timeout)
  }

  /// Runs frames on the virtual clock until `condition` holds or `timeout` seconds pass; whether it held.
  @discardableResult
  public func wait(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
    let clock = application.output.clock
    var elapsed: TimeInterval = 0
    application.commit()
    while !condition() {
      guard elapsed < timeout else { return false }
      advance(seconds: clock.frameDuration)
      elapsed += clock.frameDuration
    }
    return true
  }
}

/// One element on screen, found again at every use (XCUITest's `XCUIElement`).
@MainActor public final class DriverElement: CustomStringConvertible {
  let driver: AppDriver
  let kind: DriverElementQuery.Kind
  /// The label, identifier or text it is found by (nil: by position).
  let key: String?
  let index: Int

  init(driver: AppDriver, kind: DriverElementQuery.Kind, key: String?, index: Int) {
    self.driver = driver
    self.kind = kind
    self.key = key
    self.index = index
  }

  private var match: ScreenElements.Match? {
    let all = ScreenElements.matches(kind: kind, key: key, in: driver)
    return all.indices.contains(index) ? all[index] : nil
  }

  /// Whether it is on screen now (without scrolling).
  public var exists: Bool { match != nil }

  /// Whether a tap at its centre would reach it now.
  public var isHittable: Bool {
    guard let match else { return false }
    return (try? ScreenElements.touchPoint(for: match, in: driver)) != nil
  }

  /// Its accessibility label ("" when it has none).
  public var label: String { match?.element.label ?? "" }
  /// Its accessibility identifier ("" when it has none).
  public var identifier: String { match?.element.identifier ?? "" }
  /// Its accessibility value, if any (a switch's "0" or "1", a field's text).
  public var value: String? { match?.element.value }
  /// Its frame in screen points (`.zero` when it is not on screen).
  public var frame: CGRect { match?.element.frame ?? .zero }
  /// Whether it is enabled.
  public var isEnabled: Bool { match?.element.isEnabled ?? false }
  /// Whether it has the selected trait.
  public var isSelected: Bool { match?.element.traits.contains(.selected) ?? false }

  public nonisolated var description: String {
    "\(kind.rawValue)" + (key.map { " '\($0)'" } ?? " #\(index)")
  }

  /// Runs frames until it exists or `timeout` seconds pass on the virtual clock; whether it exists.
  public func waitForExistence(timeout: TimeInterval) -> Bool { driver.wait(for: self, timeout: timeout) }

  /// Scrolls the scroll views, tables or collection views that hold it until it is on screen, and returns it;
  /// fails listing what is on screen when it is nowhere.
  @discardableResult
  public func scrollToVisible() throws(DriverError) -> DriverElement {
    _ = try resolveScrolling()
    return self
  }

  private func resolveScrolling() throws(DriverError) -> ScreenElements.Match {
    if let match = ScreenElements.scrollIntoView(in: driver, { self.match }) { return match }
    throw DriverError(description: ScreenElements.notFound(self, in: driver))
  }

  /// Taps it (scrolling it into view first), through hit-testing as a finger would; fails if it is disabled or
  /// covered.
  public func tap() throws(DriverError) {
    let match = try resolveScrolling()
    guard match.element.isEnabled else { throw DriverError(description: "\(self) is disabled: \(match.element)") }
    driver.tap(at: try ScreenElements.touchPoint(for: match, in: driver))
  }

  /// Holds a finger on it for `duration` seconds.
  public func press(forDuration duration: TimeInterval) throws(DriverError) {
    let match = try resolveScrolling()
    driver.longPress(at: try ScreenElements.touchPoint(for: match, in: driver), duration: duration)
  }

  /// Taps it to focus it (a text field) and types the text, one key per character.
  public func typeText(_ text: String) throws(DriverError) {
    try tap()
    driver.type(text)
  }

  /// Swipes up on it (content moves up: a scroll view shows what is below).
  public func swipeUp() throws(DriverError) { try swipe(dx: 0, dy: -1) }
  /// Swipes down on it.
  public func swipeDown() throws(DriverError) { try swipe(dx: 0, dy: 1) }
  /// Swipes left on it (a row's trailing actions, the next page).
  public func swipeLeft() throws(DriverError) { try swipe(dx: -1, dy: 0) }
  /// Swipes right on it.
  public func swipeRight() throws(DriverError) { try swipe(dx: 1, dy: 0) }

  private func swipe(dx: CGFloat, dy: CGFloat) throws(DriverError) {
    let match = try resolveScrolling()
    let frame = match.element.frame
    let center = CGPoint(x: frame.midX, y: frame.midY)
    let reach = CGSize(width: min(frame.width * 0.4, 150), height: min(frame.height * 0.4, 150))
    driver.swipe(
      from: CGPoint(x: center.x - dx * reach.width, y: center.y - dy * reach.height),
      to: CGPoint(x: center.x + dx * reach.width, y: center.y + dy * reach.height))
  }
}
