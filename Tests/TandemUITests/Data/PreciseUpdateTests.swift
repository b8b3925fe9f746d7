import Foundation
import TandemTesting
import Testing

@testable import TandemCombine
@testable import TandemUI

@MainActor private final class Vitals: ObservableObject {
  @Published var heartRate = 60
  @Published var steps = 1000
}

private struct StepsView: View {
  let steps: Int
  var body: some View { Text("\(steps) steps") }
}

private struct VitalsView: View {
  @ObservedObject var vitals: Vitals
  var body: some View {
    VStack {
      Text("\(vitals.heartRate) bpm")
      StepsView(steps: vitals.steps)
    }
  }
}

private struct Counter: View {
  @State var count = 0
  var body: some View {
    Text("count \(count)").onAppear { count += 1 }
  }
}

private struct Fixed: View {
  var body: some View { Text("fixed") }
}

private struct CounterBeside: View {
  var body: some View {
    HStack {
      Counter()
      Fixed()
    }
  }
}

private struct SchemeReader: View {
  @Environment(\.colorScheme) var scheme
  var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

private struct SchemeRoot: View {
  var body: some View {
    VStack {
      SchemeReader()
      Fixed()
    }
  }
}

private struct BoundChild: View {
  @Binding var value: Int
  var body: some View { Text("value \(value)").onAppear { value = 5 } }
}

private struct BindingParent: View {
  @State var value = 0
  var body: some View {
    VStack {
      BoundChild(value: $value)
      Fixed()
    }
  }
}

@MainActor @Suite(.ownsTheApplication) struct PreciseUpdateTests {
  @Test func writingThroughABindingReevaluatesTheReaderNotTheOwnerThatOnlyPassedIt() {
    let graph = layOut(BindingParent(), in: CGSize(width: 300, height: 300))
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(graph.bodyEvaluations["BindingParent"] == 1)
    #expect(graph.bodyEvaluations["BoundChild"] == 2)
    #expect(graph.bodyEvaluations["Fixed"] == 1)
    #expect(graph.texts == ["value 5", "fixed"])
  }

  @Test func publishedChangeReevaluatesOnlyTheObserverAndChildrenWhoseInputChanged() {
    let vitals = Vitals()
    let graph = layOut(VitalsView(vitals: vitals), in: CGSize(width: 300, height: 300))
    #expect(graph.bodyEvaluations["VitalsView"] == 1)
    #expect(graph.bodyEvaluations["StepsView"] == 1)

    vitals.heartRate = 72
    #expect(graph.needsUpdate)
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(graph.bodyEvaluations["VitalsView"] == 2)
    #expect(graph.bodyEvaluations["StepsView"] == 1)  // its input (steps) did not change
    #expect(graph.texts == ["72 bpm", "1000 steps"])

    vitals.steps = 1200
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(graph.bodyEvaluations["VitalsView"] == 3)
    #expect(graph.bodyEvaluations["StepsView"] == 2)
    #expect(graph.texts == ["72 bpm", "1200 steps"])
  }

  @Test func stateChangeReevaluatesOnlyTheOwningView() {
    let graph = layOut(CounterBeside(), in: CGSize(width: 300, height: 100))
    // onAppear set the state during the first layout: the counter is waiting to re-evaluate.
    #expect(graph.needsUpdate)
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(graph.bodyEvaluations["Counter"] == 2)
    #expect(graph.bodyEvaluations["Fixed"] == 1)
    #expect(graph.bodyEvaluations["CounterBeside"] == 1)
    #expect(graph.texts == ["count 1", "fixed"])
    // onAppear does not run again for a view that stayed on screen.
    #expect(!graph.needsUpdate)
  }

  @Test func stateSurvivesTheParentReevaluatingAndTheNewValueIsKept() {
    let vitals = Vitals()
    struct Host: View {
      @ObservedObject var vitals: Vitals
      var body: some View {
        VStack {
          Text("\(vitals.heartRate)")
          Counter()
        }
      }
    }
    let graph = layOut(Host(vitals: vitals), in: CGSize(width: 300, height: 300))
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    vitals.heartRate = 90
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(graph.texts == ["90", "count 1"])
  }

  @Test func environmentChangeReevaluatesOnlyItsReaders() {
    let graph = layOut(SchemeRoot(), in: CGSize(width: 300, height: 300))
    var dark = graph.root.environment
    dark.colorScheme = .dark
    graph.setEnvironment(dark)
    #expect(graph.bodyEvaluations["SchemeReader"] == 2)
    #expect(graph.bodyEvaluations["SchemeRoot"] == 1)
    #expect(graph.bodyEvaluations["Fixed"] == 1)
    #expect(graph.texts == ["dark", "fixed"])
  }

  @Test func switchingBranchesReplacesTheViewAndItsState() {
    struct Toggle: View {
      @ObservedObject var vitals: Vitals
      var body: some View {
        if vitals.heartRate > 100 {
          Text("high")
        } else {
          Counter()
        }
      }
    }
    let vitals = Vitals()
    let graph = layOut(Toggle(vitals: vitals), in: CGSize(width: 300, height: 300))
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(graph.texts == ["count 1"])
    vitals.heartRate = 120
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(graph.texts == ["high"])
    vitals.heartRate = 70
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    // A fresh Counter: new state, appeared again.
    #expect(graph.texts == ["count 1"])
    #expect(graph.bodyEvaluations["Counter"] == 4)
  }
}

private final class RowModel: ObservableObject {
  @Published var rows = (0..<200).map { "Row \($0)" }
  @Published var tall = -1
}

private struct RowList: View {
  @ObservedObject var model: RowModel
  var body: some View {
    VStack(spacing: 0) {
      ForEach(model.rows.indices, id: \.self) { index in
        Text(model.rows[index]).monospacedDigit().frame(height: index == model.tall ? 60 : 30)
      }
    }
  }
}

@MainActor @Suite(.ownsTheApplication) struct LayoutInvalidationTests {
  @Test func aRowThatKeepsItsSizeIsLaidOutAloneAndOneThatGrowsMovesTheRest() {
    let model = RowModel()
    let graph = layOut(RowList(model: model), in: CGSize(width: 300, height: 8000))
    func frame(_ text: String) -> CGRect? {
      var found: CGRect?
      graph.root.forEach { if let t = $0.view as? Text, t.content == text { found = $0.frame } }
      return found
    }
    let before = frame("Row 150")
    let offsetBefore = frame("Row 150")!.minY - frame("Row 0")!.minY

    // Same size: only the changed row is measured again; the stack keeps its layout.
    graph.measurements = 0
    model.rows[100] = "Row 999"
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 8000))
    #expect(graph.measurements < 10)
    #expect(frame("Row 999") != nil)
    #expect(frame("Row 150") == before)

    // A row that grows pushes the rows below it down.
    graph.measurements = 0
    model.tall = 100
    graph.layout(in: CGRect(x: 0, y: 0, width: 300, height: 8000))
    #expect(abs(frame("Row 150")!.minY - frame("Row 0")!.minY - (offsetBefore + 30)) < 0.01)
    // The other rows keep their cached sizes: they have room for their ideal heights, which they already gave.
    #expect(graph.measurements <= 10)
  }
}
