import Foundation
import Testing

@testable import TandemGraphics

/// What a body run on another thread returned (read after that thread signalled).
private final class ThreadResult<T>: @unchecked Sendable { var value: T? }

/// Per-thread counters and objects: each thread sees only what it did, and a thread's object lives with it.
struct ThreadLocalTests {
  /// Runs `body` on another thread while this one waits, returning its result.
  private func onAnotherThread<T>(_ body: @escaping @Sendable () -> T) -> T? {
    let result = ThreadResult<T>()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      result.value = body()
      finished.signal()
    }
    thread.start()
    return finished.wait(timeout: .now() + 10) == .success ? result.value : nil
  }

  @Test func aCounterCountsOnlyTheCallingThreadsWork() {
    let counter = ThreadLocalCounter()
    counter.add(3)
    counter.add(4)
    let seenElsewhere = onAnotherThread {
      let before = counter.value
      counter.add(100)
      return [before, counter.value]
    }
    #expect(seenElsewhere == [0, 100])
    #expect(counter.value == 7)
  }

  @Test func eachThreadGetsItsOwnObjectMadeOnce() {
    final class Box { var items: [Int] = [] }
    let slot = ThreadLocalObject { Box() }
    slot.object.items.append(1)
    slot.object.items.append(2)
    #expect(slot.object.items == [1, 2])
    // Another thread starts with an object of its own (released when that thread ends).
    let seen = onAnotherThread {
      slot.object.items.append(9)
      return slot.object.items
    }
    #expect(seen == [9])
    #expect(slot.object.items == [1, 2])
  }

  /// The shaping count the benchmarks and precise-update tests read is the calling thread's.
  @Test func textShapedOnAnotherThreadIsNotCountedHere() {
    let before = TextLayout.shapedCount
    let text = "Shaped on another thread \(UUID().uuidString)"
    let shapedThere = onAnotherThread {
      let start = TextLayout.shapedCount
      _ = TextLayout.make(StyledText(text, font: FontDescriptor(size: 15)))
      return TextLayout.shapedCount - start
    }
    #expect(shapedThere == 1)
    #expect(TextLayout.shapedCount == before)
  }
}
