import Foundation

/// What a node's content does beyond laying out — the optional protocols it conforms to — found once per content
/// type (a node's content never changes), so the graph's hot paths test a bit before casting to a protocol, and
/// cast only contents that have the capability.
struct ContentCapabilities: OptionSet {
  let rawValue: UInt32
  static let opacity = ContentCapabilities(rawValue: 1 << 0)
  static let shadow = ContentCapabilities(rawValue: 1 << 1)
  static let transform = ContentCapabilities(rawValue: 1 << 2)
  static let clip = ContentCapabilities(rawValue: 1 << 3)
  static let childrenDrawnElsewhere = ContentCapabilities(rawValue: 1 << 4)
  static let transparent = ContentCapabilities(rawValue: 1 << 5)
  static let layoutOnly = ContentCapabilities(rawValue: 1 << 6)
  static let layoutBuiltChildren = ContentCapabilities(rawValue: 1 << 7)
  static let childViews = ContentCapabilities(rawValue: 1 << 8)
  static let declaredViews = ContentCapabilities(rawValue: 1 << 9)
  static let preferenceContributing = ContentCapabilities(rawValue: 1 << 10)
  static let preferenceReading = ContentCapabilities(rawValue: 1 << 11)
  static let appearanceActions = ContentCapabilities(rawValue: 1 << 12)
  static let disappearanceActions = ContentCapabilities(rawValue: 1 << 13)
  static let baseline = ContentCapabilities(rawValue: 1 << 14)
  static let spacing = ContentCapabilities(rawValue: 1 << 15)
  static let scrolling = ContentCapabilities(rawValue: 1 << 16)
  static let platformView = ContentCapabilities(rawValue: 1 << 17)
  static let stack = ContentCapabilities(rawValue: 1 << 18)
  static let forEach = ContentCapabilities(rawValue: 1 << 19)
  static let colorFilter = ContentCapabilities(rawValue: 1 << 20)
  static let blur = ContentCapabilities(rawValue: 1 << 21)
  static let animationOverride = ContentCapabilities(rawValue: 1 << 22)
  static let customLayout = ContentCapabilities(rawValue: 1 << 23)
  static let compositing = ContentCapabilities(rawValue: 1 << 24)
  static let mask = ContentCapabilities(rawValue: 1 << 25)
  static let subtreeHiding = ContentCapabilities(rawValue: 1 << 26)

  init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The capabilities of a content, from the cache of its type.
  @MainActor static func of(_ content: any NodeContent) -> ContentCapabilities {
    let key = ObjectIdentifier(type(of: content))
    if let known = byType[key] { return known }
    let found = ContentCapabilities(finding: content)
    byType[key] = found
    return found
  }
  @exclusivity(unchecked) @MainActor private static var byType: [ObjectIdentifier: ContentCapabilities] = [:]

  /// The capabilities a content has (its conformances, checked once per type).
  @MainActor private init(finding content: any NodeContent) {
    var found: ContentCapabilities = []
    if content is any GroupOpacity { found.insert(.opacity) }
    if content is any GroupShadow { found.insert(.shadow) }
    if content is any DrawingTransform { found.insert(.transform) }
    if content is any GroupColorFilter { found.insert(.colorFilter) }
    if content is any GroupBlur { found.insert(.blur) }
    if content is any AnimationOverride { found.insert(.animationOverride) }
    if content is any CustomLayoutAlignment { found.insert(.customLayout) }
    if content is any GroupCompositing { found.insert(.compositing) }
    if content is any GroupMask { found.insert(.mask) }
    if content is any SubtreeHiding { found.insert(.subtreeHiding) }
    if content is any DrawingClip { found.insert(.clip) }
    if content is any ChildrenDrawnElsewhere { found.insert(.childrenDrawnElsewhere) }
    if content.isTransparent { found.insert(.transparent) }
    if content is any LayoutOnly { found.insert(.layoutOnly) }
    if content is any LayoutBuiltChildren { found.insert(.layoutBuiltChildren) }
    if content is any ChildViewsProviding { found.insert(.childViews) }
    if content is any DeclaredViewsProviding { found.insert(.declaredViews) }
    if content is any PreferenceContributing { found.insert(.preferenceContributing) }
    if content is any PreferenceReading { found.insert(.preferenceReading) }
    if content is any AppearanceActions { found.insert(.appearanceActions) }
    if content is any DisappearanceActions { found.insert(.disappearanceActions) }
    if content is any BaselineProviding { found.insert(.baseline) }
    if content is any SpacingProviding { found.insert(.spacing) }
    if content is any ScrollingContainer { found.insert(.scrolling) }
    if content is any PlatformViewContent { found.insert(.platformView) }
    if content is StackContent { found.insert(.stack) }
    if content is ForEachContent { found.insert(.forEach) }
    self = found
  }
}

extension ViewNode {
  /// The node's content as `P` when it has `capability` (the bit tells whether the cast can succeed, so nodes
  /// without the capability skip it).
  func content<P>(_ capability: ContentCapabilities, as _: P.Type) -> P? {
    capabilities.contains(capability) ? content as? P : nil
  }
}
