import Foundation

/// A value an animation can interpolate: it adds, subtracts and scales like a vector, and has a length.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with every component multiplied by `factor`.
  public func scaled(by factor: Double) -> Self {
    var result = self
    result.scale(by: factor)
    return result
  }

  /// The value `fraction` of the way from `self` to `other` (SwiftUI's interpolation of animatable data).
  public func interpolated(towards other: Self, amount fraction: Double) -> Self {
    self + (other - self).scaled(by: fraction)
  }

  /// Moves the value `fraction` of the way toward `other`.
  public mutating func interpolate(towards other: Self, amount fraction: Double) {
    self = interpolated(towards: other, amount: fraction)
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}
