import Foundation
import TandemCombine
import TandemGraphics
import TandemKit
import TandemUI

// One animated view moving, per frame, against a static one-row update, on a SwiftUI screen of 20 text rows and a
// square in a window (the bench frame's screen): each through the same commit, layout, drawing and compositing.

/// The screen's model: one row's text and where the square is.
@MainActor final class AnimationBenchModel: ObservableObject {
  @Published var edit = 0
  @Published var moved = false
}

/// 20 rows of text (row 3 shows the edit count) and a red square that moves across.
struct AnimationBenchScreen: View {
  @ObservedObject var model: AnimationBenchModel
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<20, id: \.self) { index in
        Text(index == 3 ? "Row 3, edited \(model.edit) times" : "Row \(index)")
          .font(.system(size: 15))
          .frame(maxWidth: .infinity, minHeight: 36, alignment: .leading)
          .padding(.horizontal, 16)
      }
      Color.red.frame(width: 40, height: 40).offset(x: model.moved ? 300 : 0)
      Spacer(minLength: 0)
    }
  }
}

@MainActor func benchAnimation() {
  print("\n### One animated view per frame (SwiftUI screen of 20 rows and a moving square, 390×844 pt @2x)\n")
  print("| case | median | best |\n|---|---|---|")
  let app = UIApplication.reset(device: benchFrameDevice)
  let model = AnimationBenchModel()
  let window = UIWindow(frame: app.screen.bounds)
  window.rootViewController = UIHostingController(rootView: AnimationBenchScreen(model: model))
  window.makeKeyAndVisible()
  app.commit()
  let update = measure(201) {
    model.edit += 1
    app.commit()
  }
  row("one row's text changed → commit (static update)", update)
  // A linear move long enough to outlast the measurement: every frame presents the square somewhere new.
  withAnimation(.linear(duration: 10_000)) { model.moved = true }
  app.commit()
  let frame = app.output.clock.frameDuration
  let animated = measure(201) { app.advanceClock(by: frame) }
  row("one square moving: one frame of its animation → commit", animated)
  // Each frame redraws where the square was and is: say what the last one painted.
  let report = app.lastCompositeReport
  print(
    "\n(animations running: \(app.animationDriver.runningCount); last frame's damage: "
      + "\(report?.damage.map { "\($0.integral)" }.joined(separator: ", ") ?? "none"))")
  print(
    String(
      format: "\nratio animated-frame-over-one-row-update %.2f (goal: at most 1.5)", animated.median / update.median))
}
