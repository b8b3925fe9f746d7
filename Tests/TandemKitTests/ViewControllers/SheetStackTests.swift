import Foundation
import TandemTesting
import Testing
import UIKit

@testable import TandemKit

/// A view that receded behind a sheet and was freed leaves no mark on a new view that gets its address.
@MainActor @Suite(.serialized, .ownsTheApplication) struct SheetStackTests {
  @Test func aFreedRecededViewsEntryDoesNotApplyToANewViewAtItsAddress() throws {
    var freedID: ObjectIdentifier?
    do {
      let root = UIViewController()
      let driver = AppDriver(rootViewController: root)
      let sheet = UIViewController()
      sheet.modalPresentationStyle = .pageSheet
      root.present(sheet, animated: false)
      try driver.settle()
      let receded: UIView = root.view
      #expect(SheetStack.isReceded(receded))
      freedID = ObjectIdentifier(receded)
      // The app goes away with its windows, the sheet never dismissed.
      _ = UIApplication.reset()
    }
    var fresh: [UIView] = []
    for _ in 0..<2000 { fresh.append(UIView()) }
    let reused = fresh.filter { ObjectIdentifier($0) == freedID }
    for view in reused { #expect(!SheetStack.isReceded(view)) }
    #expect(fresh.allSatisfy { !SheetStack.isReceded($0) })
  }
}
