import Foundation

/// Keeps the content's Dynamic Type size within the sizes a range allows (the nearest allowed size otherwise).
nonisolated struct DynamicTypeSizeLimit: PrimitiveModifier, EnvironmentTransform {
  /// For each size, smallest to largest, whether the range holds it.
  let allowed: [Bool]
  @MainActor func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  @MainActor func apply(to environment: inout EnvironmentValues) {
    let sizes = DynamicTypeSize.allCases
    guard let first = allowed.firstIndex(of: true), let last = allowed.lastIndex(of: true) else { return }
    // A range's sizes are contiguous: the nearest allowed size is the current one clamped to them.
    let current = sizes.firstIndex(of: environment.dynamicTypeSize) ?? 0
    environment.dynamicTypeSize = sizes[min(max(current, first), last)]
  }
}

extension View {
  /// Sets the Dynamic Type size of this view and its descendants.
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the Dynamic Type size of this view and its descendants to a range of sizes.
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    modifier(DynamicTypeSizeLimit(allowed: DynamicTypeSize.allCases.map { range.contains($0) }))
  }
}
