// TandemKit is UIKit: importing it brings in TandemGraphics (CoreGraphics and QuartzCore names), as importing
// UIKit brings in CoreGraphics and QuartzCore on iOS.
@_exported import TandemGraphics
