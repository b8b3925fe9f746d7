#include "CSwiftRuntime.h"

// `swiftcall` with the metadata in the `swift_context` register: how Swift passes `self` (here the class's
// metadata) to an allocating initializer.
typedef void *(*AllocatingInit)(const void *metadata __attribute__((swift_context))) __attribute__((swiftcall));

void *tandem_call_allocating_init(const void *function, const void *metadata) {
  return ((AllocatingInit)function)(metadata);
}
