#ifndef CSWIFTRUNTIME_H
#define CSWIFTRUNTIME_H

/// Calls a Swift class's allocating initializer `init()` — a function of Swift's calling convention that takes the
/// class's metadata as `self` — and returns the new object, retained (+1). What Objective-C's `[[cls alloc] init]`
/// does on Apple platforms: UIKit and SwiftUI make the app's delegates from their classes this way.
void *_Nonnull tandem_call_allocating_init(const void *_Nonnull function, const void *_Nonnull metadata);

#endif
