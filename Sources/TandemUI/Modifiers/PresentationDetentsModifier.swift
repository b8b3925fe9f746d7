import Foundation
import TandemKit

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case medium, large }
  let kind: Kind
  /// About half the screen's height.
  public static let medium = PresentationDetent(kind: .medium)
  /// The full sheet height.
  public static let large = PresentationDetent(kind: .large)

  @MainActor var uiKit: UISheetPresentationController.Detent { kind == .medium ? .medium() : .large() }
}

/// The heights the sheet presenting this content can rest at.
nonisolated struct PresentationDetentsModifier: PrimitiveModifier {
  let detents: Set<PresentationDetent>
  @MainActor func makeContent() -> any NodeContent { DeclarationContent() }
}

extension View {
  /// The heights the sheet presenting this view can rest at (medium and large).
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(PresentationDetentsModifier(detents: detents))
  }
}

extension ViewGraph {
  /// The detents the content asks its sheet for (nil: none asked).
  var presentationDetents: Set<PresentationDetent>? {
    var found: Set<PresentationDetent>?
    root.forEach { node in
      if found == nil, let modifier = node.modifier(as: PresentationDetentsModifier.self) { found = modifier.detents }
    }
    return found
  }
}
