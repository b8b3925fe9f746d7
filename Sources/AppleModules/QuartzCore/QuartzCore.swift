// `import QuartzCore` on Linux: Core Animation's layers (`CALayer`, `CAShapeLayer`, `CAGradientLayer`,
// `CATransform3D`) with Core Graphics, as Apple's QuartzCore brings it. Re-exports only.
@_exported import CoreGraphics
@_exported import TandemGraphics
