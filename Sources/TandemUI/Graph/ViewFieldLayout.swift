@_spi(Reflection) import Swift

/// The stored fields of a view type — name, byte offset and type — read from the type's metadata once per type,
/// so binding dynamic properties before each body and comparing view values field by field read the fields
/// directly instead of reflecting every value with `Mirror`.
@MainActor package struct ViewFieldLayout {
  package struct Field {
    package let name: String
    let offset: Int
    let type: Any.Type
    /// The field's type as a dynamic property bound to the node (`@State`, `@Environment` …), if it is one.
    let bindable: (any NodeBindable.Type)?
    /// Whether the field's type is `any View`.
    let isViewExistential: Bool
  }

  /// The fields, in declaration order.
  package let fields: [Field]
  /// The fields that are dynamic properties.
  package let bindableFields: [Field]

  private static var layouts: [ObjectIdentifier: ViewFieldLayout?] = [:]
  /// How often each type's layout was read from metadata (for tests: once).
  package private(set) static var computations: [ObjectIdentifier: Int] = [:]

  /// The layout of a value's type when it is a struct (nil for classes, enums, tuples and types the runtime cannot
  /// describe); the value tells the kind of its type the first time the type is seen.
  package static func of(typeOf value: Any) -> ViewFieldLayout? {
    let type = Swift.type(of: value)
    let key = ObjectIdentifier(type)
    if let known = layouts[key] { return known }
    computations[key, default: 0] += 1
    // Only structs: the runtime also answers for an enum (its payloads are not fields) and a class (whose fields
    // live in its object).
    guard Mirror(reflecting: value).displayStyle == .struct else {
      layouts[key] = .some(nil)
      return nil
    }
    // A weak or unowned field is not its type's bytes (a weak reference points at a side table): only a mirror
    // reads it, so the type is reflected.
    guard FieldOwnership.allFieldsAreStrong(type) else {
      layouts[key] = .some(nil)
      return nil
    }
    var fields: [Field] = []
    var otherExistentials = false
    let complete = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
      let isView = fieldType == (any View).self
      // A field of another protocol type could not be boxed as its value: such types are reflected instead.
      if kind == .existential && !isView { otherExistentials = true }
      fields.append(
        Field(
          name: String(cString: name), offset: offset, type: fieldType,
          bindable: fieldType as? any NodeBindable.Type, isViewExistential: isView))
      return true
    }
    let layout = complete && !otherExistentials ? ViewFieldLayout(type: type, fields: fields) : nil
    layouts[key] = .some(layout)
    return layout
  }

  /// The struct type the layout describes.
  private let type: Any.Type

  private init(type: Any.Type, fields: [Field]) {
    self.type = type
    self.fields = fields
    bindableFields = fields.filter { $0.bindable != nil }
  }

  /// Whether the layout describes values of a static type (a value opened from a box that held an existential
  /// opens as the existential).
  package func describes(_ staticType: Any.Type) -> Bool { staticType == type }

  /// Calls `body` with each dynamic property of `value` (a value of the layout's type) and its field name.
  package func forEachBindable<V>(in value: V, _ body: (any NodeBindable, String) -> Void) {
    precondition(describes(V.self), "a field layout read through another type")
    guard !bindableFields.isEmpty else { return }
    withUnsafeBytes(of: value) { raw in
      for field in bindableFields {
        func load<T: NodeBindable>(_: T.Type) -> any NodeBindable { raw.load(fromByteOffset: field.offset, as: T.self) }
        body(load(field.bindable!), field.name)
      }
    }
  }

  /// Calls `body` for each dynamic property of a value; when it returns properties to hold instead of some, returns
  /// a copy of the value holding them (nil — and no copy — when it returns none, as it almost always does).
  package func rebindingBindables<V>(
    of value: V, _ body: (any NodeBindable, String) -> (any NodeBindable)?
  ) -> V? {
    precondition(describes(V.self), "a field layout read through another type")
    guard !bindableFields.isEmpty else { return nil }
    var replacements: [(offset: Int, property: any NodeBindable)] = []
    withUnsafeBytes(of: value) { raw in
      for field in bindableFields {
        func load<T: NodeBindable>(_: T.Type) -> any NodeBindable { raw.load(fromByteOffset: field.offset, as: T.self) }
        if let replacement = body(load(field.bindable!), field.name) {
          replacements.append((field.offset, replacement))
        }
      }
    }
    guard !replacements.isEmpty else { return nil }
    var copy = value
    withUnsafeMutableBytes(of: &copy) { raw in
      for (offset, replacement) in replacements {
        func store<T: NodeBindable>(_ property: T) {
          raw.baseAddress!.advanced(by: offset).assumingMemoryBound(to: T.self).pointee = property
        }
        store(replacement)
      }
    }
    return copy
  }

  /// One field of a value of the layout's type (its bytes), boxed.
  package func fieldValue(_ field: Field, in raw: UnsafeRawBufferPointer) -> Any {
    Self.fieldValue(field, at: field.offset, in: raw)
  }

  /// A field of the field's type at a byte offset in a value's bytes (a field of a nested struct), boxed.
  static func fieldValue(_ field: Field, at offset: Int, in raw: UnsafeRawBufferPointer) -> Any {
    if field.isViewExistential {
      // An `any View` field: boxed from its static type, so the box holds the view itself.
      let view: any View = raw.load(fromByteOffset: offset, as: (any View).self)
      return view as Any
    }
    func load<F>(_: F.Type) -> Any { raw.load(fromByteOffset: offset, as: F.self) }
    return _openExistential(field.type, do: load)
  }

  /// The layout of a struct type of plain data (no references), found without a value of it; nil for other types.
  static func ofPlainStruct(_ type: Any.Type) -> ViewFieldLayout? {
    // Plain data can be made from zeroed bytes, which is all the kind of the type needs.
    func zeroed<T>(_: T.Type) -> Any? {
      guard _isPOD(T.self) else { return nil }
      return withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
        let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<T>.size)
        return raw.load(as: T.self)
      }
    }
    guard let value = _openExistential(type, do: zeroed) else { return nil }
    return of(typeOf: value)
  }
}

/// Whether a struct's fields are held strongly, from the runtime's field records (the ownership `_forEachField`
/// does not report).
enum FieldOwnership {
  /// What the runtime tells of one field (the layout of the standard library's own record of it).
  private struct FieldRecord {
    var name: UnsafePointer<CChar>? = nil
    var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    var isStrong = false
    var isVar = false
  }

  @_silgen_name("swift_reflectionMirror_recursiveCount")
  private static func fieldCount(_ type: Any.Type) -> Int

  @_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
  private static func fieldMetadata(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<FieldRecord>
  ) -> Any.Type

  /// Whether every stored field of the struct `type` is a strong (or plain) value: none is `weak` or `unowned`.
  static func allFieldsAreStrong(_ type: Any.Type) -> Bool {
    for index in 0..<fieldCount(type) {
      var record = FieldRecord()
      _ = fieldMetadata(type, index: index, fieldMetadata: &record)
      record.freeName?(record.name)
      if !record.isStrong { return false }
    }
    return true
  }
}
