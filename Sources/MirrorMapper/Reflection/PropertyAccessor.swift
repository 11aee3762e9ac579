/// How a binding reaches its property: through the property's byte offset when it is stored (inside
/// the value for a struct, inside the instance for a class), else through the key path.
///
/// A key path access costs the runtime a generic-metadata lookup every time (about a quarter of
/// what `Mapper.dictionary(from:)` spent on a struct model), and into a class an allocation as well
/// (about 500 ns a write). An offset is taken only where it is the key path's own storage:
/// `MemoryLayout.offset(of:)` gives one for a struct's stored property without observers, reached
/// the same way the key path reaches it, and ``ClassFieldLayout`` one for a class's stored property
/// that the key path is proven to reach directly. Every other property (computed, observed,
/// property-wrapped, overridable, of a resilient type) keeps the key path, and with it its
/// accessors and observers.
///
/// A property that no table names (a table-free model's) has no key path: it is reached at the
/// offset of its runtime field record, its storage, so a `didSet` on it does not run (see
/// ``SchemaBuilder``).
struct PropertyAccessor<Root, Value>: @unchecked Sendable {  // an immutable key path or an offset
    /// Where the property is.
    private let route: Route

    private enum Route {
        /// At this offset inside a `Root` value (a struct).
        case inValue(Int)
        /// At this offset inside the instance a `Root` reference points to (a class).
        case inInstance(Int)
        /// Behind the key path's accessors.
        case keyPath(WritableKeyPath<Root, Value>)
    }

    /// The accessor of `keyPath`, the property `name`; `layout` is its class's, when `Root` is a
    /// class.
    init(_ keyPath: WritableKeyPath<Root, Value>, named name: String, in layout: ClassFieldLayout?) {
        if let offset = MemoryLayout<Root>.offset(of: keyPath) {
            route = .inValue(offset)
        } else if let offset = layout?.offset(of: keyPath, named: name) {
            route = .inInstance(offset)
        } else {
            route = .keyPath(keyPath)
        }
    }

    /// The accessor of the stored field at `offset` inside a `Root` value or instance, as the
    /// runtime's field record of a field of type `Value` gives it (``StoredProperties``).
    init(storedAt offset: Int) {
        route = Root.self is AnyClass ? .inInstance(offset) : .inValue(offset)
    }

    /// Whether the property is reached through its offset rather than its key path.
    var reachesStorage: Bool {
        if case .keyPath = route { return false }
        return true
    }

    /// The property's value in `root`.
    func read(_ root: Root) -> Value {
        switch route {
        case .inValue(let offset):
            return withUnsafePointer(to: root) { pointer in
                UnsafeRawPointer(pointer).load(fromByteOffset: offset, as: Value.self)
            }
        case .inInstance(let offset):
            return Self.field(at: offset, of: root).pointee
        case .keyPath(let keyPath):
            return root[keyPath: keyPath]
        }
    }

    /// Stores `value` in `root`'s property.
    func write(_ value: Value, into root: inout Root) {
        switch route {
        case .inValue(let offset):
            withUnsafeMutablePointer(to: &root) { pointer in
                (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee =
                    value
            }
        case .inInstance(let offset):
            Self.field(at: offset, of: root).pointee = value
        case .keyPath(let keyPath):
            root[keyPath: keyPath] = value
        }
    }

    /// Runs `body` on `root`'s property in place: what `body` leaves there is the new value.
    func modify<Result>(_ root: inout Root, _ body: (inout Value) throws -> Result) rethrows -> Result {
        switch route {
        case .inValue(let offset):
            return try withUnsafeMutablePointer(to: &root) { pointer in
                try body(
                    &(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
            }
        case .inInstance(let offset):
            return try body(&Self.field(at: offset, of: root).pointee)
        case .keyPath(let keyPath):
            return try body(&root[keyPath: keyPath])
        }
    }

    /// The storage of the field at `offset` inside the instance `root` refers to. Only called when
    /// `Root` is a class, whose values are single references.
    @inline(__always)
    private static func field(at offset: Int, of root: Root) -> UnsafeMutablePointer<Value> {
        (unsafeBitCast(root, to: UnsafeMutableRawPointer.self) + offset).assumingMemoryBound(to: Value.self)
    }
}
