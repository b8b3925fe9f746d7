import Tandem

/// A screen of Showcase: one topic of the seeds' apps.
public enum ShowcaseTopic: String, CaseIterable, Sendable {
  case heartRate, cellConfigurations, hostingControllers, medicalConditions, landmarks, representables, sayHello
  case heartRateAsWritten, trailSettings, fieldNotes, motionAndDrawing

  /// The row's title in the main menu (and the screen's navigation title).
  public var title: String {
    switch self {
    case .heartRate: "Heart Rate"
    case .cellConfigurations: "Cell Configurations"
    case .hostingControllers: "Hosting Controllers"
    case .medicalConditions: "Medical Conditions"
    case .landmarks: "Landmarks Featured"
    case .representables: "Representables"
    case .sayHello: "Say Hello"
    case .heartRateAsWritten: "Heart Rate, as Written"
    case .trailSettings: "Trail Settings"
    case .fieldNotes: "Field Notes"
    case .motionAndDrawing: "Motion and Drawing"
    }
  }

  /// The row's secondary text: what the screen shows and which seeds it comes from.
  public var subtitle: String {
    switch self {
    case .heartRate: "UIHostingConfiguration cells with Swift Charts · seeds 000, 002, 003"
    case .cellConfigurations: "Margins, backgrounds, separators and cell state · 002, 003"
    case .hostingControllers: "Modal, popover and child hosting controllers · 002, 003"
    case .medicalConditions: "A diffable list of editable conditions · 002, 003"
    case .landmarks: "PageView and PageControl over feature cards · 001"
    case .representables: "A UIKit controller and the image picker in SwiftUI · 004"
    case .sayHello: "A popover sized to its SwiftUI content · 000"
    case .heartRateAsWritten: "Seed 000's table exactly as written · 000"
    case .trailSettings: "A SwiftUI Form of every control, dates and notes · Showcase's own"
    case .fieldNotes: "A SwiftUI app: tabs, a split view, search, settings · Showcase's own"
    case .motionAndDrawing: "Animation, a canvas, a custom layout and effects · Showcase's own"
    }
  }

  /// The row's symbol.
  public var symbolName: String {
    switch self {
    case .heartRate: "heart.fill"
    case .cellConfigurations: "rectangle.grid.2x2"
    case .hostingControllers: "square.stack"
    case .medicalConditions: "list.bullet"
    case .landmarks: "photo"
    case .representables: "square.on.square"
    case .sayHello: "bubble.left"
    case .heartRateAsWritten: "doc.text"
    case .trailSettings: "gearshape"
    case .fieldNotes: "note.text"
    case .motionAndDrawing: "wand.and.stars"
    }
  }
}
