import Foundation
import TandemPlatform
import TandemTesting
import Testing
import UIKit

/// `keyboardLayoutGuide` (iOS 15): a bar constrained to the guide's top sits on the bottom safe area while the
/// keyboard is hidden and on the keyboard while it is shown.
@MainActor @Suite(.serialized, .ownsTheApplication) struct KeyboardLayoutGuideTests {
  @Test func aBarFollowsTheKeyboard() throws {
    let root = UIViewController()
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    let field = UITextField()
    field.translatesAutoresizingMaskIntoConstraints = false
    field.borderStyle = .roundedRect
    bar.addSubview(field)
    root.view.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 50),
      bar.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor),
      field.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
      field.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
    ])
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    // iPhone 14: the home indicator's 34 points below the safe area; the keyboard 291 points tall.
    #expect(abs(bar.frame.maxY - (844 - 34)) < 1e-6)
    #expect(root.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
    try driver.tap(field)
    try driver.settle()
    #expect(abs(bar.frame.maxY - (844 - 291)) < 1e-6)
    #expect(root.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
    // Typed text goes on through the keyboard the bar now sits on.
    try driver.typeOnKeyboard("Hi")
    #expect(field.text == "Hi")
    field.resignFirstResponder()
    try driver.settle()
    #expect(abs(bar.frame.maxY - 810) < 1e-6)
    root.view.keyboardLayoutGuide.usesBottomSafeArea = false
    try driver.settle()
    #expect(abs(bar.frame.maxY - 844) < 1e-6)
  }
}
