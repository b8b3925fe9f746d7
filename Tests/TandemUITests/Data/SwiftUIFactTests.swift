import Foundation
import Observation
import TandemTesting
import Testing

@testable import TandemCombine
@testable import TandemUI

@MainActor private final class Toggles: ObservableObject {
  @Published var t1 = false
  var t2 = false
}

@MainActor private var contentBodies = 0
@MainActor private var subviewBodies = 0

private struct Subview: View {
  let condition: Bool
  var body: some View {
    subviewBodies += 1
    return Text(condition ? "on" : "off")
  }
}

private struct ToggleContent: View {
  @ObservedObject var model: Toggles
  let togglePublished: Bool
  var body: some View {
    contentBodies += 1
    return VStack {
      Subview(condition: model.t1)
      Subview(condition: model.t2)
    }
    .onAppear {
      if togglePublished { model.t1.toggle() } else { model.t2.toggle() }
    }
  }
}

@MainActor private final class Table: ObservableObject {
  @Published var values = Array(0..<1000)
}

private struct ValueRow: View {
  let value: Int
  var body: some View { Text("\(value)") }
}

private struct TableView: View {
  @ObservedObject var table: Table
  var body: some View {
    VStack(spacing: 0) {
      ForEach(table.values.indices, id: \.self) { index in
        ValueRow(value: table.values[index])
      }
    }
  }
}

private struct TappedRow: View {
  let name: String
  @State var appearances = 0
  var body: some View { Text("\(name) \(appearances)").onAppear { appearances += 1 } }
}

private struct Named: Identifiable {
  let id: String
}

private struct Reorderable: View {
  @ObservedObject var order: Order
  var body: some View {
    VStack {
      ForEach(order.names.map(Named.init)) { named in TappedRow(name: named.id) }
    }
  }
}

@MainActor private final class Order: ObservableObject {
  @Published var names = ["a", "b", "c"]
}

/// Body counts derived from SwiftUI's documented update rules, not from Tandem: a view's body runs once when it
/// appears; a change to a property a body depends on runs that body again (`ObservableObject`: any `@Published`
/// change of an object the view observes; `@Observable`: "SwiftUI updates a view only when an observable property
/// that the view's body reads changes" — Apple, "Migrating from the Observable Object protocol to the Observable
/// macro"); a child whose inputs are equal to last time is not re-evaluated and one whose inputs changed is
/// (WWDC21 "Demystify SwiftUI": dependencies and view-value comparison); a `ForEach` keeps a row's identity and state
/// by its id when rows move ("Demystify SwiftUI": explicit identity).
@MainActor @Suite(.ownsTheApplication) struct SwiftUIFactTests {
  /// Lays `content` out twice (the second pass runs what its onAppear changed) and returns the body counts.
  private func counts<V: View>(_ content: V) -> (content: Int, subviews: Int) {
    contentBodies = 0
    subviewBodies = 0
    let graph = layOut(content, in: CGSize(width: 300, height: 300))
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(!graph.needsUpdate)
    return (contentBodies, subviewBodies)
  }

  private func run(_ togglePublished: Bool) -> (content: Int, subviews: Int) {
    counts(ToggleContent(model: Toggles(), togglePublished: togglePublished))
  }

  @Test func togglingAPublishedPropertyOnAppearReevaluatesContentOnceMoreAndOnlyTheChangedSubview() {
    // Content: 1 on appear + 1 for the published change. Subviews: 2 on appear + 1 (only the one whose
    // `condition` changed).
    let counts = run(true)
    #expect(counts.content == 2)
    #expect(counts.subviews == 3)
  }

  @Test func togglingAPlainPropertyReevaluatesNothing() {
    // A property that is not `@Published` notifies no one: the appear pass only (1 content, 2 subviews).
    let counts = run(false)
    #expect(counts.content == 1)
    #expect(counts.subviews == 2)
  }

  @Test func onePublishedChangeInAThousandRowForEachReevaluatesOneRowBody() {
    let table = Table()
    let graph = layOut(TableView(table: table), in: CGSize(width: 300, height: 30000))
    #expect(graph.bodyEvaluations["ValueRow"] == 1000)
    table.values[500] = -1
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 30000))
    #expect(graph.bodyEvaluations["TableView"] == 2)
    #expect(graph.bodyEvaluations["ValueRow"] == 1001)
  }

  @Test func reorderingAForEachWithIdsKeepsEachRowsState() {
    let order = Order()
    let graph = layOut(Reorderable(order: order), in: CGSize(width: 300, height: 300))
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(graph.texts == ["a 1", "b 1", "c 1"])
    order.names = ["c", "a", "b", "d"]
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    // Moved rows keep their state (and do not appear again); the new row appears once. Row bodies: 3 rows × (appear
    // + their onAppear's state change) = 6, then the new row's appear and its change = 2.
    #expect(graph.texts == ["c 1", "a 1", "b 1", "d 1"])
    #expect(graph.bodyEvaluations["TappedRow"] == 3 * 2 + 2)
  }
}

@Observable @MainActor private final class ObservableToggles {
  var t1 = false
  @ObservationIgnored var t2 = false
}

private struct ObservableContent: View {
  let model: ObservableToggles
  let togglePublished: Bool
  var body: some View {
    contentBodies += 1
    return VStack {
      Subview(condition: model.t1)
      Subview(condition: model.t2)
    }
    .onAppear {
      if togglePublished { model.t1.toggle() } else { model.t2.toggle() }
    }
  }
}

extension SwiftUIFactTests {
  private func runObservable(_ toggleTracked: Bool) -> (content: Int, subviews: Int) {
    counts(ObservableContent(model: ObservableToggles(), togglePublished: toggleTracked))
  }

  @Test func observableModelTracksOnlyWhatTheBodyRead() {
    let tracked = runObservable(true)
    #expect(tracked.content == 2)
    #expect(tracked.subviews == 3)
    let ignored = runObservable(false)
    #expect(ignored.content == 1)
    #expect(ignored.subviews == 2)
  }

  @Test func bindableWritesThroughToTheModel() {
    let model = ObservableToggles()
    @Bindable var bindable = model
    let binding = $bindable.t1
    binding.wrappedValue = true
    #expect(model.t1)
  }
}
