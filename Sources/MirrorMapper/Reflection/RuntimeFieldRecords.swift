/// The Swift runtime's own records of a type's stored fields: name, declared type and offset, and
/// whether each is a `var` and whether it holds its value strongly, without an instance.
///
/// They are read through the three entry points that `Mirror` and the standard library's
/// `_forEachField` stand on. Every Swift runtime exports them since Swift 5.2 (Apple platforms
/// since macOS 10.15.4, iOS and tvOS 13.4, watchOS 6.2: below every minimum of `Package.swift`),
/// but no public interface declares them, and `_forEachField` itself is SPI that Apple SDKs do not
/// carry. So they are declared here, the one place in the package that uses `@_silgen_name`;
/// `RuntimeFieldRecordsTests` pins what they return. Nothing reads a metadata layout by hand: the
/// runtime fills the record below, which mirrors its `FieldReflectionMetadata` (a name, the
/// function that frees it, and two flags).
enum RuntimeFieldRecords {
    /// One stored field as the runtime describes it.
    struct Field {
        let name: String
        let type: Any.Type
        let offset: Int
        /// Declared with `var` rather than `let`.
        let isVar: Bool
        /// False for a `weak` or `unowned` reference.
        let isStrong: Bool
    }

    /// The fields of `type`, a struct, or a class with those of its superclasses first; a type of
    /// another kind (an enum, a tuple, a function) has none here.
    static func fields(of type: Any.Type) -> [Field] {
        (0..<runtimeFieldCount(type)).map { index in
            var record = RuntimeFieldRecord()
            let fieldType = runtimeFieldType(type, index: index, record: &record)
            defer { record.freeName?(record.name) }
            return Field(
                name: record.name.map { String(cString: $0) } ?? "", type: fieldType,
                offset: runtimeFieldOffset(type, index: index), isVar: record.isVar,
                isStrong: record.isStrong)
        }
    }
}

/// What the runtime fills for one field (its `FieldReflectionMetadata`).
private struct RuntimeFieldRecord {
    var name: UnsafePointer<CChar>? = nil
    var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    var isStrong = true
    var isVar = false
}

/// The number of stored fields of `type`, a class's superclasses' included.
@_silgen_name("swift_reflectionMirror_recursiveCount")
private func runtimeFieldCount(_ type: Any.Type) -> Int

/// The declared type of field `index` of `type`, filling `record`.
@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func runtimeFieldType(
    _ type: Any.Type, index: Int, record: UnsafeMutablePointer<RuntimeFieldRecord>
) -> Any.Type

/// The offset of field `index` inside a value or instance of `type`.
@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func runtimeFieldOffset(_ type: Any.Type, index: Int) -> Int
