import Foundation
import Tandem

// Showcase will run the seeds' apps (issue 8). Until then `make run` renders the sample gallery to PNGs and,
// when a display is available, opens the interactive demo in a window.
// Usage: Showcase [--output DIR] [--scale N] [--gallery-only]
var output = URL(fileURLWithPath: "out")
var scale: CGFloat = 2
var galleryOnly = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--output": output = URL(fileURLWithPath: arguments.next() ?? "out")
  case "--scale": scale = CGFloat(Double(arguments.next() ?? "2") ?? 2)
  case "--gallery-only": galleryOnly = true
  default:
    FileHandle.standardError.write(Data("usage: Showcase [--output DIR] [--scale N] [--gallery-only]\n".utf8))
    exit(2)
  }
}
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
for (name, scene) in [
  ("gallery-layers", GalleryScenes.layers(scale: scale)), ("gallery-text", GalleryScenes.text(scale: scale)),
] {
  let compositor = Compositor(size: scene.bounds.size, scale: scale)
  compositor.composite(scene)
  let file = output.appendingPathComponent(name + ".png")
  try compositor.snapshot().pngData().write(to: file)
  print(file.path)
}

let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
if !galleryOnly && hasDisplay && ProcessInfo.processInfo.environment["TANDEM_HEADLESS"] != "1" {
  print("Opening the interactive demo in a window (close it to quit).")
  MainActor.assumeIsolated { TandemLaunchOptions.windowTitle = "Tandem Showcase" }
  _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(DemoAppDelegate.self))
}
