import Foundation
import TandemKit
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// Counts of a representable's lifecycle calls.
@MainActor private final class Lifecycle {
  var makes = 0
  var updates = 0
  var dismantles = 0
  var coordinators: [ObjectIdentifier] = []
}

/// A UIKit button whose taps go through a coordinator into a SwiftUI binding.
private struct CounterButton: UIViewRepresentable {
  let title: String
  @Binding var count: Int
  let lifecycle: Lifecycle

  final class Coordinator {
    var parent: CounterButton
    init(_ parent: CounterButton) { self.parent = parent }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UIButton {
    lifecycle.makes += 1
    let button = UIButton(type: .system)
    let coordinator = context.coordinator
    button.addAction(UIAction { _ in coordinator.parent.count += 1 }, for: .touchUpInside)
    return button
  }

  func updateUIView(_ button: UIButton, context: Context) {
    lifecycle.updates += 1
    lifecycle.coordinators.append(ObjectIdentifier(context.coordinator))
    context.coordinator.parent = self
    button.setTitle(title, for: .normal)
  }

  static func dismantleUIView(_ button: UIButton, coordinator: Coordinator) {
    coordinator.parent.lifecycle.dismantles += 1
  }
}

private struct CounterScreen: View {
  let lifecycle: Lifecycle
  @State var count = 0
  @State var title = "Add"
  @State var shown = true
  @State var unrelated = 0
  var body: some View {
    VStack(spacing: 20) {
      Text("Count \(count) \(unrelated)")
      if shown { CounterButton(title: title, count: $count, lifecycle: lifecycle) }
      Button("Rename") { title = "Add one" }
      Button("Other") { unrelated += 1 }
      Button("Hide") { shown = false }
    }
  }
}

/// A label showing a page it reads through a binding in `updateUIView` (as the Landmarks PageViewController does).
private struct PageLabel: UIViewRepresentable {
  @Binding var page: Int
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) { label.text = "Page \(page)" }
}

/// A UIKit button writing the page through its coordinator's binding (as the tutorial's PageControl does).
private struct NextPageButton: UIViewRepresentable {
  @Binding var page: Int
  final class Coordinator {
    var parent: NextPageButton
    init(_ parent: NextPageButton) { self.parent = parent }
  }
  func makeCoordinator() -> Coordinator { Coordinator(self) }
  func makeUIView(context: Context) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle("Next", for: .normal)
    let coordinator = context.coordinator
    button.addAction(UIAction { _ in coordinator.parent.page += 1 }, for: .touchUpInside)
    return button
  }
  func updateUIView(_ button: UIButton, context: Context) {}
}

/// Owns the page but never reads it in its body: it only passes `$page` on.
private struct PagedScreen: View {
  @State private var page = 0
  var body: some View {
    VStack {
      PageLabel(page: $page)
      NextPageButton(page: $page)
    }
  }
}

/// A red UIKit panel.
private struct RedPanel: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView {
    let view = UIView()
    view.backgroundColor = .systemRed
    return view
  }
  func updateUIView(_ view: UIView, context: Context) {}
}

