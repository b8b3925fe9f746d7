// swift-tools-version: 6.0
// Journal: an example iOS app that runs and is tested on Linux with Tandem. The app's code is a library target (so
// its tests can import it), a small executable starts it, and its tests use TandemTesting's snapshots and driver.
import Foundation
import PackageDescription

// This example sits inside Tandem's repository; a package of yours names Tandem's path or URL instead:
//   .package(url: "https://example.com/tandem.git", branch: "main")  or  .package(path: "../tandem")
let tandemPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
  .standardized
let tandem = tandemPath.lastPathComponent

let package = Package(
  name: "Journal",
  dependencies: [.package(path: tandemPath.path)],
  targets: [
    // The app itself, written as for iOS: `import UIKit`, `import SwiftUI`, Swift 5 mode as Xcode projects build.
    .target(
      name: "Journal",
      dependencies: [.product(name: "UIKit", package: tandem), .product(name: "SwiftUI", package: tandem)],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // `swift run JournalApp` opens it in a window (or, without a display, says it runs headless).
    .executableTarget(
      name: "JournalApp",
      dependencies: ["Journal", .product(name: "UIKit", package: tandem)],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The tests: goldens live in Tests/JournalTests/Goldens, excluded so SwiftPM does not warn about them.
    .testTarget(
      name: "JournalTests",
      dependencies: [
        "Journal", .product(name: "UIKit", package: tandem), .product(name: "SwiftUI", package: tandem),
        .product(name: "TandemTesting", package: tandem),
      ],
      exclude: ["Goldens"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
