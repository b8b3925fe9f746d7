import Foundation
import Synchronization
import TandemKit

/// A key for a value in the environment, with its default.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Values views inherit from their ancestors: appearance, text size, fonts, colors, scale, locale …
public struct EnvironmentValues: CustomStringConvertible {
  /// The values, in a box shared between copies until one is written (so unchanged copies compare in O(1)). An
  /// environment holds a few values, read far more often than written: found by a scan of their keys, which
  /// costs less than hashing one.
  private final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var entries: [(key: ObjectIdentifier, box: any ValueBox)]
    init(_ entries: [(key: ObjectIdentifier, box: any ValueBox)]) { self.entries = entries }
    func box(for key: ObjectIdentifier) -> (any ValueBox)? {
      for entry in entries where entry.key == key { return entry.box }
      return nil
    }
    func set(_ box: any ValueBox, for key: ObjectIdentifier) {
      for index in entries.indices where entries[index].key == key {
        entries[index].box = box
        return
      }
      entries.append((key, box))
    }
  }
  /// One value, boxed with its static type: a key's value always has the key's `Value` type, so reading it back
  /// needs no dynamic cast, and copies of an environment share the boxes of the values neither wrote.
  private protocol ValueBox: AnyObject {
    var anyValue: Any { get }
  }
  private final class TypedBox<Value>: ValueBox {
    let value: Value
    init(_ value: Value) { self.value = value }
    var anyValue: Any { value }
  }
  private var storage = Storage([])

  /// Writes a value in place, copying the storage first when another environment shares it.
  private mutating func set<Value>(_ value: Value, for key: ObjectIdentifier) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.entries) }
    storage.set(TypedBox(value), for: key)
  }

  /// The value stored under `key`, whose values all have type `Value`.
  private func value<Value>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
    guard let box = storage.box(for: key) else { return nil }
    return unsafeDowncast(box as AnyObject, to: TypedBox<Value>.self).value
  }

  public init() {}

  /// The value for a key (its default when unset).
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      if ViewGraph.isEvaluating {
        let id = ObjectIdentifier(key)
        MainActor.assumeIsolated { _ = ViewGraph.evaluating?.environmentReads.insert(id) }
      }
      return value(for: ObjectIdentifier(key), as: K.Value.self) ?? K.defaultValue
    }
    set { set(newValue, for: ObjectIdentifier(key)) }
  }

  /// Whether any of `keys` has a different value in `other` (values compared when Equatable).
  package func differs(from other: EnvironmentValues, in keys: Set<ObjectIdentifier>) -> Bool {
    if storage === other.storage { return false }
    for key in keys {
      switch (storage.box(for: key), other.storage.box(for: key)) {
      case (nil, nil): continue
      case (let boxA?, let boxB?):
        if boxA === boxB { continue }
        let a = boxA.anyValue
        let b = boxB.anyValue
        if let ea = a as? any Equatable, Self.equal(ea, b) { continue }
        if type(of: a) is AnyClass, (a as AnyObject) === (b as AnyObject) { continue }
        return true
      default: return true
      }
    }
    return false
  }

  private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }

  /// The environment object of a type (`environmentObject(_:)`), stored under the type's identity.
  package subscript<T: AnyObject>(object type: T.Type) -> T? {
    get {
      if ViewGraph.isEvaluating {
        let id = ObjectIdentifier(type)
        MainActor.assumeIsolated { _ = ViewGraph.evaluating?.environmentReads.insert(id) }
      }
      return value(for: ObjectIdentifier(type), as: T?.self) ?? nil
    }
    set { set(newValue, for: ObjectIdentifier(type)) }
  }

  /// Whether any value differs from `other`'s.
  package func differs(from other: EnvironmentValues) -> Bool {
    if storage === other.storage { return false }
    return differs(from: other, in: Set(storage.entries.map(\.key)).union(other.storage.entries.map(\.key)))
  }

  public var description: String { "EnvironmentValues(\(storage.entries.count) values)" }

  private func peek<K: EnvironmentKey>(_ key: K.Type) -> K.Value {
    value(for: ObjectIdentifier(key), as: K.Value.self) ?? K.defaultValue
  }

  /// The environment of a trait collection. The last one made is kept with its (immutable) collection: the hosts
  /// of a screen's cells share their window's traits, so their graphs start from one environment value.
  @MainActor package static func from(traits: UITraitCollection) -> EnvironmentValues {
    if let last = lastFromTraits, last.traits === traits { return last.environment }
    var environment = EnvironmentValues()
    environment.adopt(traits, differingFrom: nil)
    lastFromTraits = (traits, environment)
    return environment
  }
  @MainActor private static var lastFromTraits: (traits: UITraitCollection, environment: EnvironmentValues)?

  /// Takes the values a trait collection sets (appearance, scale, text size, direction) — only those whose trait
  /// differs from `base`'s, when given (an attached graph keeps what its parent set unless its own host differs).
  package mutating func adopt(_ traits: UITraitCollection, differingFrom base: UITraitCollection?) {
    if base.map({ $0.userInterfaceStyle != traits.userInterfaceStyle }) ?? true {
      colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
    }
    if base.map({ $0.displayScale != traits.displayScale }) ?? true {
      displayScale = traits.displayScale > 0 ? traits.displayScale : 3
    }
    if base.map({ $0.preferredContentSizeCategory != traits.preferredContentSizeCategory }) ?? true {
      dynamicTypeSize = DynamicTypeSize(traits.preferredContentSizeCategory)
    }
    if base.map({ $0.layoutDirection != traits.layoutDirection }) ?? true {
      layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// The appearance colors resolve against (one shared collection per appearance and scale: colors resolve at
  /// every text drawn).
  package var traits: UITraitCollection {
    let dark = peek(ColorSchemeKey.self) == .dark
    let scale = peek(DisplayScaleKey.self)
    return EnvironmentValues.colorTraits.withLock { made in
      if let existing = made[ColorTraitsKey(dark: dark, scale: scale)] { return existing }
      let traits = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceStyle: dark ? .dark : .light), UITraitCollection(displayScale: scale),
      ])
      // Scales are few (a screen's, a renderer's); the table starts again should one ever hold many.
      if made.count >= 64 { made.removeAll() }
      made[ColorTraitsKey(dark: dark, scale: scale)] = traits
      return traits
    }
  }
  /// The trait collections colors resolved against, by appearance and scale.
  private static let colorTraits = Mutex<[ColorTraitsKey: UITraitCollection]>([:])
}

