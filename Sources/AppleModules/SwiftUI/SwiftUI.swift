// `import SwiftUI` on Linux: Tandem's SwiftUI, with what Apple's SwiftUI brings in Swift 5 mode — UIKit (so
// Foundation and the CG types), Combine (`ObservableObject`, `@Published`) and Observation (`@Observable`). This
// module holds re-exports only; the engine is in the Tandem modules.
@_exported import Combine
@_exported import Observation
@_exported import TandemUI
@_exported import UIKit
