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

/// The heights the sheet presenting this content can rest at, flowing up the graph as a preference (the
/// outermost, first declaration wins).
struct PresentationDetentsKey: PreferenceKey {
  static let defaultValue: Set<PresentationDetent> = [.large]
  static func reduce(value: inout Set<PresentationDetent>, nextValue: () -> Set<PresentationDetent>) {}
}

extension View {
  /// The heights the sheet presenting this view can rest at (medium and large).
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    preference(key: PresentationDetentsKey.self, value: detents)
  }
}

extension ViewGraph {
  /// The detents the content asks its sheet for (nil: none asked).
  var presentationDetents: Set<PresentationDetent>? { root.preferenceIfSet(PresentationDetentsKey.self) }
}
