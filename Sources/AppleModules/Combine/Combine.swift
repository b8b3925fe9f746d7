// `import Combine` on Linux: Tandem's Combine (publishers and their operators, subscribers, subjects, schedulers,
// `ObservableObject`, `@Published`, cancellables, and Foundation's timer, notification and URL session
// publishers). Re-exports only.
@_exported import TandemCombine