/// An appearance and a display scale.
private struct ColorTraitsKey: Hashable {
  let dark: Bool
  let scale: CGFloat
}

/// Light or dark.
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

/// The user's text size, SwiftUI's name for content size categories.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3
  case accessibility4, accessibility5

  init(_ category: UIContentSizeCategory) {
    let index = SizeCategoryName.allCases.firstIndex(of: category.engineCategory) ?? 3
    self = DynamicTypeSize.allCases[index]
  }

  var engine: SizeCategoryName { SizeCategoryName.allCases[DynamicTypeSize.allCases.firstIndex(of: self)!] }
  /// Whether this is an accessibility size.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
struct ItalicKey: EnvironmentKey { static let defaultValue = false }
struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
struct ForegroundKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
/// The app's locale: `TANDEM_LOCALE`'s (e.g. `de_DE`, `ar`), else en_US.
struct LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: ProcessInfo.processInfo.environment["TANDEM_LOCALE"] ?? "en_US")
}
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }
struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }
struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

/// The direction text and leading/trailing edges follow.
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

extension EnvironmentValues {
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// The default font of text.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  /// A weight applied over the font (`.fontWeight`, `.bold()`).
  package var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }
  /// Whether text is italicized over the font (`.italic()`).
  package var isItalic: Bool {
    get { self[ItalicKey.self] }
    set { self[ItalicKey.self] = newValue }
  }
  /// Whether text uses digits of one width over the font (`.monospacedDigit()`).
  package var monospacedDigits: Bool {
    get { self[MonospacedDigitKey.self] }
    set { self[MonospacedDigitKey.self] = newValue }
  }
  /// The color text, symbols and shapes are drawn in here (the foreground color, primary by default).
  package var foreground: Color { foregroundColor ?? .primary }

  /// The engine font text and symbols use here: the font (body by default) with the weight and italic applied.
  package var resolvedFont: FontDescriptor {
    var font = self.font ?? .body
    if let weight = fontWeight { font = font.weight(weight) }
    if isItalic { font = font.italic() }
    if monospacedDigits { font = font.monospacedDigit() }
    return font.resolve(dynamicTypeSize)
  }
  package var foregroundColor: Color? {
    get { self[ForegroundKey.self] }
    set { self[ForegroundKey.self] = newValue }
  }
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// Linux: defaults to en_US so output is deterministic; set it for other locales.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// The time zone dates show in: the system's (`TZ`), as on Apple platforms.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
  /// The calendar dates are read in: the current one, as on Apple platforms.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  /// The lines text and vertical text fields here take space for even when they show fewer (the lower bound of a
  /// `lineLimit` range, or the limit with `reservesSpace`).
  package var reservedLines: Int {
    get { self[ReservedLinesKey.self] }
    set { self[ReservedLinesKey.self] = newValue }
  }
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineAlignmentKey.self] }
    set { self[MultilineAlignmentKey.self] = newValue }
  }
  /// The layout direction: the hosting view's traits' (right to left mirrors stacks, alignment and placement).
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}

/// Reads a value from the environment; the view re-evaluates when an ancestor changes it.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, DynamicPropertyMarker, NodeBindable {
  nonisolated(unsafe) private let keyPath: KeyPath<EnvironmentValues, Value>
  private let box = EnvironmentBox()

  final class EnvironmentBox: @unchecked Sendable {
    weak var node: ViewNode?
  }

  /// Reads the value at a key path of the environment.
  nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The value (read from the node's environment when the body runs).
  public var wrappedValue: Value {
    nonisolated(unsafe) var value: Value?
    nonisolated(unsafe) let keyPath = keyPath
    let box = box
    MainActor.assumeIsolated {
      let environment = box.node?.environment ?? EnvironmentValues()
      value = environment[keyPath: keyPath]
    }
    return value!
  }

  package func bind(to node: ViewNode, key: String) { box.node = node }
}

/// Horizontal text alignment of multi-line text.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// A proposed size: a dimension of nil means "your ideal size", infinity "as large as you like".
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// The proposal with nil dimensions replaced.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
