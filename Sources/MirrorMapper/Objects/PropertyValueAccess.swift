/// Reads and writes a mapped property's value as it is, not its JSON form: what copies, comparisons
/// and descriptions need to reach nested models through the table's key paths without `Mirror`.
///
/// Every binding kind conforms here rather than in `PropertyBinding`, so the mapping code stays as
/// it is; a binding kind that does not conform is reported by ``ModelSchema/valueAccess(at:)``.
protocol PropertyValueAccess<Root> {
    associatedtype Root
    /// The property's current value.
    func value(of root: Root) throws -> Any
    /// Stores `value` in the property; false when `value` is not of the property's type.
    func setValue(_ value: Any, of root: inout Root) -> Bool
}

/// Reading and writing through one writable key path.
protocol KeyPathValueAccess<Root>: PropertyValueAccess {
    associatedtype Value
    var keyPath: WritableKeyPath<Root, Value> { get }
}

extension KeyPathValueAccess {
    func value(of root: Root) -> Any { root[keyPath: keyPath] }

    func setValue(_ value: Any, of root: inout Root) -> Bool {
        guard let typed = value as? Value else { return false }
        root[keyPath: keyPath] = typed
        return true
    }
}

extension ConvertibleBinding: KeyPathValueAccess {}
extension LooseBinding: KeyPathValueAccess {}
extension ItemTypedArrayBinding: KeyPathValueAccess {}

extension InheritedBinding: PropertyValueAccess {
    func value(of root: Root) throws -> Any {
        let (instance, access) = try superclassAccess(of: root)
        return try access.value(of: instance)
    }

    func setValue(_ value: Any, of root: inout Root) -> Bool {
        guard let (instance, access) = try? superclassAccess(of: root) else { return false }
        var object = instance
        return access.setValue(value, of: &object)
    }

    /// `root` as an instance of the superclass, with the superclass binding's value access.
    private func superclassAccess(of root: Root) throws -> (Base, any PropertyValueAccess<Base>) {
        guard let instance = (root as AnyObject) as? Base, let access = base as? any PropertyValueAccess<Base>
        else {
            throw MappingError(
                .invalidMapping("\(typeName(Root.self)).\(info.name) cannot be read as a plain value"))
        }
        return (instance, access)
    }
}

extension ModelSchema {
    /// The value access of the binding at `index`.
    ///
    /// - Throws: ``MappingError/Kind/invalidMapping(_:)`` for a binding kind that cannot be read
    ///   and written as a plain value.
    func valueAccess(at index: Int) throws -> any PropertyValueAccess<Root> {
        guard let access = bindings[index] as? any PropertyValueAccess<Root> else {
            throw MappingError(
                .invalidMapping(
                    "\(typeName(Root.self)).\(bindings[index].info.name) cannot be read as a plain value"))
        }
        return access
    }
}
