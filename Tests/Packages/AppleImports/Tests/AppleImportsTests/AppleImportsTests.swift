import Foundation
import SwiftUI
import TandemTesting
import UIKit
import XCTest

@testable import SampleApp
@testable import SampleApp6

/// The sample app's files, compiled with Apple's imports in Swift 5 mode, driven as a UI test would: XCTest methods
/// are not main-actor isolated, and nothing here needs to say so.
final class AppleImportsTests: XCTestCase {
    func testAUIKitScreenMadeOutsideTheMainActorRunsAndTakesTaps() throws {
        let badge = makeBadge(text: "New")
        XCTAssertEqual(badge.text, "New")

        let profile = ProfileViewController()
        let driver = AppDriver(rootViewController: UINavigationController(rootViewController: profile))
        XCTAssertEqual(profile.nameLabel.text, "Ada Lovelace")
        XCTAssertNotNil(driver.find("New"))
        // #colorLiteral made a UIColor.
        let background = profile.view.backgroundColor?.resolvedColor(with: profile.traitCollection).cgColor.components
        XCTAssertEqual(background?.map { ($0 * 100).rounded() }, [95, 95, 100, 100])

        try driver.tap("Follow")
        XCTAssertEqual(profile.followers, 1)
        XCTAssertNotNil(driver.find("Following (1)"))
    }

    func testAnObservableModelWithOnlySwiftUIImported() throws {
        let settings = Settings()
        let driver = AppDriver(rootViewController: UIHostingController(rootView: SettingsView(settings: settings)))
        XCTAssertNotNil(driver.find("Settings"))
        XCTAssertNotNil(driver.find("Off"))
        XCTAssertNotNil(driver.find("Heading 90°"))
        try driver.tap("Toggle notifications")
        XCTAssertTrue(settings.notificationsOn)
        XCTAssertNotNil(driver.find("On"))
        settings.volume = 5
        try driver.settle()
        XCTAssertNotNil(driver.find("Heading 120°"))
    }

    @MainActor func testATaskLoadsAndChangesAnimate() async throws {
        let driver = AppDriver(rootViewController: UIHostingController(rootView: FavoritesView()))
        let loaded = await driver.runLoop(until: { driver.find("Kyoto") != nil })
        XCTAssertTrue(loaded)
        try driver.tap("Show details")
        driver.advance(seconds: 0.1)
        XCTAssertNotNil(driver.find("Saved on this device"))
        try driver.settle()
        try driver.tap("Hide details")
        try driver.settle()
        XCTAssertNil(driver.find("Saved on this device"))
    }

    @MainActor func testAnimatableShapesViewsAndModifiersAnimate() throws {
        let driver = AppDriver(rootViewController: UIHostingController(rootView: WaveView()))
        try driver.settle()
        XCTAssertNotNil(driver.find("0"))
        try driver.tap("Flow")
        driver.advance(seconds: 0.5)
        XCTAssertNotNil(driver.find("50"))
        try driver.settle()
        XCTAssertNotNil(driver.find("100"))
    }

    @MainActor func testKeyframeTracksPlayWhenTheTriggerChangesAndComeToRest() throws {
        let driver = AppDriver(rootViewController: UIHostingController(rootView: LikeButton()))
        try driver.settle()
        let rest = try XCTUnwrap(driver.find("heart.fill")?.0.frame)
        try driver.tap("Like")
        driver.advance(seconds: 0.9)
        let lifted = try XCTUnwrap(driver.find("heart.fill")?.0.frame)
        XCTAssertLessThan(lifted.midY, rest.midY - 20, "on its way up")
        try driver.settle()
        XCTAssertNotNil(driver.find("1 likes"))
        let settled = try XCTUnwrap(driver.find("heart.fill")?.0.frame)
        XCTAssertEqual(settled.midY, rest.midY, accuracy: 0.01)
    }

    @MainActor func testAFlowLayoutWrapsAndViewThatFitsPicksTheShortTitle() throws {
        let driver = AppDriver(rootViewController: UIHostingController(rootView: TagCloud()))
        try driver.settle()
        XCTAssertNotNil(driver.find("Tags"))
        XCTAssertNil(driver.find("Everything this app is tagged with"))
        let swift = try XCTUnwrap(driver.find("Swift")?.0.frame)
        let layout = try XCTUnwrap(driver.find("Layout")?.0.frame)
        XCTAssertGreaterThan(layout.minY, swift.maxY, "the last tag wraps onto a later row")
    }

