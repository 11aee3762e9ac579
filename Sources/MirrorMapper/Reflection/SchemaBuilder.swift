import Foundation

/// Builds a model's schema: reads the stored fields of the type, the mapping table of the type and
/// of each superclass, checks every entry against the real stored properties, and makes a binding
/// per entry (for a class, tried on a prototype made by `init()`). Problems are collected, not thrown, so ``Mapper/validate(_:)`` lists them all.
enum SchemaBuilder {
    /// Whether schemas built for mapping check that each key path is the one of the property its
    /// entry names (`"first": \.second`): in debug builds. The check describes every key path
    /// (about 0.2 ms a property here, most of a schema's cost), so release builds leave it to
    /// ``Mapper/validate(_:)``, which always makes it.
    #if DEBUG
        static let checksKeyPathNames = true
    #else
        static let checksKeyPathNames = false
    #endif

    static func build<Model: Mappable>(
        _ type: Model.Type, checkingKeyPathNames: Bool = checksKeyPathNames
    ) -> ModelSchema<Model> {
        let stored = StoredProperties(of: Model.self)
        // Key paths into a class are tried on an instance (``ClassFieldLayout``); a struct needs none.
        let prototype: AnyObject? = Model.self is AnyClass ? ModelAccess.instance(of: Model()) : nil
        let storedNames = stored.allNames
        /// Whether `name` is a stored property, or a property-wrapped one (stored as `_name`).
        func isStored(_ name: String) -> Bool {
            storedNames.contains(name) || storedNames.contains("_" + name)
        }
        /// Whether the storage `label` is named in `names`, by itself or as the wrapped property it stores.
        func names(_ names: Set<String>, _ label: String) -> Bool {
            names.contains(label) || (label.hasPrefix("_") && names.contains(String(label.dropFirst())))
        }
        let levelTypes = stored.levels.map { ObjectIdentifier($0.type) }
        var problems: [String] = []
        var bindings: [any PropertyBinding<Model>] = []
        var mappedNames: Set<String> = []
        /// Stored properties the tables name, whether or not their entries make a binding: one
        /// whose type cannot convert is reported for that, not also as forgotten.
        var namedInTables: Set<String> = []
        var excludedNames: Set<String> = []
        var mappedTypes: [String: Any.Type] = [:]
        var subtypes: SubtypeRegistry?
        var ownDateStrategy: DateStrategy?

        for (depth, level) in stored.levels.enumerated() {
            let isOwnLevel = ObjectIdentifier(level.type) == ObjectIdentifier(Model.self)
            // The model's own level is known to be `Mappable`; asking the runtime would cost it a
            // search of every conformance record on the type's first use.
            guard let levelType = isOwnLevel ? Model.self : level.type as? any Mappable.Type else { continue }
            let declaration = levelType.mapping.declaration
            let roots = declaration.entries.map { ObjectIdentifier(Swift.type(of: $0.keyPath).rootType) }
            if !roots.isEmpty,
                roots.allSatisfy({ $0 != ObjectIdentifier(level.type) && levelTypes.contains($0) })
            {
                continue  // the table is a superclass's, inherited: that level reads it
            }
            let layout = prototype.map {
                ClassFieldLayout(prototype: $0, fields: stored.levels[depth...].lazy.flatMap(\.properties))
            }
            if isOwnLevel { ownDateStrategy = declaration.dateStrategy }
            excludedNames.formUnion(declaration.excluded)
            if subtypes == nil, let registry = declaration.subtypes {
                subtypes = registry
                problems += registryProblems(registry, of: levelType)
            }
            for name in declaration.excluded where !isStored(name) {
                problems.append(
                    "\(typeName(level.type)) excludes \"\(name)\", which is not a stored property")
            }
            for entry in declaration.entries {
                let rootType = Swift.type(of: entry.keyPath).rootType
                guard ObjectIdentifier(rootType) == ObjectIdentifier(level.type) else {
                    problems.append(
                        "the table of \(typeName(level.type)) maps \"\(entry.name)\" with a key path of "
                            + "\(typeName(rootType)); write it as \\\(typeName(level.type)).\(entry.name)")
                    continue
                }
                guard isStored(entry.name) else {
                    problems.append(
                        "\(typeName(level.type)) maps \"\(entry.name)\", which is not a stored property")
                    continue
                }
                if checkingKeyPathNames, let described = keyPathPropertyName(entry.keyPath),
                    described != entry.name
                {
                    problems.append(
                        "\(typeName(level.type)) maps \"\(entry.name)\" to the key path of \"\(described)\"")
                    continue
                }
                namedInTables.insert(entry.name)
                guard !mappedNames.contains(entry.name) else { continue }  // a subclass maps it already
                switch makeBinding(
                    entry, declaration: declaration, isOwnLevel: isOwnLevel, level: levelType, layout: layout,
                    model: Model.self)
                {
                case .success(let binding):
                    bindings.append(binding)
                    mappedNames.insert(entry.name)
                    mappedTypes[entry.name] = binding.info.valueType
                case .failure(let problem):
                    problems.append(problem.message)
                }
            }
            problems += optionsForUnmappedNames(in: declaration, of: level.type)
        }

        var properties: [Property] = []
        var unmapped: [String] = []
        for level in stored.levels {
            for property in level.properties {
                let isMapped = names(mappedNames, property.name)
                properties.append(
                    Property(
                        name: property.name, type: mappedTypes[property.name] ?? property.type,
                        declaringType: level.type, isMapped: isMapped))
                if !names(namedInTables, property.name) && !names(excludedNames, property.name) {
                    unmapped.append(property.name)
                }
            }
        }
        return ModelSchema(
            bindings: bindings, storedProperties: properties, unmappedProperties: unmapped,
            problems: problems, subtypes: subtypes, dateStrategy: ownDateStrategy)
    }

