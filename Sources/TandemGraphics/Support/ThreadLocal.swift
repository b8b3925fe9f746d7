import Foundation

/// A count per thread, kept in a POSIX thread-specific slot: reading or adding is a slot load and store (no
/// dictionary lookup and no boxing, as `Thread.current.threadDictionary` costs). Engine diagnostics count their own
/// thread's work with it, so a test or benchmark counts what it did while other threads work too.
package final class ThreadLocalCounter: @unchecked Sendable {
  private let key: pthread_key_t

  /// A counter at zero on every thread (its slot lives as long as the process: make it once, as a static).
  package init() {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    self.key = key
  }

  /// The calling thread's count.
  package var value: Int { Int(bitPattern: pthread_getspecific(key)) }

  /// Adds to the calling thread's count.
  package func add(_ amount: Int) { pthread_setspecific(key, UnsafeRawPointer(bitPattern: value &+ amount)) }
}

/// An object per thread, made on first use on each thread and released when the thread ends; kept in a POSIX
/// thread-specific slot.
package final class ThreadLocalObject<Object: AnyObject>: @unchecked Sendable {
  private let key: pthread_key_t
  private let make: @Sendable () -> Object

  /// A slot whose object `make` creates on each thread's first read (make it once, as a static).
  package init(_ make: @escaping @Sendable () -> Object) {
    self.make = make
    var key = pthread_key_t()
    pthread_key_create(&key) { if let stored = $0 { Unmanaged<AnyObject>.fromOpaque(stored).release() } }
    self.key = key
  }

  /// The calling thread's object.
  package var object: Object {
    if let stored = pthread_getspecific(key) { return Unmanaged<Object>.fromOpaque(stored).takeUnretainedValue() }
    let created = make()
    pthread_setspecific(key, Unmanaged.passRetained(created as AnyObject).toOpaque())
    return created
  }
}
