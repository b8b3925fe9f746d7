import SampleApp
import SwiftUI
import UIKit

// Top-level code, as a main.swift is written: windows and controllers made outside any type.
let window = UIWindow(frame: UIScreen.main.bounds)
let feed = FeedViewController()
let navigation = UINavigationController(rootViewController: feed)
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(UIHostingController(rootView: SettingsView(settings: Settings())), animated: false)
navigation.view.layoutIfNeeded()

print("window \(Int(window.bounds.width))x\(Int(window.bounds.height))")
print("controllers \(navigation.viewControllers.map { String(describing: type(of: $0)) }.joined(separator: ","))")
print("feed items \(feed.collectionView.numberOfItems(inSection: 0))")
print("top is hosting \(navigation.topViewController is UIHostingController<SettingsView>)")
