/// How a binding reaches its property: through the property's byte offset inside the value when
/// `Root` is a struct and the property is stored, else through the key path.
///
/// A key path read costs the runtime a generic-metadata lookup on every access, about a quarter
/// of what `Mapper.dictionary(from:)` spends on a struct model. `MemoryLayout.offset(of:)` gives an
/// offset only for a stored property without observers, reached the same way the key path reaches
/// it, so the two routes read and write the same storage; every other property (of a class, or
/// computed, observed, property-wrapped, of a resilient type) keeps the key path, and with it its
/// accessors and observers.
struct PropertyAccessor<Root, Value>: @unchecked Sendable {  // an immutable key path and an offset
    private let keyPath: WritableKeyPath<Root, Value>
    /// The property's offset inside a `Root` value, when `Root` stores it inline.
    private let offset: Int?

    init(_ keyPath: WritableKeyPath<Root, Value>) {
        self.keyPath = keyPath
        offset = MemoryLayout<Root>.offset(of: keyPath)
    }

    /// The property's value in `root`.
    func read(_ root: Root) -> Value {
        guard let offset else { return root[keyPath: keyPath] }
        return withUnsafePointer(to: root) { pointer in
            UnsafeRawPointer(pointer).load(fromByteOffset: offset, as: Value.self)
        }
    }

    /// Stores `value` in `root`'s property.
    func write(_ value: Value, into root: inout Root) {
        guard let offset else {
            root[keyPath: keyPath] = value
            return
        }
        withUnsafeMutablePointer(to: &root) { pointer in
            (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee = value
        }
    }

    /// Runs `body` on `root`'s property in place: what `body` leaves there is the new value.
    func modify<Result>(_ root: inout Root, _ body: (inout Value) throws -> Result) rethrows -> Result {
        guard let offset else { return try body(&root[keyPath: keyPath]) }
        return try withUnsafeMutablePointer(to: &root) { pointer in
            try body(&(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }
}