    func testColorsFromLiteralsAndTheAssetCatalog() {
        let brand = UIColor(named: "Brand")
        XCTAssertNotNil(brand)
        let dark = brand?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.components
        XCTAssertEqual(dark?.map { ($0 * 10).rounded() }, [10, 5, 6, 10])
        XCTAssertEqual(Color("Brand"), Color(brand!))
        let literal: UIColor = #colorLiteral(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)
        XCTAssertEqual(Color(literal), Color(#colorLiteral(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)))
    }

    func testPreviewProvidersRender() throws {
        let previews = try PreviewRenderer.render(SettingsView_Previews.self)
        XCTAssertEqual(previews.map(\.displayName), [nil, "Dark", "Small"])
        XCTAssertEqual(previews.map(\.colorScheme), [.light, .dark, .light])
        XCTAssertEqual(previews.map(\.device.name), ["iPhone 14", "iPhone 14", "iPhone SE (3rd generation)"])
        XCTAssertEqual(previews[0].image.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(previews[2].layout, .sizeThatFits)
        XCTAssertLessThan(previews[2].image.size.height, 667)

        let chart = try XCTUnwrap(PreviewRenderer.render(ActivityChart_Previews.self).first)
        XCTAssertEqual(chart.image.size, CGSize(width: 320, height: 200))
    }

    func testAppStylesChartContentAndToolbarsOfTheirOwn() throws {
        let summary = UIHostingController(rootView: WorkoutSummary(minutes: [.walk: 30, .run: 20]))
        let driver = AppDriver(rootViewController: UINavigationController(rootViewController: summary))
        try driver.settle()
        XCTAssertNotNil(driver.find("This week"))
        XCTAssertEqual(summary.navigationItem.rightBarButtonItems?.map(\.title), ["Share"])
        try driver.tap("Share")
        try driver.settle()
        XCTAssertNotNil(driver.find("Shared 1×"))
        XCTAssertEqual(WorkoutKind(primitivePlottable: "Run"), .run)
        XCTAssertEqual(WorkoutKind.cycle.primitivePlottable, "Cycle")
    }

    func testACombineViewModel() {
        let model = CounterModel()
        XCTAssertEqual(model.summary, "No taps")
        model.count += 1
        XCTAssertEqual(model.summary, "1 tap")
        model.count += 2
        XCTAssertEqual(model.summary, "3 taps")
    }

    func testCoreGraphicsAndQuartzCore() {
        let turn = rotation(by: 90, about: CGPoint(x: 10, y: 10))
        let moved = CGPoint(x: 20, y: 10).applying(turn)
        XCTAssertEqual(moved.x, 10, accuracy: 1e-9)
        XCTAssertEqual(moved.y, 20, accuracy: 1e-9)
        let layer = cardLayer(size: CGSize(width: 100, height: 60))
        XCTAssertEqual(layer.path?.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    func testURLSessionAndRequestsResolveWithUIKit() {
        XCTAssertTrue(API.session === URLSession.shared)
        let request = API.request(for: "posts")
        XCTAssertEqual(request.url?.absoluteString, "https://example.com/api/posts")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
    }

    func testADiffableDataSourceAppliedFromABackgroundQueue() throws {
        let feed = FeedViewController()
        let driver = AppDriver(rootViewController: feed)
        XCTAssertEqual(feed.collectionView.numberOfItems(inSection: 0), 1)
        let applied = expectation(description: "applied")
        let posts = (1...40).map { Post(id: $0, title: "Post \($0)") }
        feed.reload(posts) {
            XCTAssertTrue(Thread.isMainThread)
            applied.fulfill()
        }
        wait(for: [applied], timeout: 30)
        XCTAssertEqual(feed.collectionView.numberOfItems(inSection: 0), 40)
        try driver.settle()
        XCTAssertNotNil(driver.find("Post 1"))
        // Applies from the background happen on the main actor in the order they were made.
        let last = expectation(description: "last")
        feed.reload(Array(posts.prefix(3))) {}
        feed.reload(Array(posts.prefix(7))) { last.fulfill() }
        wait(for: [last], timeout: 30)
        XCTAssertEqual(feed.collectionView.numberOfItems(inSection: 0), 7)
    }

    func testSwift6CodeBuildsViewsAndSnapshotsAnywhere() async throws {
        let inbox = await Task.detached { makeInbox(titles: ["*Welcome", "Receipt"]) }.value
        let snapshot = await Task.detached { folderSnapshot(["a", "b"]) }.value
        XCTAssertEqual(snapshot.numberOfItems(inSection: .inbox), 2)
        await MainActor.run {
            let driver = AppDriver(rootViewController: UIHostingController(rootView: inbox))
            XCTAssertNotNil(driver.find("Inbox"))
            XCTAssertNotNil(driver.find("Receipt"))
        }
    }

    func testTopLevelCodeMakesWindowsAndControllers() throws {
        let program = Bundle.main.bundleURL.appendingPathComponent("SampleMain")
        let process = Process()
        process.executableURL = program
        var environment = ProcessInfo.processInfo.environment
        environment["TANDEM_HEADLESS"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines,
            [
                "window 390x844", "controllers FeedViewController,UIHostingController<SettingsView>", "feed items 1",
                "top is hosting true",
            ])
    }

    func testASwiftUIAppWithAnAdaptedDelegateAndAKeyboardToolbar() throws {
        let driver = try AppDriver(app: TripsApp.self)
        try driver.settle()
        XCTAssertNotNil(driver.find("Launched"), "the adapted delegate heard the launch and is in the environment")
        try driver.tap("Note")
        try driver.settle()
        XCTAssertNotNil(driver.find("Done"), "the keyboard's toolbar shows while the field is edited")
    }
}
