/// How a binding reaches its property: through the key path a table gives it, or through the
/// storage that the property's runtime field record locates (a property that no table names).
enum PropertyReach {
    /// A table's key path; `layout` is the class's, when the key path's root is a class.
    case keyPath(AnyKeyPath, layout: ClassFieldLayout?)
    /// The stored field at `offset` inside a value or instance of the model type.
    case storage(offset: Int)

    /// The accessor of the property `name`, of type `Value` inside a `Root`; nil when the key path
    /// is read-only or reaches another type. A field's offset is taken as it is: the caller opens
    /// `Value` from the field's own declared type.
    func accessor<Root, Value>(named name: String, in _: Root.Type, as _: Value.Type)
        -> PropertyAccessor<Root, Value>?
    {
        switch self {
        case .keyPath(let keyPath, let layout):
            guard let writable = keyPath as? WritableKeyPath<Root, Value> else { return nil }
            return PropertyAccessor(writable, named: name, in: layout)
        case .storage(let offset):
            return PropertyAccessor(storedAt: offset)
        }
    }
}
