import Foundation

/// Runs engine work from a nonisolated API method (a layout proxy, a graphics context): layout and drawing run on
/// the main actor.
func onMainActor<T>(_ work: @MainActor () throws -> T) rethrows -> T {
  nonisolated(unsafe) var result: T?
  try MainActor.assumeIsolated { result = try work() }
  return result!
}
