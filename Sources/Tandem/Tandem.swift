// `import Tandem` replaces `import UIKit`, `SwiftUI`, `Charts` and `Combine`: it re-exports Foundation and every
// Tandem module.
@_exported import Foundation
@_exported import TandemCharts
@_exported import TandemCombine
@_exported import TandemGraphics
@_exported import TandemKit
@_exported import TandemLocation
@_exported import TandemPlatform
@_exported import TandemRuntime
@_exported import TandemUI
