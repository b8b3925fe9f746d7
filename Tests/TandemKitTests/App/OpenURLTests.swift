import Foundation
import TandemRuntime
import TandemTesting
import Testing
import UIKit

@testable import TandemKit

/// An app that registers the `notes` URL scheme.
final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
  nonisolated(unsafe) static var opened: [URL] = []
  var window: UIWindow?
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
    return true
  }
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    NotesAppDelegate.opened.append(url)
    return true
  }
}

/// `UIApplication.shared.open(_:)` and `canOpenURL(_:)`: the app's own schemes come back to it; other URLs go to
/// the handler an app or test sets (there is no browser to hand them to), asynchronously as on iOS.
@MainActor @Suite(.serialized, .ownsTheApplication) struct OpenURLTests {
  func turn() async {
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
  }

  @Test func withoutAHandlerURLsCannotBeOpened() async {
    UIApplication.tandemOpenURLHandler = nil
    let url = URL(string: "https://www.apple.com")!
    #expect(!UIApplication.shared.canOpenURL(url))
    let opened = await UIApplication.shared.open(url)
    #expect(!opened)
  }

  @Test func theHandlerOpensURLsAndTheCompletionRunsLater() async {
    var handed: [URL] = []
    UIApplication.tandemOpenURLHandler = { url in
      handed.append(url)
      return url.scheme == "https"
    }
    defer { UIApplication.tandemOpenURLHandler = nil }
    let url = URL(string: "https://developer.apple.com/documentation")!
    #expect(UIApplication.shared.canOpenURL(url))
    var result: Bool?
    UIApplication.shared.open(url, options: [:]) { result = $0 }
    #expect(result == nil && handed.isEmpty)
    await turn()
    #expect(result == true && handed == [url])
    let mail = await UIApplication.shared.open(URL(string: "mailto:someone@example.com")!)
    #expect(!mail && handed.count == 2)
  }

  @Test func theAppsOwnSchemeComesBackToTheApp() async throws {
    NotesAppDelegate.opened = []
    let driver = try AppDriver(delegate: NotesAppDelegate.self)
    AppInfo.current = AppInfo(
      values: ["CFBundleURLTypes": [["CFBundleURLSchemes": ["notes"]]]], bundle: .main, moduleName: nil)
    defer { AppInfo.current = nil }
    let url = URL(string: "notes://open?id=42")!
    #expect(UIApplication.shared.canOpenURL(url))
    let opened = await UIApplication.shared.open(url)
    #expect(opened && NotesAppDelegate.opened == [url])
    _ = driver
  }
}
