import Foundation

/// The kinds of safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The area covered by bars and the device's edges.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The area covered by the software keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Lets the view reach past the safe area on edges where it touches it.
nonisolated struct IgnoresSafeAreaModifier: PrimitiveModifier {
  let regions: SafeAreaRegions
  let edges: Edge.Set
  @MainActor func makeContent() -> any NodeContent { IgnoresSafeAreaContent() }
}

/// Lays out as its content; places it grown out to the host's edges on the chosen edges the frame touches the safe
/// area on: `.container` reaches past bars and the device's edges, `.keyboard` reaches down under the keyboard (to
/// the container's safe area, or to the screen's edge with both).
final class IgnoresSafeAreaContent: NodeContent, LayoutOnly {
  func place(in bounds: CGRect, node: ViewNode) {
    guard let modifier = node.modifier(as: IgnoresSafeAreaModifier.self), !modifier.regions.isEmpty else {
      for child in node.layoutChildren { child.place(in: bounds) }
      return
    }
    let safe = node.graph.safeBounds
    let container = node.graph.containerSafeBounds
    let full = node.graph.unsafeBounds
    let regions = modifier.regions
    let tolerance: CGFloat = 0.5
    var minX = bounds.minX
    var minY = bounds.minY
    var maxX = bounds.maxX
    var maxY = bounds.maxY
    if regions.contains(.container) {
      if modifier.edges.contains(.top), abs(bounds.minY - safe.minY) < tolerance { minY = min(minY, full.minY) }
      if modifier.edges.contains(.leading), abs(bounds.minX - safe.minX) < tolerance { minX = min(minX, full.minX) }
      if modifier.edges.contains(.trailing), abs(bounds.maxX - safe.maxX) < tolerance { maxX = max(maxX, full.maxX) }
    }
    if modifier.edges.contains(.bottom), abs(bounds.maxY - safe.maxY) < tolerance {
      let keyboardShown = container.maxY - safe.maxY > tolerance
      if regions.contains(.keyboard) { maxY = max(maxY, container.maxY) }
      if regions.contains(.container) && (regions.contains(.keyboard) || !keyboardShown) {
        maxY = max(maxY, full.maxY)
      }
    }
    let grown = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    for child in node.layoutChildren { child.place(in: grown) }
  }
}

extension View {
  /// Lets the view extend past the safe area on `edges` (all by default) where it reaches the safe area's edge.
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
  }

  /// Lets the view extend past the safe area on `edges` (iOS 13's spelling of `ignoresSafeArea(.all, edges:)`).
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(IgnoresSafeAreaModifier(regions: .all, edges: edges))
  }
}
