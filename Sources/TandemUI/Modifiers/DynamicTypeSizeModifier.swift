import Foundation

/// Keeps the content's Dynamic Type size within the sizes a range allows (the nearest allowed size otherwise).
nonisolated struct DynamicTypeSizeLimit: PrimitiveModifier, EnvironmentTransform {
  /// For each size, smallest to largest, whether the range holds it.
  let allowed: [Bool]
  @MainActor func makeContent() -> any NodeContent { EnvironmentWriterContent() }
  @MainActor func apply(to environment: inout EnvironmentValues) {
    let sizes = DynamicTypeSize.allCases
    guard let first = allowed.firstIndex(of: true), let last = allowed.lastIndex(of: true) else { return }
    let current = sizes.firstIndex(of: environment.dynamicTypeSize) ?? 0
    if allowed[current] { return }
    let index =
      current < first
      ? first : current > last ? last : (first...last).last { allowed[$0] && $0 <= current } ?? first
    environment.dynamicTypeSize = sizes[index]
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
