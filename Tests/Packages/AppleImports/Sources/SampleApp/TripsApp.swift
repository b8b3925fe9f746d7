import SwiftUI
import UIKit

/// An app delegate as SwiftUI projects write one: a plain NSObject, observable, told of the launch.
public final class TripsAppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published public var launched = false

    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launched = true
        return true
    }
}

struct TripsView: View {
    @EnvironmentObject var appDelegate: TripsAppDelegate
    @State private var note = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Note", text: $note)
                Text(appDelegate.launched ? "Launched" : "Starting")
            }
            .navigationTitle("Trips")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {}
                }
            }
        }
    }
}

/// A SwiftUI-lifecycle app with a UIKit delegate (no `@main` here: the package's executable has its own entry).
public struct TripsApp: App {
    @UIApplicationDelegateAdaptor private var appDelegate: TripsAppDelegate

    public init() {}

    public var body: some Scene {
        WindowGroup { TripsView() }
    }
}