    /// Registered types that are not subclasses of the class declaring the registry.
    private static func registryProblems<Level: Mappable>(_ registry: SubtypeRegistry, of level: Level.Type)
        -> [String]
    {
        registry.types.sorted { $0.key < $1.key }.compactMap { name, type in
            (type as Any.Type) is Level.Type
                ? nil
                : "\(typeName(level)) registers \(typeName(type)) as \"\(name)\", which is not a subclass of it"
        }
    }

    /// Options given for names the table does not map: typos that would otherwise do nothing.
    private static func optionsForUnmappedNames(in declaration: MappingDeclaration, of type: Any.Type)
        -> [String]
    {
        let mapped = Set(declaration.entries.map(\.name))
        let options: [(String, [String])] = [
            ("renames", Array(declaration.dataKeys.keys)),
            ("gives fallback keys for", Array(declaration.fallbackKeys.keys)),
            ("gives an item type for", Array(declaration.itemTypes.keys)),
            ("gives a date strategy for", Array(declaration.propertyDateStrategies.keys)),
            ("gives a transform for", Array(declaration.transforms.keys)),
        ]
        return options.flatMap { option, names in
            names.filter { !mapped.contains($0) }.sorted().map {
                "\(typeName(type)) \(option) \"\($0)\", which it does not map"
            }
        }
    }

    struct Problem: Error {
        let message: String
    }

    /// The property a key path's debug description names (`\Room.title` → `title`), when the
    /// description has that simple form; nil otherwise (the check is then skipped).
    private static func keyPathPropertyName(_ keyPath: AnyKeyPath) -> String? {
        let text = String(describing: keyPath)
        guard text.hasPrefix("\\"), let dot = text.lastIndex(of: "."), !text.contains("<") else { return nil }
        let name = text[text.index(after: dot)...]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    /// The binding of one entry of `level`'s table, adapted to instances of `Model`. The date
    /// strategy of the model's own table is the schema's, applied once per object; a binding
    /// carries only a strategy that differs from it (its property's own, or a superclass's).
    private static func makeBinding<Model, Level: Mappable>(
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
                entry.keyPath, info: info, rule: declaration.itemTypes[entry.name],
                transform: declaration.transforms[entry.name], layout: layout, root: Root.self)
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
        _ keyPath: AnyKeyPath, info: BindingInfo, rule: ItemTypeRule?, transform: (any AnyPropertyTransform)?,
        layout: ClassFieldLayout?, root: Root.Type
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
            guard
                let binding: any PropertyBinding<Root> = transform.binding(
                    keyPath, info: info, layout: layout)
            else {
                return .failure(readOnly)
            }
            return .success(binding)
        }
        if let rule {
            guard let arrayType = info.valueType as? any ItemArray.Type else {
                return .failure(Problem(message: "\(owner) has an item type but is not an array"))
            }
            func binding<Items: ItemArray>(_: Items.Type) -> Result<any PropertyBinding<Root>, Problem> {
                guard let writable = keyPath as? WritableKeyPath<Root, Items> else {
                    return .failure(readOnly)
                }
                return .success(
                    ItemTypedArrayBinding(
                        info: info, accessor: PropertyAccessor(writable, named: info.name, in: layout),
                        rule: rule))
            }
            return binding(arrayType)
        }
        if let convertibleType = info.valueType as? any ValueConvertible.Type {
            func binding<Value: ValueConvertible>(_: Value.Type) -> Result<any PropertyBinding<Root>, Problem>
            {
                guard let writable = keyPath as? WritableKeyPath<Root, Value> else {
                    return .failure(readOnly)
                }
                return .success(
                    ConvertibleBinding(
                        info: info, accessor: PropertyAccessor(writable, named: info.name, in: layout)))
            }
            return binding(convertibleType)
        }
        if let codableType = info.valueType as? any (Decodable & Encodable).Type {
            func binding<Value: Decodable & Encodable>(_: Value.Type) -> Result<
                any PropertyBinding<Root>, Problem
            > {
                guard let writable = keyPath as? WritableKeyPath<Root, Value> else {
                    return .failure(readOnly)
                }
                return .success(
                    CodableBinding(
                        info: info, accessor: PropertyAccessor(writable, named: info.name, in: layout)))
            }
            return binding(codableType)
        }
        if let loose = looseBinding(keyPath, info: info, layout: layout, root: Root.self) {
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
        _ keyPath: AnyKeyPath, info: BindingInfo, layout: ClassFieldLayout?, root: Root.Type
    ) -> Result<any PropertyBinding<Root>, Problem>? {
        func make<Value>(
            _: Value.Type, unwrap: @escaping @Sendable (Value) -> Any?,
            accept: @escaping @Sendable (Any) -> Value?
        ) -> Result<any PropertyBinding<Root>, Problem> {
            guard let writable = keyPath as? WritableKeyPath<Root, Value> else {
                return .failure(Problem(message: "read-only"))
            }
            return .success(
                LooseBinding(
                    info: info, accessor: PropertyAccessor(writable, named: info.name, in: layout),
                    unwrap: unwrap, accept: accept)
            )
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
