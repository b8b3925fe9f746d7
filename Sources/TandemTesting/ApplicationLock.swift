import Testing
import TandemKit

/// A test trait that gives each test it covers the process's application to itself: tests carrying it run one at
/// a time across every suite and target (each starting with a fresh application and the appearance proxies
/// unset), so a test that waits (real time for `asyncAfter`, an exit test) cannot see
/// another test replace `UIApplication.shared` or show windows in the meantime.
///
/// Swift Testing runs suites in parallel; `.serialized` orders the tests of one suite only. Put
/// `.ownsTheApplication` on every suite that boots an `AppDriver`, shows windows or reads `UIApplication.shared`.
public struct ApplicationOwnershipTrait: SuiteTrait, TestTrait, TestScoping {
  /// Applies to every test function in a suite (each test case takes the application in turn).
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    await ApplicationLock.shared.acquire()
    // Each test starts as a new process would: a fresh application (the default text size, direction and
    // device, whatever the last test changed) and nothing set on the bars' appearance proxies.
    await MainActor.run {
      _ = UIApplication.reset()
      AppearanceProxy.reset()
    }
    do {
      try await function()
    } catch {
      await ApplicationLock.shared.release()
      throw error
    }
    await ApplicationLock.shared.release()
  }
}

extension Trait where Self == ApplicationOwnershipTrait {
  /// The test owns the application while it runs: no other test carrying this trait runs at the same time.
  public static var ownsTheApplication: Self { ApplicationOwnershipTrait() }
}

/// A first-come, first-served lock held by one test at a time.
actor ApplicationLock {
  static let shared = ApplicationLock()
  private var held = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func acquire() async {
    guard held else {
      held = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty {
      held = false
    } else {
      // The lock passes straight to the next test in line.
      waiting.removeFirst().resume()
    }
  }
}
