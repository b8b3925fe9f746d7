// swift-tools-version: 6.0
// Tandem: UIKit + SwiftUI + Swift Charts programs on Linux. See docs/ARCHITECTURE.md.
import CompilerPluginSupport
import Foundation
import PackageDescription

let package = Package(
  name: "Tandem",
  products: [
    .library(name: "Tandem", targets: ["Tandem"]),
    .library(name: "TandemTesting", targets: ["TandemTesting"]),
    .library(name: "TandemRuntime", targets: ["TandemRuntime"]),
    .executable(name: "Showcase", targets: ["Showcase"]),
    // Loaded with LD_PRELOAD into Showcase's headless renderer only: a wall clock frozen at 9:41.
    .library(name: "TandemFrozenClock", type: .dynamic, targets: ["CFrozenClock"]),
  ],
  targets: [
    // C system libraries, found through pkg-config, installed from Debian packages.
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
    .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
    // libjpeg's default error handler calls exit(); this C target recovers with setjmp instead.
    .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
    // PNG encoding with libpng at a chosen compression level (Cairo's writer has one fixed setting).
    .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16")]),
    // The raw Cairo + Pango frame tandem-bench compares Tandem's frames with, in the same process.
    .target(name: "CFrameBaseline", dependencies: ["CPangoCairo"]),
    .target(name: "CFrozenClock"),
    // A call Swift source cannot spell: a class's init() through its vtable (UIKit's and SwiftUI's alloc/init).
    .target(name: "CSwiftRuntime"),

    .target(name: "TandemGraphics", dependencies: ["CPangoCairo", "CJPEG", "CPNG"]),
    .target(name: "TandemPlatform", dependencies: ["TandemGraphics", "CSDL2"]),
    .target(name: "TandemKit", dependencies: ["TandemPlatform", "TandemGraphics", "CSwiftRuntime"]),
    .target(name: "TandemCombine"),
    .target(name: "TandemLocation"),
    .target(name: "TandemUI", dependencies: ["TandemKit", "TandemPlatform", "TandemCombine"]),
    .target(name: "TandemCharts", dependencies: ["TandemUI", "TandemKit", "TandemGraphics"]),
    .target(name: "TandemRuntime", dependencies: ["TandemKit", "TandemUI", "TandemPlatform"]),
    .target(
      name: "Tandem",
      dependencies: [
        "TandemGraphics", "TandemPlatform", "TandemKit", "TandemCombine", "TandemLocation", "TandemUI", "TandemCharts",
        "TandemRuntime",
      ]),
    .target(name: "TandemDriver", dependencies: ["TandemKit", "TandemPlatform"]),
    .target(name: "TandemTesting", dependencies: ["Tandem", "TandemGraphics", "TandemDriver", "TandemRuntime"]),
    .executableTarget(
      name: "tandem-bench",
      dependencies: [
        "TandemGraphics", "TandemKit", "TandemCombine", "TandemUI", "CFrameBaseline", "TandemDriver", "TandemTesting",
        "ShowcaseApp",
      ]),
    // A tiny @main app the TandemKit tests launch as a process (launch sequence, run-loop ordering).
    .executableTarget(name: "TandemAppProbe", dependencies: ["TandemKit"]),
    .target(
      name: "ShowcaseApp",
      dependencies: [
        "Tandem", "TandemDriver", "Seed000HeartRate", "Seed000Hello", "Seed001Landmarks", "Seed003ByValue",
        "Seed003Observable", "Seed003Cells", "Seed003MedicalConditions", "Seed004Representables",
      ],
      resources: [.copy("Photos")]),
    .executableTarget(name: "Showcase", dependencies: ["ShowcaseApp"]),
    // The seeds' programs as written, with their own imports (UIKit, SwiftUI, Charts, Combine: added below on Linux),
    // each in its own target, in Swift 5 language mode as their Xcode 14 projects were. Only their ShowcaseEntry
    // files (not seed code) import Tandem.
    .target(
      name: "Seed000HeartRate", dependencies: ["Tandem"], path: "Sources/Seeds/Seed000HeartRate",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Seed000Hello", dependencies: ["Tandem"], path: "Sources/Seeds/Seed000Hello",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Seed000ByValue", dependencies: ["Tandem"], path: "Sources/Seeds/Seed000ByValue",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Seed000Observable", dependencies: ["Tandem"], path: "Sources/Seeds/Seed000Observable",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Seed001Landmarks", dependencies: ["Tandem"], path: "Sources/Seeds/Seed001Landmarks",
      resources: [.process("Assets.xcassets")], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Seed003ByValue", dependencies: ["Tandem"], path: "Sources/Seeds/Seed003ByValue",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Seed003Observable", dependencies: ["Tandem"], path: "Sources/Seeds/Seed003Observable",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Seed003Cells", dependencies: ["Tandem"], path: "Sources/Seeds/Seed003Cells",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Seed003MedicalConditions", dependencies: ["Tandem"], path: "Sources/Seeds/Seed003MedicalConditions",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "Seed004Representables", dependencies: ["Tandem"], path: "Sources/Seeds/Seed004Representables",
      swiftSettings: [.swiftLanguageMode(.v5)]),

    .testTarget(
      name: "TandemGraphicsTests",
      dependencies: ["TandemGraphics", "TandemTesting"], exclude: ["Goldens"],
      resources: [.copy("Fixtures"), .process("Media.xcassets")]),
    .testTarget(name: "TandemCombineTests", dependencies: ["TandemCombine"]),
    .testTarget(name: "TandemLocationTests", dependencies: ["TandemLocation"]),
    .testTarget(
      name: "TandemUITests", dependencies: ["TandemUI", "TandemTesting"], exclude: ["Goldens"],
      resources: [.process("Resources"), .copy("Localization")]),
    .testTarget(name: "TandemChartsTests", dependencies: ["TandemCharts", "TandemTesting"], exclude: ["Goldens"]),
    .testTarget(
      name: "SeedTests",
      dependencies: [
        "Seed000Hello", "Seed000ByValue", "Seed000Observable", "Seed000HeartRate", "Seed004Representables", "Tandem",
        "TandemTesting",
      ],
      exclude: ["Goldens"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "ShowcaseTests",
      dependencies: [
        "ShowcaseApp", "Seed000HeartRate", "Seed003Cells", "Seed003MedicalConditions", "Tandem", "TandemTesting",
      ], exclude: ["Goldens"]),
    // TandemTesting's own tests, written as an app's tests are: Apple's imports, Swift 5 mode, Swift Testing and
    // XCTest side by side.
    .testTarget(
      name: "TandemTestingTests", dependencies: ["TandemTesting"], exclude: ["Goldens"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "TandemKitTests", dependencies: ["TandemKit", "TandemTesting"], exclude: ["Goldens", "Robustness/Corpus"],
      resources: [.process("Resources")]),
  ]
)

// Apple's framework names, on Linux only (on Apple platforms they would shadow the real frameworks): `import UIKit`,
// `import SwiftUI`, `import Charts`, `import Combine`, `import CoreGraphics` and `import QuartzCore` compile
// unchanged in a target that depends on these products. Each module only re-exports Tandem's modules and what
// Apple's framework brings with it (Sources/AppleModules).
#if os(Linux)
  let appleModules: [(name: String, dependencies: [Target.Dependency])] = [
    // Swift Testing's cross-import overlays for a test file importing `Testing` with `CoreGraphics` or `UIKit`.
    ("_Testing_CoreGraphics", []),
    ("_Testing_UIKit", []),
    ("CoreGraphics", ["TandemGraphics", "_Testing_CoreGraphics"]),
    ("QuartzCore", ["CoreGraphics", "TandemGraphics"]),
    ("UIKit", ["CoreGraphics", "QuartzCore", "TandemKit", "_Testing_UIKit"]),
    ("Combine", ["TandemCombine"]),
    ("CoreLocation", ["TandemLocation"]),
    ("SwiftUI", ["UIKit", "Combine", "TandemUI"]),
    ("Charts", ["SwiftUI", "TandemCharts"]),
  ]
  for module in appleModules {
    if !module.name.hasPrefix("_") { package.products.append(.library(name: module.name, targets: [module.name])) }
    package.targets.append(
      .target(name: module.name, dependencies: module.dependencies, path: "Sources/AppleModules/\(module.name)"))
  }

  // The seeds' programs compile with the imports they were written with.
  for target in package.targets where target.path?.hasPrefix("Sources/Seeds/") == true {
    target.dependencies += ["UIKit", "SwiftUI", "Charts", "Combine"]
  }

  // Tests written the way app developers write them import UIKit (with Swift Testing: its overlays above).
  package.targets.first { $0.name == "TandemKitTests" }?.dependencies.append("UIKit")
  package.targets.first { $0.name == "TandemUITests" }?.dependencies.append("SwiftUI")
  package.targets.first { $0.name == "TandemChartsTests" }?.dependencies.append("Charts")
  package.targets.first { $0.name == "TandemCombineTests" }?.dependencies.append("Combine")
  package.targets.first { $0.name == "TandemLocationTests" }?.dependencies.append("CoreLocation")
  package.targets.first { $0.name == "TandemTestingTests" }?.dependencies += ["UIKit", "SwiftUI"]

  // `#Preview`: a compiler plugin built on the SwiftSyntax modules the toolchain ships for its own plugins (its
  // lib/swift/host folder), since SwiftPM cannot fetch the swift-syntax package here.
  let toolchainHost: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
      let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("../lib/swift/host").standardized
      if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) {
        return host.path
      }
    }
    return "/usr/lib/swift/host"
  }()
  let syntaxLibraries = [
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftSyntaxBuilder",
    "SwiftCompilerPluginMessageHandling",
    "SwiftDiagnostics", "SwiftParser", "SwiftParserDiagnostics", "SwiftBasicFormat", "SwiftOperators",
  ]
  let syntaxSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", toolchainHost])]
  let syntaxLinkerSettings: [LinkerSetting] =
    [.unsafeFlags(["-L", toolchainHost, "-Xlinker", "-rpath", "-Xlinker", toolchainHost])]
    + syntaxLibraries.map { .linkedLibrary($0) }
  package.targets.append(
    .macro(name: "TandemMacros", swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings))
  package.targets.first { $0.name == "TandemUI" }?.dependencies.append("TandemMacros")
  package.targets.append(
    .testTarget(
      name: "TandemMacrosTests", dependencies: ["TandemMacros"], swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings))

  // The port tool (`swift run tandem port …`): it parses Swift with the same SwiftSyntax modules.
  package.targets.append(
    .target(name: "TandemPort", swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings))
  package.targets.append(
    .executableTarget(
      name: "TandemTool", dependencies: ["TandemPort"], swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings))
  package.products.append(.executable(name: "tandem", targets: ["TandemTool"]))
  package.targets.append(
    .testTarget(
      name: "TandemPortTests", dependencies: ["TandemPort"], exclude: ["Goldens"], swiftSettings: syntaxSwiftSettings,
      linkerSettings: syntaxLinkerSettings))
#endif
