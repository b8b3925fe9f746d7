import Foundation

/// How a view's content changes in an animated update: at once (`identity`), by cross-fading (`opacity`,
/// `interpolate`), or as a number rolling to its new value (`numericText`). Text takes it.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identity, opacity, interpolate
    /// Rolling digits: up unless counting down, or by the direction a value moves.
    case numeric(countsDown: Bool?, value: Double?)
  }
  let kind: Kind

  /// The content changes at once.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition(kind: .opacity)
  /// The content blends from old to new. Linux: a cross-fade, as `opacity`.
  public static let interpolate = ContentTransition(kind: .interpolate)
  /// Numbers roll to their new value: the characters that changed (between the old and new strings' common start
  /// and end) leave upward (downward when counting down) as the new ones come in from the other side, fading; the
  /// others stay. Linux: characters after the changed ones move to their new place at once instead of sliding.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numeric(countsDown: countsDown, value: nil))
  }
  /// Numbers roll in the direction `value` moves (down when it decreases).
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numeric(countsDown: nil, value: value))
  }

  /// The effects the old content leaves with and the new arrives from, for text of `height` points, given the
  /// value the transition had before (numeric text's direction).
  func effects(height: CGFloat, previous: ContentTransition?) -> (
    removal: AnyTransition.Effects, insertion: AnyTransition.Effects
  )? {
    switch kind {
    case .identity: return nil
    case .opacity, .interpolate: return (AnyTransition.Effects(opacity: 0), AnyTransition.Effects(opacity: 0))
    case .numeric(let countsDown, let value):
      var down = countsDown ?? false
      if let value, case .numeric(_, let old?)? = previous?.kind { down = value < old }
      let shift = height / 2
      return (
        AnyTransition.Effects(opacity: 0, offset: CGSize(width: 0, height: down ? shift : -shift)),
        AnyTransition.Effects(opacity: 0, offset: CGSize(width: 0, height: down ? -shift : shift))
      )
    }
  }
}

struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }

extension EnvironmentValues {
  /// How content inside changes in animated updates.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

extension View {
  /// Sets how the content inside (text) changes in animated updates.
  nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}
