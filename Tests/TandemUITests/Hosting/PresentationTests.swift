import Foundation
import TandemCombine
import TandemKit
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// The sheet's own close button, dismissing through the environment.
private struct CloseButton: View {
  @Environment(\.dismiss) var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

@MainActor private final class Log { var events: [String] = [] }

private struct SheetScreen: View {
  let log: Log
  @State var showScreen = false
  @State var showCover = false
  var body: some View {
    VStack(spacing: 24) {
      Text(showScreen ? "SHOWING" : "SELECT YOUR SCREEN")
      Button("Show sheet") { showScreen = true }
      Button("Show cover") { showCover = true }
    }
    .sheet(isPresented: $showScreen, onDismiss: { log.events.append("sheet dismissed") }) {
      VStack(spacing: 0) {
        CloseButton().padding()
        BasicUIViewControllerRepresentable(labelText: "HELLO WORLD!")
      }
    }
    .fullScreenCover(isPresented: $showCover) {
      VStack {
        Text("Cover")
        CloseButton()
      }
    }
  }
}

private struct Detail: Identifiable {
  let id: Int
}

private struct ItemScreen: View {
  @State var detail: Detail?
  var body: some View {
    Button("Open 7") { detail = Detail(id: 7) }
      .sheet(item: $detail) { item in Text("Detail \(item.id)") }
  }
}

private struct PopoverScreen: View {
  @State var show = false
  var body: some View {
    Button("Info") { show = true }
      .popover(isPresented: $show) { Text("Heart rate 94 BPM").padding() }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct PresentationTests {
  @Test func aSheetPresentsWithTheBindingAndDismissesFromInside() throws {
    let log = Log()
    let root = UIHostingController(rootView: SheetScreen(log: log))
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    try driver.tap("Show sheet")
    try driver.settle()
    let sheet = try #require(root.presentedViewController as? PresentedHostingController)
    #expect(sheet.modalPresentationStyle == .pageSheet)
    #expect(driver.find("HELLO WORLD!") != nil)
    #expect(driver.find("SHOWING") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-sheet-representable")
    try driver.tap("Close")
    try driver.settle()
    #expect(root.presentedViewController == nil)
    #expect(driver.find("SELECT YOUR SCREEN") != nil)
    #expect(log.events == ["sheet dismissed"])
  }

  @Test func aFullScreenCoverCoversTheScreen() throws {
    let root = UIHostingController(rootView: SheetScreen(log: Log()))
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    try driver.tap("Show cover")
    try driver.settle()
    let cover = try #require(root.presentedViewController)
    #expect(cover.modalPresentationStyle == .fullScreen)
    #expect(cover.view.convert(cover.view.bounds, to: nil) == driver.window.bounds)
    try driver.tap("Close")
    try driver.settle()
    #expect(root.presentedViewController == nil)
  }

  @Test func anItemSheetShowsTheItemAndClearsItOnDismiss() throws {
    let root = UIHostingController(rootView: ItemScreen())
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    try driver.tap("Open 7")
    try driver.settle()
    #expect(driver.find("Detail 7") != nil)
    let sheet = try #require(root.presentedViewController)
    sheet.dismiss(animated: false)
    try driver.settle()
    // Dismissed by UIKit: the item is cleared, so the button can open it again.
    try driver.tap("Open 7")
    try driver.settle()
    #expect(root.presentedViewController != nil)
  }

  @Test func aPopoverOnIPadFitsItsContent() throws {
    let root = UIHostingController(rootView: PopoverScreen())
    let driver = AppDriver(rootViewController: root, device: .iPad)
    try driver.settle()
    try driver.tap("Info")
    try driver.settle()
    let popover = try #require(root.presentedViewController as? PresentedHostingController)
    #expect(popover.modalPresentationStyle == .popover)
    let ideal = popover.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(abs(popover.view.bounds.width - ideal.width) < 0.01)
    #expect(driver.find("Heart rate 94 BPM") != nil)
  }

  @Test func anAlertShowsItsButtonsAndClearsTheBinding() throws {
    struct Screen: View {
      let log: Log
      @State var asking = false
      var body: some View {
        VStack {
          Text(asking ? "asking" : "idle")
          Button("Delete note") { asking = true }
        }
        .alert("Delete this note?", isPresented: $asking) {
          Button("Cancel", role: .cancel) { log.events.append("cancel") }
          Button("Delete", role: .destructive) { log.events.append("delete") }
        } message: {
          Text("It cannot be recovered.")
        }
      }
    }
    let log = Log()
    let root = UIHostingController(rootView: Screen(log: log))
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    try driver.tap("Delete note")
    try driver.settle()
    let alert = try #require(root.presentedViewController as? UIAlertController)
    #expect(alert.title == "Delete this note?" && alert.message == "It cannot be recovered.")
    #expect(alert.actions.map(\.style) == [.cancel, .destructive])
    GoldenImage.assertMatches(driver.capture(), named: "swiftui-alert")
    try driver.tap("Delete")
    try driver.settle()
    #expect(log.events == ["delete"])
    #expect(root.presentedViewController == nil)
    #expect(driver.find("idle") != nil)
  }

  @Test func aConfirmationDialogIsAnActionSheet() throws {
    struct Screen: View {
      let log: Log
      @State var confirming = false
      var body: some View {
        Button("Share") { confirming = true }
          .confirmationDialog("Share", isPresented: $confirming) {
            Button("Copy link") { log.events.append("copy") }
            Button("Cancel", role: .cancel) {}
          }
      }
    }
    let log = Log()
    let root = UIHostingController(rootView: Screen(log: log))
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    try driver.tap("Share")
    try driver.settle()
    let sheet = try #require(root.presentedViewController as? UIAlertController)
    #expect(sheet.preferredStyle == .actionSheet)
    try driver.tap("Copy link")
    try driver.settle()
    #expect(log.events == ["copy"])
    #expect(root.presentedViewController == nil)
  }

  @Test func settingTheBindingFalseDismissesTheSheet() throws {
    @MainActor final class Model: ObservableObject {
      @Published var showing = false
    }
    struct Screen: View {
      @ObservedObject var model: Model
      var body: some View {
        Text("Root").sheet(isPresented: $model.showing) { Text("Sheet") }
      }
    }
    let model = Model()
    let root = UIHostingController(rootView: Screen(model: model))
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    model.showing = true
    try driver.settle()
    #expect(root.presentedViewController != nil)
    model.showing = false
    try driver.settle()
    #expect(root.presentedViewController == nil)
  }
}
