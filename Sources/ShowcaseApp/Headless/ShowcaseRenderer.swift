import Foundation
import Tandem
import TandemDriver

/// Renders every Showcase screen and its key interaction states to PNGs, each shot from a freshly booted app
/// driven by the headless driver. `make run` uses it when there is no display; the golden test compares its output.
@MainActor public enum ShowcaseRenderer {
  /// One picture: its file name (without `.png`), the device and appearance, and the steps leading to it.
  public struct Shot: Sendable {
    public let name: String
    public let device: DevicePreset
    public let style: UIUserInterfaceStyle
    let steps: @MainActor (ShowcaseSession) async throws -> Void

    init(
      _ name: String, device: DevicePreset = .iPhone14, style: UIUserInterfaceStyle = .light,
      steps: @escaping @MainActor (ShowcaseSession) async throws -> Void
    ) {
      self.name = name
      self.device = device
      self.style = style
      self.steps = steps
    }
  }

  /// Every shot, in the order the README shows them.
  public static let shots: [Shot] = [
    Shot("menu") { _ in },
    Shot("menu-dark", style: .dark) { _ in },
    Shot("heart-rate") { try $0.open(.heartRate) },
    Shot("heart-rate-title-tapped") { session in
      try session.open(.heartRate)
      try session.tapHeartRateTitle(row: 0)
    },
    Shot("heart-rate-swiped") { session in
      try session.open(.heartRate)
      try session.swipeHeartRateRow(1)
    },
    Shot("heart-rate-deleted") { session in
      try session.open(.heartRate)
      try session.swipeHeartRateRow(1)
      try session.tap("Delete")
    },
    Shot("heart-rate-selected") { session in
      try session.open(.heartRate)
      try session.selectHeartRateRow(2)
    },
    Shot("heart-rate-detail") { session in
      try session.open(.heartRate)
      try session.openHeartRateDetail(row: 0)
    },
    Shot("heart-rate-detail-ipad", device: .iPad) { session in
      try session.open(.heartRate)
      try session.openHeartRateDetail(row: 0)
    },
    Shot("heart-rate-dark", style: .dark) { try $0.open(.heartRate) },
    Shot("cell-configurations") { try $0.open(.cellConfigurations) },
    Shot("cell-configurations-scrolled") { session in
      try session.open(.cellConfigurations)
      try session.scrollToBottom()
    },
    Shot("cell-configurations-selected") { session in
      try session.open(.cellConfigurations)
      try session.scrollToBottom()
      try session.selectCellStateRow(1)
    },
    Shot("hosting-controllers") { try $0.open(.hostingControllers) },
    Shot("hosting-controllers-sample") { session in
      try session.open(.hostingControllers)
      try await session.waitForNextHeartRateSample()
    },
    Shot("hosting-controllers-modal") { session in
      try session.open(.hostingControllers)
      try session.tap("Present Modally")
    },
    Shot("hosting-controllers-popover-ipad", device: .iPad) { session in
      try session.open(.hostingControllers)
      try session.tap("Present as Popover")
    },
    Shot("medical-conditions") { try $0.open(.medicalConditions) },
    Shot("medical-conditions-editing") { session in
      try session.open(.medicalConditions)
      try session.tap("Edit")
    },
    Shot("medical-conditions-typed") { session in
      try session.open(.medicalConditions)
      try session.tap("Edit")
      try session.typeIntoCondition(1, ", exercise-induced")
    },
    Shot("medical-conditions-added") { session in
      try session.open(.medicalConditions)
      try session.tap("Add")
    },
    Shot("medical-conditions-swiped") { session in
      try session.open(.medicalConditions)
      try session.swipeCondition(2)
    },
    Shot("medical-conditions-resized") { session in
      try session.open(.medicalConditions)
      session.showcase.medicalConditions?.setText(
        "Migraine with aura, usually in the afternoon, eased by rest in a dark room and by drinking water", at: 2)
      try session.driver.settle()
    },
    Shot("landmarks") { try $0.open(.landmarks) },
    Shot("landmarks-page-2") { session in
      try session.open(.landmarks)
      try session.swipeToNextLandmark()
    },
    Shot("landmarks-dot-tapped") { session in
      try session.open(.landmarks)
      try session.tapNextPageDot()
      try session.tapNextPageDot()
    },
    Shot("representables") { try $0.open(.representables) },
    Shot("representables-pressed") { session in
      try session.open(.representables)
      try session.pressAndHold("CLICK HERE: Image Picker")
    },
    Shot("representables-sheet") { session in
      try session.open(.representables)
      try session.tap("CLICK HERE: View")
    },
    Shot("representables-picker") { session in
      try session.open(.representables)
      try session.tap("CLICK HERE: Image Picker")
    },
    Shot("representables-image-picked") { session in
      try session.open(.representables)
      try session.tap("CLICK HERE: Image Picker")
      try session.pickFirstPhoto()
    },
    Shot("say-hello") { session in
      try session.open(.sayHello)
      try await session.waitForHello()
    },
    Shot("trail-settings") { try $0.open(.trailSettings) },
    Shot("trail-settings-dark", style: .dark) { try $0.open(.trailSettings) },
    Shot("trail-settings-menu") { session in
      try session.open(.trailSettings)
      try session.tap("Map Style")
    },
    Shot("trail-settings-changed") { session in
      try session.open(.trailSettings)
      try session.tap("Auto-Pause")
      try session.tap("Kilometers")
      try session.tap("Increment")
    },
    Shot("trail-settings-next-hike") { session in
      try session.open(.trailSettings)
      try session.tap("Jun 14, 2027")
    },
    Shot("field-notes") { session in
      try session.open(.fieldNotes)
      try session.tap("Open Field Notes")
    },
    Shot("field-notes-note") { session in
      try session.open(.fieldNotes)
      try session.tap("Open Field Notes")
      try session.tap("Marmots at the pass")
    },
    Shot("field-notes-ipad", device: .iPad) { session in
      try session.open(.fieldNotes)
      try session.tap("Open Field Notes")
      try session.tap("Rock arch")
    },
    Shot("motion-drawing") { try $0.open(.motionAndDrawing) },
    Shot("motion-drawing-walked") { session in
      try session.open(.motionAndDrawing)
      try session.tap("Walk on")
      try session.tap("Show photo")
    },
    Shot("motion-drawing-dark", style: .dark) { try $0.open(.motionAndDrawing) },
  ]

  /// Renders the shots to PNGs in `folder`, returning their files in order and telling `progress` of each file
  /// as soon as it is written.
  public static func render(
    _ shots: [Shot] = shots, to folder: URL, progress: (URL) -> Void = { _ in }
  ) async throws -> [URL] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var files: [URL] = []
    for shot in shots {
      let session = try ShowcaseSession(device: shot.device, style: shot.style)
      do {
        try await shot.steps(session)
      } catch {
        throw ShowcaseError("\(shot.name): \(error)")
      }
      let file = folder.appendingPathComponent(shot.name + ".png")
      try session.capture().pngData().write(to: file)
      files.append(file)
      progress(file)
    }
    return files
  }
}
