import Foundation
import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

private struct Tally: View {
  @State var count = 0
  @Environment(\.colorScheme) var scheme
  let title: String
  var body: some View {
    VStack {
      Text("\(title) \(count)")
      Button("Add") { count += 1 }
    }
  }
}

/// A view that is not Equatable, with a field of every kind the comparison meets.
private struct Card: View {
  final class Model {}
  let title: String
  let model: Model
  let tint: Color?
  @State var expanded = false
  var body: some View { Text(title).foregroundStyle(tint ?? .primary) }
}

/// A view holding its owner weakly, as views given a delegate or a parent object do.
private final class Owner { var name = "Trail" }
private struct OwnedTitle: View {
  weak var owner: Owner?
  let step: Int
  var body: some View { Text("\(owner?.name ?? "None") \(step)") }
}
private struct OwnerScreen: View {
  let owner: Owner
  @State private var taps = 0
  var body: some View {
    VStack {
      OwnedTitle(owner: owner, step: taps / 2)
      Button("Step") { taps += 1 }
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct ViewFieldLayoutTests {
  /// A view type's fields are read from its metadata once, however many bodies are evaluated; the dynamic
  /// properties found there are the ones bound (state kept across evaluations).
  @Test func aTypesFieldsAreReadOnceAndItsDynamicPropertiesBound() throws {
    let graph = layOut(Tally(title: "Taps"), in: CGSize(width: 300, height: 200))
    let layout = try #require(ViewFieldLayout.of(typeOf: Tally(title: "Taps")))
    #expect(layout.fields.map(\.name) == ["_count", "_scheme", "title"])
    #expect(layout.bindableFields.map(\.name) == ["_count", "_scheme"])
    var tally: ViewNode?
    graph.root.forEach { if $0.view is Tally { tally = $0 } }
    let node = try #require(tally)
    for _ in 0..<20 {
      node.invalidate()
      graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 200))
    }
    #expect(graph.bodyEvaluations["Tally"] == 21)
    #expect(ViewFieldLayout.computations[ObjectIdentifier(Tally.self)] == 1)
    #expect(node.persistentStorage["_count"] != nil)
  }

  /// Values of a view that is not Equatable compare field by field through the layout: equal strings and
  /// colors, the same object, and state (its storage is the node's) make the same input; a different field
  /// does not.
  @Test func viewsCompareFieldByField() {
    let model = Card.Model()
    let a = Card(title: "A", model: model, tint: .red)
    #expect(ViewEquality.equal(a, Card(title: "A", model: model, tint: .red)))
    #expect(!ViewEquality.equal(a, Card(title: "B", model: model, tint: .red)))
    #expect(!ViewEquality.equal(a, Card(title: "A", model: Card.Model(), tint: .red)))
    #expect(!ViewEquality.equal(a, Card(title: "A", model: model, tint: nil)))
    #expect(ViewEquality.equal(a, Card(title: "A", model: model, tint: .red, expanded: true)))
  }

  /// Fields compare by their kind, read in place: plain data by its bytes, `Equatable` values with `==`, nested
  /// structs field by field, bindings by their snapshot, closures never equal.
  @Test func fieldsOfEveryKindCompareInPlace() {
    struct Insets { var top: CGFloat, bottom: CGFloat }
    struct Style { var name: String, insets: Insets, weights: [Int] }
    struct Panel: View {
      let style: Style
      let count: Int
      var body: some View { Text(style.name) }
    }
    struct Tappable: View {
      let title: String
      let action: () -> Void
      var body: some View { Text(title) }
    }
    let style = Style(name: "A", insets: Insets(top: 1, bottom: 2), weights: [1, 2])
    #expect(ViewEquality.equal(Panel(style: style, count: 1), Panel(style: style, count: 1)))
    var moved = style
    moved.insets.bottom = 3
    #expect(!ViewEquality.equal(Panel(style: style, count: 1), Panel(style: moved, count: 1)))
    var renamed = style
    renamed.weights = [1, 3]
    #expect(!ViewEquality.equal(Panel(style: style, count: 1), Panel(style: renamed, count: 1)))
    #expect(!ViewEquality.equal(Panel(style: style, count: 1), Panel(style: style, count: 2)))
    #expect(!ViewEquality.equal(Tappable(title: "A", action: {}), Tappable(title: "A", action: {})))
    // Many comparisons of one type agree with the first (the comparison plan is made once per type).
    for _ in 0..<3 { #expect(ViewEquality.equal(Panel(style: style, count: 1), Panel(style: style, count: 1))) }
  }

  /// A view held as an optional `any View` is compared by its fields too (its mirror payload is boxed with the
  /// existential, which once made the comparison read the existential's bytes as the view's and trap).
  @Test func viewsHeldAsOptionalExistentialsCompareByTheirFields() {
    // Larger than an existential's inline buffer, so the box holds it out of line.
    struct Badge: View {
      let label: String
      var detail = "detail"
      var note = "note"
      var body: some View { Text(label + detail + note) }
    }
    struct Row: View {
      let accessory: (any View)?
      let title: String
      var body: some View { Text(title) }
    }
    #expect(
      ViewEquality.equal(Row(accessory: Badge(label: "A"), title: "x"), Row(accessory: Badge(label: "A"), title: "x")))
    #expect(
      !ViewEquality.equal(Row(accessory: Badge(label: "A"), title: "x"), Row(accessory: Badge(label: "B"), title: "x")))
    #expect(!ViewEquality.equal(Row(accessory: Badge(label: "A"), title: "x"), Row(accessory: nil, title: "x")))
  }

