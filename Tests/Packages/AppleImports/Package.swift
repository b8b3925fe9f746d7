// swift-tools-version: 6.0
// A package written as an iOS app's would be, checking that its files compile on Linux unchanged: Apple's module
// names (`import UIKit`, `SwiftUI`, `Charts`, `Combine`, `CoreGraphics`), Swift 5 mode as Xcode projects use, and
// Swift 6 mode where Apple's SDK allows it. It depends on Tandem as any package would, by its products.
import Foundation
import PackageDescription

// Tandem is the repository this package sits in; a package of yours names its own path or URL.
let tandemPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
    .standardized
let tandem = tandemPath.lastPathComponent

let package = Package(
    name: "AppleImports",
    dependencies: [.package(path: tandemPath.path)],
    targets: [
        // App code in Swift 5 mode, as Xcode 14–16 projects build it.
        .target(
            name: "SampleApp",
            dependencies: [
                .product(name: "UIKit", package: tandem), .product(name: "SwiftUI", package: tandem),
                .product(name: "Charts", package: tandem), .product(name: "Combine", package: tandem),
                .product(name: "CoreGraphics", package: tandem), .product(name: "QuartzCore", package: tandem),
            ],
            resources: [.process("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // App code in Swift 6 mode: it must see Apple's isolation, so any isolation warning is an error here.
        .target(
            name: "SampleApp6",
            dependencies: [.product(name: "UIKit", package: tandem), .product(name: "SwiftUI", package: tandem)],
            swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-warnings-as-errors"])]),
        // Top-level code in a main.swift.
        .executableTarget(
            name: "SampleMain",
            dependencies: [
                "SampleApp", .product(name: "UIKit", package: tandem), .product(name: "SwiftUI", package: tandem),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "AppleImportsTests",
            dependencies: [
                "SampleApp", "SampleApp6", "SampleMain", .product(name: "UIKit", package: tandem),
                .product(name: "SwiftUI", package: tandem), .product(name: "TandemTesting", package: tandem),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
