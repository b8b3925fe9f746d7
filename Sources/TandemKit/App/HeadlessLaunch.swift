import Foundation
import TandemGraphics

/// What a launched app does without a window: it says so, and with `TANDEM_SCREENSHOT=path.png` writes its first
/// settled frame and exits.
@MainActor enum HeadlessLaunch {
  /// Prints a line about the launch to standard error (standard output stays the app's).
  static func announce(_ message: String) {
    FileHandle.standardError.write(Data(("Tandem: " + message + "\n").utf8))
  }

  /// Runs the app in real time until nothing moves or waits (layout, animations, scrolling, the main queue) for a
  /// few frames running — at most 10 seconds — then writes the screen as a PNG at `path` and exits (0 when written,
  /// 1 when not).
  static func writeFirstSettledFrame(of application: UIApplication, to path: String) -> Never {
    let start = ProcessInfo.processInfo.systemUptime
    var quietFrames = 0
    while quietFrames < 3 && ProcessInfo.processInfo.systemUptime - start < 10 {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1.0 / 60))
      application.handle(application.output.pollEvents())
      application.commit()
      quietFrames = application.pendingWork.isEmpty ? quietFrames + 1 : 0
    }
    let unsettled = application.pendingWork
    if !unsettled.isEmpty {
      announce("the screen did not settle in 10 s (\(unsettled.joined(separator: ", "))); writing it as it is")
    }
    application.commit()
    let url = URL(fileURLWithPath: path)
    do {
      try application.snapshot().pngData().write(to: url)
      announce("wrote the first settled frame to \(url.path)")
      exit(0)
    } catch {
      announce("could not write the screenshot to \(url.path): \(error.localizedDescription)")
      exit(1)
    }
  }
}
