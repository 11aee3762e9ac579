import Foundation

/// Builds a model's schema, the one builder for tables of key paths and for table-free models.
///
/// The runtime's field records (``StoredProperties``) are the reference: they say which stored
/// properties each level of the type has. Each level's table (a superclass's too) is checked
/// against them and makes a binding per entry, through its key path (for a class, tried on a
/// prototype made by `init()`); a table that maps its level's stored properties (every model
/// without a table, and ``Mapping/automatic``) makes one more binding per field it does not list,
/// through the field's storage, with the options the tables give it by name. What the field
/// records show cannot be written that way (`let`, `weak`, `lazy`, wrapped storage) is skipped and
/// reported (``SkippedProperties``). Problems are collected, not thrown, so ``Mapper/validate(_:)``
/// lists them all.
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
        let levelTypes = stored.levels.map { ObjectIdentifier($0.type) }
        var problems: [String] = []
        var bindings: [any PropertyBinding<Model>] = []
        var mappedNames: Set<String> = []
        /// Stored properties the tables name, whether or not their entries make a binding: one
        /// whose type cannot convert is reported for that, not also as forgotten.
        var namedInTables: Set<String> = []
        var excludedNames: Set<String> = []
        var mappedTypes: [String: Any.Type] = [:]
        /// The registry of subtypes that each level's table declares, most-derived level first.
        var registries: [(level: any Mappable.Type, registry: SubtypeRegistry)] = []
        var ownDateStrategy: DateStrategy?
        /// The tables that map their level's stored properties, most-derived level first, for the
        /// options of the properties they do not list (``StoredFieldOptions``).
        var automaticTables: [MappingDeclaration] = []
        var skipped = SkippedProperties(model: Model.self)

        for (depth, level) in stored.levels.enumerated() {
            let isOwnLevel = ObjectIdentifier(level.type) == ObjectIdentifier(Model.self)
            // The model's own level is known to be `Mappable`; asking the runtime would cost it a
            // search of every conformance record on the type's first use.
            guard let levelType = isOwnLevel ? Model.self : level.type as? any Mappable.Type else { continue }
            let declaration = levelType.mapping.declaration
            let roots = declaration.entries.map { ObjectIdentifier(Swift.type(of: $0.keyPath).rootType) }
            let inheritsTable =
                !roots.isEmpty
                && roots.allSatisfy({ $0 != ObjectIdentifier(level.type) && levelTypes.contains($0) })
            if inheritsTable && !declaration.mapsStoredProperties {
                continue  // the table is a superclass's, inherited: that level reads it
            }
            let layout = prototype.map {
                ClassFieldLayout(prototype: $0, fields: stored.levels[depth...].lazy.flatMap(\.properties))
            }
            if isOwnLevel { ownDateStrategy = declaration.dateStrategy }
            excludedNames.formUnion(declaration.excluded)
            if let registry = declaration.subtypes { registries.append((levelType, registry)) }
            for name in declaration.excluded where !isStored(name) && !level.lazyProperties.contains(name) {
                problems.append(
                    "\(typeName(level.type)) excludes \"\(name)\", which is not a stored property")
            }
            for entry in declaration.entries {
                let rootType = Swift.type(of: entry.keyPath).rootType
                guard ObjectIdentifier(rootType) == ObjectIdentifier(level.type) else {
                    // An automatic table inherited from a superclass: that level reads its entries.
                    if declaration.mapsStoredProperties && levelTypes.contains(ObjectIdentifier(rootType)) {
                        continue
                    }
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
            guard declaration.mapsStoredProperties else {
                problems += optionsForUnmappedNames(in: declaration, of: level.type)
                continue
            }
            automaticTables.append(declaration)
            let options = StoredFieldOptions(tables: automaticTables)
            problems += options.namesNotStored(
                in: declaration, of: level.type, storedAt: stored.levels[depth...])
            for field in level.properties where !names(namedInTables, field.name) {
                if options.excludes(field.name) {
                    excludedNames.insert(field.name)
                    continue
                }
                if let reason = SkippedProperties.reason(toSkip: field) {
                    skipped.add(field.name, reason)
                    continue
                }
                namedInTables.insert(field.name)
                guard !mappedNames.contains(field.name) else { continue }
                switch storedFieldBinding(
                    field, options: options, declaration: declaration, isOwnLevel: isOwnLevel,
                    model: Model.self)
                {
                case .success(let binding):
                    bindings.append(binding)
                    mappedNames.insert(field.name)
                    mappedTypes[field.name] = field.type
                    if !field.isVar { skipped.add(field.name, .constant) }
                case .failure(let problem):
                    problems.append(problem.message)
                }
            }
            for name in level.lazyProperties where !options.excludes(name) {
                skipped.add(name, .lazy)
            }
        }

        // The most-derived level's own registry wins; a level that holds its superclass's table (an
        // automatic table, not overridden) holds its registry too, which is the superclass's.
        let ownRegistry = registries.indices.first { index in
            index + 1 == registries.count
                || !registries[index].registry.isSame(as: registries[index + 1].registry)
        }.map { registries[$0] }
        if let ownRegistry { problems += registryProblems(ownRegistry.registry, of: ownRegistry.level) }
        let subtypes = ownRegistry?.registry

        var properties: [Property] = []
        var unmapped: [String] = []
        for level in stored.levels {
            for property in level.properties {
                properties.append(
                    Property(
                        name: property.name, type: mappedTypes[property.name] ?? property.type,
                        declaringType: level.type, isMapped: names(mappedNames, property.name)))
                if !names(namedInTables, property.name) && !names(excludedNames, property.name)
                    && !skipped.contains(property.name)
                {
                    unmapped.append(property.name)
                }
            }
        }
        let unreadProblems =
            (unmapped.isEmpty
                ? []
                : ["\(typeName(Model.self)) neither maps nor excludes: " + unmapped.joined(separator: ", ")])
            + skipped.problems
        return ModelSchema(
            bindings: bindings, storedProperties: properties,
            unreadPropertiesProblem: unreadProblems.isEmpty ? nil : unreadProblems.joined(separator: "; "),
            problems: problems, subtypes: subtypes, dateStrategy: ownDateStrategy)
    }

    /// Whether the storage `label` is named in `names`, by itself or as the wrapped property it stores.
    private static func names(_ names: Set<String>, _ label: String) -> Bool {
        names.contains(label) || (label.hasPrefix("_") && names.contains(String(label.dropFirst())))
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

    /// Options given for names the table does not map.
    private static func optionsForUnmappedNames(in declaration: MappingDeclaration, of type: Any.Type)
        -> [String]
    {
        let mapped = Set(declaration.entries.map(\.name))
        return declaration.problemsWithOptionNames(of: type, which: "it does not map") {
            !mapped.contains($0)
        }
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

}
