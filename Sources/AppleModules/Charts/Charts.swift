// `import Charts` on Linux: Tandem's Swift Charts, with SwiftUI, as Apple's Charts brings it. Re-exports only.
@_exported import SwiftUI
@_exported import TandemCharts
