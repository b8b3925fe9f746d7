import Foundation

/// A value whose animated changes SwiftUI interpolates through `animatableData`: while an animation runs, the
/// view, shape or modifier is drawn (its body evaluated) with the data set to each value in between.
public protocol Animatable {
  /// The type of the data an animation interpolates.
  associatedtype AnimatableData: VectorArithmetic
  /// The data an animation interpolates.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// A vector value animates itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate: reads empty data and ignores writes.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A modifier whose `animatableData` animates (deprecated in iOS 17: conform a `ViewModifier` to `Animatable`).
@available(iOS, deprecated: 100000.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension Angle: Animatable {}

/// Numbers animate themselves (a keyframe track or timeline of a plain number).
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
  /// The point's x and y.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size's width and height.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle's origin and size.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}

extension PresentedAttribute where Value: VectorArithmetic {
  /// The attribute kept in `slot` (a node's or a content's storage), made there on first use.
  static func kept(in slot: inout AnyObject?, name: String, reevaluates: Bool = false) -> PresentedAttribute {
    if let kept = slot as? PresentedAttribute { return kept }
    let made = PresentedAttribute(name, reevaluates: reevaluates)
    slot = made
    return made
  }
}

extension Animatable {
  /// This value with its data as `attribute` presents it now (itself while nothing animates it).
  @MainActor func presented(by attribute: PresentedAttribute<AnimatableData>?) -> Self {
    guard let presented = attribute?.presented else { return self }
    var shown = self
    shown.animatableData = presented
    return shown
  }
}