/// A SwiftUI button painted in front of the UIKit panel (a ZStack's later child).
private struct PanelWithButton: View {
  @State private var taps = 0
  var body: some View {
    ZStack(alignment: .bottom) {
      RedPanel()
      Button("Tapped \(taps)") { taps += 1 }
        .padding()
        .background(Color.white)
        .padding(.bottom, 40)
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct RepresentableTests {
  @Test func aRepresentableIsMadeOnceUpdatedOnInputChangesAndDismantledOnce() throws {
    let lifecycle = Lifecycle()
    let controller = UIHostingController(rootView: CounterScreen(lifecycle: lifecycle))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(lifecycle.makes == 1)
    // The UIKit button writes into SwiftUI state through the coordinator's binding (a new input: one update).
    try driver.tap("Add")
    try driver.settle()
    #expect(driver.find("Count 1 0") != nil)
    let updates = lifecycle.updates
    // A change the representable does not take as input does not update it; a new input does.
    try driver.tap("Other")
    try driver.settle()
    #expect(lifecycle.updates == updates)
    try driver.tap("Rename")
    try driver.settle()
    #expect(lifecycle.updates == updates + 1)
    #expect(driver.find("Add one") != nil)
    try driver.tap("Add one")
    try driver.settle()
    #expect(driver.find("Count 2 1") != nil)
    #expect(Set(lifecycle.coordinators).count == 1)
    try driver.tap("Hide")
    try driver.settle()
    #expect(lifecycle.makes == 1 && lifecycle.dismantles == 1)
    #expect(driver.find("Add one") == nil)
  }

  @Test func aViewControllerRepresentableBecomesAChildOfTheHostingController() throws {
    let controller = UIHostingController(rootView: BasicUIViewControllerRepresentable(labelText: "HELLO WORLD!"))
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let child = try #require(controller.children.first as? MyFirstViewController)
    #expect(child.view.window != nil)
    #expect(child.label.text == "HELLO WORLD!")
    #expect(driver.find("HELLO WORLD!") != nil)
    // The controller's view fills the space SwiftUI gives it (the safe area).
    #expect(child.view.frame.width == controller.view.bounds.width)
  }

  @Test func aViewControllerRepresentableInACellIsRefusedWithAMessage() throws {
    RepresentableRefusal.messages = []
    let cell = UITableViewCell()
    cell.contentConfiguration = UIHostingConfiguration {
      VStack {
        Text("Above")
        BasicUIViewControllerRepresentable(labelText: "inside a cell")
      }
    }
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
    cell.layoutIfNeeded()
    #expect(RepresentableRefusal.messages.count == 1)
    #expect(RepresentableRefusal.messages.first?.contains("BasicUIViewControllerRepresentable") == true)
  }

  @Test func associatedTypesAreInferredFromOpaqueReturns() throws {
    struct Spinner: UIViewRepresentable {
      func makeUIView(context: Context) -> some UIView {
        let view = UIActivityIndicatorView(style: .medium)
        view.startAnimating()
        return view
      }
      func updateUIView(_ uiView: UIViewType, context: Context) {}
    }
    let controller = UIHostingController(
      rootView: VStack {
        Text("Loading"); Spinner()
      })
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    var spinners = 0
    func visit(_ view: UIView) {
      if view is UIActivityIndicatorView { spinners += 1 }
      view.subviews.forEach(visit)
    }
    visit(controller.view)
    #expect(spinners == 1)
  }

  /// What `updateUIView` reads through a binding makes the representable depend on it, as a body's reads do: a
  /// write from elsewhere (another representable's coordinator) updates it though the owner's body never ran.
  @Test func aRepresentableUpdatesWhenABindingItReadChanges() throws {
    let controller = UIHostingController(rootView: PagedScreen())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    #expect(driver.find("Page 0") != nil)
    try driver.tap("Next")
    try driver.settle()
    #expect(driver.find("Page 1") != nil)
    try driver.tap("Next")
    try driver.settle()
    #expect(driver.find("Page 2") != nil)
  }

  /// SwiftUI content painted after a representable shows in front of its UIKit view and takes its own touches.
  @Test func swiftUIContentInFrontOfARepresentableShowsAndTakesTouches() throws {
    let controller = UIHostingController(rootView: PanelWithButton())
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let (element, _) = try #require(driver.find("Tapped 0"))
    let image = driver.capture()
    let scale = driver.application.screen.scale
    // The button's white background covers the red panel.
    #expect(
      image.storage.pixel(x: Int((element.frame.minX - 4) * scale), y: Int(element.frame.midY * scale)) == 0xFFFF_FFFF)
    GoldenImage.assertMatches(image, named: "representable-under-swiftui")
    try driver.tap("Tapped 0")
    try driver.settle()
    #expect(driver.find("Tapped 1") != nil)
  }

  /// A state change's transaction travels with it to the views it updates: a representable updated by a change
  /// made inside `withTransaction` sees that transaction; one updated by a plain change sees a plain one.
  @Test func aStateChangesTransactionReachesTheRepresentablesItUpdates() throws {
    struct Screen: View {
      @State var value = 0
      let seen: TransactionLog
      let change: (Binding<Int>) -> Void
      var body: some View {
        change($value)
        return TransactionProbe(text: "\(value)", log: seen)
      }
    }
    let seen = TransactionLog()
    var binding: Binding<Int>?
    let controller = UIHostingController(rootView: Screen(seen: seen) { binding = $0 })
    let driver = AppDriver(rootViewController: controller)
    try driver.settle()
    let value = try #require(binding)
    var quiet = Transaction()
    quiet.disablesAnimations = true
    withTransaction(quiet) { value.wrappedValue = 1 }
    driver.application.commit()
    #expect(seen.transactions.last?.disablesAnimations == true)
    value.wrappedValue = 2
    driver.application.commit()
    #expect(seen.transactions.last?.disablesAnimations == false)
  }
}
