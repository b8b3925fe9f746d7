// Lint: checks of a settled screen for what app reviewers and accessibility audits catch — text cut short or
// under the system bars, tap targets too small or on top of each other, text contrast below WCAG's minimums,
// images and buttons without labels, elements VoiceOver reaches that are off-screen. Each finding names the rule,
// the element, its view path and frame. The checks read the same views, accessibility elements, text layouts and
// pixels the driver and the screen use.
import Foundation
import TandemKit

/// One problem a lint check found on screen.
public struct LintFinding: Sendable, Equatable, CustomStringConvertible {
  /// The checks.
  public enum Rule: String, Sendable, CaseIterable, Comparable {
    /// Text cut short with an ellipsis or past its line limit.
    case truncatedText
    /// Text that needs more room than its frame, or drawn partly outside a view that clips it.
    case clippedText
    /// Text under the status bar or the home indicator (outside the safe area's top or bottom).
    case textUnderSystemBars
    /// Two tap targets that overlap without one containing the other.
    case overlappingTapTargets
    /// A tap target smaller than 44×44 points (Apple's Human Interface Guidelines).
    case smallTapTarget
    /// Text whose contrast with its background is below 4.5:1, or 3:1 for large text (WCAG 2.1 AA).
    case lowContrast
    /// An image or a button that VoiceOver reads without a label.
    case missingAccessibilityLabel
    /// An accessibility element entirely off-screen, in no scroll view that could bring it on.
    case offscreenAccessibleElement

    public static func < (lhs: Rule, rhs: Rule) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// The check that failed.
  public var rule: Rule
  /// The element: its role and label (`button "Save"`), or the view's class for text without an element.
  public var element: String
  /// The path of views from the window to the element (`UIWindow/UIView/UIStackView/UIButton`).
  public var path: String
  /// The element's frame in screen points.
  public var frame: CGRect
  /// What is wrong, with the measured figure.
  public var detail: String

  public init(rule: Rule, element: String, path: String, frame: CGRect, detail: String) {
    self.rule = rule
    self.element = element
    self.path = path
    self.frame = frame
    self.detail = detail
  }

  public var description: String {
    "\(rule.rawValue): \(element) \(AccessibilityElement.describe(frame)) — \(detail); \(path)"
  }
}
