/// Where a class's stored properties lie inside its instances, as the runtime lays them out, with
/// the prototype a schema is built from to check a key path against.
///
/// A key path into a class costs the runtime a generic-metadata lookup and an allocation on every
/// access (about 500 ns a write here, against 20 ns for the property itself). A class's stored
/// property has a fixed offset inside every instance of the class and of its subclasses, which
/// `MemoryLayout.offset(of:)` does not give (it answers for structs only); the runtime's own field
/// descriptions (``StoredProperties``) do.
///
/// An offset is used only when it is proven to be the key path's storage: the entry's property is
/// a stored field of the key path's value type, and an access through the key path on the
/// prototype reaches exactly that field's address. A property with observers, a lazy, wrapped or
/// computed one, and a property a subclass may override are reached through accessors, which an
/// access meets in a temporary outside the instance, so they keep their key paths. Such a probe
/// runs the property's getter and setter once on the prototype, when the schema is built.
struct ClassFieldLayout {
    /// The instance the key paths are tried on.
    private let prototype: AnyObject
    /// The stored fields of the class and its superclasses, by name.
    private let fields: [String: StoredProperties.Field]

    /// The layout of the class whose stored fields, its superclasses' included, are `fields`, read
    /// off `prototype` (an instance of the class or of a subclass).
    init(prototype: AnyObject, fields: some Sequence<StoredProperties.Field>) {
        self.prototype = prototype
        self.fields = Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The offset of the property `name` inside an instance, when `keyPath` reaches it as the
    /// field it is stored in; nil when the key path goes through accessors or elsewhere.
    func offset<Root, Value>(of keyPath: WritableKeyPath<Root, Value>, named name: String) -> Int? {
        guard let field = fields[name], field.type == Value.self, var root = prototype as? Root else {
            return nil
        }
        let instance = UnsafeRawPointer(Unmanaged.passUnretained(prototype).toOpaque())
        return withUnsafeMutablePointer(to: &root[keyPath: keyPath]) { storage in
            UnsafeRawPointer(storage) - instance == field.offset ? field.offset : nil
        }
    }
}
