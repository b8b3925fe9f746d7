// `import UIKit` on Linux: Tandem's UIKit, with what Apple's UIKit brings in Swift 5 mode — Foundation (and, on
// Linux, FoundationNetworking, where `URLSession` and `URLRequest` live), the Core Graphics and Core Animation
// types. This module holds re-exports only; the engine is in the Tandem modules.
@_exported import Foundation
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import TandemKit
