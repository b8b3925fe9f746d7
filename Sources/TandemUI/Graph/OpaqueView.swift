/// `view` as an existential whose concrete type the optimizer cannot see. The graph's entry points (`ViewNode`'s
/// initialiser and `update(with:)`, `ViewTypeInfo.of`, `ViewEquality`) take `any View`. When any caller hands them a
/// value of a statically known type, Swift's existential specializer rewrites them as generic functions behind a
/// thunk that every caller then goes through: the thunk and the generic body copy the whole value into a fresh box
/// on each call (twice per node built). Values of a known type enter the graph through here instead, so those
/// entry points keep taking the existential as it is (a copy is a retain of its box).
@inline(never) nonisolated func opaqueView(_ view: any View) -> any View { view }