  /// SwiftUI lets state be set from any thread: the value is stored under the state's lock and the views that
  /// read it are updated on the main actor.
  @Test func stateSetFromABackgroundThreadUpdatesTheView() async throws {
    struct Shared: @unchecked Sendable { let binding: Binding<Int> }
    var captured: Binding<Int>?
    struct Counter: View {
      @State var value = 0
      let capture: (Binding<Int>) -> Void
      var body: some View {
        capture($value)
        return Text("Value \(value)")
      }
    }
    let graph = layOut(Counter(capture: { captured = $0 }), in: CGSize(width: 300, height: 100))
    let shared = Shared(binding: try #require(captured))
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        shared.binding.wrappedValue = 7
        done.resume()
      }
    }
    // The invalidation was queued on the main queue; let it run.
    var waited = 0
    while !graph.needsUpdate && waited < 2_000 {
      try await Task.sleep(nanoseconds: 5_000_000)
      waited += 1
    }
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(graph.texts == ["Value 7"])
  }

  /// A view with a weak (or unowned) field is compared and bound through a mirror, never read in place: a weak
  /// reference's bytes are not its object. Such a view updates and compares as any other (this crashed).
  @Test func aViewWithAWeakFieldUpdatesAndCompares() throws {
    #expect(FieldOwnership.allFieldsAreStrong(Card.self))
    #expect(!FieldOwnership.allFieldsAreStrong(OwnedTitle.self))
    #expect(ViewFieldLayout.of(typeOf: OwnedTitle(owner: nil, step: 0)) == nil)
    let owner = Owner()
    #expect(ViewEquality.equal(OwnedTitle(owner: owner, step: 1), OwnedTitle(owner: owner, step: 1)))
    #expect(!ViewEquality.equal(OwnedTitle(owner: owner, step: 1), OwnedTitle(owner: owner, step: 2)))
    let driver = AppDriver(rootViewController: UIHostingController(rootView: OwnerScreen(owner: owner)))
    try driver.settle()
    for _ in 0..<5 {
      try driver.tap("Step")
      try driver.settle()
    }
    #expect(driver.find("Trail 2") != nil)
  }
}
