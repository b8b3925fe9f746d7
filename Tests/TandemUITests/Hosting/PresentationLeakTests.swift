import Foundation
import TandemCombine
import TandemKit
import TandemTesting
import Testing

@testable import TandemUI

/// The model a presented screen owns, remembered weakly so a test can tell whether it was freed.
private final class SheetModel: ObservableObject {
  @MainActor static var made: [WeakModel] = []
  @Published var count = 0
  @MainActor init() { SheetModel.made.append(WeakModel(model: self)) }
}

private struct WeakModel { weak var model: SheetModel? }

private struct SheetContent: View {
  @StateObject private var model = SheetModel()
  var body: some View {
    VStack {
      Text("Sheet \(model.count)")
      Button("Add") { model.count += 1 }
    }
  }
}

private final class Presenting: ObservableObject {
  @Published var showsSheet = false
}

private struct Home: View {
  @ObservedObject var presenting: Presenting
  var body: some View {
    Text("Home").sheet(isPresented: $presenting.showsSheet) { SheetContent() }
  }
}

/// Presented hosting controllers and SwiftUI sheets are freed with their graphs and state after dismissal.
@MainActor @Suite(.serialized, .ownsTheApplication) struct HostingPresentationLeakTests {
  @Test func aPresentedHostingControllerIsFreedWithItsGraph() throws {
    let root = UIViewController()
    let driver = AppDriver(rootViewController: root)
    SheetModel.made = []
    weak var released: UIViewController?
    func cycle() throws {
      let hosting = UIHostingController(rootView: SheetContent())
      root.present(hosting, animated: false)
      try driver.settle()
      try driver.tap("Add")
      #expect(driver.find("Sheet 1") != nil)
      root.dismiss(animated: false)
      try driver.settle()
      released = hosting
    }
    for _ in 0..<20 { try cycle() }
    #expect(released == nil)
    #expect(SheetModel.made.count == 20)
    #expect(SheetModel.made.allSatisfy { $0.model == nil })
  }

  @Test func aSwiftUISheetFreesItsContentsStateWhenItCloses() throws {
    let presenting = Presenting()
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Home(presenting: presenting)))
    SheetModel.made = []
    for _ in 0..<20 {
      presenting.showsSheet = true
      try driver.settle()
      #expect(driver.find("Sheet 0") != nil)
      presenting.showsSheet = false
      try driver.settle()
    }
    #expect(SheetModel.made.count == 20)
    #expect(SheetModel.made.allSatisfy { $0.model == nil })
  }
}
