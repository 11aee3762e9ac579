import Foundation

/// The bindings a schema is built of: one per table entry, through its key path, and one per stored
/// field that no table lists, through its storage (``PropertyReach``).
extension SchemaBuilder {
    struct Problem: Error {
        let message: String
    }

    /// The binding of a stored field that no table lists, reached through its storage, with the
    /// options the tables give it by name; a constant's binding writes it to dictionaries only.
    static func storedFieldBinding<Model>(
        _ field: StoredProperties.Field, options: StoredFieldOptions, declaration: MappingDeclaration,
        isOwnLevel: Bool, model: Model.Type
    ) -> Result<any PropertyBinding<Model>, Problem> {
        let info = BindingInfo(
            name: field.name, valueType: field.type, renamedKey: options.dataKey(of: field.name),
            fallbackKeys: options.fallbackKeys(of: field.name).map(DataKey.init(parsing:)),
            keyStrategy: declaration.keyStrategy,
            dateStrategy: options.dateStrategy(of: field.name)
                ?? (isOwnLevel ? nil : declaration.dateStrategy))
        let binding = levelBinding(
            .storage(offset: field.offset), info: info, rule: options.itemType(of: field.name),
            transform: options.transform(of: field.name), root: Model.self)
        return field.isVar ? binding : binding.map { OutputOnlyBinding(base: $0) }
    }

    /// The binding of one entry of `level`'s table, adapted to instances of `Model`. The date
    /// strategy of the model's own table is the schema's, applied once per object; a binding
    /// carries only a strategy that differs from it (its property's own, or a superclass's).
    static func makeBinding<Model, Level: Mappable>(
        _ entry: MappingDeclaration.Entry, declaration: MappingDeclaration, isOwnLevel: Bool,
        level: Level.Type, layout: ClassFieldLayout?, model: Model.Type
    ) -> Result<any PropertyBinding<Model>, Problem> {
        let valueType = Swift.type(of: entry.keyPath).valueType
        let info = BindingInfo(
            name: entry.name, valueType: valueType, renamedKey: declaration.dataKeys[entry.name],
            fallbackKeys: declaration.fallbackKeys[entry.name, default: []].map(DataKey.init(parsing:)),
            keyStrategy: declaration.keyStrategy,
            dateStrategy: declaration.propertyDateStrategies[entry.name]
                ?? (isOwnLevel ? nil : declaration.dateStrategy))
        func binding<Root>(of _: Root.Type) -> Result<any PropertyBinding<Root>, Problem> {
            levelBinding(
                .keyPath(entry.keyPath, layout: layout), info: info, rule: declaration.itemTypes[entry.name],
                transform: declaration.transforms[entry.name], root: Root.self)
        }
        // The model's own entries are bound to the model's type itself: a cast of the binding from
        // `Level` to `Model` would cost the runtime a search of every conformance record per
        // property type, on the type's first use.
        guard isOwnLevel else {
            return binding(of: Level.self).map { InheritedBinding<Model, Level>(base: $0) }
        }
        return binding(of: Model.self)
    }

