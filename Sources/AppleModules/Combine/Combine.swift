// `import Combine` on Linux: Tandem's Combine (publishers, subscribers, subjects, `ObservableObject`,
// `@Published`, cancellables). Re-exports only.
@_exported import TandemCombine
