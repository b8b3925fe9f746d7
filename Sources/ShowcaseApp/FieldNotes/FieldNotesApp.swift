import Tandem

/// Field Notes: Showcase's sample of an app written with the SwiftUI life cycle, as a new iOS project is — an
/// `App` whose window group shows tabs: notes in a split view (a list beside the note on iPad, pushed on iPhone) with
/// search, Edit and Add in the toolbar, and settings kept in `@AppStorage` across launches. Showcase's menu opens it
/// full screen; `AppDriver(app: FieldNotesApp.self)` launches it on its own.
struct FieldNotesApp: App {
  var body: some Scene {
    WindowGroup { FieldNotesView() }
  }
}
