import CSwiftRuntime
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Makes objects from their classes with `init()`, as Objective-C's `[[cls alloc] init]` does on Apple platforms,
/// where UIKit makes app and scene delegates and SwiftUI its adapted delegates this way.
///
/// Swift constructs an object from a metatype only through a `required` initializer, and `NSObject.init()` is not
/// one; but every NSObject subclass's vtable holds its `init()` (inherited, overridden or a stub that traps as
/// Objective-C would) at the slot of `NSObject.init()`. That slot is found once by `NSObject.init()`'s own address
/// in NSObject's metadata, and the subclass's entry is called through Swift's calling convention (a C helper).
package enum ClassInstantiation {
  /// The word index, from the class metadata's address point, of the `init()` allocating initializer.
  private static let initializerSlot: Int? = {
    guard let handle = dlopen(nil, RTLD_NOW), let function = dlsym(handle, "$s10Foundation8NSObjectCACycfC") else {
      return nil
    }
    let metadata = unsafeBitCast(NSObject.self as AnyClass, to: UnsafePointer<UnsafeRawPointer?>.self)
    // The class's size and address point (bytes) bound the words after the address point.
    let sizes = UnsafeRawPointer(metadata).load(
      fromByteOffset: 4 * MemoryLayout<UnsafeRawPointer>.size, as: UInt64.self)
    let classSize = Int(UInt32(truncatingIfNeeded: sizes))
    let addressPoint = Int(UInt32(truncatingIfNeeded: sizes >> 32))
    let words = min(max((classSize - addressPoint) / MemoryLayout<UnsafeRawPointer>.size, 0), 256)
    return (0..<words).first { metadata[$0] == UnsafeRawPointer(function) }
  }()

  /// A new object of `type`, made with its `init()`.
  package static func make<T: NSObject>(_ type: T.Type) -> T {
    guard let slot = initializerSlot else {
      fatalError("Cannot make an instance of \(type): NSObject.init() was not found in Foundation's symbols.")
    }
    let metadata = unsafeBitCast(type as AnyClass, to: UnsafePointer<UnsafeRawPointer?>.self)
    guard let initializer = metadata[slot] else { fatalError("\(type) has no init() in its vtable.") }
    let object = tandem_call_allocating_init(initializer, UnsafeRawPointer(metadata))
    return Unmanaged<T>.fromOpaque(object).takeRetainedValue()
  }
}
