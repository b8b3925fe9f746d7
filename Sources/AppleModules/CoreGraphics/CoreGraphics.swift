// `import CoreGraphics` on Linux: `CGFloat`, `CGPoint`, `CGSize` and `CGRect` come from Foundation here (as on
// Apple platforms they come from CoreFoundation), the rest of Core Graphics (`CGAffineTransform`, `CGVector`,
// `CGColor`, `CGPath`, `CGContext`, `CGImage`, `CGGradient`) from Tandem's graphics module, whose public names are
// Apple's Core Graphics and Core Animation types. Re-exports only.
@_exported import Foundation
@_exported import TandemGraphics