    private static func levelBinding<Root>(
        _ reach: PropertyReach, info: BindingInfo, rule: ItemTypeRule?,
        transform: (any AnyPropertyTransform)?,
        root: Root.Type
    ) -> Result<any PropertyBinding<Root>, Problem> {
        // Described only for a problem: a type's name costs a walk of its metadata.
        var owner: String { "\(typeName(Root.self)).\(info.name)" }
        var readOnly: Problem {
            Problem(message: "\(owner) is read-only (a `let` or a get-only property); make it `var`")
        }
        if let transform {
            guard ObjectIdentifier(transform.valueType) == ObjectIdentifier(info.valueType) else {
                return .failure(
                    Problem(
                        message: "\(owner) is \(typeName(info.valueType)) but its transform makes "
                            + typeName(transform.valueType)))
            }
            guard let binding: any PropertyBinding<Root> = transform.binding(reach, info: info) else {
                return .failure(readOnly)
            }
            return .success(binding)
        }
        if let rule {
            guard let arrayType = info.valueType as? any ItemArray.Type else {
                return .failure(Problem(message: "\(owner) has an item type but is not an array"))
            }
            func binding<Items: ItemArray>(_: Items.Type) -> Result<any PropertyBinding<Root>, Problem> {
                guard let accessor = reach.accessor(named: info.name, in: Root.self, as: Items.self) else {
                    return .failure(readOnly)
                }
                return .success(
                    ItemTypedArrayBinding(
                        info: info, accessor: accessor,
                        rule: rule))
            }
            return binding(arrayType)
        }
        if let convertibleType = info.valueType as? any ValueConvertible.Type {
            func binding<Value: ValueConvertible>(_: Value.Type) -> Result<any PropertyBinding<Root>, Problem>
            {
                guard let accessor = reach.accessor(named: info.name, in: Root.self, as: Value.self) else {
                    return .failure(readOnly)
                }
                return .success(
                    ConvertibleBinding(
                        info: info, accessor: accessor))
            }
            return binding(convertibleType)
        }
        if let codableType = info.valueType as? any (Decodable & Encodable).Type {
            func binding<Value: Decodable & Encodable>(_: Value.Type) -> Result<
                any PropertyBinding<Root>, Problem
            > {
                guard let accessor = reach.accessor(named: info.name, in: Root.self, as: Value.self) else {
                    return .failure(readOnly)
                }
                return .success(
                    CodableBinding(
                        info: info, accessor: accessor))
            }
            return binding(codableType)
        }
        if let loose = looseBinding(reach, info: info, root: Root.self) {
            return loose.mapError { _ in readOnly }
        }
        return .failure(
            Problem(
                message: "property \"\(info.name)\" of type \(typeName(info.valueType)) cannot be mapped: "
                    + UnconvertibleType.fix(for: info.valueType)))
    }

    /// Bindings for properties typed `Any`, `[Any]`, `[String: Any]` and their optionals; nil for
    /// other types, a failure when the key path is read-only.
    private static func looseBinding<Root>(
        _ reach: PropertyReach, info: BindingInfo, root: Root.Type
    ) -> Result<any PropertyBinding<Root>, Problem>? {
        func make<Value>(
            _: Value.Type, unwrap: @escaping @Sendable (Value) -> Any?,
            accept: @escaping @Sendable (Any) -> Value?
        ) -> Result<any PropertyBinding<Root>, Problem> {
            guard let accessor = reach.accessor(named: info.name, in: Root.self, as: Value.self) else {
                return .failure(Problem(message: "read-only"))
            }
            return .success(LooseBinding(info: info, accessor: accessor, unwrap: unwrap, accept: accept))
        }
        let valueType = ObjectIdentifier(info.valueType)
        switch valueType {
        case ObjectIdentifier(Any.self):
            return make(Any.self, unwrap: { $0 }, accept: { $0 })
        case ObjectIdentifier(Any?.self):
            return make(Any?.self, unwrap: { $0 }, accept: { isNull($0) ? .some(nil) : .some($0) })
        case ObjectIdentifier([Any].self):
            return make([Any].self, unwrap: { $0 }, accept: { $0 as? [Any] })
        case ObjectIdentifier([Any]?.self):
            return make(
                [Any]?.self, unwrap: { $0 },
                accept: { isNull($0) ? .some(nil) : ($0 as? [Any]).map { .some($0) } })
        case ObjectIdentifier([String: Any].self):
            return make([String: Any].self, unwrap: { $0 }, accept: { $0 as? [String: Any] })
        case ObjectIdentifier([String: Any]?.self):
            return make(
                [String: Any]?.self, unwrap: { $0 },
                accept: { isNull($0) ? .some(nil) : ($0 as? [String: Any]).map { .some($0) } })
        default:
            return nil
        }
    }
}
